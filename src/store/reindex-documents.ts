import { createHash } from 'node:crypto';
import type { ChunkDraft, DocumentWrite, SqlClient, StoreCapabilities, StoredDocument, TextLanguage } from '../spec/index.js';
import { insertChunkRows, type ChunkRow } from './chunk-rows.js';
import { documentColumns } from './hybrid-search-sql.js';
import { rowToDocument } from './row-to-document.js';
import { stableUuid } from './stable-uuid.js';

/**
 * Whether a write of the same content as the stored version `previous` replaces its chunks: when forced, or when its
 * pipeline is newer than the one that produced them. A write from an older pipeline never undoes a newer one's work.
 */
export function reindexes(previous: StoredDocument, write: Pick<DocumentWrite, 'pipelineVersion' | 'force'>): boolean {
  return write.force === true || (write.pipelineVersion ?? 0) > previous.pipelineVersion;
}

/** A stored version whose chunks are replaced: what its document row becomes besides its new chunks. */
export interface ReindexedRow {
  previous: StoredDocument;
  language: TextLanguage;
  pipelineVersion: number;
  chunkCount: number;
}

/**
 * Replaces the chunks of stored versions inside the caller's transaction (writeDocuments): the old chunks are
 * deleted, the new ones inserted under the same document id and with its status, and the document row keeps its
 * id, metadata, status, dates and place in the version chain; only its chunk count, language and pipeline version
 * change. Returns the updated rows by id.
 */
export async function reindexDocumentsIn(
  tx: SqlClient,
  capabilities: StoreCapabilities,
  entries: readonly { input: DocumentWrite; previous: StoredDocument }[],
): Promise<Map<string, StoredDocument>> {
  if (entries.length === 0) return new Map();
  await deleteChunksOf(tx, entries.map((entry) => entry.previous));
  const rows = entries.flatMap(({ input, previous }) =>
    input.chunks.map((chunk, index): ChunkRow => {
      const lexical = input.lexicalTexts[index]!;
      const embedding = input.embeddings[index]!;
      return {
        id: reindexedChunkId(previous.id, chunk, lexical, embedding),
        tenantId: previous.tenantId,
        documentId: previous.id,
        docStatus: previous.status,
        language: input.language,
        chunk,
        lexical,
        embedding,
      };
    }),
  );
  await insertChunkRows(tx, capabilities, rows);
  return updateReindexedRows(
    tx,
    entries.map(({ input, previous }) => ({ previous, language: input.language, pipelineVersion: input.pipelineVersion ?? 0, chunkCount: input.chunks.length })),
  );
}

/** Deletes every chunk of the given versions. */
export async function deleteChunksOf(tx: SqlClient, documents: readonly StoredDocument[]): Promise<void> {
  await tx.query('DELETE FROM chunks WHERE (tenant_id, document_id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))', [
    documents.map((document) => document.tenantId),
    documents.map((document) => document.id),
  ]);
}

/** One UPDATE for the document rows of re-indexed versions; returns them by id. */
export async function updateReindexedRows(tx: SqlClient, rows: readonly ReindexedRow[]): Promise<Map<string, StoredDocument>> {
  const result = await tx.query(
    `UPDATE documents AS d SET chunk_count = v.chunk_count, language = v.language, pipeline_version = v.pipeline_version
     FROM unnest($1::text[], $2::uuid[], $3::int[], $4::text[], $5::int[]) AS v (tenant_id, id, chunk_count, language, pipeline_version)
     WHERE d.tenant_id = v.tenant_id AND d.id = v.id
     RETURNING ${documentColumns('d')}`,
    [
      rows.map((row) => row.previous.tenantId),
      rows.map((row) => row.previous.id),
      rows.map((row) => row.chunkCount),
      rows.map((row) => row.language),
      rows.map((row) => row.pipelineVersion),
    ],
  );
  return new Map(result.rows.map((row) => rowToDocument(row)).map((document) => [document.id, document]));
}

/**
 * The id of a re-indexed chunk: from its content (text, lexical text, vector) as well as its place. Where pgvector is
 * missing, each process keeps a copy of the chunks' vectors and lexemes by id (chunk-cache.ts) and never fetches an
 * id it already holds, so a chunk replaced under its old id would keep its old vector and lexemes there. Derived
 * rather than random, so that the same re-index gives the same ids (ranking ties break by id).
 */
export function reindexedChunkId(documentId: string, chunk: ChunkDraft, lexical: string, embedding: Float32Array): string {
  const content = createHash('sha256')
    .update(chunk.text)
    .update('\u0000')
    .update(lexical)
    .update('\u0000')
    .update(new Uint8Array(embedding.buffer, embedding.byteOffset, embedding.byteLength))
    .digest('hex');
  return stableUuid(documentId, String(chunk.ordinal), content);
}
