import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { Logger } from 'pino';
import type { ChunkDraft, DocumentWrite, Embedder, KnowledgeStore, LoadedDocument } from '../spec/index.js';
import { isAnkerError } from '../errors/index.js';
import { lexicalText } from '../retrieve/lexical-text.js';
import { chunkDocument } from './chunking/index.js';
import { formatForPath, loadBuffer, loadFile } from './load-file.js';

/** Summary of one ingest run; the `anker ingest --json` contract. */
export interface IngestSummary {
  added: number;
  updated: number;
  unchanged: number;
  failed: { source: string; error: string }[];
}

export interface IngestProgress {
  done: number;
  total: number;
  source: string;
  outcome: 'added' | 'updated' | 'unchanged' | 'failed';
}

export interface IngestDeps {
  store: KnowledgeStore;
  embedder: Embedder;
  tenantId: string;
  maxFileBytes: number;
  logger?: Logger;
  onProgress?: (progress: IngestProgress) => void;
  signal?: AbortSignal;
  /** Number of files from which the ingest drops and rebuilds the vector index around the load (default 100). */
  bulkThreshold?: number;
}

interface FileEntry {
  path: string;
  source: string;
}

/**
 * Ingests files and folders (recursively). A document is written in one transaction, so a killed process
 * leaves either the whole new version or none of it. One bad file never stops the others.
 */
export async function ingestPaths(paths: string[], deps: IngestDeps): Promise<IngestSummary> {
  const summary: IngestSummary = { added: 0, updated: 0, unchanged: 0, failed: [] };
  const entries: FileEntry[] = [];
  for (const path of paths) {
    try {
      entries.push(...(await collect(path)));
    } catch (error) {
      summary.failed.push({ source: path, error: describe(error) });
    }
  }
  await deps.store.bindEmbedder(deps.tenantId, deps.embedder.id, deps.embedder.dimensions);
  const run = () => ingestEntries(entries, deps, summary);
  // Many files: load without the vector index and build it once at the end (HNSW inserts are slow one by one).
  if (entries.length >= (deps.bulkThreshold ?? BULK_THRESHOLD)) await deps.store.withBulkLoad(run);
  else await run();
  if (summary.added + summary.updated > 0) await deps.store.analyze();
  return summary;
}

/** Files from which an ingest runs as a bulk load. */
const BULK_THRESHOLD = 100;

async function ingestEntries(entries: FileEntry[], deps: IngestDeps, summary: IngestSummary): Promise<void> {
  let done = 0;
  for (const entry of entries) {
    deps.signal?.throwIfAborted();
    let outcome: IngestProgress['outcome'];
    try {
      outcome = await ingestOne(entry, deps);
      summary[outcome] += 1;
    } catch (error) {
      if (!isAnkerError(error)) deps.logger?.error({ event: 'ingest-error', source: entry.source, err: error }, 'ingest failed');
      summary.failed.push({ source: entry.source, error: describe(error) });
      outcome = 'failed';
    }
    done += 1;
    deps.onProgress?.({ done, total: entries.length, source: entry.source, outcome });
  }
}

async function ingestOne(entry: FileEntry, deps: IngestDeps): Promise<'added' | 'updated' | 'unchanged'> {
  const info = await stat(entry.path);
  // Too large: loadFile refuses it from its size alone, before anything is read.
  if (info.size > deps.maxFileBytes) await loadFile(entry.path, { source: entry.source, maxBytes: deps.maxFileBytes });
  const bytes = await readFile(entry.path);
  const existing = await deps.store.findDocument(deps.tenantId, entry.source);
  // Unchanged files are skipped before any parsing or embedding; changed ones are parsed from the bytes read here.
  if (existing && createHash('sha256').update(bytes).digest('hex') === existing.contentHash) return 'unchanged';
  const document = await loadBuffer(bytes, { source: entry.source, format: formatForPath(entry.path) ?? undefined, maxBytes: deps.maxFileBytes });
  const chunks = chunkDocument(document);
  const embeddings = chunks.length === 0 ? [] : await deps.embedder.embed(chunks.map((chunk) => chunk.text), { kind: 'document', signal: deps.signal });
  const result = await deps.store.writeDocument(toDocumentWrite(deps.tenantId, document, chunks, embeddings));
  deps.logger?.info({ event: 'document-ingested', source: entry.source, outcome: result.outcome, chunks: chunks.length }, 'ingested');
  return result.outcome;
}

/** The store write of a loaded, chunked and embedded document (lexical helper text derived per chunk). */
export function toDocumentWrite(tenantId: string, document: LoadedDocument, chunks: ChunkDraft[], embeddings: Float32Array[]): DocumentWrite {
  return {
    tenantId,
    source: document.source,
    format: document.format,
    metadata: document.metadata,
    language: document.language,
    contentHash: document.contentHash,
    chunks,
    embeddings,
    lexicalTexts: chunks.map((chunk) => lexicalText(chunk.text, document.language)),
  };
}

/** Files under a path: a file given directly keeps its base name as source; folder files their relative path. */
async function collect(path: string): Promise<FileEntry[]> {
  const info = await stat(path);
  if (info.isFile()) return [{ path, source: basename(path) }];
  const files: FileEntry[] = [];
  const walk = async (folder: string) => {
    const names = (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const item of names) {
      if (item.name.startsWith('.')) continue;
      const full = join(folder, item.name);
      if (item.isDirectory()) await walk(full);
      else if (item.isFile() && formatForPath(item.name)) files.push({ path: full, source: relative(path, full).split(sep).join('/') });
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
