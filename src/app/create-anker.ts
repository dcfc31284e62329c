import type { Logger } from 'pino';
import { resolveConfig, type AnkerConfig, type AnkerConfigInput } from '../config/index.js';
import type { Embedder, Hit, KnowledgeStore, Retriever } from '../spec/index.js';
import { ask, type AskDeps, type AskResult } from '../agent/index.js';
import { askDepsFor } from './ask-deps.js';
import { createEmbedder } from '../embed/index.js';
import { ingestPaths, type IngestProgress, type IngestSummary } from '../ingest/index.js';
import { createRetriever } from '../retrieve/index.js';
import { openStore } from '../store/index.js';
import { createLogger } from './create-logger.js';

/** One Anker instance: owns the store, embedder and retriever built from one config. No global state. */
export interface Anker {
  readonly config: AnkerConfig;
  readonly logger: Logger;
  readonly store: KnowledgeStore;
  readonly embedder: Embedder;
  readonly retriever: Retriever;
  ingest(paths: string[], options?: { onProgress?: (progress: IngestProgress) => void; signal?: AbortSignal }): Promise<IngestSummary>;
  search(query: string, options?: { limit?: number; includeSuperseded?: boolean }): Promise<Hit[]>;
  /** Grounded answer with citations, or an honest not-found (the `anker ask --json` contract). */
  ask(question: string, overrides?: Partial<AskDeps>): Promise<AskResult>;
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
}

export async function createAnker(options: CreateAnkerOptions = {}): Promise<Anker> {
  const config = options.resolved ?? resolveConfig(options.config);
  const logger = options.logger ?? createLogger(config.logLevel);
  const embedder = options.embedder ?? createEmbedder(config.embedder, { providers: config.providers, fetch: options.fetch });
  const store = await openStore({ db: config.db, lexical: config.lexical, logger });
  const retriever = createRetriever({ store, embedder, logger });
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
    ingest: (paths, ingestOptions = {}) =>
      ingestPaths(paths, {
        store,
        embedder,
        tenantId: config.tenant,
        maxFileBytes: config.maxFileBytes,
        logger,
        onProgress: ingestOptions.onProgress,
        signal: ingestOptions.signal,
      }),
    async search(query, searchOptions = {}) {
      await bind();
      return retriever.search(query, {
        tenantId: config.tenant,
        limit: searchOptions.limit ?? 10,
        includeSuperseded: searchOptions.includeSuperseded,
      });
    },
    ask(question, overrides = {}) {
      return ask(question, askDepsFor(anker, overrides));
    },
    close: () => store.close(),
  };
  return anker;
}
