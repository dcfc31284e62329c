/** Messages between the main thread and the PGlite worker thread (types only). */

/** What the worker is started with. */
export interface PgliteWorkerData {
  /** PGlite data folder; absent for an in-memory store. */
  dataDir?: string;
  /** PostgreSQL's shared_buffers in MB (OpenStoreOptions.bufferPoolMb); absent: PGlite's default. */
  bufferPoolMb?: number;
}

/** A request to the worker; `id` pairs it with its reply. `tx` names an open transaction the statement runs in. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'refresh-array-types' }
  | { id: number; op: 'close' };

/** A database error as plain data: structured cloning keeps an Error's message but drops fields such as `code`. */
export interface SerializedError {
  name: string;
  message: string;
  /** SQLSTATE (e.g. `23505`) or other fields PostgreSQL sends with an error. */
  fields: Record<string, string | number | undefined>;
}

/** The reply to one request; id 0 is the start-up reply (the store opened, or why it did not). */
export type WorkerReply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: SerializedError };
