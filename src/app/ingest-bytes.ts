import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { isAnkerError } from '../errors/index.js';
import { chunkDocument, formatForPath, loadBuffer, toDocumentWrite, type IngestSummary } from '../ingest/index.js';
import type { Embedder, KnowledgeStore, StoredDocument } from '../spec/index.js';

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
  documents: StoredDocument[];
}

/**
 * Ingests files held in memory through the same steps as `ingestPaths` (unchanged check by content hash, load,
 * chunk, embed, one-transaction write), without touching the filesystem. One bad file never stops the others.
 */
export async function ingestBytes(files: ByteFile[], deps: IngestBytesDeps): Promise<IngestBytesSummary> {
  const summary: IngestBytesSummary = { added: 0, updated: 0, unchanged: 0, failed: [], documents: [] };
  await deps.store.bindEmbedder(deps.tenantId, deps.embedder.id, deps.embedder.dimensions);
  for (const file of files) {
    deps.signal?.throwIfAborted();
    try {
      const existing = await deps.store.findDocument(deps.tenantId, file.source);
      if (existing && createHash('sha256').update(file.bytes).digest('hex') === existing.contentHash) {
        summary.unchanged += 1;
        summary.documents.push(existing);
        continue;
      }
      const format = formatForPath(file.source) ?? undefined;
      const document = await loadBuffer(file.bytes, { source: file.source, format, maxBytes: deps.maxFileBytes });
      const chunks = chunkDocument(document);
      const embeddings = chunks.length === 0 ? [] : await deps.embedder.embed(chunks.map((chunk) => chunk.text), { kind: 'document', signal: deps.signal });
      const result = await deps.store.writeDocument(toDocumentWrite(deps.tenantId, document, chunks, embeddings));
      deps.logger?.info({ event: 'document-ingested', source: file.source, outcome: result.outcome, chunks: chunks.length }, 'ingested');
      summary[result.outcome] += 1;
      summary.documents.push(result.document);
    } catch (error) {
      if (!isAnkerError(error)) deps.logger?.error({ event: 'ingest-error', source: file.source, err: error }, 'ingest failed');
      summary.failed.push({ source: file.source, error: describe(error) });
    }
  }
  if (summary.added + summary.updated > 0) await deps.store.analyze();
  return summary;
}

function describe(error: unknown): string {
  if (isAnkerError(error)) return error.hint ? `${error.message} ${error.hint}` : error.message;
  return 'Unexpected error while ingesting this file.';
}
