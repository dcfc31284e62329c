import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import type { DocumentWrite, HybridQuery, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, freshPostgresUrl } from '../testing/store-drivers.js';
import { dropLexicalIndexes } from './bulk-indexes.js';
import { openStore } from './open-store.js';

const work = mkdtempSync(join(tmpdir(), 'anker-bulk-indexes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TEXTS = [
  ['Die Wartung der Pumpe erfolgt quartalsweise.', 'Der Sensor meldet Temperaturwerte an das Gateway.'],
  ['The pump is serviced every six months.', 'Backups are kept for thirty days.'],
  ['Die Kündigungsfrist beträgt drei Monate.', 'Die Wartung der Lüftung erfolgt jährlich.'],
];

function doc(index: number): DocumentWrite {
  const texts = TEXTS[index]!;
  return {
    tenantId: 'a',
    source: `doc-${index}.md`,
    format: 'markdown',
    metadata: { title: `Dokument ${index}`, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: index === 1 ? 'english' : 'german',
    contentHash: `h${index}`,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings: texts.map((_, ordinal) => Float32Array.from([1, index, ordinal, 0])),
    lexicalTexts: texts,
  };
}

const QUERIES: HybridQuery[] = ['Wartung Pumpe', 'pump serviced', 'Kündigungsfrist Monate'].map((text) => ({
  tenantId: 'a',
  terms: [],
  text,
  language: 'german',
  vector: Float32Array.from([1, 1, 0, 0]),
  limit: 4,
}));

async function lexicalIndexes(store: KnowledgeStore): Promise<string[]> {
  const result = await store.sql.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE tablename = 'chunks' AND (indexname = 'chunks_tsv' OR indexname LIKE 'chunks_bm25_%') ORDER BY 1",
  );
  return result.rows.map((row) => row.indexname);
}

async function dropRecord(store: KnowledgeStore): Promise<boolean> {
  return (await store.sql.query("SELECT 1 FROM anker_settings WHERE key = 'bulk_dropped_indexes'")).rows.length > 0;
}

/** Every query's hits as (text, lexical rank, lexical score): what the full-text indexes decide. */
async function answers(store: KnowledgeStore): Promise<unknown[]> {
  const all = [];
  for (const query of QUERIES) {
    const hits = await store.hybridSearch(query);
    all.push(hits.map((hit) => [hit.text, hit.lexicalRank, hit.lexicalScore?.toFixed(6)]));
  }
  return all;
}

describeEachDriver('bulk load into an empty store', (driver) => {
  const open = async (name: string) => openStore({ db: driver === 'pglite' ? join(work, `${name}-${driver}`) : await freshPostgresUrl() });
  const fill = async (store: KnowledgeStore, bulk: boolean) => {
    await store.bindEmbedder('a', 'test:4', 4);
    const write = async () => {
      for (let index = 0; index < TEXTS.length; index += 1) await store.writeDocument(doc(index));
    };
    if (bulk) await store.withBulkLoad(write);
    else await write();
  };

  it('goes without the full-text indexes and rebuilds them once: the same hits as a row-by-row load', async () => {
    const reference = await open('reference');
    const bulk = await open('bulk');
    try {
      await fill(reference, false);
      const before = await lexicalIndexes(bulk);
      expect(before).toContain('chunks_tsv');
      let during: string[] = [];
      await bulk.bindEmbedder('a', 'test:4', 4);
      await bulk.withBulkLoad(async () => {
        during = await lexicalIndexes(bulk);
        for (let index = 0; index < TEXTS.length; index += 1) await bulk.writeDocument(doc(index));
      });
      expect(during).toEqual([]);
      expect(await lexicalIndexes(bulk)).toEqual(before);
      expect(await dropRecord(bulk)).toBe(false);
      expect(await answers(bulk)).toEqual(await answers(reference));
      // A store that already holds chunks keeps its indexes through a bulk load.
      await bulk.withBulkLoad(async () => {
        during = await lexicalIndexes(bulk);
      });
      expect(during).toEqual(before);
    } finally {
      await reference.close();
      await bulk.close();
    }
  }, 120_000);

  it('logs how long the index rebuild after the load and ANALYZE took (the large-file bench reads these events)', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(line) });
    const store = await openStore({ db: driver === 'pglite' ? join(work, `logged-${driver}`) : await freshPostgresUrl(), logger, vectorIndexFromChunks: 1 });
    try {
      await fill(store, true);
      await store.analyze();
      const events = lines.map((line) => JSON.parse(line) as { event?: string; ms?: unknown });
      // The PostgreSQL server here has no pgvector: no HNSW index to build.
      const steps = ['store-lexical-indexes-built', ...(store.capabilities.vector ? ['store-vector-index-built'] : []), 'store-analyzed'];
      for (const event of steps) {
        const found = events.filter((entry) => entry.event === event);
        expect(found, event).toHaveLength(1);
        expect(typeof found[0]!.ms).toBe('number');
      }
    } finally {
      await store.close();
    }
  }, 120_000);

  it('rebuilds the indexes on the next open when the load died before rebuilding them', async () => {
    const db = driver === 'pglite' ? join(work, `killed-${driver}`) : await freshPostgresUrl();
    const store = await openStore({ db });
    await fill(store, false);
    const expected = await answers(store);
    const indexes = await lexicalIndexes(store);
    // What a process killed inside withBulkLoad leaves: the record, no full-text indexes.
    expect(await dropLexicalIndexes(store.sql)).toBe(indexes.length);
    expect(await lexicalIndexes(store)).toEqual([]);
    await store.close();
    const reopened = await openStore({ db });
    try {
      expect(await lexicalIndexes(reopened)).toEqual(indexes);
      expect(await dropRecord(reopened)).toBe(false);
      expect(await answers(reopened)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
