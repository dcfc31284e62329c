import { createHash } from 'node:crypto';
import type { Embedder, KnowledgeStore, LoadedDocument, TextLanguage } from '../src/spec/index.js';
import { chunkDocument, toDocumentWrite } from '../src/ingest/index.js';
import type { CorpusEntry } from './datasets.js';

export interface WriteCorpusOptions {
  store: KnowledgeStore;
  embedder: Embedder;
  tenantId: string;
  language: TextLanguage;
  /** Documents embedded together (default 64): the embedder sees larger batches than one document. */
  batchSize?: number;
  /** Chunk size; default the ingest default. */
  maxChars?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface WriteCorpusResult {
  documents: number;
  chunks: number;
  milliseconds: number;
}

/**
 * Writes corpus entries that are not files the way ingest writes files: one document per entry (source = entry id,
 * title as heading, text as content), chunked with the ingest chunker, embedded in batches, lexical helper text
 * per chunk, one writeDocument transaction per document.
 */
export async function writeCorpus(entries: readonly CorpusEntry[], options: WriteCorpusOptions): Promise<WriteCorpusResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 64;
  await options.store.bindEmbedder(options.tenantId, options.embedder.id, options.embedder.dimensions);
  let chunkCount = 0;
  for (let start = 0; start < entries.length; start += batchSize) {
    const documents = entries.slice(start, start + batchSize).map((entry) => toLoadedDocument(entry, options.language));
    const chunked = documents.map((document) => chunkDocument(document, options.maxChars ? { maxChars: options.maxChars } : {}));
    const vectors = await options.embedder.embed(
      chunked.flat().map((chunk) => chunk.text),
      { kind: 'document' },
    );
    let offset = 0;
    for (const [index, document] of documents.entries()) {
      const chunks = chunked[index]!;
      await options.store.writeDocument(
        toDocumentWrite(options.tenantId, document, chunks, vectors.slice(offset, offset + chunks.length)),
      );
      offset += chunks.length;
      chunkCount += chunks.length;
    }
    options.onProgress?.(Math.min(start + batchSize, entries.length), entries.length);
  }
  return { documents: entries.length, chunks: chunkCount, milliseconds: performance.now() - started };
}

export function toLoadedDocument(entry: CorpusEntry, language: TextLanguage): LoadedDocument {
  const title = entry.title.trim();
  const headingPath = title ? [title] : [];
  return {
    source: entry.id,
    format: 'text',
    metadata: { title: title || entry.id, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language,
    blocks: [
      ...(title ? [{ headingPath, page: null, text: title, isHeading: true }] : []),
      { headingPath, page: null, text: entry.text },
    ],
    contentHash: createHash('sha256').update(`${entry.title}\n${entry.text}`).digest('hex'),
  };
}

/**
 * Refreshes planner statistics after a bulk write (skipped with BENCH_NO_ANALYZE=1). Without it, a freshly filled
 * PGlite has no statistics (no autovacuum), the planner assumes one row per table and re-runs the hybrid query's
 * corpus-statistics CTE once per matched term row: seconds per query at 10k chunks. Returns milliseconds spent,
 * or null when skipped.
 */
export async function analyzeAfterIngest(store: KnowledgeStore): Promise<number | null> {
  if (process.env.BENCH_NO_ANALYZE === '1') return null;
  const started = performance.now();
  await store.sql.query('ANALYZE');
  return performance.now() - started;
}
