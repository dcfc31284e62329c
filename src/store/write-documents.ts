import type { DocumentWrite, DocumentWriteResult, SqlClient, StoreCapabilities, StoredDocument } from '../spec/index.js';
import { StoreError } from '../errors/index.js';
import { insertChunkRows, type ChunkRow } from './chunk-rows.js';
import { documentColumns } from './hybrid-search-sql.js';
import { reindexDocumentsIn, reindexes } from './reindex-documents.js';
import { rowToDocument } from './row-to-document.js';
import { stableUuid } from './stable-uuid.js';

/**
 * Writes documents inside the caller's transaction, each as a single write would (results in input order), with a
 * fixed number of statements per call rather than per document: each statement costs a parse, a plan and a round
 * trip through the driver, which for one-chunk documents cost more than the rows themselves. A source given twice
 * is written in order: its first version is whole, then superseded by the second.
 */
export async function writeDocumentsIn(
  tx: SqlClient,
  capabilities: StoreCapabilities,
  inputs: readonly DocumentWrite[],
): Promise<DocumentWriteResult[]> {
  inputs.forEach(checkLengths);
  const results: DocumentWriteResult[] = [];
  for (const segment of withoutRepeatedSources(inputs)) results.push(...(await writeSegment(tx, capabilities, segment)));
  return results;
}

/**
 * What a write does: nothing (its content and pipeline are stored already), replace the chunks of the stored
 * version of its content (reindex-documents.ts), or add a new version under a new id.
 */
type PlannedWrite = SameContent | { input: DocumentWrite; previous: StoredDocument | null; kind: 'new'; id: string };
type SameContent = { input: DocumentWrite; previous: StoredDocument; kind: 'unchanged' | 'reindex' };

/** A written document whose chunks are still to be inserted. */
interface PendingChunks {
  input: DocumentWrite;
  document: StoredDocument;
}

/**
 * Writes documents of distinct sources: lock, read the latest versions, supersede, insert documents, replace the
 * chunks of re-indexed versions, then insert the new versions' chunks.
 */
async function writeSegment(tx: SqlClient, capabilities: StoreCapabilities, inputs: readonly DocumentWrite[]): Promise<DocumentWriteResult[]> {
  const keys = inputs.map((input) => sourceKey(input.tenantId, input.source));
  await lockSources(tx, keys);
  const tenants = [...new Set(inputs.map((input) => input.tenantId))];
  await tx.query('INSERT INTO tenants (tenant_id) SELECT unnest($1::text[]) ON CONFLICT (tenant_id) DO NOTHING', [tenants]);
  const latest = await tx.query(
    `SELECT ${documentColumns('d')} FROM documents d
     JOIN unnest($1::text[], $2::text[]) AS k (tenant_id, source) ON d.tenant_id = k.tenant_id AND d.source = k.source
     WHERE d.is_latest FOR UPDATE OF d`,
    [inputs.map((input) => input.tenantId), inputs.map((input) => input.source)],
  );
  const previousByKey = new Map(latest.rows.map((row) => rowToDocument(row)).map((document) => [sourceKey(document.tenantId, document.source), document]));

  const written = inputs.map((input, index): PlannedWrite => {
    const previous = previousByKey.get(keys[index]!) ?? null;
    if (previous && previous.contentHash === input.contentHash) return { input, previous, kind: reindexes(previous, input) ? 'reindex' : 'unchanged' };
    return { input, previous, kind: 'new', id: stableUuid(input.tenantId, input.source, input.contentHash, previous?.id ?? '') };
  });
  const changed = written.filter((entry) => entry.kind === 'new');
  const superseded = changed.flatMap((entry) => (entry.previous ? [entry.previous] : []));
  if (superseded.length > 0) await supersede(tx, superseded);
  const rows = changed.map((entry) => ({ ...entry, chunkCount: entry.input.chunks.length }));
  const inserted = rows.length > 0 ? await insertDocuments(tx, rows) : new Map<string, StoredDocument>();
  const reindexed = await reindexDocumentsIn(tx, capabilities, written.filter((entry): entry is SameContent => entry.kind === 'reindex'));
  const pending: PendingChunks[] = [];
  const results = written.map((entry): DocumentWriteResult => {
    if (entry.kind === 'unchanged') return { outcome: 'unchanged', document: entry.previous };
    const document = entry.kind === 'new' ? inserted.get(entry.id) : reindexed.get(entry.previous.id);
    if (!document) throw new StoreError(`writeDocuments: the row of ${entry.input.source} was not returned`);
    if (entry.kind === 'reindex') return { outcome: 'reindexed', document };
    pending.push({ input: entry.input, document });
    return entry.previous ? { outcome: 'updated', document, supersededId: entry.previous.id } : { outcome: 'added', document };
  });
  await insertChunks(tx, capabilities, pending);
  return results;
}

export async function supersede(tx: SqlClient, documents: readonly StoredDocument[]): Promise<void> {
  const params = [documents.map((document) => document.tenantId), documents.map((document) => document.id)];
  await tx.query(
    `UPDATE documents SET is_latest = false, status = 'superseded'
     WHERE (tenant_id, id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`,
    params,
  );
  await tx.query(
    `UPDATE chunks SET doc_status = 'superseded' WHERE (tenant_id, document_id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`,
    params,
  );
}

/** A new document row: its write (chunks aside), the version it supersedes, its id and its number of chunks. */
export interface DocumentRow {
  input: Omit<DocumentWrite, 'chunks' | 'embeddings' | 'lexicalTexts'>;
  previous: StoredDocument | null;
  id: string;
  chunkCount: number;
}

/** One INSERT for all new document rows; returns them by id. */
export async function insertDocuments(tx: SqlClient, entries: readonly DocumentRow[]): Promise<Map<string, StoredDocument>> {
  const column = <T>(pick: (entry: (typeof entries)[number]) => T) => entries.map(pick);
  const result = await tx.query(
    `INSERT INTO documents (tenant_id, source, format, title, version, section, source_url, document_date, status,
       language, content_hash, previous_version_id, chunk_count, id, pipeline_version)
     SELECT v.tenant_id, v.source, v.format, v.title, v.version, v.section, v.source_url, v.document_date::date, v.status,
       v.language, v.content_hash, v.previous_version_id::uuid, v.chunk_count, v.id::uuid, v.pipeline_version
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::int[])
       AS v (tenant_id, source, format, title, version, section, source_url, document_date, status, language,
         content_hash, previous_version_id, chunk_count, id, pipeline_version)
     RETURNING ${documentColumns('')}`,
    [
      column((entry) => entry.input.tenantId),
      column((entry) => entry.input.source),
      column((entry) => entry.input.format),
      column((entry) => entry.input.metadata.title),
      column((entry) => entry.input.metadata.version),
      column((entry) => entry.input.metadata.section),
      column((entry) => entry.input.metadata.sourceUrl),
      column((entry) => entry.input.metadata.documentDate),
      column((entry) => entry.input.metadata.status),
      column((entry) => entry.input.language),
      column((entry) => entry.input.contentHash),
      column((entry) => entry.previous?.id ?? null),
      column((entry) => entry.chunkCount),
      column((entry) => entry.id),
      column((entry) => entry.input.pipelineVersion ?? 0),
    ],
  );
  return new Map(result.rows.map((row) => rowToDocument(row)).map((document) => [document.id, document]));
}

/** Inserts the chunks of written documents (chunk-rows.ts), each with its document's id and status. */
async function insertChunks(tx: SqlClient, capabilities: StoreCapabilities, items: readonly PendingChunks[]): Promise<void> {
  const rows = items.flatMap(({ input, document }) =>
    input.chunks.map((chunk, index): ChunkRow => ({
      tenantId: input.tenantId,
      documentId: document.id,
      docStatus: document.status,
      language: input.language,
      chunk,
      lexical: input.lexicalTexts[index]!,
      embedding: input.embeddings[index]!,
    })),
  );
  await insertChunkRows(tx, capabilities, rows);
}

/** Splits the inputs into runs in which no (tenant, source) repeats, keeping their order. */
function withoutRepeatedSources(inputs: readonly DocumentWrite[]): DocumentWrite[][] {
  const segments: DocumentWrite[][] = [];
  let current: DocumentWrite[] = [];
  let seen = new Set<string>();
  for (const input of inputs) {
    const key = sourceKey(input.tenantId, input.source);
    if (seen.has(key)) {
      segments.push(current);
      current = [];
      seen = new Set();
    }
    seen.add(key);
    current.push(input);
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/**
 * Serialises writers of the same sources across connections and processes (until the transaction ends); taken in
 * one order, so two batch writers sharing sources cannot deadlock.
 */
export async function lockSources(tx: SqlClient, keys: readonly string[]): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(h) FROM (SELECT hashtext(k) AS h FROM unnest($1::text[]) AS k ORDER BY 1) AS l', [
    [...new Set(keys.map((key) => `anker-doc:${key}`))],
  ]);
}

export function sourceKey(tenantId: string, source: string): string {
  return `${tenantId}:${source}`;
}

function checkLengths(input: DocumentWrite): void {
  if (input.chunks.length !== input.embeddings.length || input.chunks.length !== input.lexicalTexts.length) {
    throw new StoreError('writeDocument: chunks, embeddings and lexicalTexts must have the same length');
  }
}
