import type { Logger } from 'pino';
import { resolveConfig, type AnkerConfig, type AnkerConfigInput } from '../config/index.js';
import type { Embedder, Hit, KnowledgeStore, Retriever } from '../spec/index.js';
import type { AskDeps, AskResult } from '../agent/index.js';
import type { ByteFile, IngestBytesSummary } from './ingest-bytes.js';
import { createEmbedder } from '../embed/index.js';
import type { ChunkProgress, IngestProgress, IngestSummary } from '../ingest/index.js';
import { createRetriever } from '../retrieve/index.js';
import { openStore, type StoreAccess } from '../store/index.js';
import { createLogger } from './create-logger.js';

/** One Anker instance: owns the store, embedder and retriever built from one config. No global state. */
export interface Anker {
  readonly config: AnkerConfig;
  readonly logger: Logger;
  readonly store: KnowledgeStore;
  readonly embedder: Embedder;
  readonly retriever: Retriever;
  /** Ingests files and folders; `force`: read every file again, even those stored as this ingest would store them. */
  ingest(
    paths: string[],
    options?: {
      onProgress?: (progress: IngestProgress) => void;
      onChunkProgress?: (progress: ChunkProgress) => void;
      signal?: AbortSignal;
      force?: boolean;
    },
  ): Promise<IngestSummary>;
  search(query: string, options?: { limit?: number; includeSuperseded?: boolean }): Promise<Hit[]>;
  /** Grounded answer with citations, or an honest not-found (the `anker ask --json` contract). */
  ask(question: string, overrides?: Partial<AskDeps>): Promise<AskResult>;
  /** Ingests files held in memory (uploads) through the same steps as `ingest`; no filesystem path is involved. */
  ingestBytes(files: ByteFile[], options?: { signal?: AbortSignal }): Promise<IngestBytesSummary>;
  /**
   * The same instance scoped to another tenant: shares the store, embedder, retriever and logger, and runs every
   * ingest, search and ask with `tenantId`. Its `close()` does nothing; the instance that opened the store closes it.
   */
  forTenant(tenantId: string): Anker;
  close(): Promise<void>;
}

export interface CreateAnkerOptions {
  /** Configuration overrides (option → env → default). */
  config?: AnkerConfigInput;
  /** Already-resolved config (skips env resolution; used by tests and the CLI). */
  resolved?: AnkerConfig;
  logger?: Logger;
  embedder?: Embedder;
  fetch?: typeof fetch;
  /** `read-only` for openers that never write (search, ask): a store the user may only read still opens. */
  storeAccess?: StoreAccess;
  /**
   * Where an embedded store runs: `main` (default; the cheapest for a one-shot command) or `worker`, a worker
   * thread so a long query never blocks the event loop (`anker serve`). Ignored for a PostgreSQL server.
   */
  storeThread?: 'main' | 'worker';
  /** An embedded store's buffer pool in MB (OpenStoreOptions.bufferPoolMb); default PGlite's. */
  storeBufferPoolMb?: number;
}

export async function createAnker(options: CreateAnkerOptions = {}): Promise<Anker> {
  const config = options.resolved ?? resolveConfig(options.config);
  const logger = options.logger ?? createLogger(config.logLevel);
  const embedder = options.embedder ?? createEmbedder(config.embedder, { providers: config.providers, fetch: options.fetch });
  const store = await openStore({ db: config.db, lexical: config.lexical, cachedChunks: config.cachedChunks, access: options.storeAccess, thread: options.storeThread, bufferPoolMb: options.storeBufferPoolMb, logger });
  const retriever = createRetriever({ store, embedder, logger });
  return tenantInstance({ config, logger, store, embedder, retriever }, () => store.close());
}

interface SharedParts {
  config: AnkerConfig;
  logger: Logger;
  store: KnowledgeStore;
  embedder: Embedder;
  retriever: Retriever;
}

function tenantInstance(parts: SharedParts, close: () => Promise<void>): Anker {
  const { config, logger, store, embedder, retriever } = parts;
  let bound = false;
  const bind = async () => {
    if (bound) return;
    await store.bindEmbedder(config.tenant, embedder.id, embedder.dimensions);
    bound = true;
  };
  const anker: Anker = {
    config,
    logger,
    store,
    embedder,
    retriever,
    // Ingest and the agent (loaders, model providers, judge) are imported on first use: a search never loads them.
    ingest: async (paths, ingestOptions = {}) =>
      (await import('../ingest/index.js')).ingestPaths(paths, {
        store,
        embedder,
        tenantId: config.tenant,
        maxFileBytes: config.maxFileBytes,
        logger,
        onProgress: ingestOptions.onProgress,
        onChunkProgress: ingestOptions.onChunkProgress,
        signal: ingestOptions.signal,
        force: ingestOptions.force,
      }),
    ingestBytes: async (files, ingestOptions = {}) =>
      (await import('./ingest-bytes.js')).ingestBytes(files, { store, embedder, tenantId: config.tenant, maxFileBytes: config.maxFileBytes, logger, signal: ingestOptions.signal }),
    async search(query, searchOptions = {}) {
      await bind();
      return retriever.search(query, {
        tenantId: config.tenant,
        limit: searchOptions.limit ?? 10,
        includeSuperseded: searchOptions.includeSuperseded,
      });
    },
    async ask(question, overrides = {}) {
      const [{ ask }, { askDepsFor }] = await Promise.all([import('../agent/index.js'), import('./ask-deps.js')]);
      return ask(question, askDepsFor(anker, overrides));
    },
    forTenant: (tenantId) =>
      tenantId === config.tenant ? anker : tenantInstance({ ...parts, config: { ...config, tenant: tenantId } }, async () => undefined),
    close,
  };
  return anker;
}
