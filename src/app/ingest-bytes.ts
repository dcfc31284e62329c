import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { isAnkerError } from '../errors/index.js';
import {
  BATCH_CHUNKS,
  BATCH_FILES,
  embedBatch,
  emptyTally,
  formatForPath,
  isCurrent,
  loadBuffer,
  prepareDocument,
  streamDocument,
  summarize,
  writeBatch,
  type IngestSummary,
  type PreparedFile,
  type WriteOutcome,
} from '../ingest/index.js';
import type { Embedder, KnowledgeStore, StoredDocument } from '../spec/index.js';
import { isPendingDocumentWriter } from '../store/index.js';

/** A file that arrived as bytes (an upload): `source` is its identity in the tenant, never a filesystem path. */
export interface ByteFile {
  source: string;
  bytes: Uint8Array;
}

export interface IngestBytesDeps {
  store: KnowledgeStore;
  embedder: Embedder;
  tenantId: string;
  maxFileBytes: number;
  logger?: Logger;
  signal?: AbortSignal;
}

/** The summary of `anker ingest --json`, plus the stored version of each file written or left unchanged. */
export interface IngestBytesSummary extends IngestSummary {
  /** In the order of the files given (failed files have none). */
  documents: StoredDocument[];
}

/** What became of each file, by its position in the input. */
type FileResult = { outcome: 'added' | 'updated' | 'reindexed' | 'unchanged'; document: StoredDocument } | { outcome: 'failed'; error: string };

/**
 * Ingests files held in memory through the same steps as `ingestPaths`: the stored versions looked up in one query,
 * unchanged files (same content hash, stored by this ingest pipeline) skipped, the rest loaded, chunked, embedded and
 * written in batches, each batch in one transaction (a killed process leaves every document whole or absent). The
 * same bytes as a version stored by an older pipeline replace that version's chunks in place (`reindexed`). One bad
 * file never stops the others: a batch that fails is redone file by file. No filesystem path is involved.
 */
export async function ingestBytes(files: ByteFile[], deps: IngestBytesDeps): Promise<IngestBytesSummary> {
  await deps.store.bindEmbedder(deps.tenantId, deps.embedder.id, deps.embedder.dimensions);
  const results: (FileResult | undefined)[] = new Array(files.length);
  const stored = await deps.store.findDocuments(deps.tenantId, files.map((file) => file.source));
  const writeDeps = { store: deps.store, embedder: deps.embedder, tenantId: deps.tenantId, logger: deps.logger, signal: deps.signal };
  let batch: { index: number; prepared: PreparedFile }[] = [];
  let batchChunks = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    batchChunks = 0;
    const prepared = current.map((entry) => entry.prepared);
    const outcomes = await writeBatch(prepared, await embedBatch(prepared, writeDeps), writeDeps);
    outcomes.forEach((outcome, position) => (results[current[position]!.index] = fileResult(outcome, deps.logger)));
  };
  for (const [index, file] of files.entries()) {
    deps.signal?.throwIfAborted();
    try {
      const existing = stored.get(file.source);
      if (existing && isCurrent(existing, createHash('sha256').update(file.bytes).digest('hex'))) {
        results[index] = { outcome: 'unchanged', document: existing };
        continue;
      }
      const format = formatForPath(file.source) ?? undefined;
      const document = await loadBuffer(file.bytes, { source: file.source, format, maxBytes: deps.maxFileBytes });
      const prepared = prepareDocument(file.source, document, deps.store);
      if ('chunkCount' in prepared) {
        // A large upload: the files before it are written first, then it is streamed in batches.
        await flush();
        if (isPendingDocumentWriter(deps.store)) results[index] = fileResult(await streamDocument(prepared, { ...writeDeps, store: deps.store }), deps.logger);
        continue;
      }
      batch.push({ index, prepared });
      batchChunks += prepared.chunks.length;
    } catch (error) {
      results[index] = failed(file.source, error, deps.logger);
    }
    if (batchChunks >= BATCH_CHUNKS || batch.length >= BATCH_FILES) await flush();
  }
  await flush();
  const tally = emptyTally();
  const documents: StoredDocument[] = [];
  results.forEach((result, index) => {
    if (!result) return;
    if (result.outcome === 'failed') {
      tally.failed.push({ source: files[index]!.source, error: result.error });
      return;
    }
    tally[result.outcome] += 1;
    documents.push(result.document);
  });
  if (tally.added + tally.updated + tally.reindexed > 0) await deps.store.analyze();
  return { ...summarize(tally), documents };
}

function fileResult(outcome: WriteOutcome, logger?: Logger): FileResult {
  return outcome.outcome === 'failed' ? failed(outcome.source, outcome.error, logger) : { outcome: outcome.outcome, document: outcome.document };
}

function failed(source: string, error: unknown, logger?: Logger): FileResult {
  if (!isAnkerError(error)) logger?.error({ event: 'ingest-error', source, err: error }, 'ingest failed');
  return { outcome: 'failed', error: describe(error) };
}

function describe(error: unknown): string {
  if (isAnkerError(error)) return error.hint ? `${error.message} ${error.hint}` : error.message;
  return 'Unexpected error while ingesting this file.';
}
