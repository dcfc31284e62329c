import type { Logger } from 'pino';
import type { SqlClient, StoreCapabilities } from '../spec/index.js';
import { StoreError } from '../errors/index.js';

/** The vector index: IVFFlat over cosine distance (see buildVectorIndex). */
export const VECTOR_INDEX = 'chunks_embedding_ivfflat';
/** The HNSW index of stores made before IVFFlat: still used where present, replaced at the next build. */
const LEGACY_VECTOR_INDEX = 'chunks_embedding_hnsw';
export const DROP_VECTOR_INDEX = `DROP INDEX IF EXISTS ${VECTOR_INDEX}, ${LEGACY_VECTOR_INDEX}`;
/** SQL that is true when the store has a vector index (either kind). */
export const VECTOR_INDEXED = `(to_regclass('${VECTOR_INDEX}') IS NOT NULL OR to_regclass('${LEGACY_VECTOR_INDEX}') IS NOT NULL)`;

/**
 * Chunks from which the store keeps a vector index. Below, vector search is an exact scan (which also ranks
 * exactly), and IVFFlat's lists would be trained on too few vectors: an exact scan reads every vector, which in a
 * fresh process (every `anker search`) is what costs: at 9,300 SciFact chunks the first query took ~1.0 s against
 * ~0.5 s through an index (PGlite, load ~7), at 2,000 chunks a fifth of that.
 */
export const VECTOR_INDEX_MIN_CHUNKS = 2_000;

/** Growth past the chunks an index was built over after which analyze() builds it again (its lists get long). */
export const VECTOR_INDEX_REBUILD_GROWTH = 4;

/** IVFFlat lists for `rows` vectors: pgvector's advice, rows / 1000 up to 1M rows and √rows beyond (at least 10). */
export function ivfLists(rows: number): number {
  return Math.max(10, Math.round(rows <= 1_000_000 ? rows / 1000 : Math.sqrt(rows)));
}

/**
 * Lists a search probes: √lists, pgvector's advice (3 of a 10k-chunk store's 10 lists, 10 of 100k's 100). On PGlite
 * with the builtin embedder's vectors (`npm run bench -- hnsw-build`): at 10k chunks the top 10 held 0.71 of the
 * exact top 10 in 2.7 ms (HNSW 0.74 in 3.2 ms; all 10 lists: 1.0 in 8.9 ms), at 100k 0.48 in 10 ms (HNSW 0.47 in
 * 7 ms; 20 probes 0.71 in 18 ms).
 */
export function ivfProbes(rows: number): number {
  return Math.max(1, Math.round(Math.sqrt(ivfLists(rows))));
}

/** The chunks the vector index was built over (0 when unknown: a store indexed before IVFFlat). */
export async function vectorIndexRows(sql: SqlClient): Promise<number> {
  const built = await sql.query<{ value: string }>("SELECT value FROM anker_settings WHERE key = 'vector_index_rows'");
  return Number(built.rows[0]?.value ?? 0);
}

/** True when the table holds at least `minimum` chunks (counts no further than that). */
export async function vectorIndexWanted(sql: SqlClient, minimum: number): Promise<boolean> {
  if (minimum <= 0) return true;
  const result = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM chunks LIMIT $1) AS c', [minimum]);
  return Number(result.rows[0]?.n ?? 0) >= minimum;
}

/**
 * Builds the vector index in one pass: IVFFlat (k-means lists trained on the vectors, each vector in its nearest
 * list), with the memory the build needs (PGlite's default is small), and records over how many chunks it was built.
 * HNSW was the index before: on PGlite at 100k chunks of the builtin embedder its build took 149 s and its top 10
 * held 0.47 of the exact top 10; IVFFlat builds in seconds and, with the probes the store searches with (see
 * ivfProbes), holds as much or more (`npm run bench -- hnsw-build`). Inserts after the build go into the nearest list
 * (cheap, where an HNSW insert cost ~14 ms a chunk on PGlite); analyze() rebuilds once the store has grown
 * VECTOR_INDEX_REBUILD_GROWTH-fold.
 */
export async function buildVectorIndex(sql: SqlClient): Promise<void> {
  await sql.transaction(async (tx) => {
    const counted = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks WHERE embedding IS NOT NULL');
    const rows = Number(counted.rows[0]?.n ?? 0);
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    await tx.query(DROP_VECTOR_INDEX);
    await tx.query(`CREATE INDEX ${VECTOR_INDEX} ON chunks USING ivfflat (embedding vector_cosine_ops) WITH (lists = ${ivfLists(rows)})`);
    await tx.query(
      "INSERT INTO anker_settings (key, value) VALUES ('vector_index_rows', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
      [String(rows)],
    );
  });
}

/** Whether the store has grown VECTOR_INDEX_REBUILD_GROWTH-fold since its vector index was built (or past `minimum`). */
export async function vectorIndexOutgrown(sql: SqlClient, minimum = VECTOR_INDEX_MIN_CHUNKS): Promise<boolean> {
  const rows = await vectorIndexRows(sql);
  const limit = Math.max(rows, minimum, 1) * VECTOR_INDEX_REBUILD_GROWTH;
  const result = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM chunks LIMIT $1) AS c', [limit]);
  return Number(result.rows[0]?.n ?? 0) >= limit;
}

/**
 * Adds `chunks.embedding` with the embedder's dimension on first use (the dimension is unknown before):
 * `vector(d)` where pgvector exists (with an IVFFlat cosine index once the store holds `indexFromChunks` chunks, see
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
    `SELECT value, ${VECTOR_INDEXED} AS indexed FROM anker_settings WHERE key = 'vector_dimensions'`,
  );
  const known = current.rows[0];
  if (known && (known.indexed || !capabilities.vector || !(await vectorIndexWanted(sql, indexFromChunks)))) {
    if (Number(known.value) !== dimensions) throw dimensionMismatch(Number(known.value), dimensions);
    return;
  }
  let rebuild = false;
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-vector-column']);
    const existing = await tx.query<{ value: string }>("SELECT value FROM anker_settings WHERE key = 'vector_dimensions'");
    if (existing.rows[0]) {
      const stored = Number(existing.rows[0].value);
      if (stored !== dimensions) throw dimensionMismatch(stored, dimensions);
      // A bulk load killed before its index rebuild left a large store without its index: build it (below).
      rebuild = capabilities.vector;
      return;
    }
    if (capabilities.vector) {
      // The table is empty: the index comes once it is large enough (SqlKnowledgeStore.analyze, withBulkLoad).
      await tx.query(`ALTER TABLE chunks ADD COLUMN embedding vector(${dimensions})`);
      // Inline in the row where it fits (pgvector's default is out of line, in TOAST): an exact scan and the index
      // build read every vector, and a TOAST fetch per row is an index probe plus a heap read.
      await tx.query('ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN');
      if (indexFromChunks <= 0) rebuild = true;
    } else {
      await tx.query('ALTER TABLE chunks ADD COLUMN embedding real[]');
      logger?.warn(
        { event: 'store-vector-fallback' },
        'pgvector is not installed on this PostgreSQL server: each process keeps the vectors in memory for an exact scan (~150 MB per 100k chunks). Install pgvector (e.g. the postgresql-NN-pgvector package) and re-create the database to get a vector index.',
      );
    }
    await tx.query("INSERT INTO anker_settings (key, value) VALUES ('vector_dimensions', $1)", [String(dimensions)]);
  });
  if (rebuild) await buildVectorIndex(sql);
}

function dimensionMismatch(stored: number, dimensions: number): StoreError {
  return new StoreError(`This database stores ${stored}-dimensional vectors, the embedder makes ${dimensions}.`, {
    hint: 'Use the embedder the database was indexed with, or index into a new --db.',
  });
}
