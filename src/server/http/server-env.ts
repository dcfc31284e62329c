import type { Logger } from 'pino';
import type { Anker } from '../../app/index.js';
import type { ServerConfig } from '../../config/index.js';
import type { IngestJobs } from '../jobs/ingest-jobs.js';
import type { ApiKeyPrincipal, ApiKeyStore } from '../keys/api-keys.js';
import type { ServerTools } from '../tools/server-tools.js';
import type { ServerMetrics } from './metrics.js';
import type { SearchCache } from './search-cache.js';
import type { WorkGate } from './work-gate.js';

/** Hono context variables set by the middleware of `createHttpApp`. */
export interface ServerEnv {
  Variables: {
    requestId: string;
    /** The key of the request (set by the auth middleware on `/v1/*` and `/mcp`). */
    principal: ApiKeyPrincipal;
    /** The Anker instance scoped to the key's tenant: every query of the request runs with its tenant id. */
    tenant: Anker;
    /** Aborted when the request times out or the client goes away. */
    signal: AbortSignal;
  };
}

/** What every route module gets. */
export interface ServerDeps {
  anker: Anker;
  keys: ApiKeyStore;
  config: ServerConfig;
  logger: Logger;
  metrics: ServerMetrics;
  jobs: IngestJobs;
  /** Bounds the searches and answers computed at once (`ServerConfig.maxConcurrentAnswers`); the rest wait in order. */
  gate: WorkGate;
  /** Served search responses until the tenant's documents change (embedded store only); null without. */
  searchCache: SearchCache | null;
  /** The user's registered tools (`anker serve --tools`), in the ask path and over MCP; null without. */
  tools: ServerTools | null;
  /** The Anker view of a tenant, cached so the embedder is bound once per tenant. */
  tenantView(tenantId: string): Anker;
  /** Wall clock in milliseconds (injected for tests). */
  now(): number;
}
