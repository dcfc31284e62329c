// The embedded store's worker thread: owns the PGlite instance, so a long query (an ingest, an index build) runs
// here and never blocks the server's event loop. It imports packages only, never project modules: it runs compiled
// from dist/, or from sources through tsx registered inside the thread (see start-pglite-worker.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgliteWorkerData, SerializedError, WorkerReply, WorkerRequest } from './worker-protocol.js';

const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'constraint', 'routine'];

function serializeError(error: unknown): SerializedError {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: SerializedError['fields'] = {};
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error), fields };
}

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');
/** Returned for a request whose reply the transaction sends once it has settled (`begin`, `end`). */
const REPLIED_LATER = Symbol('replied-later');

async function openDatabase(data: PgliteWorkerData): Promise<PGlite> {
  const [{ PGlite }, { vector }, { pg_trgm }, { pg_textsearch }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite-pg_textsearch'),
  ]);
  // Extensions must be registered on every open, or PGlite fails with "failed to initialize properly".
  const extensions = { vector, pg_trgm, pg_textsearch };
  // The same start parameters as openInProcess (open-store.ts) gives an in-process instance.
  const startParams = data.bufferPoolMb === undefined ? {} : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${data.bufferPoolMb}MB`] };
  return PGlite.create(data.dataDir ? { dataDir: data.dataDir, extensions, ...startParams } : { extensions, ...startParams });
}

function serve(db: PGlite, port: NonNullable<typeof parentPort>): void {
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  let nextTransaction = 1;
  // The id of the `end` request of each transaction being ended: answered once COMMIT or ROLLBACK is done.
  const endRequests = new Map<number, number>();
  const reply = (message: WorkerReply) => port.postMessage(message);
  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const entry = open.get(tx);
    if (!entry) throw new Error(`transaction ${tx} is not open`);
    return entry.tx;
  };
  const begin = (id: number) => {
    const txId = nextTransaction++;
    db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        open.set(txId, { tx, end: resolve });
        reply({ id, ok: true, value: txId });
      });
      if (!commit) throw ROLLBACK;
    })
      .then(
        () => undefined,
        (error: unknown) => (error === ROLLBACK ? undefined : Promise.reject(error)),
      )
      .then(
        () => reply({ id: endRequests.get(txId) ?? id, ok: true }),
        (error: unknown) => reply({ id: endRequests.get(txId) ?? id, ok: false, error: serializeError(error) }),
      )
      .finally(() => {
        open.delete(txId);
        endRequests.delete(txId);
      });
  };
  port.on('message', (request: WorkerRequest) => {
    const run = async (): Promise<unknown> => {
      switch (request.op) {
        case 'query':
          return { rows: (await target(request.tx).query(request.sql, request.params)).rows };
        case 'exec':
          await target(request.tx).exec(request.sql);
          return undefined;
        case 'begin':
          begin(request.id);
          return REPLIED_LATER;
        case 'end': {
          const entry = open.get(request.tx);
          if (!entry) throw new Error(`transaction ${request.tx} is not open`);
          endRequests.set(request.tx, request.id);
          entry.end(request.commit);
          return REPLIED_LATER;
        }
        case 'refresh-array-types':
          await db.refreshArrayTypes();
          return undefined;
        case 'close':
          await db.close();
          return undefined;
      }
    };
    run().then(
      (value) => value !== REPLIED_LATER && reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
}

const port = parentPort;
if (port) {
  openDatabase(workerData as PgliteWorkerData).then(
    (db) => {
      serve(db, port);
      port.postMessage({ id: 0, ok: true } satisfies WorkerReply);
    },
    (error: unknown) => port.postMessage({ id: 0, ok: false, error: serializeError(error) } satisfies WorkerReply),
  );
}
