import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../src/store/index.js';
import { runAnker, spawnAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-kill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FILES = 120;

function writeCorpus(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < FILES; i += 1) {
    const sections = Array.from({ length: 8 }, (_, s) =>
      `## Abschnitt ${s}\n\nDokument ${i}, Abschnitt ${s}: Die Wartung der Anlage ${i} erfolgt quartalsweise. ` +
      `Der Sensor ${s} meldet Temperaturwerte an das Gateway. `.repeat(8),
    ).join('\n\n');
    writeFileSync(join(folder, `doc-${String(i).padStart(4, '0')}.md`), `# Dokument ${i}\n\n${sections}\n`);
  }
}

it('kill -9 during a large ingest leaves no half-written document, and a re-run completes', async () => {
  const kb = join(work, 'kb');
  const db = join(work, 'store');
  writeCorpus(kb);

  const child = spawnAnker(['--db', db, '--log-level', 'info', '--json', 'ingest', kb]);
  let ingested = 0;
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (data: Buffer) => {
      ingested += (String(data).match(/document-ingested/g) ?? []).length;
      if (ingested >= 10 && !child.killed) child.kill('SIGKILL');
    });
    child.on('close', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`ingest ended before the kill (signal ${signal})`))));
  });

  const store = await openStore({ db });
  try {
    const documents = await store.listDocuments('default');
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(documents.length).toBeLessThan(FILES);
    const counts = await store.sql.query<{ document_id: string; n: number }>(
      'SELECT document_id, count(*)::int AS n FROM chunks GROUP BY document_id',
    );
    const byDocument = new Map(counts.rows.map((row) => [row.document_id, row.n]));
    for (const document of documents) {
      // Every stored document has exactly the chunks it was written with: all of them or it does not exist.
      expect(byDocument.get(document.id)).toBe(document.chunkCount);
      expect(document.chunkCount).toBeGreaterThan(0);
    }
    expect(byDocument.size).toBe(documents.length);
    // The load went without its full-text indexes (an empty store): opening again rebuilt them.
    const indexes = await store.sql.query("SELECT 1 FROM pg_indexes WHERE indexname = 'chunks_tsv'");
    expect(indexes.rows).toHaveLength(1);
  } finally {
    await store.close();
  }

  const rerun = await runAnker(['--db', db, '--json', 'ingest', kb]);
  expect(rerun.code).toBe(0);
  const summary = JSON.parse(rerun.stdout);
  expect(summary.added + summary.unchanged).toBe(FILES);
  expect(summary.unchanged).toBeGreaterThanOrEqual(10);
  expect(summary.failed).toEqual([]);
}, 300_000);
