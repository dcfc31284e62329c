import type { Logger } from 'pino';
import type { SqlClient, StoreCapabilities } from '../spec/index.js';
import { StoreError } from '../errors/index.js';

export const CREATE_VECTOR_INDEX =
  'CREATE INDEX IF NOT EXISTS chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops)';
export const DROP_VECTOR_INDEX = 'DROP INDEX IF EXISTS chunks_embedding_hnsw';

/**
 * Chunks from which the store keeps an HNSW index. Below, vector search is an exact scan (which also ranks
 * exactly): inserting into the graph row by row costs ~14 ms a chunk on PGlite, building it ~0.4 ms, while an exact
 * scan reads every vector, which in a fresh process (every `anker search`) is what costs: at 9,300 SciFact chunks
 * the first query took ~1.0 s against ~0.5 s through the index (PGlite, load ~7), at 2,000 chunks a fifth of that.
 */
export const VECTOR_INDEX_MIN_CHUNKS = 2_000;

/** True when the table holds at least `minimum` chunks (counts no further than that). */
export async function vectorIndexWanted(sql: SqlClient, minimum: number): Promise<boolean> {
  if (minimum <= 0) return true;
  const result = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM chunks LIMIT $1) AS c', [minimum]);
  return Number(result.rows[0]?.n ?? 0) >= minimum;
}

/** Builds the HNSW index in one pass, with the memory the graph build needs (PGlite's default is small). */
export async function buildVectorIndex(sql: SqlClient): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    await tx.query(CREATE_VECTOR_INDEX);
  });
}

/**
 * Adds `chunks.embedding` with the embedder's dimension on first use (the dimension is unknown before):
 * `vector(d)` where pgvector exists (with an HNSW cosine index once the store holds `indexFromChunks` chunks, see
 * VECTOR_INDEX_MIN_CHUNKS), else `real[]` for an exact scan. One dimension per database; a different one later is
 * a re-index.
 */
export async function ensureVectorColumn(
  sql: SqlClient,
  capabilities: StoreCapabilities,
  dimensions: number,
  logger?: Logger,
  indexFromChunks = VECTOR_INDEX_MIN_CHUNKS,
): Promise<void> {
  // The common case (every search opens an indexed store): column and index exist, nothing to lock or create.
  const current = await sql.query<{ value: string; indexed: boolean }>(
    "SELECT value, to_regclass('chunks_embedding_hnsw') IS NOT NULL AS indexed FROM anker_settings WHERE key = 'vector_dimensions'",
  );
  const known = current.rows[0];
  if (known && (known.indexed || !capabilities.vector || !(await vectorIndexWanted(sql, indexFromChunks)))) {
    if (Number(known.value) !== dimensions) throw dimensionMismatch(Number(known.value), dimensions);
    return;
  }
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-vector-column']);
    const existing = await tx.query<{ value: string }>("SELECT value FROM anker_settings WHERE key = 'vector_dimensions'");
    if (existing.rows[0]) {
      const stored = Number(existing.rows[0].value);
      if (stored !== dimensions) throw dimensionMismatch(stored, dimensions);
      // A bulk load killed before its index rebuild left a large store without its index: build it now.
      if (capabilities.vector) {
        await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.query(CREATE_VECTOR_INDEX);
      }
      return;
    }
    if (capabilities.vector) {
      // The table is empty: the index comes once it is large enough (SqlKnowledgeStore.analyze, withBulkLoad).
      await tx.query(`ALTER TABLE chunks ADD COLUMN embedding vector(${dimensions})`);
      // Inline in the row where it fits (pgvector's default is out of line, in TOAST): an exact scan and the HNSW
      // build read every vector, and a TOAST fetch per row is an index probe plus a heap read.
      await tx.query('ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN');
      if (indexFromChunks <= 0) await tx.query(CREATE_VECTOR_INDEX);
    } else {
      await tx.query('ALTER TABLE chunks ADD COLUMN embedding real[]');
      logger?.warn(
        { event: 'store-vector-fallback' },
        'pgvector is not installed on this PostgreSQL server: vector search uses an exact scan (slow beyond ~50k chunks). Install pgvector (e.g. the postgresql-NN-pgvector package) and re-create the database to get an HNSW index.',
      );
    }
    await tx.query("INSERT INTO anker_settings (key, value) VALUES ('vector_dimensions', $1)", [String(dimensions)]);
  });
}

function dimensionMismatch(stored: number, dimensions: number): StoreError {
  return new StoreError(`This database stores ${stored}-dimensional vectors, the embedder makes ${dimensions}.`, {
    hint: 'Use the embedder the database was indexed with, or index into a new --db.',
  });
}
