import type { DocumentStatus, StoredDocument, TextLanguage } from '../spec/index.js';

/** Maps a row selected with documentColumns() to a StoredDocument. */
export function rowToDocument(row: Record<string, unknown>): StoredDocument {
  const indexedAt = row.indexed_at instanceof Date ? row.indexed_at.toISOString() : new Date(String(row.indexed_at)).toISOString();
  return {
    id: String(row.doc_id),
    tenantId: String(row.tenant_id),
    source: String(row.source),
    title: String(row.title),
    version: (row.version as string | null) ?? null,
    section: (row.section as string | null) ?? null,
    sourceUrl: (row.source_url as string | null) ?? null,
    documentDate: (row.document_date as string | null) ?? null,
    status: row.status as DocumentStatus,
    language: row.language as TextLanguage,
    contentHash: String(row.content_hash),
    indexedAt,
    previousVersionId: (row.previous_version_id as string | null) ?? null,
    chunkCount: Number(row.chunk_count),
    pipelineVersion: Number(row.pipeline_version),
  };
}
