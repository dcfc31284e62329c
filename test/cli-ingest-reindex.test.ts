import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../src/store/index.js';
import { runAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-cli-reindex-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('anker ingest: the JSON of a store without stale documents is unchanged, stale ones and --force are reindexed', async () => {
  const kb = join(work, 'kb');
  const db = join(work, 'store');
  mkdirSync(kb);
  writeFileSync(join(kb, 'wartung.md'), '# Wartung\n\nDie Anlage wird jedes Quartal gewartet.\n');
  const ingest = (...args: string[]) => runAnker(['--db', db, ...args, 'ingest', kb]);

  // Byte for byte what `anker ingest --json` printed before documents had a pipeline version.
  expect((await ingest('--json')).stdout).toBe('{"added":1,"updated":0,"unchanged":0,"failed":[]}\n');
  expect((await ingest('--json')).stdout).toBe('{"added":0,"updated":0,"unchanged":1,"failed":[]}\n');
  expect((await ingest()).stdout).toBe('added 0, updated 0, unchanged 1, failed 0\n');

  // As a store an older Anker wrote: re-indexed once, then unchanged again.
  const store = await openStore({ db });
  await store.sql.query('UPDATE documents SET pipeline_version = 0');
  await store.close();
  const stale = await ingest('--json');
  expect(stale.code).toBe(0);
  expect(stale.stdout).toBe('{"added":0,"updated":0,"unchanged":0,"reindexed":1,"failed":[]}\n');
  expect((await ingest('--json')).stdout).toBe('{"added":0,"updated":0,"unchanged":1,"failed":[]}\n');

  const forced = await runAnker(['--db', db, 'ingest', '--force', kb]);
  expect(forced.code).toBe(0);
  expect(forced.stdout).toBe('added 0, updated 0, unchanged 0, reindexed 1, failed 0\n');
  const reopened = await openStore({ db });
  try {
    expect((await reopened.listDocuments('default')).map((document) => document.status)).toEqual(['current']);
  } finally {
    await reopened.close();
  }
}, 180_000);
