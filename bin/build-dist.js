#!/usr/bin/env node
// Compiles src/ to dist/ and stamps the build with the fingerprint of the sources it was made from
// (meant for `prepare`/`prepack`). The fingerprint is taken before compiling: sources edited during the build
// make the stamp stale, so bin/anker.js falls back to the sources rather than run a mixed build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash, STAMP } from './source-hash.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hash = sourceHash(root);
rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit', cwd: root });
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, STAMP), `${hash}\n`);
