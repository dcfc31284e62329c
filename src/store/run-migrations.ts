import type { Migration, SqlClient, StoreCapabilities } from '../spec/index.js';

/**
 * Applies pending migrations of one namespace, each in its own transaction.
 * An advisory lock serialises concurrent openers of the same server database.
 */
export async function runMigrations(
  sql: SqlClient,
  capabilities: StoreCapabilities,
  namespace: string,
  migrations: Migration[],
): Promise<number> {
  await sql.query(`CREATE TABLE IF NOT EXISTS anker_migrations (
    namespace text NOT NULL,
    version integer NOT NULL,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (namespace, version)
  )`);
  let applied = 0;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const ran = await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`anker-migrate:${namespace}`]);
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
