import type pg from 'pg';
import type { SqlClient } from '../spec/index.js';

/** Statements on PGlite: a PGlite instance, one of its transactions, or PGlite in a worker thread. */
interface PgliteStatements {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** A PGlite database that opens transactions (in-process `PGlite`, or `PgliteThread`). */
interface PgliteDatabase extends PgliteStatements {
  transaction<T>(fn: (tx: PgliteStatements) => Promise<T>): Promise<T>;
}

/**
 * SqlClient over PGlite (embedded, single connection: transactions are serialised by PGlite itself, also when it
 * runs in a worker thread).
 */
export function pgliteClient(db: PgliteStatements | PgliteDatabase): SqlClient {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (!('transaction' in db)) return fn(pgliteClient(db));
      return db.transaction((tx) => fn(pgliteClient(tx)));
    },
  };
}

/** SqlClient over a node-postgres pool; a transaction holds one pooled connection from BEGIN to COMMIT. */
export function postgresClient(pool: pg.Pool | pg.PoolClient): SqlClient {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (!('connect' in pool) || typeof (pool as pg.Pool).totalCount !== 'number') {
        // Already inside a transaction on a dedicated connection: nested calls join it.
        return fn(postgresClient(pool));
      }
      const connection = await (pool as pg.Pool).connect();
      try {
        await connection.query('BEGIN');
        const result = await fn(postgresClient(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}
