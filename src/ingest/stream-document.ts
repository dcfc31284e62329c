import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChunkDraft, DocumentBlock, KnowledgeStore, LoadedDocument } from '../spec/index.js';
import { lexicalText } from '../retrieve/lexical-text.js';
import type { PendingDocumentWriter } from '../store/index.js';
import { chunkBlocks, iterateChunks } from './chunking/index.js';
import type { DocumentHeader } from './load-file.js';
import { INGEST_PIPELINE_VERSION } from './pipeline-version.js';
import { BATCH_CHUNKS, type WriteBatchDeps, type WriteOutcome } from './write-batch.js';

/**
 * A file of more chunks than one write batch takes: streamed into the store rather than written at once. Its blocks
 * are taken once, as they are chunked: those of a loaded document (removed from its `blocks` as taken, see
 * streamedDocument), or a large text file's, read from the file (stream-text-file.ts).
 */
export interface StreamedFile {
  source: string;
  document: DocumentHeader;
  /** Its number of chunks (counted by a first pass of the chunker, which keeps none of them). */
  chunkCount: number;
  blocks: Iterable<DocumentBlock>;
}

/** A loaded document streamed from memory: its blocks leave it as they are chunked. */
export function streamedDocument(source: string, document: LoadedDocument, chunkCount: number): StreamedFile {
  return { source, document, chunkCount, blocks: takeBlocks(document.blocks) };
}

/**
 * Chunks made, or given their lexical text, between two turns of the event loop. With the store in a worker thread,
 * each statement of a staging transaction is sent from this thread: a batch's chunking and embedding in one piece
 * held the previous batch's transaction up until it was done, so staging and embedding took turns (a 60 MB file
 * staged in 38 s; with turns, 28 s).
 */
const CHUNKS_PER_TURN = 32;

export interface StreamDocumentDeps extends WriteBatchDeps {
  store: KnowledgeStore & PendingDocumentWriter;
}

/** The chunks of a document, counted without keeping them. */
export function countChunks(document: LoadedDocument): number {
  let count = 0;
  for (const _chunk of iterateChunks(document)) count += 1;
  return count;
}

/**
 * Writes one large document with bounded memory: its chunks are produced, embedded and staged BATCH_CHUNKS at a
 * time (the next batch is embedded while the store stages the previous one), then published in one transaction
 * (pending-documents.ts in the store). Until then search sees nothing of it; a failure or an abort discards what
 * was staged, and a killed process leaves only staged rows, which the next open drops. The chunks are those of
 * `chunkDocument`, ordinals and sections included, since both come from the same generator. A re-index (the stored
 * version has this content but an older pipeline, or `force`) is staged the same way and swaps the stored version's
 * chunks for the staged ones in the one publishing transaction: until then, and if it fails, the old ones stay.
 */
export async function streamDocument(file: StreamedFile, deps: StreamDocumentDeps): Promise<WriteOutcome> {
  const { store, tenantId } = deps;
  const { source, document, chunkCount } = file;
  const start = {
    tenantId,
    source: document.source,
    format: document.format,
    metadata: document.metadata,
    language: document.language,
    contentHash: document.contentHash,
    pipelineVersion: INGEST_PIPELINE_VERSION,
    ...(deps.force ? { force: true } : {}),
  };
  const pending = await store.beginPendingDocument(start).catch((error: unknown) => ({ error }));
  if ('error' in pending) return { source, outcome: 'failed', error: pending.error };
  let staging: Promise<void> = Promise.resolve();
  let done = 0;
  const stage = async (chunks: ChunkDraft[]) => {
    deps.signal?.throwIfAborted();
    const embeddings = await deps.embedder.embed(
      chunks.map((chunk) => chunk.text),
      { kind: 'document', signal: deps.signal },
    );
    const lexicalTexts: string[] = [];
    for (const chunk of chunks) {
      lexicalTexts.push(lexicalText(chunk.text, document.language, deps.tokenExtras));
      if (lexicalTexts.length % CHUNKS_PER_TURN === 0) await nextTurn();
    }
    // One batch staged at a time, in order; its failure surfaces at the next await of `staging`.
    await staging;
    staging = store.stagePendingChunks(pending, { chunks, embeddings, lexicalTexts }).then(() => {
      done += chunks.length;
      deps.logger?.info({ event: 'document-chunks-staged', source, done, total: chunkCount }, 'chunks staged');
      deps.onChunkProgress?.({ source, done, total: chunkCount });
    });
    // Marks the rejection as handled while the next batch is embedded; the await above still sees it.
    staging.catch(() => undefined);
  };
  try {
    let batch: ChunkDraft[] = [];
    for (const chunk of chunkBlocks(file.blocks)) {
      batch.push(chunk);
      if (batch.length % CHUNKS_PER_TURN === 0) await nextTurn();
      if (batch.length >= BATCH_CHUNKS) {
        await stage(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await stage(batch);
    await staging;
    deps.signal?.throwIfAborted();
    const result = await store.publishPendingDocument(pending);
    deps.logger?.info({ event: 'document-ingested', source, outcome: result.outcome, chunks: pending.staged }, 'ingested');
    return { source, outcome: result.outcome, document: result.document };
  } catch (error) {
    await staging.catch(() => undefined);
    await store.discardPendingDocument(pending).catch(() => undefined);
    return { source, outcome: 'failed', error };
  }
}

/** Blocks taken out of the array per step: removing them one by one would move the rest of the array every time. */
const TAKEN_BLOCKS = 256;

/**
 * The blocks in order, each removed from the array once taken: the file's text then stays in memory only as far as
 * it is not chunked yet (a 60 MB text file is ~125 MB of strings).
 */
function* takeBlocks(blocks: DocumentBlock[]): Generator<DocumentBlock, void, undefined> {
  while (blocks.length > 0) yield* blocks.splice(0, TAKEN_BLOCKS);
}
