#!/usr/bin/env node
// Compiles src/ to dist/ and stamps the build with the fingerprint of the sources it was made from
// (`npm run build:dist`; `prepare` runs it with --if-possible, so `npm install`/`npm ci` in a clone and `npm pack`
// leave a current dist/), with the empty-store template new stores are unpacked from. The fingerprint is taken
// before compiling: sources edited during the build make the stamp stale, so bin/anker.js falls back to the sources
// rather than run a mixed build.
//
// --if-possible: an install must not fail for want of a build. Without the compiler (dev dependencies omitted) or
// when it reports errors, it leaves no dist/ and says so; bin/anker.js then runs the sources through tsx, a
// runtime dependency.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash, STAMP } from './source-hash.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lenient = process.argv.includes('--if-possible');

function giveUp(reason) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  if (!lenient) {
    process.stderr.write(`build-dist: ${reason}\n`);
    process.exit(1);
  }
  process.stderr.write(`anker: dist/ not built (${reason}); bin/anker.js runs the TypeScript sources instead (slower start).\n`);
  process.exit(0);
}

let tsc;
try {
  tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
} catch {
  giveUp('typescript is not installed (dev dependencies omitted)');
}
const hash = sourceHash(root);
rmSync(join(root, 'dist'), { recursive: true, force: true });
const build = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) giveUp(`tsc exited with ${build.status ?? build.signal}`);
mkdirSync(join(root, 'dist'), { recursive: true });
// The empty-store template only saves time (new stores skip initdb): a build without it still works.
const template = spawnSync(process.execPath, [join(root, 'bin', 'build-store-template.js')], { encoding: 'utf8', cwd: root });
if (template.status !== 0) process.stderr.write(`build-dist: no store template (${(template.stderr || '').trim().split('\n').pop()}); new stores run initdb.\n`);
writeFileSync(join(root, STAMP), `${hash}\n`);
