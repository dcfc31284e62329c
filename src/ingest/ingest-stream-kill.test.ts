import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../store/index.js';
import { runAnker, spawnAnker } from '../testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-stream-kill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('kill -9 while a large file is streamed leaves no document and no chunk; a re-run writes it whole', async () => {
  const file = join(work, 'handbuch.txt');
  const paragraphs = Array.from({ length: 2400 }, (_, index) => `Absatz ${index}: ${'Die Pumpe fördert Wasser in den Hochbehälter. '.repeat(18)}`);
  writeFileSync(file, `Handbuch\n\n${paragraphs.join('\n\n')}\n`);
  const db = join(work, 'store');

  const child = spawnAnker(['--db', db, '--log-level', 'info', '--json', 'ingest', file]);
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (data: Buffer) => {
      if (String(data).includes('document-chunks-staged') && !child.killed) child.kill('SIGKILL');
    });
    child.on('close', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`ingest ended before the kill (signal ${signal})`))));
  });

  const store = await openStore({ db });
  try {
    expect(await store.listDocuments('default')).toEqual([]);
    const chunks = await store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks');
    expect(chunks.rows[0]!.n).toBe(0);
    // What the killed process had staged was dropped when the store was opened again.
    const staged = await store.sql.query<{ present: boolean }>("SELECT to_regclass('anker_pending_chunks') IS NOT NULL AS present");
    expect(staged.rows[0]!.present).toBe(false);
  } finally {
    await store.close();
  }

  const rerun = await runAnker(['--db', db, '--json', 'ingest', file]);
  expect(rerun.code).toBe(0);
  expect(JSON.parse(rerun.stdout)).toMatchObject({ added: 1, failed: [] });
  const reopened = await openStore({ db });
  try {
    const [document] = await reopened.listDocuments('default');
    const chunks = await reopened.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks');
    expect(document!.chunkCount).toBeGreaterThan(512);
    expect(chunks.rows[0]!.n).toBe(document!.chunkCount);
  } finally {
    await reopened.close();
  }
  const unchanged = await runAnker(['--db', db, '--json', 'ingest', file]);
  expect(JSON.parse(unchanged.stdout)).toMatchObject({ added: 0, unchanged: 1 });
}, 600_000);
