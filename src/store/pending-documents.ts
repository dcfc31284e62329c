import { randomUUID } from 'node:crypto';
import type { DocumentWrite, DocumentWriteResult, KnowledgeStore, SqlClient, StoreCapabilities, StoredDocument } from '../spec/index.js';
import { StoreError } from '../errors/index.js';
import { insertChunkRows, type ChunkRow } from './chunk-rows.js';
import { documentColumns } from './hybrid-search-sql.js';
import { deleteChunksOf, reindexedChunkId, reindexes, updateReindexedRows } from './reindex-documents.js';
import { rowToDocument } from './row-to-document.js';
import { stableUuid } from './stable-uuid.js';
import { insertDocuments, lockSources, sourceKey, supersede } from './write-documents.js';

/** A document that is written in batches: everything its write has but the chunks, which come later. */
export type PendingDocumentStart = Omit<DocumentWrite, 'chunks' | 'embeddings' | 'lexicalTexts'>;

/** One batch of a pending document's chunks (ordinals continue across batches), with a vector and lexical text each. */
export type PendingChunkBatch = Pick<DocumentWrite, 'chunks' | 'embeddings' | 'lexicalTexts'>;

/**
 * A pending document being written: its staging id, the id it will have, and the version it will supersede; or, for a
 * re-index, the stored version of the same content whose chunks it replaces (then `documentId` is that version's id).
 */
export interface PendingDocument {
  readonly pendingId: string;
  readonly documentId: string;
  readonly previousId: string | null;
  readonly start: PendingDocumentStart;
  /** The stored version of the same content is re-indexed (reindex-documents.ts): no new version is published. */
  readonly reindex: boolean;
  /** Chunks staged so far. */
  staged: number;
}

/**
 * A store that writes one large document in batches with bounded memory. The chunks are staged in a table search
 * never reads (`anker_pending_chunks`); `publish` moves them into `chunks` and inserts the document row in one
 * transaction, so the document appears whole or not at all, whenever the process dies.
 */
export interface PendingDocumentWriter {
  beginPendingDocument(start: PendingDocumentStart): Promise<PendingDocument>;
  stagePendingChunks(pending: PendingDocument, batch: PendingChunkBatch): Promise<void>;
  /**
   * Makes the document visible (superseding the previous version); `unchanged` when that version has its hash;
   * `reindexed` when begun as a re-index: the stored version's chunks are replaced by the staged ones.
   */
  publishPendingDocument(pending: PendingDocument): Promise<DocumentWriteResult>;
  /** Drops what was staged (a failed or aborted write). */
  discardPendingDocument(pending: PendingDocument): Promise<void>;
}

export function isPendingDocumentWriter(store: KnowledgeStore): store is KnowledgeStore & PendingDocumentWriter {
  return typeof (store as Partial<PendingDocumentWriter>).beginPendingDocument === 'function';
}

/** Columns copied from the staging table into `chunks` (the staging table adds pending_id and staged_at). */
const CHUNK_COLUMNS = 'id, tenant_id, document_id, doc_status, language, ordinal, section_path, page, text, lexical, tsv, token_count, embedding';

/**
 * Staged chunks no write has touched for this long are left over from a killed process (on a server, where other
 * processes may be staging right now; an embedded store is locked to one process and drops them all on open).
 */
const STALE_AFTER = '1 hour';

/**
 * Creates the staging table on first use, shaped like `chunks` as it is now (with its vector column). UNLOGGED:
 * no WAL for rows that are copied once and deleted, and a crash empties it, which is all a crash may leave.
 */
export async function beginPendingDocument(sql: SqlClient, start: PendingDocumentStart): Promise<PendingDocument> {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-pending-chunks']);
    await tx.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS anker_pending_chunks (LIKE chunks INCLUDING DEFAULTS INCLUDING STORAGE,
         pending_id uuid NOT NULL, staged_at timestamptz NOT NULL DEFAULT now())`,
    );
  });
  const latest = await sql.query(`SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = $2 AND d.is_latest`, [
    start.tenantId,
    start.source,
  ]);
  const previous = latest.rows[0] ? rowToDocument(latest.rows[0]) : null;
  if (previous && previous.contentHash === start.contentHash && reindexes(previous, start)) {
    return { pendingId: randomUUID(), documentId: previous.id, previousId: previous.id, start, staged: 0, reindex: true };
  }
  const previousId = previous?.id ?? null;
  const documentId = stableUuid(start.tenantId, start.source, start.contentHash, previousId ?? '');
  return { pendingId: randomUUID(), documentId, previousId, start, staged: 0, reindex: false };
}

/**
 * Rows staged by one statement: an ingest's whole batch (BATCH_CHUNKS). One INSERT is atomic by itself, so such a
 * batch needs no BEGIN and COMMIT: with the store in a worker thread every statement is a round trip that waits for
 * the ingest's thread to take its reply, and three of a batch's four were those and the vector type's lookup.
 */
const STAGED_ROWS_PER_STATEMENT = 512;

/** Stages a batch of a pending document's chunks; `vectorOid` (pgvector's `vector` type), when known, saves a lookup. */
export async function stagePendingChunks(
  sql: SqlClient,
  capabilities: StoreCapabilities,
  pending: PendingDocument,
  batch: PendingChunkBatch,
  vectorOid?: number,
): Promise<void> {
  if (batch.chunks.length !== batch.embeddings.length || batch.chunks.length !== batch.lexicalTexts.length) {
    throw new StoreError('stagePendingChunks: chunks, embeddings and lexicalTexts must have the same length');
  }
  const { start } = pending;
  const rows = batch.chunks.map((chunk, index): ChunkRow => {
    const lexical = batch.lexicalTexts[index]!;
    const embedding = batch.embeddings[index]!;
    return {
      ...(pending.reindex ? { id: reindexedChunkId(pending.documentId, chunk, lexical, embedding) } : {}),
      tenantId: start.tenantId,
      documentId: pending.documentId,
      // A re-index takes the stored version's status when it is published.
      docStatus: start.metadata.status,
      language: start.language,
      chunk,
      lexical,
      embedding,
    };
  });
  const target = { table: 'anker_pending_chunks', pendingId: pending.pendingId } as const;
  const options = { rowsPerStatement: STAGED_ROWS_PER_STATEMENT, ...(vectorOid === undefined ? {} : { vectorOid }) };
  const oneStatement = rows.length <= STAGED_ROWS_PER_STATEMENT && (vectorOid !== undefined || !capabilities.vector);
  if (oneStatement) await insertChunkRows(sql, capabilities, rows, target, options);
  else await sql.transaction((tx) => insertChunkRows(tx, capabilities, rows, target, options));
  pending.staged += rows.length;
}

/** How a publish may clear the staging table. */
export interface PublishOptions {
  /**
   * No other write is staging: the table is emptied with TRUNCATE (instant, and its files shrink) rather than a
   * DELETE of the document's rows (~1 s for 70k chunks, whose space stayed taken until the next open). Only for a
   * store no other process or instance writes (embedded PGlite, locked to one process): TRUNCATE would wait for, and
   * then empty, another writer's staged rows.
   */
  alone?: boolean;
}

/**
 * In one transaction, under the same per-source lock as writeDocuments: checks the latest version again (a
 * concurrent writer may have won), supersedes it, inserts the document row and moves the staged chunks.
 */
export async function publishPendingDocument(sql: SqlClient, pending: PendingDocument, options: PublishOptions = {}): Promise<DocumentWriteResult> {
  const { start } = pending;
  return sql.transaction(async (tx) => {
    await lockSources(tx, [sourceKey(start.tenantId, start.source)]);
    const latest = await tx.query(
      `SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = $2 AND d.is_latest FOR UPDATE OF d`,
      [start.tenantId, start.source],
    );
    const previous = latest.rows[0] ? rowToDocument(latest.rows[0]) : null;
    if (pending.reindex) return publishReindex(tx, pending, previous, options);
    if (previous && previous.contentHash === start.contentHash) {
      await deleteStaged(tx, pending.pendingId);
      return { outcome: 'unchanged', document: previous };
    }
    if ((previous?.id ?? null) !== pending.previousId) throw writtenMeanwhile(start.source);
    if (previous) await supersede(tx, [previous]);
    const inserted = await insertDocuments(tx, [{ input: start, previous, id: pending.documentId, chunkCount: pending.staged }]);
    const document = inserted.get(pending.documentId);
    if (!document) throw new StoreError(`publishPendingDocument: the row of ${start.source} was not returned`);
    await moveStaged(tx, pending, document.status, options);
    return previous ? { outcome: 'updated', document, supersededId: previous.id } : { outcome: 'added', document };
  });
}

/**
 * The re-index of `pending.documentId`, inside publish's transaction: its chunks are swapped for the staged ones and
 * its row updated (reindex-documents.ts), or nothing happens when another writer re-indexed it meanwhile.
 */
async function publishReindex(tx: SqlClient, pending: PendingDocument, previous: StoredDocument | null, options: PublishOptions): Promise<DocumentWriteResult> {
  const { start } = pending;
  if (previous?.id !== pending.documentId) throw writtenMeanwhile(start.source);
  if (!reindexes(previous, start)) {
    await deleteStaged(tx, pending.pendingId);
    return { outcome: 'unchanged', document: previous };
  }
  await deleteChunksOf(tx, [previous]);
  await moveStaged(tx, pending, previous.status, options);
  const updated = await updateReindexedRows(tx, [{ previous, language: start.language, pipelineVersion: start.pipelineVersion ?? 0, chunkCount: pending.staged }]);
  const document = updated.get(previous.id);
  if (!document) throw new StoreError(`publishPendingDocument: the row of ${start.source} was not returned`);
  return { outcome: 'reindexed', document };
}

/** Moves the staged chunks into `chunks` with the document's status, all of them or (throwing) none. */
async function moveStaged(tx: SqlClient, pending: PendingDocument, status: string, options: PublishOptions): Promise<void> {
  const columns = CHUNK_COLUMNS.replace('doc_status', '$2::text');
  // The chunks go into `chunks` in the order they lie in the staging table, so the table (and the BM25 index built
  // over it, whose float sums follow that order) does not depend on earlier scans: a synchronized scan of a large
  // table starts wherever the last one left off.
  await tx.query('SET LOCAL synchronize_seqscans = off');
  const moved = await tx.query<{ n: number }>(
    `WITH moved AS (INSERT INTO chunks (${CHUNK_COLUMNS})
       SELECT ${columns} FROM anker_pending_chunks WHERE pending_id = $1::uuid RETURNING 1)
     SELECT count(*)::int AS n FROM moved`,
    [pending.pendingId, status],
  );
  // Fewer rows than were staged (discarded, or dropped by a reopen): roll back rather than publish a part.
  if (Number(moved.rows[0]?.n) !== pending.staged) {
    throw new StoreError(`${pending.start.source}: ${moved.rows[0]?.n ?? 0} of ${pending.staged} staged chunks remain; the document was not written.`, {
      hint: 'Ingest the file again.',
    });
  }
  if (options.alone) await tx.query('TRUNCATE anker_pending_chunks');
  else await deleteStaged(tx, pending.pendingId);
}

function writtenMeanwhile(source: string): StoreError {
  return new StoreError(`${source} was written by another process during this ingest.`, { isRetryable: true, hint: 'Ingest the file again.' });
}

export async function discardPendingDocument(sql: SqlClient, pending: PendingDocument): Promise<void> {
  await deleteStaged(sql, pending.pendingId);
}

/**
 * Removes chunks staged by writes that never published (a killed ingest): all of them when this process has the
 * store to itself (embedded), else those untouched for STALE_AFTER. One catalog read when there is no staging table.
 */
export async function discardLeftoverChunks(sql: SqlClient, exclusive: boolean): Promise<void> {
  const table = await sql.query<{ present: boolean }>("SELECT to_regclass('anker_pending_chunks') IS NOT NULL AS present");
  if (!table.rows[0]?.present) return;
  if (exclusive) {
    await sql.query('DROP TABLE IF EXISTS anker_pending_chunks');
    return;
  }
  await sql.query(
    `DELETE FROM anker_pending_chunks WHERE pending_id IN (
       SELECT pending_id FROM anker_pending_chunks GROUP BY pending_id HAVING max(staged_at) < now() - interval '${STALE_AFTER}')`,
  );
}

async function deleteStaged(sql: SqlClient, pendingId: string): Promise<void> {
  await sql.query('DELETE FROM anker_pending_chunks WHERE pending_id = $1::uuid', [pendingId]);
}
