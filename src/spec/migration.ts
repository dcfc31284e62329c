import type { SqlClient, StoreCapabilities } from './store.js';

/** One versioned schema change. Runs once per namespace and version, inside a transaction. */
export interface Migration {
  /** Increasing integer within its namespace. */
  version: number;
  name: string;
  /** Applies the change; the SQL must run on PostgreSQL 15+ and PGlite alike (branch on capabilities, not on driver). */
  up(sql: SqlClient, capabilities: StoreCapabilities): Promise<void>;
}
