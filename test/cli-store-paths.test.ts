import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/main.js';
import { ANKER_BIN } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-paths-'));
const kb = join(work, 'kb');
afterAll(() => {
  chmodRecursive(work, 0o755);
  rmSync(work, { recursive: true, force: true });
});

beforeAll(() => {
  mkdirSync(kb);
  writeFileSync(join(kb, 'wartung.md'), '# Wartung\n\nDie Wartung der Pumpe erfolgt alle sechs Monate durch den Kundendienst.\n');
});

/** Runs the CLI in-process and returns its exit code and what it wrote to stdout and stderr. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    const code = await runCli(['--log-level', 'silent', ...args]);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

/** A clear message and a fix, never a stack trace presented as a bug. */
function expectClearError(stderr: string, message: RegExp): void {
  expect(stderr).toMatch(/^Error: /m);
  expect(stderr).toMatch(message);
  expect(stderr).toMatch(/^Hint: /m);
  expect(stderr).not.toMatch(/bug in Anker/);
  expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

function chmodRecursive(path: string, mode: number): void {
  if (!existsSync(path)) return;
  chmodSync(path, mode);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) chmodRecursive(join(path, entry.name), mode);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('bad --db values (usage mistakes, exit 2)', () => {
  it('a --db that is a file says so and exits 2', async () => {
    const file = join(work, 'notes.txt');
    writeFileSync(file, 'not a store');
    const result = await cli(['--db', file, 'search', 'Wartung']);
    expect(result.code).toBe(2);
    expectClearError(result.stderr, /is a file, not a folder/);
    // Nothing was written next to or into it.
    expect(readdirSync(work).filter((name) => name.startsWith('notes'))).toEqual(['notes.txt']);
  });

  it('a --db below a file exits 2 the same way', async () => {
    const file = join(work, 'plain.txt');
    writeFileSync(file, 'x');
    const result = await cli(['--db', join(file, 'store'), 'ingest', kb]);
    expect(result.code).toBe(2);
    expectClearError(result.stderr, /is a file, not a folder/);
  });

  it('a --db under /proc fails fast instead of hanging', async () => {
    for (const db of ['/proc/anker-store', '/proc/self', '/proc/self/fd/anker/deeper']) {
      const result = await cli(['--db', db, 'search', 'Wartung']);
      expect(result.code, db).toBe(2);
      expectClearError(result.stderr, /pseudo filesystem/);
    }
  }, 20_000);
});

describe('ingest input paths', () => {
  it('a missing input folder is a usage mistake: exit 2, nothing ingested, no store created', async () => {
    const db = join(work, 'never-created');
    const result = await cli(['--db', db, '--json', 'ingest', kb, join(work, 'no-such-folder')]);
    expect(result.code).toBe(2);
    expectClearError(result.stderr, /No such file or folder: .*no-such-folder/);
    expect(result.stdout).toBe('');
    expect(existsSync(db)).toBe(false);
  });

  it('prints one progress line per file on stderr when it is not a terminal', async () => {
    const result = await cli(['--db', join(work, 'progress-store'), '--json', 'ingest', kb]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^ingest 1\/1 added wartung\.md$/m);
    expect(JSON.parse(result.stdout)).toMatchObject({ added: 1 });
  }, 60_000);

  it('a bad --max-file-mb is a usage mistake', async () => {
    const result = await cli(['--db', join(work, 'unused'), 'ingest', kb, '--max-file-mb', 'lots']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--max-file-mb/);
  });
});

const isRoot = process.getuid?.() === 0;
const setpriv = isRoot && spawnSync('setpriv', ['--version']).status === 0;

/** Runs the real binary as `nobody` (root may write anywhere, so permissions are only testable as someone else). */
function asNobody(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    'setpriv',
    ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, ANKER_BIN, '--log-level', 'silent', ...args],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: '/tmp', CI: 'true' }, cwd: tmpdir(), timeout: 120_000 },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('stores the user may not write', () => {
  if (isRoot && !setpriv) {
    it.skip('SKIPPED: running as root without setpriv; chmod does not stop root, so permission cases are untested here', () => undefined);
    return;
  }
  if (isRoot) console.warn('cli-store-paths: running as root; the permission cases run the real binary as nobody via setpriv');

  const run = isRoot ? async (args: string[]) => asNobody(args) : cli;
  const store = join(work, 'shared-store');
  const locked = join(work, 'locked');

  beforeAll(async () => {
    chmodSync(work, 0o755);
    chmodRecursive(kb, 0o755);
    const ingest = await cli(['--db', store, '--json', 'ingest', kb]);
    expect(ingest.code).toBe(0);
    // Readable by all, writable by nobody: `chmod -R a+rX,a-w`.
    spawnSync('chmod', ['-R', 'a+rX,a-w', store]);
    mkdirSync(locked, { mode: 0o555 });
    chmodSync(locked, 0o555);
  }, 120_000);

  it('search on a store the user may only read works and writes nothing into it', async () => {
    const before = spawnSync('sh', ['-c', `cd ${store} && find . -type f -exec md5sum {} + | sort`], { encoding: 'utf8' }).stdout;
    const result = await run(['--db', store, '--json', 'search', 'Wartung der Pumpe']);
    expect(result.stderr).not.toMatch(/bug in Anker/);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).hits[0]).toMatchObject({ source: 'wartung.md' });
    expect(existsSync(join(store, 'anker.lock'))).toBe(false);
    const after = spawnSync('sh', ['-c', `cd ${store} && find . -type f -exec md5sum {} + | sort`], { encoding: 'utf8' }).stdout;
    expect(after).toBe(before);
  }, 120_000);

  it('ingest into that store says it is not writable and exits 1', async () => {
    const result = await run(['--db', store, '--json', 'ingest', kb]);
    expect(result.code).toBe(1);
    expectClearError(result.stderr, /not writable/);
  }, 120_000);

  it('a new store in a folder the user may not write says so and exits 1', async () => {
    const result = await run(['--db', join(locked, 'store'), 'ingest', kb]);
    expect(result.code).toBe(1);
    expectClearError(result.stderr, /Cannot create the store folder/);
  }, 120_000);
});
