import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { Anker } from '../../app/index.js';
import type { ServerConfig } from '../../config/index.js';
import { createApiKeyStore, type ApiKeyStore } from '../keys/api-keys.js';
import { rememberVerifiedKeys } from '../keys/remembered-api-keys.js';
import { mcpHttpRoute } from '../mcp/mcp-http-route.js';
import { apiError } from './api-error.js';
import { requireAdminKey, requireApiKey } from './auth.js';
import { createServerMetrics, type ServerMetrics } from './metrics.js';
import { buildOpenApiDocument } from './openapi.js';
import { createRateLimiter } from './rate-limiter.js';
import { requestDeadline } from './request-deadline.js';
import { adminRoutes } from './routes/admin-routes.js';
import { documentRoutes, toDocumentJson } from './routes/document-routes.js';
import { evalRoutes } from './routes/eval-routes.js';
import { jobRoutes } from './routes/job-routes.js';
import { toolStateRoutes } from './routes/tool-state-routes.js';
import { createIngestJobs, type IngestJobs } from '../jobs/ingest-jobs.js';
import { knowledgeRoutes } from './routes/knowledge-routes.js';
import { openAiRoutes } from './routes/openai-routes.js';
import { webRoutes, type WebRoutesOptions } from './routes/web-routes.js';
import type { ServerDeps, ServerEnv } from './server-env.js';
import type { ServerTools } from '../tools/server-tools.js';
import { createSearchCache, type SearchCache } from './search-cache.js';
import { createWorkGate, type WorkGate } from './work-gate.js';
import { PACKAGE_VERSION } from '../package-version.js';

export interface CreateHttpAppOptions {
  /** The one instance the server runs on; requests get views of it scoped to their key's tenant. */
  anker: Anker;
  config: ServerConfig;
  /** Request logs (default: the instance's logger). */
  logger?: Logger;
  /**
   * Default: keys in the instance's store; on the embedded store (this process is the only one that can revoke)
   * verified keys are remembered until revoked through it, so a request costs no key lookup statement.
   */
  keys?: ApiKeyStore;
  metrics?: ServerMetrics;
  /** Clock in milliseconds, for the rate limiter and timestamps. */
  now?: () => number;
  /**
   * Folder of `eval-*.json` results for `/v1/eval/results` and the dashboard; null for none. Default: the
   * package's `bench/results`, where `anker eval` results of this checkout are kept.
   */
  evalResultsFolder?: string | null;
  /**
   * The web UI: `folder` of its sources (default: the package's `web/`) and `buildFolder` of its Vite build
   * (default `<folder>/dist`, used when it holds an index.html; null always serves the sources).
   */
  web?: WebRoutesOptions;
  /**
   * The user's registered tools (`openServerTools`): offered to the agent on `/v1/ask` and `/v1/chat/completions`
   * and listed as MCP tools at `/mcp`, every call through the tool runtime. Closed by its owner. Default: none.
   */
  tools?: ServerTools | null;
  /**
   * Served `/v1/search` responses kept until the tenant's documents change (see `createSearchCache`). Default: one
   * of 1,000 entries on the embedded store (this process is its only writer), none on a PostgreSQL server (other
   * processes may write). `false`: none.
   */
  searchCache?: SearchCache | false;
}

/** The package root, the same from src/server/http and dist/server/http. */
const PACKAGE_ROOT = join(import.meta.dirname, '..', '..', '..');

/** A Hono app plus what its owner needs to run and stop it. */
export interface HttpApp {
  app: Hono<ServerEnv>;
  metrics: ServerMetrics;
  /** Background ingest jobs: `recover()` before serving, `idle()` before closing the store. */
  jobs: IngestJobs;
  /**
   * The limit on work computed at once: searches and answers (/v1/search, /v1/ask, /v1/chat/completions, /mcp) in
   * its interactive lane, ingest job documents in its background lane.
   */
  gate: WorkGate;
  /** From now on /readyz answers 503 (a load balancer stops sending), while requests in flight finish. */
  drain(): void;
}


/**
 * The HTTP API over one Anker instance (routes in OPERATIONS of openapi.ts). Middleware, outermost first: request
 * id, security headers, CORS (only with configured origins), request log and latency metric, deadline, then per
 * area the key check and rate limit, and the body limit. Every error is a JSON body with a code and a hint.
 */
export function createHttpApp(options: CreateHttpAppOptions): HttpApp {
  const { anker, config } = options;
  const logger = options.logger ?? anker.logger;
  const metrics = options.metrics ?? createServerMetrics();
  const now = options.now ?? Date.now;
  const views = new Map<string, Anker>();
  // One gate for request work and ingest documents: requests first, an upload never starved (see createWorkGate).
  const gate = createWorkGate(config.maxConcurrentAnswers);
  // The embedded store has one process, this one: caches that writes or revocations here keep current are sound.
  const embedded = anker.store.capabilities.driver === 'pglite';
  const searchCache = options.searchCache === false ? null : (options.searchCache ?? (embedded ? createSearchCache() : null));
  const deps: ServerDeps = {
    anker,
    config,
    logger,
    metrics,
    now,
    keys: options.keys ?? (embedded ? rememberVerifiedKeys(createApiKeyStore(anker.store.sql)) : createApiKeyStore(anker.store.sql)),
    jobs: createIngestJobs({
      store: anker.store,
      logger,
      gate,
      onDocumentsChanged: (tenantId) => searchCache?.invalidate(tenantId),
      resume: { tenantOf: (tenantId) => deps.tenantView(tenantId), toJson: toDocumentJson },
    }),
    tools: options.tools ?? null,
    gate,
    searchCache,
    tenantView(tenantId) {
      let view = views.get(tenantId);
      if (!view) views.set(tenantId, (view = anker.forTenant(tenantId)));
      return view;
    },
  };
  let draining = false;
  const app = new Hono<ServerEnv>();

  app.use(requestId());
  app.use(secureHeaders());
  if (config.corsOrigins.length > 0) app.use(cors({ origin: config.corsOrigins, allowHeaders: ['Authorization', 'Content-Type'] }));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || 'unmatched';
    metrics.observeRequest({ method: c.req.method, route, status: c.res.status }, seconds);
    logger.info(
      {
        event: 'http-request',
        requestId: c.var.requestId,
        method: c.req.method,
        route,
        status: c.res.status,
        durationMs: Math.round(seconds * 10_000) / 10,
        tenant: c.var.principal?.tenantId,
        keyId: c.var.principal?.keyId,
      },
      'request',
    );
  });
  app.use(requestDeadline(config.requestTimeoutMs));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (draining) return c.json({ status: 'unavailable' }, 503);
    const ok = await anker.store.sql.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return c.json({ status: ok ? 'ok' : 'unavailable' }, ok ? 200 : 503);
  });
  app.get('/metrics', (c) => c.text(metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }));
  const openApi = buildOpenApiDocument({ version: PACKAGE_VERSION });
  app.get('/openapi.json', (c) => c.json(openApi));
  app.route('/', webRoutes(options.web));

  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute, now });
  const jsonLimit = bodyLimit({
    maxSize: config.maxBodyBytes,
    onError: (c) =>
      apiError(c, 413, {
        error: 'PAYLOAD_TOO_LARGE',
        message: `The request body is larger than ${config.maxBodyBytes} bytes.`,
        hint: 'Send a shorter body (ANKER_MAX_BODY_KB raises the limit).',
      }),
  });
  // Admin routes first: their own key, not a tenant key.
  app.use('/v1/admin/*', requireAdminKey(deps), jsonLimit);
  app.route('/v1/admin', adminRoutes(deps));
  app.use('/v1/*', requireApiKey(deps, limiter));
  app.use('/v1/*', async (c, next) => (c.req.method === 'POST' && c.req.path === '/v1/documents' ? next() : jsonLimit(c, next)));
  app.route('/v1/documents', documentRoutes(deps));
  app.route('/v1/jobs', jobRoutes(deps));
  app.route('/v1/eval', evalRoutes({ folder: options.evalResultsFolder === undefined ? join(PACKAGE_ROOT, 'bench', 'results') : options.evalResultsFolder }));
  const toolState = toolStateRoutes(deps);
  app.route('/v1/approvals', toolState.approvals);
  app.route('/v1/traces', toolState.traces);
  app.route('/v1', knowledgeRoutes(deps));
  app.route('/v1', openAiRoutes(deps));
  app.use('/mcp', requireApiKey(deps, limiter), jsonLimit);
  app.route('/mcp', mcpHttpRoute(deps));

  app.notFound((c) => apiError(c, 404, { error: 'NOT_FOUND', message: `No route ${c.req.method} ${c.req.path}.`, hint: 'GET /openapi.json lists the routes.' }));
  app.onError((error, c) => {
    // A handler that failed because its request was aborted (deadline, client gone, or still waiting for a slot of
    // the gate): a timeout, as the deadline middleware answers, not an internal error.
    if (c.var.signal?.aborted) {
      return apiError(c, 503, { error: 'TIMEOUT', message: 'The request was stopped: it timed out or the client went away.', hint: 'Retry later (ANKER_REQUEST_TIMEOUT_MS sets the limit).' });
    }
    logger.error({ event: 'http-error', requestId: c.var.requestId, route: c.req.routePath, err: error }, 'request failed');
    return apiError(c, 500, { error: 'INTERNAL', message: 'The request failed inside Anker.', hint: `Retry later; report request id ${c.var.requestId} if it persists.` });
  });

  return { app, metrics, jobs: deps.jobs, gate: deps.gate, drain: () => void (draining = true) };
}
