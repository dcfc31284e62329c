import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { isPendingDocumentWriter, type PendingDocumentWriter } from './pending-documents.js';

const DIMS = 4;

/** A write of `texts` with vectors pointing along `axis` (so a vector query tells old chunks from new ones). */
function write(texts: string[], options: { pipelineVersion?: number; axis?: number; hash?: string; force?: boolean; source?: string } = {}): DocumentWrite {
  const axis = options.axis ?? 0;
  return {
    tenantId: 'a',
    source: options.source ?? 'wartung.md',
    format: 'markdown',
    metadata: { title: 'Wartung', version: '2.1', section: 'Technik', sourceUrl: null, documentDate: '2026-03-01', status: 'current' },
    language: 'german',
    contentHash: options.hash ?? 'h1',
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: 'Wartung', page: null, text })),
    embeddings: texts.map((_, index) => Float32Array.from({ length: DIMS }, (_, at) => (at === axis ? 1 : at === 3 ? index * 0.01 : 0))),
    lexicalTexts: texts,
    ...(options.pipelineVersion === undefined ? {} : { pipelineVersion: options.pipelineVersion }),
    ...(options.force ? { force: true } : {}),
  };
}

const OLD = ['Die Anlage wird jedes Quartal gewartet.', 'Der Filter wird gereinigt.'];
const NEW = ['Die Inspektion der Anlage erfolgt quartalsweise.', 'Der Luftfilter wird getauscht.', 'Das Protokoll wird archiviert.'];

const search = (store: KnowledgeStore, text: string, axis: number) =>
  store.hybridSearch({
    tenantId: 'a',
    terms: [],
    text,
    language: 'german',
    vector: Float32Array.from({ length: DIMS }, (_, at) => (at === axis ? 1 : 0)),
    limit: 10,
    includeSuperseded: true,
  });

/** The texts of the chunks a search finds lexically (the vector list ranks every chunk). */
const lexicalHits = async (store: KnowledgeStore, text: string) =>
  (await search(store, text, 2)).filter((hit) => hit.lexicalRank !== null).map((hit) => hit.text);

/** The chunk rows of the store, in document order. */
async function chunkRows(store: KnowledgeStore) {
  const result = await store.sql.query<{ id: string; document_id: string; doc_status: string; text: string; lexical: string; tsv: string }>(
    'SELECT id::text AS id, document_id::text AS document_id, doc_status, text, lexical, tsv::text AS tsv FROM chunks ORDER BY document_id, ordinal',
  );
  return result.rows;
}

describeEachDriver('re-indexing a stored version in place', (driver) => {
  let store: KnowledgeStore & PendingDocumentWriter;
  beforeEach(async () => {
    const opened = await openTestStore(driver);
    if (!isPendingDocumentWriter(opened)) throw new Error('the SQL store writes pending documents');
    store = opened;
    await store.bindEmbedder('a', 'test:4', DIMS);
  });
  afterEach(async () => store.close());

  it('replaces the chunks of a version of the same content from an older pipeline: same id, metadata and dates, no new version', async () => {
    const old = await store.writeDocument(write(OLD));
    expect(old.document.pipelineVersion).toBe(0);
    // Searched once before: a store without pgvector now holds the old chunks' vectors and lexemes in memory.
    expect(await lexicalHits(store, 'gewartet')).toEqual([OLD[0]]);
    expect((await search(store, 'zzzz', 0))[0]!.cosine).toBeCloseTo(1, 3);

    const result = await store.writeDocument(write(NEW, { pipelineVersion: 2, axis: 1 }));
    expect(result.outcome).toBe('reindexed');
    const { pipelineVersion, chunkCount, ...kept } = result.document;
    const { pipelineVersion: _old, chunkCount: _oldCount, ...before } = old.document;
    expect(kept).toEqual(before);
    expect({ pipelineVersion, chunkCount }).toEqual({ pipelineVersion: 2, chunkCount: 3 });
    expect(await store.listDocuments('a')).toEqual([result.document]);

    const rows = await chunkRows(store);
    expect(rows.map((row) => row.text)).toEqual(NEW);
    expect(new Set(rows.map((row) => row.document_id))).toEqual(new Set([old.document.id]));
    // Lexically and by vector, only the new chunks are found; the old ones are gone.
    expect(await lexicalHits(store, 'Inspektion')).toEqual([NEW[0]]);
    expect(await lexicalHits(store, 'gewartet')).toEqual([]);
    const nearest = await search(store, 'zzzz', 1);
    expect(nearest.map((hit) => hit.text)).toEqual(NEW);
    expect(nearest[0]!.cosine).toBeCloseTo(1, 3);
  });

  it('leaves a version of the same or a newer pipeline unchanged, unless forced', async () => {
    await store.writeDocument(write(OLD, { pipelineVersion: 2 }));
    expect((await store.writeDocument(write(NEW, { pipelineVersion: 2 }))).outcome).toBe('unchanged');
    expect((await store.writeDocument(write(NEW, { pipelineVersion: 1 }))).outcome).toBe('unchanged');
    expect((await store.writeDocument(write(NEW))).outcome).toBe('unchanged');
    expect((await chunkRows(store)).map((row) => row.text)).toEqual(OLD);

    const forced = await store.writeDocument(write(NEW, { pipelineVersion: 2, force: true }));
    expect(forced).toMatchObject({ outcome: 'reindexed', document: { pipelineVersion: 2, chunkCount: 3 } });
    expect((await chunkRows(store)).map((row) => row.text)).toEqual(NEW);
  });

  it('keeps the status the version has (archived stays archived, its chunks too) and leaves superseded versions alone', async () => {
    const first = await store.writeDocument(write(['Alte Fassung.'], { hash: 'h0' }));
    const current = await store.writeDocument(write(OLD));
    await store.setDocumentStatus('a', current.document.id, 'archived');
    const result = await store.writeDocument(write(NEW, { pipelineVersion: 1 }));
    expect(result.document).toMatchObject({ id: current.document.id, status: 'archived', previousVersionId: first.document.id });
    const rows = await chunkRows(store);
    expect(rows.filter((row) => row.document_id === current.document.id).map((row) => row.doc_status)).toEqual(['archived', 'archived', 'archived']);
    expect(rows.filter((row) => row.document_id === first.document.id).map((row) => [row.text, row.doc_status])).toEqual([['Alte Fassung.', 'superseded']]);
    expect((await store.listDocuments('a')).map((document) => document.status).sort()).toEqual(['archived', 'superseded']);
  });

  it('a failing re-index leaves the old chunks and version as they were', async () => {
    const old = await store.writeDocument(write(OLD));
    // Vectors of two lengths: the insert of the new chunks fails after the old ones were deleted.
    const valid = write(NEW, { pipelineVersion: 1 });
    const broken = { ...valid, embeddings: [...valid.embeddings.slice(0, 2), new Float32Array(DIMS - 1)] };
    await expect(store.writeDocuments([write(['Anderes.'], { source: 'anderes.md' }), broken])).rejects.toThrow(/differ in length/);
    expect(await store.listDocuments('a')).toEqual([old.document]);
    expect((await chunkRows(store)).map((row) => row.text)).toEqual(OLD);
  });

  it('re-indexes a staged (streamed) document in the publishing transaction, with the rows a one-transaction write makes', async () => {
    const old = await store.writeDocument(write(OLD));
    const { chunks, embeddings, lexicalTexts, ...start } = write(NEW, { pipelineVersion: 1, axis: 1 });
    const pending = await store.beginPendingDocument(start);
    expect(pending).toMatchObject({ reindex: true, documentId: old.document.id });
    for (let from = 0; from < chunks.length; from += 2) {
      await store.stagePendingChunks(pending, { chunks: chunks.slice(from, from + 2), embeddings: embeddings.slice(from, from + 2), lexicalTexts: lexicalTexts.slice(from, from + 2) });
    }
    // Staged, not published: search and the stored version are still the old ones.
    expect(await lexicalHits(store, 'gewartet')).toEqual([OLD[0]]);
    expect(await store.listDocuments('a')).toEqual([old.document]);

    const published = await store.publishPendingDocument(pending);
    expect(published).toMatchObject({ outcome: 'reindexed', document: { id: old.document.id, chunkCount: 3, pipelineVersion: 1 } });
    expect(await lexicalHits(store, 'Inspektion')).toEqual([NEW[0]]);
    expect(await lexicalHits(store, 'gewartet')).toEqual([]);
    const staged = await store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM anker_pending_chunks');
    expect(staged.rows[0]!.n).toBe(0);

    // The same re-index as one write elsewhere stores the same rows, ids included.
    const other = await openTestStore(driver);
    try {
      await other.bindEmbedder('a', 'test:4', DIMS);
      await other.writeDocument(write(OLD));
      expect((await other.writeDocument(write(NEW, { pipelineVersion: 1, axis: 1 }))).outcome).toBe('reindexed');
      expect(await chunkRows(other)).toEqual(await chunkRows(store));
    } finally {
      await other.close();
    }
  });

  it('a discarded staged re-index leaves the old chunks; one overtaken by a new version fails and changes nothing', async () => {
    const old = await store.writeDocument(write(OLD));
    const stage = async () => {
      const { chunks, embeddings, lexicalTexts, ...start } = write(NEW, { pipelineVersion: 1 });
      const pending = await store.beginPendingDocument(start);
      await store.stagePendingChunks(pending, { chunks, embeddings, lexicalTexts });
      return pending;
    };
    const discarded = await stage();
    await store.discardPendingDocument(discarded);
    await expect(store.publishPendingDocument(discarded)).rejects.toThrow(/0 of 3 staged chunks/);
    expect(await store.listDocuments('a')).toEqual([old.document]);
    expect((await chunkRows(store)).map((row) => row.text)).toEqual(OLD);

    const overtaken = await stage();
    const changed = await store.writeDocument(write(['Neue Fassung.'], { hash: 'h2', pipelineVersion: 1 }));
    await expect(store.publishPendingDocument(overtaken)).rejects.toThrow(/written by another process/);
    expect((await store.listDocuments('a')).map((document) => [document.id, document.status, document.chunkCount])).toEqual([
      [old.document.id, 'superseded', 2],
      [changed.document.id, 'current', 1],
    ]);
  });
});
