import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { KnowledgeStore, SqlClient, StoreCapabilities } from '../spec/index.js';
import { StoreError } from '../errors/index.js';
import { bm25IndexName, ensureBm25Indexes, LEXICAL_LANGUAGES } from './bm25-indexes.js';
import { restoreDroppedIndexes } from './bulk-indexes.js';
import { coreMigrations } from './migrations/core.js';
import { discardLeftoverChunks } from './pending-documents.js';
import { runMigrations } from './run-migrations.js';
import { startPgliteWorker, type PgliteThread } from './pglite-thread/start-pglite-worker.js';
import { pgliteClient, postgresClient } from './sql-client.js';
import { SqlKnowledgeStore } from './sql-knowledge-store.js';
import { prepareStoreFolder, type StoreAccess } from './store-folder.js';
import { readStoreTemplate, unpackStoreTemplate } from './store-template.js';

export interface OpenStoreOptions {
  /** A folder for embedded PGlite (`memory://` for a throwaway in-memory store), or a `postgres://` URL. */
  db: string;
  /**
   * Lexical ranking path. `auto` (default): BM25 through pg_textsearch where the engine has it (PGlite always;
   * a server only with the extension installed and preloaded), else BM25 computed from tsvector positions.
   * `tsvector` forces the latter: per-tenant corpus statistics (pg_textsearch's are per index, across tenants),
   * and the same ranking on every engine. Both paths run on the same schema; a store can be reopened either way.
   */
  lexical?: 'auto' | 'tsvector';
  /**
   * `read-write` (default) or `read-only`: a read-only opener of an embedded store it may not write (no lock file
   * possible) gets a private snapshot instead of an error. PostgreSQL URLs ignore it.
   */
  access?: StoreAccess;
  /**
   * Where embedded PGlite runs: `main` (default: in the calling thread, the cheapest for a one-shot CLI command) or
   * `worker` (a worker thread, so a long query never blocks the event loop: what `anker serve` uses). The SQL and
   * its transactions are the same either way. PostgreSQL URLs ignore it.
   */
  thread?: 'main' | 'worker';
  /**
   * Chunks from which the store keeps an IVFFlat vector index (default 2,000, VECTOR_INDEX_MIN_CHUNKS); below, vector
   * search is an exact scan. 0 indexes from the first chunk. Without pgvector it is always an exact scan.
   */
  vectorIndexFromChunks?: number;
  /**
   * Embedded PGlite: its buffer pool (PostgreSQL's shared_buffers) in MB. PGlite allocates and touches the whole pool
   * when it starts, so all of it counts toward the process's memory, whatever the store's size. Default: PGlite's
   * 128 MB, which keeps a searched store's pages in memory. A bulk write reads each page about once and gains nothing
   * from it (`anker ingest` opens with 32 MB). PostgreSQL URLs ignore it.
   */
  bufferPoolMb?: number;
  /**
   * On a PostgreSQL server without pgvector: how many chunks the process keeps copied over all tenants for the
   * in-process search (src/store/chunk-cache.ts; ~1.5 KB each at 384 dimensions plus their lexemes) before the least
   * recently searched tenants' copies are dropped. Default 1,000,000.
   */
  cachedChunks?: number;
  logger?: Logger;
}

/** The PGlite methods the store uses, whether PGlite runs in this thread or in a worker. */
type PgliteHandle = Pick<PgliteThread, 'query' | 'exec' | 'transaction' | 'close' | 'refreshArrayTypes'>;

/** Extensions a server may offer, by pg_available_extensions name (also the only names ever put into SQL). */
const EXTENSIONS: Record<string, string> = { vector: 'vector', pg_trgm: 'pg_trgm', pg_textsearch: 'pg_textsearch' };

/** True for a PostgreSQL connection URL. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

/** Opens the store on the driver the `db` string names and runs pending migrations. */
export async function openStore(options: OpenStoreOptions): Promise<KnowledgeStore> {
  return isPostgresUrl(options.db) ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: OpenStoreOptions): Promise<KnowledgeStore> {
  const inMemory = options.db === 'memory://';
  const folder = inMemory ? undefined : resolve(options.db);
  const prepared = folder ? prepareStoreFolder(folder, options.access ?? 'read-write') : undefined;
  const release = prepared ? prepared.release : () => undefined;
  if (prepared?.snapshot) {
    options.logger?.info({ event: 'store-snapshot-opened', folder, snapshot: prepared.dataDir }, 'store not writable: reading a private copy');
  }
  let db: PgliteHandle | undefined;
  let installed: Set<string>;
  try {
    // A new store starts as a copy of the template (store-template.ts) instead of running initdb and the migrations;
    // not on the forced tsvector path, since the template carries the BM25 indexes that path goes without.
    const fromTemplate = prepared && options.lexical !== 'tsvector' && !prepared.snapshot && !existsSync(join(prepared.dataDir, 'PG_VERSION')) && unpackStoreTemplate(prepared.dataDir);
    if (fromTemplate) options.logger?.debug({ event: 'store-created-from-template', folder }, 'new store unpacked from the template');
    db =
      options.thread === 'worker'
        ? await startPgliteWorker({ dataDir: prepared?.dataDir, bufferPoolMb: options.bufferPoolMb })
        : await openInProcess(prepared?.dataDir, options.bufferPoolMb);
    installed = await installedExtensions(pgliteClient(db));
    const missing = ['vector', 'pg_trgm'].filter((name) => !installed.has(name));
    if (missing.length > 0) {
      await db.exec(missing.map((name) => `CREATE EXTENSION IF NOT EXISTS ${EXTENSIONS[name]};`).join(' '));
      // PGlite learns the array types when it starts: without this, a `vector[]` parameter (chunk-rows.ts) of a store
      // created in this session would be sent as the text of its bytes.
      await db.refreshArrayTypes();
    }
  } catch (cause) {
    await db?.close().catch(() => undefined);
    release();
    throw new StoreError(`Could not open the embedded store in ${folder ?? 'memory'}: ${(cause as Error).message}`, {
      cause,
      hint: 'Check that the folder is an Anker store (or empty) and writable; a store written by another PGlite version cannot be opened.',
    });
  }
  // An existing store has its extensions: no DDL on open (CREATE EXTENSION IF NOT EXISTS still takes locks).
  const createBm25 = installed.has('pg_textsearch') ? Promise.resolve() : db.exec('CREATE EXTENSION IF NOT EXISTS pg_textsearch');
  const bm25 = await createBm25.then(
    () => options.lexical !== 'tsvector',
    (error: unknown) => {
      options.logger?.warn({ event: 'store-extension-unavailable', extension: 'pg_textsearch', err: error }, 'extension not created');
      return false;
    },
  );
  const capabilities: StoreCapabilities = { vector: true, bm25, trigram: true, driver: 'pglite' };
  const sql = pgliteClient(db);
  try {
    await runMigrations(sql, capabilities, 'core', coreMigrations);
    await restoreDroppedIndexes(sql);
    // The folder lock gives this process the store to itself: whatever is staged was left by a killed ingest.
    await discardLeftoverChunks(sql, true);
    if (capabilities.bm25 && (await bm25IndexesMissing(sql))) await ensureBm25Indexes(sql);
  } catch (error) {
    // Leave no lock (or snapshot) behind when the schema cannot be brought up to date.
    await db.close().catch(() => undefined);
    release();
    throw error;
  }
  return new SqlKnowledgeStore({
    sql,
    capabilities,
    logger: options.logger,
    vectorIndexFromChunks: options.vectorIndexFromChunks,
    close: async () => {
      await db.close();
      release();
    },
  });
}

async function openInProcess(dataDir: string | undefined, bufferPoolMb: number | undefined): Promise<PgliteHandle> {
  const [{ PGlite }, { vector }, { pg_trgm }, { pg_textsearch }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite-pg_textsearch'),
  ]);
  // Extensions must be registered on every open, or PGlite fails with "failed to initialize properly"; the BM25
  // one also when the tsvector path is forced, since existing BM25 indexes are still maintained on every write.
  // (pglite-thread/pglite-worker.ts registers the same set.)
  const extensions = { vector, pg_trgm, pg_textsearch };
  // An in-memory store loads the template's tar directly (PGlite unpacks it before starting).
  const template = dataDir ? null : readStoreTemplate();
  const startParams = bufferPoolMb === undefined ? {} : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${bufferPoolMb}MB`] };
  const db: PGlite = await PGlite.create(
    dataDir
      ? { dataDir, extensions, ...startParams }
      : template
        ? { extensions, loadDataDir: new Blob([template]), ...startParams }
        : { extensions, ...startParams },
  );
  const statements = (target: Pick<PGlite, 'query' | 'exec'>) => ({
    query: <Row>(sql: string, params?: unknown[]) => target.query<Row>(sql, params),
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  });
  return {
    ...statements(db),
    transaction: (fn) => db.transaction((tx) => fn(statements(tx))),
    refreshArrayTypes: () => db.refreshArrayTypes(),
    close: () => db.close(),
  };
}

async function openPostgres(options: OpenStoreOptions): Promise<KnowledgeStore> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: options.db, max: 8 });
  pool.on('error', (error) => options.logger?.error({ event: 'store-pool-error', err: error }, 'idle client error'));
  const sql = postgresClient(pool);
  let available: Set<string>;
  try {
    const result = await sql.query<{ name: string }>(
      "SELECT name FROM pg_available_extensions WHERE name IN ('vector', 'pg_trgm', 'pg_textsearch')",
    );
    available = new Set(result.rows.map((row) => row.name));
  } catch (cause) {
    await pool.end().catch(() => undefined);
    throw new StoreError(`Could not connect to PostgreSQL: ${(cause as Error).message}`, {
      cause,
      isRetryable: true,
      hint: 'Check the URL in --db / ANKER_DATABASE_URL, that the server runs, and the credentials.',
    });
  }
  // pg_textsearch needs shared_preload_libraries: installed but not preloaded, CREATE EXTENSION fails.
  if (options.lexical === 'tsvector') available.delete('pg_textsearch');
  for (const name of available) {
    await sql.query(`CREATE EXTENSION IF NOT EXISTS ${EXTENSIONS[name]}`).catch((error) => {
      options.logger?.warn({ event: 'store-extension-unavailable', extension: name, err: error }, 'extension not created');
      available.delete(name);
    });
  }
  const capabilities: StoreCapabilities = {
    vector: available.has('vector'),
    bm25: available.has('pg_textsearch'),
    trigram: available.has('pg_trgm'),
    driver: 'postgres',
  };
  await runMigrations(sql, capabilities, 'core', coreMigrations);
  // A bulk load killed before rebuilding the full-text indexes it dropped (bulk-indexes.ts): rebuild them now.
  await restoreDroppedIndexes(sql);
  // Other processes may be staging chunks right now: only writes untouched for an hour are leftovers.
  await discardLeftoverChunks(sql, false).catch((error: unknown) => {
    // A user who may only read the database cannot delete them; they stay invisible either way.
    options.logger?.warn({ event: 'store-pending-cleanup-failed', err: error }, 'left-over staged chunks not removed');
  });
  if (capabilities.bm25 && (await bm25IndexesMissing(sql))) await ensureBm25Indexes(sql);
  return new SqlKnowledgeStore({ sql, capabilities, logger: options.logger, vectorIndexFromChunks: options.vectorIndexFromChunks, cachedChunks: options.cachedChunks, close: () => pool.end() });
}

async function installedExtensions(sql: SqlClient): Promise<Set<string>> {
  const result = await sql.query<{ extname: string }>('SELECT extname FROM pg_extension');
  return new Set(result.rows.map((row) => row.extname));
}

/** True when a per-language BM25 index is missing (a new store, or one first opened with pg_textsearch). */
async function bm25IndexesMissing(sql: SqlClient): Promise<boolean> {
  const names = LEXICAL_LANGUAGES.map(bm25IndexName);
  const result = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_class WHERE relname = ANY($1)', [names]);
  return Number(result.rows[0]?.n ?? 0) < names.length;
}
