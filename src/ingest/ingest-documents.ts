import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { Logger } from 'pino';
import type { Embedder, KnowledgeStore, LoadedDocument, StoredDocument } from '../spec/index.js';
import { isAnkerError } from '../errors/index.js';
import { isPendingDocumentWriter } from '../store/index.js';
import { chunkDocument } from './chunking/index.js';
import { formatForFile, formatForPath, loadBuffer, loadFile, namesType, type DocumentFormat } from './load-file.js';
import { countChunks, streamDocument, streamedDocument, type StreamedFile } from './stream-document.js';
import { checkTextFile, openTextFile, type TextFileStream } from './stream-text-file.js';
import { BATCH_CHUNKS, BATCH_FILES, embedBatch, writeBatch, type ChunkProgress, type PreparedFile, type WriteOutcome } from './write-batch.js';
import { LexicalTokenCache } from '../retrieve/lexical-token-cache.js';
import { emptyTally, summarize, type IngestSummary, type IngestTally } from './ingest-summary.js';
import { INGEST_PIPELINE_VERSION } from './pipeline-version.js';

export type { ChunkProgress } from './write-batch.js';
export type { IngestSummary } from './ingest-summary.js';

export interface IngestProgress {
  done: number;
  total: number;
  source: string;
  outcome: 'added' | 'updated' | 'unchanged' | 'reindexed' | 'failed';
}

export interface IngestDeps {
  store: KnowledgeStore;
  embedder: Embedder;
  tenantId: string;
  maxFileBytes: number;
  logger?: Logger;
  onProgress?: (progress: IngestProgress) => void;
  onChunkProgress?: (progress: ChunkProgress) => void;
  signal?: AbortSignal;
  /** Number of files from which the ingest drops and rebuilds the vector index around the load (default 100). */
  bulkThreshold?: number;
  /**
   * Read every file again even when its stored version has its content and this pipeline version, replacing that
   * version's chunks in place (`anker ingest --force`). Default false: such files are skipped unread.
   */
  force?: boolean;
}

interface FileEntry {
  path: string;
  source: string;
  /** Set for a file whose extension does not say it (a text file without one). */
  format?: DocumentFormat;
}

/**
 * Ingests files and folders (recursively). Files are written in batches, each batch (its documents with all their
 * chunks) in one transaction, so a killed process leaves every document whole or absent. One bad file never stops
 * the others.
 */
export async function ingestPaths(paths: string[], deps: IngestDeps): Promise<IngestSummary> {
  const skipped: string[] = [];
  const summary = emptyTally();
  const entries: FileEntry[] = [];
  for (const path of paths) {
    try {
      entries.push(...(await collect(path, skipped)));
    } catch (error) {
      summary.failed.push({ source: path, error: describe(error) });
    }
  }
  await deps.store.bindEmbedder(deps.tenantId, deps.embedder.id, deps.embedder.dimensions);
  // Many files or many chunks: load without the vector index and build it once at the end, so that its IVFFlat
  // lists are trained on the vectors of the load too (and the full-text indexes of an empty store are built once).
  const bulk = entries.length >= (deps.bulkThreshold ?? BULK_THRESHOLD) || (await worthRebuilding(entries, deps));
  await ingestEntries(entries, deps, summary, bulk);
  if (summary.added + summary.updated + summary.reindexed > 0) await deps.store.analyze();
  return summarize(summary, skipped);
}

/** Files from which an ingest runs as a bulk load. */
const BULK_THRESHOLD = 100;

/** Characters of text per chunk, roughly: the chunker's default size. */
const BYTES_PER_CHUNK = 900;

/**
 * A few large files are a bulk load too when rebuilding the vector index over the whole store is cheaper than
 * inserting their chunks into it: rebuilding costs ~(stored + new) / 500 s, inserting new / 70 s, so from
 * new ≥ 15 % of the total (and at least 500 chunks, below which either is quick).
 */
async function worthRebuilding(entries: FileEntry[], deps: IngestDeps): Promise<boolean> {
  let bytes = 0;
  for (const entry of entries) bytes += await stat(entry.path).then((info) => info.size, () => 0);
  const incoming = bytes / BYTES_PER_CHUNK;
  if (incoming < 500) return false;
  const stored = (await deps.store.listDocuments(deps.tenantId)).reduce((sum, document) => sum + document.chunkCount, 0);
  return incoming >= 0.15 * (stored + incoming);
}


/**
 * Reads, batches and writes the files. A bulk load starts only at the first write, so a re-run over unchanged
 * files never drops and rebuilds the vector index.
 */
async function ingestEntries(entries: FileEntry[], given: IngestDeps, summary: IngestTally, bulk: boolean): Promise<void> {
  // The words of a corpus repeat from chunk to chunk: their lexical terms are derived once per ingest.
  const deps = { ...given, tokenExtras: new LexicalTokenCache().extrasOf };
  let done = 0;
  const report = (source: string, outcome: IngestProgress['outcome']) => {
    done += 1;
    deps.onProgress?.({ done, total: entries.length, source, outcome });
  };
  const fail = (source: string, error: unknown) => {
    if (!isAnkerError(error)) deps.logger?.error({ event: 'ingest-error', source, err: error }, 'ingest failed');
    summary.failed.push({ source, error: describe(error) });
    report(source, 'failed');
  };
  let batch: PreparedFile[] = [];
  let batchChunks = 0;
  // One batch is written while the next is read, parsed and embedded: with PGlite in a worker thread (or a server)
  // the store's work and this thread's run at once. Writes stay in order, one at a time.
  let writing: Promise<void> = Promise.resolve();
  const record = (outcomes: WriteOutcome[]) => {
    for (const result of outcomes) {
      if (result.outcome === 'failed') fail(result.source, result.error);
      else {
        summary[result.outcome] += 1;
        report(result.source, result.outcome);
      }
    }
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const prepared = batch;
    batch = [];
    batchChunks = 0;
    const embedded = await embedBatch(prepared, deps);
    await writing;
    writing = writeBatch(prepared, embedded, deps).then(record);
  };
  /** A large file: the batch before it is written first (files keep their order), then the file is streamed. */
  const stream = async (file: StreamedFile) => {
    await flush();
    await writing;
    if (!isPendingDocumentWriter(deps.store)) throw new Error('unreachable: streamed files come only from stores that stage');
    record([await streamDocument(file, { ...deps, store: deps.store })]);
  };
  // A large file met before the bulk load began: it is the load's first write.
  let held: StreamedFile | null = null;
  let next = 0;
  // The stored versions of the next files, fetched LOOKUP_FILES at a time rather than one query per file.
  let stored = new Map<string, StoredDocument>();
  let lookedUpTo = 0;
  const lookUp = async (from: number): Promise<number> => {
    const upTo = Math.min(entries.length, from + LOOKUP_FILES);
    stored = await deps.store.findDocuments(deps.tenantId, entries.slice(from, upTo).map((entry) => entry.source));
    return upTo;
  };
  const full = () => batchChunks >= BATCH_CHUNKS || batch.length >= BATCH_FILES;
  /** Works through the remaining files; with `untilFirstWrite`, returns true as soon as a batch is due instead. */
  const work = async (untilFirstWrite: boolean): Promise<boolean> => {
    if (held) {
      const file = held;
      held = null;
      await stream(file);
    }
    while (next < entries.length) {
      if (full()) {
        if (untilFirstWrite) return true;
        await flush();
      }
      deps.signal?.throwIfAborted();
      const index = next++;
      const entry = entries[index]!;
      try {
        if (index >= lookedUpTo) lookedUpTo = await lookUp(index);
        const prepared = await prepare(entry, stored.get(entry.source) ?? null, deps);
        if (prepared === 'unchanged') {
          summary.unchanged += 1;
          report(entry.source, 'unchanged');
          continue;
        }
        if ('chunkCount' in prepared) {
          if (untilFirstWrite) {
            held = prepared;
            return true;
          }
          await stream(prepared);
          continue;
        }
        batch.push(prepared);
        batchChunks += prepared.chunks.length;
      } catch (error) {
        fail(entry.source, error);
      }
    }
    if (batch.length === 0) {
      await writing;
      return false;
    }
    if (untilFirstWrite) return true;
    await flush();
    await writing;
    return false;
  };
  try {
    if (!bulk) await work(false);
    else if (await work(true)) await deps.store.withBulkLoad(() => work(false));
  } finally {
    // An abort between batches still lets the batch being written finish (or roll back) before the caller closes.
    await writing;
  }
}

/** Files whose stored versions one query fetches. */
const LOOKUP_FILES = 256;

/**
 * Reads a file once: unchanged ones (same hash as the stored version, written by this pipeline or a later one) stop
 * here, unless forced; changed ones, and unchanged ones of an older pipeline, are parsed from the same bytes. The
 * stored version was read before the file: the write checks the hash and pipeline version again inside its
 * transaction, and replaces the chunks of a stale version in place rather than adding a version.
 */
async function prepare(entry: FileEntry, existing: StoredDocument | null, deps: IngestDeps): Promise<PreparedFile | StreamedFile | 'unchanged'> {
  const info = await stat(entry.path);
  // Too large: loadFile refuses it from its size alone, before anything is read.
  if (info.size > deps.maxFileBytes) await loadFile(entry.path, { source: entry.source, maxBytes: deps.maxFileBytes, ...(entry.format ? { format: entry.format } : {}) });
  const format = entry.format ?? formatForPath(entry.path) ?? undefined;
  if (format === 'text' && info.size >= STREAM_TEXT_FROM_BYTES && isPendingDocumentWriter(deps.store)) {
    // A large text file is read in pieces, never whole: once for its hash, and if changed twice more (stream-text-file.ts).
    const check = checkTextFile(entry.path);
    if (existing && !deps.force && isCurrent(existing, check.contentHash)) return 'unchanged';
    if (check.streamable) return preparedTextFile(entry.source, openTextFile(entry.path, entry.source, check), deps.store);
  }
  const bytes = await readFile(entry.path);
  if (existing && !deps.force && isCurrent(existing, createHash('sha256').update(bytes).digest('hex'))) return 'unchanged';
  const document = await loadBuffer(bytes, { source: entry.source, format, maxBytes: deps.maxFileBytes });
  return prepareDocument(entry.source, document, deps.store);
}

/**
 * Text files from this size are read in pieces (a smaller one, whole, takes at most a few write batches). Well above
 * one batch (BATCH_CHUNKS chunks of up to ~1,200 characters), so a file read this way is nearly always streamed.
 */
const STREAM_TEXT_FROM_BYTES = 1024 * 1024;

/** A text file read in pieces: streamed from the file, or, with few chunks, loaded from it and chunked here. */
function preparedTextFile(source: string, file: TextFileStream, store: KnowledgeStore): PreparedFile | StreamedFile {
  if (file.chunkCount > BATCH_CHUNKS) return { source, document: file.document, chunkCount: file.chunkCount, blocks: file.blocks() };
  const document: LoadedDocument = { ...file.document, blocks: [...file.blocks()] };
  return prepareDocument(source, document, store);
}

/** Whether the stored version holds bytes of this hash as this pipeline stores them: nothing to read again. */
export function isCurrent(stored: StoredDocument, contentHash: string): boolean {
  return stored.contentHash === contentHash && stored.pipelineVersion >= INGEST_PIPELINE_VERSION;
}

/**
 * A document of more chunks than one batch takes is streamed when the store can stage it, so its chunks and vectors
 * are never all in memory; others are chunked here and written with their batch.
 */
export function prepareDocument(source: string, document: LoadedDocument, store: KnowledgeStore): PreparedFile | StreamedFile {
  if (isPendingDocumentWriter(store)) {
    const chunkCount = countChunks(document);
    if (chunkCount > BATCH_CHUNKS) return streamedDocument(source, document, chunkCount);
  }
  return { source, document, chunks: chunkDocument(document) };
}

/**
 * Files under a path: a file given directly keeps its base name as source; folder files their relative path. A file
 * without an extension is read as plain text when its opening bytes are text (`README`, `LICENSE`); folder files of
 * no supported type are added to `skipped` (as sources).
 */
async function collect(path: string, skipped: string[]): Promise<FileEntry[]> {
  const info = await stat(path);
  // Given directly, a file without an extension is text to the loader, which refuses a binary one with its reason.
  if (info.isFile()) return [{ path, source: basename(path), ...(formatForPath(path) === null && !namesType(path) ? { format: 'text' as const } : {}) }];
  const files: FileEntry[] = [];
  const walk = async (folder: string) => {
    const names = (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const item of names) {
      if (item.name.startsWith('.')) continue;
      const full = join(folder, item.name);
      if (item.isDirectory()) await walk(full);
      else if (item.isFile()) {
        const source = relative(path, full).split(sep).join('/');
        const byName = formatForPath(item.name);
        const format = byName ?? (await formatForFile(full).catch(() => null));
        if (format === null) skipped.push(source);
        else files.push({ path: full, source, ...(byName === null ? { format } : {}) });
      }
    }
  };
  await walk(path);
  return files;
}

function describe(error: unknown): string {
  if (isAnkerError(error)) return error.hint ? `${error.message} ${error.hint}` : error.message;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'File or folder not found.';
  if (code === 'EACCES') return 'Permission denied.';
  return `Unexpected error: ${(error as Error)?.message ?? String(error)}`;
}
