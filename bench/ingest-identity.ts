// What an ingest stores, as one fingerprint line per row, so that stores built by two checkouts can be compared:
//   node --import tsx bench/ingest-identity.ts --root <checkout> [--size 3000] [--file <path>] [--searches 40] > rows.txt
// Builds a PGlite store from the speed benchmark's synthetic documents with `<checkout>`'s sources (builtin
// embedder, `toDocumentWrite` with the ingest's LexicalTokenCache where the checkout has one, writeDocuments
// batches of 51 documents inside a bulk load), then prints every chunk row (ids, text, lexical text, tsvector, token
// count, vector as pgvector prints it) and every document row without its timestamp. With `--file`, the store is
// built by `<checkout>`'s ingestPaths from that file instead (what `anker ingest` does; a large text file is
// streamed). With `--searches N`, N questions (German grounding-dev and English SciFact, alternating) are searched
// through `<checkout>`'s retriever and every hit is printed (chunk id, scores, ranks). Run it for the old and the new
// checkout and `cmp` the outputs: a speed-up must change no byte.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChunkDraft, DocumentWrite, Embedder, KnowledgeStore, LoadedDocument } from '../src/spec/index.js';
import { readGroundingQuestions, readSciFact } from './datasets.js';
import { loadSentencePools, syntheticDocuments } from './synthetic-chunks.js';

const TENANT = 'identity';
const BATCH_DOCUMENTS = 51;

interface Sources {
  createBuiltinEmbedder: () => Embedder;
  openStore: (options: { db: string; vectorIndexFromChunks?: number }) => Promise<KnowledgeStore & { sql: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }>;
  toDocumentWrite: (tenantId: string, document: LoadedDocument, chunks: ChunkDraft[], embeddings: Float32Array[], tokenExtras?: unknown) => DocumentWrite;
  /** The cache an ingest derives lexical texts with, where the checkout has one. */
  tokenExtras?: unknown;
  ingestPaths: (paths: string[], deps: { store: KnowledgeStore; embedder: Embedder; tenantId: string; maxFileBytes: number }) => Promise<unknown>;
  createRetriever: (options: { store: KnowledgeStore; embedder: Embedder }) => {
    search: (query: string, options: { tenantId: string; limit: number }) => Promise<{ candidates?: unknown[] } | unknown>;
  };
}

async function loadSources(root: string): Promise<Sources> {
  const from = (path: string) => import(pathToFileURL(join(resolve(root), path)).href);
  const [embed, store, ingest, retrieve, ingestIndex] = await Promise.all(
    ['src/embed/index.ts', 'src/store/index.ts', 'src/ingest/write-batch.ts', 'src/retrieve/index.ts', 'src/ingest/index.ts'].map(from),
  );
  return {
    createBuiltinEmbedder: embed.createBuiltinEmbedder,
    openStore: store.openStore,
    toDocumentWrite: ingest.toDocumentWrite,
    tokenExtras: retrieve.LexicalTokenCache ? new retrieve.LexicalTokenCache().extrasOf : undefined,
    ingestPaths: ingestIndex.ingestPaths,
    createRetriever: retrieve.createRetriever,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { root: { type: 'string', default: '.' }, size: { type: 'string', default: '3000' }, file: { type: 'string' }, searches: { type: 'string', default: '0' } },
  });
  const sources = await loadSources(values.root!);
  const documents = values.file ? [] : syntheticDocuments(await loadSentencePools(), Number(values.size));
  const folder = mkdtempSync(join(tmpdir(), 'anker-identity-'));
  const embedder = sources.createBuiltinEmbedder();
  // Vectors are scanned exactly (no IVFFlat index): its k-means lists differ from build to build, and with them which
  // chunks the vector list finds, so searches are comparable only without it.
  const store = await sources.openStore({ db: folder, vectorIndexFromChunks: Number.MAX_SAFE_INTEGER });
  try {
    await store.bindEmbedder(TENANT, embedder.id, embedder.dimensions);
    if (values.file) await sources.ingestPaths([values.file], { store, embedder, tenantId: TENANT, maxFileBytes: 1024 * 1024 * 1024 });
    else await store.withBulkLoad(async () => {
      for (let start = 0; start < documents.length; start += BATCH_DOCUMENTS) {
        const batch = documents.slice(start, start + BATCH_DOCUMENTS);
        const vectors = await embedder.embed(batch.flatMap((document) => document.chunks), { kind: 'document' });
        let offset = 0;
        const writes = batch.map((document) => {
          const loaded: LoadedDocument = {
            source: document.source,
            format: 'text',
            metadata: { title: document.source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
            language: document.language,
            blocks: [],
            contentHash: createHash('sha256').update(document.chunks.join('\n')).digest('hex'),
          };
          const chunks = document.chunks.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text }));
          offset += chunks.length;
          return sources.toDocumentWrite(TENANT, loaded, chunks, vectors.slice(offset - chunks.length, offset), sources.tokenExtras);
        });
        await store.writeDocuments(writes);
      }
    });
    const chunks = await store.sql.query(
      `SELECT id, tenant_id, document_id, doc_status, language, ordinal, section_path, page, text, lexical, tsv::text AS tsv,
         token_count, embedding::text AS embedding FROM chunks ORDER BY id`,
    );
    const documentRows = await store.sql.query(
      `SELECT id, tenant_id, source, format, title, version, section, source_url, document_date::text, status, is_latest, language,
         content_hash, previous_version_id, chunk_count FROM documents ORDER BY id`,
    );
    for (const row of [...chunks.rows, ...documentRows.rows]) process.stdout.write(`${JSON.stringify(row)}\n`);
    await printSearches(sources, store, embedder, Number(values.searches));
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The hits of `count` questions through the checkout's retriever, one line per question. */
async function printSearches(sources: Sources, store: KnowledgeStore, embedder: Embedder, count: number): Promise<void> {
  if (count <= 0) return;
  const german = (await readGroundingQuestions()).map((question) => question.question);
  const english = (await readSciFact()).queries.map((query) => query.text);
  const questions = Array.from({ length: count }, (_, index) => (index % 2 === 0 ? german[index / 2] : english[(index - 1) / 2])).filter(
    (question): question is string => question !== undefined,
  );
  const retriever = sources.createRetriever({ store, embedder });
  for (const question of questions) {
    const result = await retriever.search(question, { tenantId: TENANT, limit: 10 });
    // When a document was written differs from run to run; everything else must not.
    process.stdout.write(`${JSON.stringify({ question, result }, (key, value: unknown) => (key === 'indexedAt' ? undefined : value))}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
