import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { INGEST_PIPELINE_VERSION } from '../src/ingest/index.js';
import { openStore } from '../src/store/index.js';
import { runAnker, spawnAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-reindex-kill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Ingests `path` into a new store and leaves it as an older Anker would have: no pipeline version. Returns the chunk ids by document. */
async function staleStore(db: string, path: string): Promise<Map<string, string[]>> {
  const first = await runAnker(['--db', db, '--json', 'ingest', path]);
  expect(first.code).toBe(0);
  const store = await openStore({ db });
  try {
    await store.sql.query('UPDATE documents SET pipeline_version = 0');
    return await chunkIds(store);
  } finally {
    await store.close();
  }
}

async function chunkIds(store: Awaited<ReturnType<typeof openStore>>): Promise<Map<string, string[]>> {
  const rows = await store.sql.query<{ document_id: string; ids: string[] }>(
    'SELECT document_id::text AS document_id, array_agg(id::text ORDER BY ordinal) AS ids FROM chunks GROUP BY document_id',
  );
  return new Map(rows.rows.map((row) => [row.document_id, row.ids]));
}

/** Runs `anker ingest` and kills it with SIGKILL once its log has shown `event` `times` times. */
async function killDuring(db: string, path: string, event: string, times: number): Promise<void> {
  const child = spawnAnker(['--db', db, '--log-level', 'info', '--json', 'ingest', path]);
  let seen = 0;
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (data: Buffer) => {
      seen += String(data).split(event).length - 1;
      if (seen >= times && !child.killed) child.kill('SIGKILL');
    });
    child.on('close', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`ingest ended before the kill (signal ${signal})`))));
  });
}

it('kill -9 during a re-index of many files leaves every document with its old chunks or wholly re-indexed; a re-run completes', async () => {
  const FILES = 120;
  const kb = join(work, 'kb');
  mkdirSync(kb);
  for (let i = 0; i < FILES; i += 1) {
    const sections = Array.from({ length: 8 }, (_, s) => `## Abschnitt ${s}\n\nDokument ${i}: ${'Der Sensor meldet Temperaturwerte an das Gateway. '.repeat(8)}`);
    writeFileSync(join(kb, `doc-${String(i).padStart(4, '0')}.md`), `# Dokument ${i}\n\n${sections.join('\n\n')}\n`);
  }
  const db = join(work, 'store-many');
  const before = await staleStore(db, kb);
  await killDuring(db, kb, 'document-ingested', 10);

  const store = await openStore({ db });
  let reindexed = 0;
  try {
    const after = await chunkIds(store);
    const documents = await store.listDocuments('default');
    expect(documents).toHaveLength(FILES);
    for (const document of documents) {
      const ids = after.get(document.id) ?? [];
      expect(ids).toHaveLength(document.chunkCount);
      if (document.pipelineVersion === 0) expect(ids).toEqual(before.get(document.id));
      else {
        expect(document.pipelineVersion).toBe(INGEST_PIPELINE_VERSION);
        expect(ids.filter((id) => before.get(document.id)!.includes(id))).toEqual([]);
        reindexed += 1;
      }
    }
    expect(reindexed).toBeGreaterThanOrEqual(10);
    expect(reindexed).toBeLessThan(FILES);
  } finally {
    await store.close();
  }

  const rerun = await runAnker(['--db', db, '--json', 'ingest', kb]);
  expect(rerun.code).toBe(0);
  expect(JSON.parse(rerun.stdout)).toEqual({ added: 0, updated: 0, unchanged: reindexed, reindexed: FILES - reindexed, failed: [] });
}, 600_000);

it('kill -9 while a large file is re-indexed (streamed) leaves its old chunks; a re-run re-indexes it whole', async () => {
  const file = join(work, 'handbuch.txt');
  const paragraphs = Array.from({ length: 2400 }, (_, index) => `Absatz ${index}: ${'Die Pumpe fördert Wasser in den Hochbehälter. '.repeat(18)}`);
  writeFileSync(file, `Handbuch\n\n${paragraphs.join('\n\n')}\n`);
  const db = join(work, 'store-large');
  const before = await staleStore(db, file);
  await killDuring(db, file, 'document-chunks-staged', 1);

  const store = await openStore({ db });
  try {
    const [document] = await store.listDocuments('default');
    expect(document!.pipelineVersion).toBe(0);
    expect(await chunkIds(store)).toEqual(before);
    const staged = await store.sql.query<{ present: boolean }>("SELECT to_regclass('anker_pending_chunks') IS NOT NULL AS present");
    expect(staged.rows[0]!.present).toBe(false);
  } finally {
    await store.close();
  }

  const rerun = await runAnker(['--db', db, '--json', 'ingest', file]);
  expect(rerun.code).toBe(0);
  expect(JSON.parse(rerun.stdout)).toEqual({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [] });
  const reopened = await openStore({ db });
  try {
    const [document] = await reopened.listDocuments('default');
    const ids = [...(await chunkIds(reopened)).values()];
    expect(ids).toHaveLength(1);
    expect(ids[0]).toHaveLength(document!.chunkCount);
    expect(document!.pipelineVersion).toBe(INGEST_PIPELINE_VERSION);
  } finally {
    await reopened.close();
  }
}, 600_000);
