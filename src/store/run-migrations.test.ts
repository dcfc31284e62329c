import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Migration, SqlClient } from '../spec/index.js';
import { runMigrations } from './run-migrations.js';
import { pgliteClient } from './sql-client.js';

const capabilities = { vector: false, bm25: false, trigram: false, driver: 'pglite' } as const;
const db = new PGlite();
afterAll(() => db.close());

/** A SqlClient that records every statement and transaction it is given. */
function recording(inner: SqlClient, log: string[]): SqlClient {
  return {
    query: (sql, params) => (log.push(sql.replace(/\s+/g, ' ').trim()), inner.query(sql, params)),
    transaction: (fn) => (log.push('BEGIN'), inner.transaction((tx) => fn(recording(tx, log)))),
  };
}

const table = (version: number, name: string): Migration => ({
  version,
  name,
  up: async (sql) => void (await sql.query(`CREATE TABLE ${name} (id int)`)),
});

describe('runMigrations', () => {
  const sql = pgliteClient(db);
  const first = [table(1, 'm_one'), table(2, 'm_two')];

  it('applies every migration of a new database in version order', async () => {
    expect(await runMigrations(sql, capabilities, 'test', [first[1]!, first[0]!])).toBe(2);
    const rows = await sql.query<{ version: number }>("SELECT version FROM anker_migrations WHERE namespace = 'test' ORDER BY applied_at, version");
    expect(rows.rows.map((row) => row.version)).toEqual([1, 2]);
  });

  it('does no migration work on a current schema: reads only, no transaction, no DDL', async () => {
    const log: string[] = [];
    expect(await runMigrations(recording(sql, log), capabilities, 'test', first)).toBe(0);
    expect(log).not.toContain('BEGIN');
    expect(log.every((statement) => statement.startsWith('SELECT'))).toBe(true);
    expect(log.length).toBeLessThanOrEqual(2);
  });

  it('applies only a migration added later (another file in migrations/), keeping the applied ones', async () => {
    const log: string[] = [];
    const added = table(3, 'm_three');
    expect(await runMigrations(recording(sql, log), capabilities, 'test', [...first, added])).toBe(1);
    expect(log.filter((statement) => statement === 'BEGIN')).toHaveLength(1);
    expect(log).toContain('CREATE TABLE m_three (id int)');
    expect(await runMigrations(sql, capabilities, 'test', [...first, added])).toBe(0);
  });

  it('keeps namespaces apart', async () => {
    expect(await runMigrations(sql, capabilities, 'other', [table(1, 'o_one')])).toBe(1);
    expect(await runMigrations(sql, capabilities, 'test', [...first, table(3, 'm_three')])).toBe(0);
  });
});
