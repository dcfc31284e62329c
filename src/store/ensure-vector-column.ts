import type { Logger } from 'pino';
import type { SqlClient, StoreCapabilities } from '../spec/index.js';
import { StoreError } from '../errors/index.js';

export const CREATE_VECTOR_INDEX =
  'CREATE INDEX IF NOT EXISTS chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops)';
export const DROP_VECTOR_INDEX = 'DROP INDEX IF EXISTS chunks_embedding_hnsw';

/**
 * Adds `chunks.embedding` with the embedder's dimension on first use (the dimension is unknown before):
 * `vector(d)` with an HNSW cosine index where pgvector exists, else `real[]` for an exact scan.
 * One dimension per database; a different one later is a re-index.
 */
export async function ensureVectorColumn(
  sql: SqlClient,
  capabilities: StoreCapabilities,
  dimensions: number,
  logger?: Logger,
): Promise<void> {
  // The common case (every search opens an indexed store): column and index exist, nothing to lock or create.
  const current = await sql.query<{ value: string; indexed: boolean }>(
    "SELECT value, to_regclass('chunks_embedding_hnsw') IS NOT NULL AS indexed FROM anker_settings WHERE key = 'vector_dimensions'",
  );
  const known = current.rows[0];
  if (known && (known.indexed || !capabilities.vector)) {
    if (Number(known.value) !== dimensions) throw dimensionMismatch(Number(known.value), dimensions);
    return;
  }
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-vector-column']);
    const existing = await tx.query<{ value: string }>("SELECT value FROM anker_settings WHERE key = 'vector_dimensions'");
    if (existing.rows[0]) {
      // A bulk load killed before its index rebuild left no index: rebuild it now.
      if (capabilities.vector) await tx.query(CREATE_VECTOR_INDEX);
      const stored = Number(existing.rows[0].value);
      if (stored !== dimensions) throw dimensionMismatch(stored, dimensions);
      return;
    }
    if (capabilities.vector) {
      await tx.query(`ALTER TABLE chunks ADD COLUMN embedding vector(${dimensions})`);
      await tx.query(CREATE_VECTOR_INDEX);
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
