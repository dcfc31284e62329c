import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Embedder, KnowledgeStore } from '../spec/index.js';
import { openStore } from '../store/index.js';
import { ingestPaths, type IngestDeps } from './ingest-documents.js';
import type * as LoadFile from './load-file.js';
import { INGEST_PIPELINE_VERSION } from './pipeline-version.js';

/** Every parse of a file goes through loadBuffer: counted here, and made to fail on request. */
const loader = vi.hoisted(() => ({ calls: 0, fail: false }));
vi.mock('./load-file.js', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadFile>();
  return {
    ...actual,
    loadBuffer: (...args: Parameters<typeof actual.loadBuffer>) => {
      loader.calls += 1;
      if (loader.fail) throw new Error('simulated loader failure');
      return actual.loadBuffer(...args);
    },
  };
});

const work = mkdtempSync(join(tmpdir(), 'anker-reindex-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A deterministic embedder; with `failFrom`, its calls from that one on throw. */
function testEmbedder(failFrom = Infinity): Embedder & { calls: number } {
  const embedder = {
    id: 'test:4',
    dimensions: 4,
    calls: 0,
    async embed(texts: string[]) {
      embedder.calls += 1;
      if (embedder.calls >= failFrom) throw new Error('simulated embedder failure');
      return texts.map((text) => Float32Array.from([1, text.length % 7, 0, 1]));
    },
  };
  return embedder;
}

const TEXT = '# Wartungsplan\n\nDas Kalibrierprotokoll der Anlage wird jedes Quartal geprüft.\n';

/** The chunks a store holds, in document order. */
async function chunkTexts(store: KnowledgeStore): Promise<string[]> {
  return (await store.sql.query<{ text: string }>('SELECT text FROM chunks ORDER BY document_id, ordinal')).rows.map((row) => row.text);
}

/** Texts of the chunks a search finds lexically. */
async function lexicalHits(store: KnowledgeStore, text: string): Promise<string[]> {
  const hits = await store.hybridSearch({ tenantId: 't', terms: [], text, language: 'german', vector: Float32Array.from([1, 0, 0, 1]), limit: 10 });
  return hits.filter((hit) => hit.lexicalRank !== null).map((hit) => hit.text);
}

describe('ingestPaths and the ingest pipeline version', () => {
  let store: KnowledgeStore;
  let folder: string;
  let deps: IngestDeps;
  beforeEach(async () => {
    store = await openStore({ db: 'memory://' });
    folder = mkdtempSync(join(work, 'kb-'));
    writeFileSync(join(folder, 'wartung.md'), TEXT);
    deps = { store, embedder: testEmbedder(), tenantId: 't', maxFileBytes: 1 << 20 };
    loader.calls = 0;
    loader.fail = false;
  });
  afterEach(async () => store.close());

  /** The file's content as an older Anker stored it: the same hash, other chunks, no pipeline version (0). */
  async function storeStale() {
    await store.bindEmbedder('t', 'test:4', 4);
    const bytes = readFileSync(join(folder, 'wartung.md'));
    const written = await store.writeDocument({
      tenantId: 't',
      source: 'wartung.md',
      format: 'markdown',
      metadata: { title: 'Wartungsplan (alt)', version: '1.0', section: null, sourceUrl: null, documentDate: '2025-11-03', status: 'current' },
      language: 'german',
      contentHash: createHash('sha256').update(bytes).digest('hex'),
      chunks: [{ ordinal: 0, sectionPath: '', page: null, text: 'Veralteter Ausschnitt ohne Protokoll.' }],
      embeddings: [Float32Array.from([0, 1, 1, 0])],
      lexicalTexts: ['Veralteter Ausschnitt ohne Protokoll.'],
    });
    return written.document;
  }

  it('re-reads an unchanged file stored by an older pipeline and replaces its chunks in place, once', async () => {
    const stale = await storeStale();
    expect(stale.pipelineVersion).toBe(0);
    expect(await lexicalHits(store, 'Kalibrierprotokoll')).toEqual([]);

    const summary = await ingestPaths([folder], deps);
    expect(summary).toEqual({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [] });
    const documents = await store.listDocuments('t');
    expect(documents).toHaveLength(1);
    // The same version: id, metadata, dates and chain as stored; only its chunks and pipeline version are new.
    expect(documents[0]).toEqual({ ...stale, pipelineVersion: INGEST_PIPELINE_VERSION, chunkCount: documents[0]!.chunkCount });
    expect(await chunkTexts(store)).toEqual([expect.stringContaining('Kalibrierprotokoll')]);
    expect(await lexicalHits(store, 'Kalibrierprotokoll')).toHaveLength(1);
    expect(await lexicalHits(store, 'Veralteter Ausschnitt')).toEqual([]);

    const calls = loader.calls;
    expect(await ingestPaths([folder], deps)).toEqual({ added: 0, updated: 0, unchanged: 1, failed: [] });
    expect(loader.calls).toBe(calls);
  });

  it('skips a file stored by this pipeline without parsing it, and has no reindexed count', async () => {
    expect(await ingestPaths([folder], deps)).toEqual({ added: 1, updated: 0, unchanged: 0, failed: [] });
    expect((await store.listDocuments('t'))[0]!.pipelineVersion).toBe(INGEST_PIPELINE_VERSION);
    expect(loader.calls).toBe(1);
    const embedded = (deps.embedder as Embedder & { calls: number }).calls;
    const again = await ingestPaths([folder], deps);
    expect(again).toEqual({ added: 0, updated: 0, unchanged: 1, failed: [] });
    expect('reindexed' in again).toBe(false);
    expect(loader.calls).toBe(1);
    expect((deps.embedder as Embedder & { calls: number }).calls).toBe(embedded);
  });

  it('force re-reads a current file and replaces its chunks in place', async () => {
    await ingestPaths([folder], deps);
    const [before] = await store.listDocuments('t');
    const texts = await chunkTexts(store);
    const forced = await ingestPaths([folder], { ...deps, force: true });
    expect(forced).toEqual({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [] });
    expect(loader.calls).toBe(2);
    expect(await store.listDocuments('t')).toEqual([before]);
    expect(await chunkTexts(store)).toEqual(texts);
    // A changed file is still a new version when forced.
    writeFileSync(join(folder, 'wartung.md'), `${TEXT}\nNeu: monatlich.\n`);
    expect(await ingestPaths([folder], { ...deps, force: true })).toEqual({ added: 0, updated: 1, unchanged: 0, failed: [] });
  });

  it('a re-index whose embedder or loader fails leaves the old chunks and version, and is tried again next time', async () => {
    const stale = await storeStale();
    const failedEmbedding = await ingestPaths([folder], { ...deps, embedder: testEmbedder(1) });
    expect(failedEmbedding).toMatchObject({ added: 0, updated: 0, unchanged: 0, failed: [{ source: 'wartung.md' }] });
    expect('reindexed' in failedEmbedding).toBe(false);
    loader.fail = true;
    const failedLoad = await ingestPaths([folder], deps);
    expect(failedLoad.failed).toEqual([{ source: 'wartung.md', error: expect.stringContaining('simulated loader failure') }]);
    expect(await store.listDocuments('t')).toEqual([stale]);
    expect(await chunkTexts(store)).toEqual(['Veralteter Ausschnitt ohne Protokoll.']);

    loader.fail = false;
    expect(await ingestPaths([folder], deps)).toMatchObject({ reindexed: 1, failed: [] });
  });
});

describe('ingestPaths re-indexing a large (streamed) file', () => {
  let store: KnowledgeStore;
  beforeEach(async () => {
    store = await openStore({ db: 'memory://' });
    loader.calls = 0;
    loader.fail = false;
  });
  afterEach(async () => store.close());

  it('stages the new chunks and swaps them in one transaction; a failure while staging leaves the old ones', async () => {
    const folder = join(work, 'large');
    mkdirSync(folder, { recursive: true });
    const paragraphs = Array.from({ length: 700 }, (_, index) => `Absatz ${index}: ${'Die Pumpe fördert Wasser in den Hochbehälter. '.repeat(16)}`);
    writeFileSync(join(folder, 'handbuch.txt'), paragraphs.join('\n\n'));
    const deps = { store, embedder: testEmbedder(), tenantId: 't', maxFileBytes: 1 << 22 };
    expect((await ingestPaths([folder], deps)).added).toBe(1);
    // As an older Anker left it: no pipeline version.
    await store.sql.query('UPDATE documents SET pipeline_version = 0');
    const [stale] = await store.listDocuments('t');
    expect(stale!.chunkCount).toBeGreaterThan(512);
    const ids = async () => (await store.sql.query<{ id: string }>('SELECT id::text AS id FROM chunks ORDER BY ordinal')).rows.map((row) => row.id);
    const oldIds = await ids();

    // The second batch's embedding fails: the first one was staged, nothing of it is visible or left.
    const failed = await ingestPaths([folder], { ...deps, embedder: testEmbedder(2) });
    expect(failed.failed.map((failure) => failure.source)).toEqual(['handbuch.txt']);
    expect(await store.listDocuments('t')).toEqual([stale]);
    expect(await ids()).toEqual(oldIds);
    const staged = await store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM anker_pending_chunks');
    expect(staged.rows[0]!.n).toBe(0);

    const writes: string[] = [];
    const watched: KnowledgeStore = Object.create(store);
    watched.writeDocuments = async (inputs) => (writes.push(...inputs.map((input) => input.source)), store.writeDocuments(inputs));
    expect(await ingestPaths([folder], { ...deps, store: watched })).toEqual({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [] });
    expect(writes).toEqual([]);
    const [reindexed] = await store.listDocuments('t');
    expect(reindexed).toEqual({ ...stale, pipelineVersion: INGEST_PIPELINE_VERSION });
    const newIds = await ids();
    expect(newIds).toHaveLength(stale!.chunkCount);
    expect(newIds.filter((id) => oldIds.includes(id))).toEqual([]);
    expect(await ingestPaths([folder], deps)).toMatchObject({ unchanged: 1 });
  }, 300_000);
});
