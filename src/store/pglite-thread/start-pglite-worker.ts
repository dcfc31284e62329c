import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StoreError } from '../../errors/index.js';
import type { PgliteWorkerData, SerializedError, WorkerReply, WorkerRequest } from './worker-protocol.js';

/** What a statement returns across the thread boundary: the rows only, as PGlite's own `query` has them. */
export interface PgliteRows<Row> {
  rows: Row[];
}

/** Statements inside one transaction of the worker's PGlite (nested `transaction` calls join it, as on PGlite). */
export interface PgliteThreadTransaction {
  query<Row>(sql: string, params?: unknown[]): Promise<PgliteRows<Row>>;
  exec(sql: string): Promise<void>;
}

/**
 * PGlite running in a worker thread, with the shape of the PGlite methods the store uses (`query`, `exec`,
 * `transaction`, `close`), so `pgliteClient` wraps it like an in-process instance.
 */
export interface PgliteThread extends PgliteThreadTransaction {
  transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** Has PGlite read the array types again (after CREATE EXTENSION), so their parameters are serialized as arrays. */
  refreshArrayTypes(): Promise<void>;
  /** Closes the database (checkpoint) and ends the thread. */
  close(): Promise<void>;
}

/** A request before it is numbered (Omit over each member of the union). */
type Unnumbered = WorkerRequest extends infer Request ? (Request extends WorkerRequest ? Omit<Request, 'id'> : never) : never;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** A PostgreSQL error from the worker, with its fields (`code` is the SQLSTATE) back on the object. */
function reviveError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), { name: error.name }, error.fields);
}

/** tsx's ESM API by the package's own exports map (its CommonJS twin registers a loader path that does not exist). */
function tsxEsmApiUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
}

function spawnWorker(data: PgliteWorkerData): Worker {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return new Worker(compiled, { workerData: data });
  // Running from sources (tsx, vitest): the thread registers tsx itself, since loader hooks do not reach workers.
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = tsxEsmApiUrl();
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

/**
 * Starts PGlite in a worker thread and resolves once the database is open. The thread is unreferenced while no
 * request is pending, so an instance someone forgot to close does not keep the process alive (as in-process PGlite).
 */
export async function startPgliteWorker(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = spawnWorker(data);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  const settle = (reply: WorkerReply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) entry.resolve(reply.value);
    else entry.reject(reviveError(reply.error));
  };
  const fail = (error: Error) => {
    stopped ??= error;
    for (const entry of pending.values()) entry.reject(stopped);
    pending.clear();
  };
  worker.on('message', settle);
  worker.on('error', (error) => fail(new StoreError(`The store thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new StoreError(`The store thread stopped (exit code ${code}).`)));

  const send = <T>(request: Unnumbered): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  };
  await new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const statements = (tx?: number): PgliteThreadTransaction => ({
    query: <Row>(sql: string, params?: unknown[]) => send<PgliteRows<Row>>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => send<void>({ op: 'exec', sql, tx }),
  });
  return {
    ...statements(),
    async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
      const tx = await send<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(statements(tx));
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    refreshArrayTypes: () => send<void>({ op: 'refresh-array-types' }),
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
