import type { ChunkDraft, SqlClient, StoreCapabilities } from '../spec/index.js';
import { StoreError } from '../errors/index.js';
import { float4ArrayParameter } from './float4-array-parameter.js';
import { stableUuid } from './stable-uuid.js';
import { textArrayParameter } from './text-array-parameter.js';
import { vectorArrayParameter, vectorTypeOid } from './vector-array-parameter.js';

/** One chunk row to insert: the chunk, its document's id and status, and its derived lexical text and vector. */
export interface ChunkRow {
  /** Default: derived from the document id and the ordinal (a re-index derives it from the content too). */
  id?: string;
  tenantId: string;
  documentId: string;
  docStatus: string;
  language: string;
  chunk: ChunkDraft;
  lexical: string;
  embedding: Float32Array;
}

/** Rows per chunk INSERT: bounds one statement's parameters (~3 KB of vector per row at 384 dimensions). */
const CHUNK_BATCH = 256;

/** Where chunk rows go: the searchable table, or the staging table of a pending document (pending-documents.ts). */
export type ChunkTarget = { table: 'chunks' } | { table: 'anker_pending_chunks'; pendingId: string };

export interface InsertChunkRowsOptions {
  /** The oid of pgvector's `vector` type, when the caller knows it (else it is looked up: one more statement). */
  vectorOid?: number;
  /** Rows per INSERT (default CHUNK_BATCH). */
  rowsPerStatement?: number;
}

/**
 * A chunk's token count (BM25 document length): the positions its tsvector holds. `to_tsvector` gives every lexeme
 * at least one position, and the binary form of a tsvector (`tsvectorsend`) spends 2 bytes per position more than
 * that of the same tsvector stripped of them, so the difference of their lengths counts the positions without a row
 * per lexeme: `unnest(tsv)` with a sum over it took 2.3 s of the store's time for the 70,649 chunks of the
 * large-file bench, this 0.6 s.
 */
const TOKEN_COUNT = '(octet_length(tsvectorsend(t.tsv)) - octet_length(tsvectorsend(strip(t.tsv)))) / 2';

/**
 * Inserts chunk rows, up to CHUNK_BATCH per statement. Every column travels as one binary array parameter
 * (text-array-parameter.ts; vectors as `vector[]`, vector-array-parameter.ts, or where pgvector is missing as one
 * `real[]` sliced per row, float4-array-parameter.ts); the tsvector and token count are computed here, so a staged
 * row is copied to `chunks` as it is. `OFFSET 0` keeps the planner from pulling the tsvector's subquery up into both
 * places that read it: inlined, `to_tsvector` ran twice per row (~200 µs each in PGlite).
 */
export async function insertChunkRows(
  tx: SqlClient,
  capabilities: StoreCapabilities,
  rows: readonly ChunkRow[],
  target: ChunkTarget = { table: 'chunks' },
  options: InsertChunkRowsOptions = {},
): Promise<void> {
  const pending = target.table === 'anker_pending_chunks';
  const vectorOid = capabilities.vector && rows.length > 0 ? (options.vectorOid ?? (await vectorTypeOid(tx))) : null;
  const perStatement = options.rowsPerStatement ?? CHUNK_BATCH;
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const vectors = batch.map((row) => row.embedding);
    const dimensions = vectors[0]!.length;
    if (vectors.some((vector) => vector.length !== dimensions)) throw new StoreError('writeDocuments: vectors of one write differ in length');
    // With pgvector one vector per array element, unnested with the other columns; without, a slice per row.
    const embedding = vectorOid === null ? `($11::real[])[(v.n - 1) * ${dimensions} + 1 : v.n * ${dimensions}]` : 'v.embedding';
    const texts = (pick: (row: ChunkRow) => string) => textArrayParameter(batch.map(pick));
    await tx.query(
      `INSERT INTO ${target.table} (id, tenant_id, document_id, doc_status, language, ordinal, section_path, page, text,
         lexical, tsv, token_count, embedding${pending ? ', pending_id' : ''})
       SELECT v.id::uuid, v.tenant_id, v.document_id::uuid, v.doc_status, v.language, v.ordinal, v.section_path, v.page,
         v.text, v.lexical, t.tsv, ${TOKEN_COUNT},
         ${embedding}${pending ? ', $12::uuid' : ''}
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[], $8::text[], $9::text[],
         $10::text[]${vectorOid === null ? '' : ', $11::vector[]'}) WITH ORDINALITY
         AS v (tenant_id, document_id, doc_status, language, ordinal, section_path, page, text, lexical, id${vectorOid === null ? '' : ', embedding'}, n)
       CROSS JOIN LATERAL (SELECT to_tsvector(v.language::regconfig, v.lexical) AS tsv OFFSET 0) AS t`,
      [
        texts((row) => row.tenantId),
        texts((row) => row.documentId),
        texts((row) => row.docStatus),
        texts((row) => row.language),
        batch.map((row) => row.chunk.ordinal),
        texts((row) => row.chunk.sectionPath),
        batch.map((row) => row.chunk.page),
        texts((row) => row.chunk.text),
        texts((row) => row.lexical),
        texts((row) => row.id ?? stableUuid(row.documentId, String(row.chunk.ordinal))),
        vectorOid === null ? float4ArrayParameter(vectors) : vectorArrayParameter(vectors, vectorOid),
        ...(pending ? [target.pendingId] : []),
      ],
    );
  }
}
