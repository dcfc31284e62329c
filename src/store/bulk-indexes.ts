import type { SqlClient } from '../spec/index.js';

/** The anker_settings key holding the definitions of indexes dropped for a bulk load, until they are rebuilt. */
const DROPPED_KEY = 'bulk_dropped_indexes';

/**
 * Full-text indexes on `chunks` whose upkeep is paid per inserted row: the GIN index on `tsv` and the
 * per-language BM25 indexes. Inserting 9,300 SciFact chunks into a table with them cost 4.9 s against 0.4 s
 * without; building them afterwards 2.9 s (PGlite, load ~7). Primary key and btree indexes stay: writes use them.
 */
const LEXICAL_INDEXES = "indexname = 'chunks_tsv' OR indexname LIKE 'chunks\\_bm25\\_%'";

/**
 * Drops the full-text indexes for a bulk load into an empty table, after recording their definitions in
 * `anker_settings` in the same transaction: a process killed before `restoreDroppedIndexes` leaves the record,
 * and the next open rebuilds them (see open-store.ts). Returns how many were dropped.
 */
export async function dropLexicalIndexes(sql: SqlClient): Promise<number> {
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-bulk-indexes']);
    const found = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'chunks' AND schemaname = current_schema() AND (${LEXICAL_INDEXES})`,
    );
    if (found.rows.length === 0) return 0;
    const recorded = await tx.query<{ value: string }>('SELECT value FROM anker_settings WHERE key = $1', [DROPPED_KEY]);
    const earlier = recorded.rows[0] ? (JSON.parse(recorded.rows[0].value) as string[]) : [];
    const definitions = [...new Set([...earlier, ...found.rows.map((row) => row.indexdef)])];
    await tx.query(
      'INSERT INTO anker_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [DROPPED_KEY, JSON.stringify(definitions)],
    );
    for (const row of found.rows) await tx.query(`DROP INDEX IF EXISTS "${row.indexname.replace(/"/g, '""')}"`);
    return found.rows.length;
  });
}

/**
 * Rebuilds the indexes `dropLexicalIndexes` recorded, each in one pass, and clears the record; nothing to do (one
 * read) when none are recorded. Returns how many definitions were rebuilt.
 */
export async function restoreDroppedIndexes(sql: SqlClient): Promise<number> {
  const recorded = await sql.query<{ value: string }>('SELECT value FROM anker_settings WHERE key = $1', [DROPPED_KEY]);
  if (!recorded.rows[0]) return 0;
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-bulk-indexes']);
    const current = await tx.query<{ value: string }>('SELECT value FROM anker_settings WHERE key = $1', [DROPPED_KEY]);
    if (!current.rows[0]) return 0;
    const definitions = JSON.parse(current.rows[0].value) as string[];
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const definition of definitions) {
      // Definitions come from pg_indexes (`CREATE [UNIQUE] INDEX name ON …`); IF NOT EXISTS makes a rerun harmless.
      await tx.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    }
    await tx.query('DELETE FROM anker_settings WHERE key = $1', [DROPPED_KEY]);
    return definitions.length;
  });
}
