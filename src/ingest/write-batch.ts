import type { Logger } from 'pino';
import type { ChunkDraft, DocumentWrite, DocumentWriteResult, Embedder, KnowledgeStore, LoadedDocument, StoredDocument } from '../spec/index.js';
import { lexicalText, type TokenExtras } from '../retrieve/lexical-text.js';
import { INGEST_PIPELINE_VERSION } from './pipeline-version.js';

/** A file read, loaded and chunked, waiting for its batch to be embedded and written. */
export interface PreparedFile {
  source: string;
  document: LoadedDocument;
  chunks: ChunkDraft[];
}

/** How far the embedding of a large file has come (reported for batches of more than EMBED_SLICE chunks). */
export interface ChunkProgress {
  /** The file whose chunks are being embedded (the largest of its batch). */
  source: string;
  done: number;
  total: number;
}

export interface WriteBatchDeps {
  store: KnowledgeStore;
  embedder: Embedder;
  tenantId: string;
  logger?: Logger;
  onChunkProgress?: (progress: ChunkProgress) => void;
  signal?: AbortSignal;
  /** The terms a token adds to a chunk's lexical text: one LexicalTokenCache for an ingest's batches. Default: tokenExtras. */
  tokenExtras?: TokenExtras;
  /** Re-index a stored version of the same content even when this pipeline wrote it (DocumentWrite.force). */
  force?: boolean;
}

/** What became of one file of a batch (with its stored version, unless it failed). */
export type WriteOutcome =
  | { source: string; outcome: 'added' | 'updated' | 'reindexed' | 'unchanged'; document: StoredDocument }
  | { source: string; outcome: 'failed'; error: unknown };

/**
 * A write batch closes at this many chunks or files: one embedder call and one transaction per batch. Small enough
 * that a killed ingest loses little work and memory stays bounded, large enough to amortise commits and calls.
 */
export const BATCH_CHUNKS = 512;
export const BATCH_FILES = 64;

/** A batch embedded (its store writes), or the error that stopped the embedding. */
export type EmbeddedBatch = { writes: DocumentWrite[] } | { error: unknown };

/**
 * Embeds a batch (one embedder call per EMBED_SLICE texts). Separate from the write so an ingest can embed the next
 * batch while the store still writes the previous one.
 */
export async function embedBatch(batch: readonly PreparedFile[], deps: WriteBatchDeps): Promise<EmbeddedBatch> {
  try {
    return { writes: await embedAll(batch, deps) };
  } catch (error) {
    return { error };
  }
}

/**
 * Writes an embedded batch in one transaction. When the embedding or the write failed, the batch is redone file by
 * file, so the file that caused it fails alone and the others are still written.
 */
export async function writeBatch(batch: readonly PreparedFile[], embedded: EmbeddedBatch, deps: WriteBatchDeps): Promise<WriteOutcome[]> {
  try {
    if ('error' in embedded) throw embedded.error;
    const results = await deps.store.writeDocuments(embedded.writes);
    return batch.map((prepared, index) => logged(prepared, results[index]!, deps));
  } catch (error) {
    if (batch.length === 1 || deps.signal?.aborted) return [{ source: batch[0]!.source, outcome: 'failed', error }];
    deps.logger?.warn({ event: 'ingest-batch-retry', files: batch.length, err: error }, 'batch failed; writing its files one by one');
    const outcomes: WriteOutcome[] = [];
    for (const prepared of batch) outcomes.push(...(await writeBatch([prepared], await embedBatch([prepared], deps), deps)));
    return outcomes;
  }
}

/** Texts per embedder call: bounds a call's memory and lets a large file report progress between calls. */
const EMBED_SLICE = 512;

async function embedAll(batch: readonly PreparedFile[], deps: WriteBatchDeps): Promise<DocumentWrite[]> {
  const texts = batch.flatMap((prepared) => prepared.chunks.map((chunk) => chunk.text));
  const largest = batch.reduce((top, prepared) => (prepared.chunks.length > top.chunks.length ? prepared : top), batch[0]!);
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += EMBED_SLICE) {
    vectors.push(...(await deps.embedder.embed(texts.slice(start, start + EMBED_SLICE), { kind: 'document', signal: deps.signal })));
    if (texts.length > EMBED_SLICE) deps.onChunkProgress?.({ source: largest.source, done: vectors.length, total: texts.length });
  }
  let offset = 0;
  return batch.map(({ document, chunks }) => {
    const embeddings = vectors.slice(offset, offset + chunks.length);
    offset += chunks.length;
    const write = toDocumentWrite(deps.tenantId, document, chunks, embeddings, deps.tokenExtras);
    return deps.force ? { ...write, force: true } : write;
  });
}

function logged(prepared: PreparedFile, result: DocumentWriteResult, deps: WriteBatchDeps): WriteOutcome {
  deps.logger?.info({ event: 'document-ingested', source: prepared.source, outcome: result.outcome, chunks: prepared.chunks.length }, 'ingested');
  return { source: prepared.source, outcome: result.outcome, document: result.document };
}

/**
 * The store write of a loaded, chunked and embedded document (lexical helper text derived per chunk), stamped with
 * this ingest pipeline's version.
 */
export function toDocumentWrite(
  tenantId: string,
  document: LoadedDocument,
  chunks: ChunkDraft[],
  embeddings: Float32Array[],
  tokenExtras?: TokenExtras,
): DocumentWrite {
  return {
    tenantId,
    source: document.source,
    format: document.format,
    metadata: document.metadata,
    language: document.language,
    contentHash: document.contentHash,
    pipelineVersion: INGEST_PIPELINE_VERSION,
    chunks,
    embeddings,
    lexicalTexts: chunks.map((chunk) => lexicalText(chunk.text, document.language, tokenExtras)),
  };
}
