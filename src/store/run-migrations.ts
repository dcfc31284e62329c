import type { Migration, SqlClient, StoreCapabilities } from '../spec/index.js';

/**
 * Applies pending migrations of one namespace, each in its own transaction.
 * An advisory lock serialises concurrent openers of the same server database.
 * A store whose schema is current costs two reads and no transaction, lock or DDL: opening it is what every
 * `anker search` does first.
 */
export async function runMigrations(
  sql: SqlClient,
  capabilities: StoreCapabilities,
  namespace: string,
  migrations: Migration[],
): Promise<number> {
  const pending = await pendingMigrations(sql, namespace, migrations);
  if (pending.length === 0) return 0;
  await sql.query(`CREATE TABLE IF NOT EXISTS anker_migrations (
    namespace text NOT NULL,
    version integer NOT NULL,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (namespace, version)
  )`);
  let applied = 0;
  for (const migration of pending) {
    const ran = await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`anker-migrate:${namespace}`]);
      // Another opener may have applied it since the first read.
      const done = await tx.query('SELECT 1 FROM anker_migrations WHERE namespace = $1 AND version = $2', [
        namespace,
        migration.version,
      ]);
      if (done.rows.length > 0) return false;
      await migration.up(tx, capabilities);
      await tx.query('INSERT INTO anker_migrations (namespace, version, name) VALUES ($1, $2, $3)', [
        namespace,
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied += 1;
  }
  return applied;
}

/** Migrations of the namespace not recorded as applied, in version order (all of them on a new database). */
async function pendingMigrations(sql: SqlClient, namespace: string, migrations: Migration[]): Promise<Migration[]> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  const table = await sql.query<{ present: boolean }>("SELECT to_regclass('anker_migrations') IS NOT NULL AS present");
  if (!table.rows[0]?.present) return sorted;
  const applied = await sql.query<{ version: number }>('SELECT version FROM anker_migrations WHERE namespace = $1', [namespace]);
  const versions = new Set(applied.rows.map((row) => Number(row.version)));
  return sorted.filter((migration) => !versions.has(migration.version));
}
