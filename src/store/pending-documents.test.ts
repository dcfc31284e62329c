import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { openStore } from './open-store.js';
import { isPendingDocumentWriter, type PendingDocumentWriter } from './pending-documents.js';

const DIMS = 4;
const work = mkdtempSync(join(tmpdir(), 'anker-pending-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(source: string, texts: string[], hash: string): DocumentWrite {
  return {
    tenantId: 'a',
    source,
    format: 'text',
    metadata: { title: source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: 'german',
    contentHash: hash,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: 'Handbuch', page: null, text })),
    embeddings: texts.map((_, index) => Float32Array.from([1, index + 1, 0, 1])),
    lexicalTexts: texts,
  };
}

/** Stages `write` in batches of two chunks, without publishing. */
async function stage(store: PendingDocumentWriter, input: DocumentWrite) {
  const { chunks, embeddings, lexicalTexts, ...start } = input;
  const pending = await store.beginPendingDocument(start);
  for (let from = 0; from < chunks.length; from += 2) {
    const to = from + 2;
    await store.stagePendingChunks(pending, { chunks: chunks.slice(from, to), embeddings: embeddings.slice(from, to), lexicalTexts: lexicalTexts.slice(from, to) });
  }
  return pending;
}

const texts = ['Die Pumpe fördert Wasser.', 'Der Filter wird monatlich gewechselt.', 'Das Ventil schließt bei Überdruck.', 'Der Sensor meldet die Temperatur.', 'Die Wartung erfolgt jährlich.'];
const search = (store: KnowledgeStore, text: string) =>
  store.hybridSearch({ tenantId: 'a', terms: [], text, language: 'german', vector: Float32Array.from([1, 2, 0, 1]), limit: 10, includeSuperseded: true });

describeEachDriver('pending documents', (driver) => {
  let store: KnowledgeStore & PendingDocumentWriter;
  beforeEach(async () => {
    const opened = await openTestStore(driver);
    if (!isPendingDocumentWriter(opened)) throw new Error('the SQL store writes pending documents');
    store = opened;
    await store.bindEmbedder('a', 'test:4', DIMS);
  });
  afterEach(async () => store.close());

  it('staged chunks are invisible until published, then the document is whole, as a one-transaction write makes it', async () => {
    const pending = await stage(store, write('handbuch.txt', texts, 'h1'));
    expect(await search(store, 'Filter gewechselt')).toEqual([]);
    expect(await store.listDocuments('a')).toEqual([]);
    expect((await store.findDocuments('a', ['handbuch.txt'])).size).toBe(0);
    expect((await store.documentFrequency!('a', ['filter'])).frequencies.get('filter')).toBe(0);

    const published = await store.publishPendingDocument(pending);
    expect(published.outcome).toBe('added');
    expect(published.document.chunkCount).toBe(texts.length);
    const hits = await search(store, 'Filter gewechselt');
    expect(hits.map((hit) => hit.text)).toContain('Der Filter wird monatlich gewechselt.');

    // The same document written in one transaction elsewhere gets the same ids and rows.
    const other = await openTestStore(driver);
    try {
      await other.bindEmbedder('a', 'test:4', DIMS);
      const direct = await other.writeDocument(write('handbuch.txt', texts, 'h1'));
      expect(direct.document.id).toBe(published.document.id);
      const rows = async (target: KnowledgeStore) =>
        (await (target as unknown as { sql: { query: (sql: string) => Promise<{ rows: unknown[] }> } }).sql.query(
          'SELECT id, document_id, doc_status, ordinal, section_path, page, text, lexical, tsv::text, token_count FROM chunks ORDER BY ordinal',
        )).rows;
      expect(await rows(store)).toEqual(await rows(other));
    } finally {
      await other.close();
    }
  });

  it('stores chunk texts, lexical texts and tsvectors uncompressed, staged and published (no pglz work per row)', async () => {
    const sql = (store as unknown as { sql: { query: <Row>(sql: string) => Promise<{ rows: Row[] }> } }).sql;
    const long = texts.map((text) => `${text} ${'Die Anlage läuft im Dauerbetrieb und wird regelmäßig geprüft. '.repeat(60)}`);
    const pending = await stage(store, write('handbuch.txt', long, 'h1'));
    const compressed = async (table: string) =>
      (await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table}
         WHERE pg_column_compression(text) IS NOT NULL OR pg_column_compression(lexical) IS NOT NULL OR pg_column_compression(tsv) IS NOT NULL`,
      )).rows[0]!.n;
    expect(await compressed('anker_pending_chunks')).toBe(0);
    await store.publishPendingDocument(pending);
    expect(await compressed('chunks')).toBe(0);
    const storage = await sql.query<{ attname: string; attstorage: string }>(
      "SELECT attname, attstorage FROM pg_attribute WHERE attrelid = 'chunks'::regclass AND attname IN ('text', 'lexical', 'tsv') ORDER BY attname",
    );
    expect(storage.rows).toEqual([
      { attname: 'lexical', attstorage: 'e' },
      { attname: 'text', attstorage: 'e' },
      { attname: 'tsv', attstorage: 'e' },
    ]);
  });

  it('publishing a changed file supersedes the old version; an unchanged one (same hash) is a no-op', async () => {
    const first = await store.writeDocument(write('handbuch.txt', texts.slice(0, 2), 'h1'));
    const changed = await store.publishPendingDocument(await stage(store, write('handbuch.txt', texts, 'h2')));
    expect(changed).toMatchObject({ outcome: 'updated', supersededId: first.document.id });
    expect((await store.listDocuments('a')).map((document) => document.status).sort()).toEqual(['current', 'superseded']);
    const again = await store.publishPendingDocument(await stage(store, write('handbuch.txt', texts, 'h2')));
    expect(again.outcome).toBe('unchanged');
    expect((await store.listDocuments('a')).length).toBe(2);
  });

  it('two documents staged at once publish whole, whichever is published first', async () => {
    const first = await stage(store, write('handbuch.txt', texts, 'h1'));
    const second = await stage(store, write('wartung.txt', texts.slice(1), 'h2'));
    expect(await store.publishPendingDocument(second)).toMatchObject({ outcome: 'added', document: { chunkCount: 4 } });
    expect(await store.publishPendingDocument(first)).toMatchObject({ outcome: 'added', document: { chunkCount: 5 } });
    const third = await stage(store, write('sensor.txt', texts.slice(3), 'h3'));
    expect(await store.publishPendingDocument(third)).toMatchObject({ outcome: 'added', document: { chunkCount: 2 } });
    expect((await search(store, 'Filter gewechselt')).length).toBeGreaterThan(0);
    expect((await store.listDocuments('a')).map((document) => `${document.source} ${document.chunkCount}`)).toEqual([
      'handbuch.txt 5',
      'sensor.txt 2',
      'wartung.txt 4',
    ]);
  });

  it('a discarded write leaves nothing behind, and can no longer be published', async () => {
    const pending = await stage(store, write('handbuch.txt', texts, 'h1'));
    await store.discardPendingDocument(pending);
    await expect(store.publishPendingDocument(pending)).rejects.toThrow(/0 of 5 staged chunks/);
    expect(await store.listDocuments('a')).toEqual([]);
    expect(await search(store, 'Filter gewechselt')).toEqual([]);
  });
});

it('an embedded store opened again drops what a killed write had staged', async () => {
  const db = join(work, 'killed');
  const first = await openStore({ db });
  if (!isPendingDocumentWriter(first)) throw new Error('the SQL store writes pending documents');
  await first.bindEmbedder('a', 'test:4', DIMS);
  await stage(first, write('handbuch.txt', texts, 'h1'));
  await first.close();
  const reopened = await openStore({ db });
  try {
    const present = await (reopened as unknown as { sql: { query: (sql: string) => Promise<{ rows: { present: boolean }[] }> } }).sql.query(
      "SELECT to_regclass('anker_pending_chunks') IS NOT NULL AS present",
    );
    expect(present.rows[0]!.present).toBe(false);
    expect(await reopened.listDocuments('a')).toEqual([]);
  } finally {
    await reopened.close();
  }
}, 180_000);
