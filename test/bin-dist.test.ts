import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types, shared by bin/anker.js and bin/build-dist.js
import { sourceHash } from '../bin/source-hash.js';

const repo = join(import.meta.dirname, '..');
const root = mkdtempSync(join(tmpdir(), 'anker-bin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A checkout in miniature: the real bin/, a one-line CLI in src/ and another in dist/, so the output says which ran. */
beforeAll(() => {
  cpSync(join(repo, 'bin'), join(root, 'bin'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  mkdirSync(join(root, 'src', 'cli'), { recursive: true });
  mkdirSync(join(root, 'dist', 'cli'), { recursive: true });
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(root, 'src', 'cli', 'main.ts'), "const from: string = 'source';\nconsole.log(from);\n");
  writeFileSync(join(root, 'dist', 'cli', 'main.js'), "console.log('dist');\n");
});

function run(): string {
  const result = spawnSync(process.execPath, [join(root, 'bin', 'anker.js')], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

function stamp(): void {
  writeFileSync(join(root, 'dist', '.source-hash'), `${sourceHash(root)}\n`);
}

describe('bin/anker.js picks dist/ only when it was built from the sources as they are', () => {
  it('a dist without a stamp (e.g. from a plain tsc) does not run in a checkout', () => {
    rmSync(join(root, 'dist', '.source-hash'), { force: true });
    expect(run()).toBe('source');
  });

  it('a dist stamped with the current sources runs', () => {
    stamp();
    expect(run()).toBe('dist');
  });

  it('an edit to src/ after the build makes it run the sources again, also when size and mtime are kept', () => {
    stamp();
    const main = join(root, 'src', 'cli', 'main.ts');
    const before = statSync(main);
    writeFileSync(main, "const from: string = 'sourcE';\nconsole.log(from);\n");
    utimesSync(main, before.atime, before.mtime);
    expect(statSync(main).size).toBe(before.size);
    expect(run()).toBe('sourcE');
    stamp();
    writeFileSync(join(root, 'src', 'cli', 'extra.ts'), 'export const added = 1;\n');
    expect(run()).toBe('sourcE');
  });

  it('an installed package (no .git) runs its dist as it is', () => {
    rmSync(join(root, '.git'), { recursive: true });
    writeFileSync(join(root, 'dist', '.source-hash'), 'stale\n');
    expect(run()).toBe('dist');
    mkdirSync(join(root, '.git'));
  });
});

describe('bin/build-dist.js --if-possible (npm prepare) never fails an install', () => {
  it('without the compiler (dev dependencies omitted) leaves no dist/, says why, and exits 0; without the flag it fails', () => {
    const bare = mkdtempSync(join(tmpdir(), 'anker-bare-'));
    try {
      cpSync(join(repo, 'bin'), join(bare, 'bin'), { recursive: true });
      mkdirSync(join(bare, 'src', 'cli'), { recursive: true });
      mkdirSync(join(bare, 'dist'));
      writeFileSync(join(bare, 'package.json'), '{"type":"module"}\n');
      writeFileSync(join(bare, 'src', 'cli', 'main.ts'), "console.log('source');\n");
      const build = (args: string[]) => spawnSync(process.execPath, [join(bare, 'bin', 'build-dist.js'), ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
      const lenient = build(['--if-possible']);
      expect(lenient.status).toBe(0);
      expect(lenient.stderr).toMatch(/dist\/ not built \(typescript is not installed/);
      expect(existsSync(join(bare, 'dist'))).toBe(false);
      expect(build([]).status).toBe(1);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
