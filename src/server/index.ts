export { createHttpApp, type CreateHttpAppOptions, type HttpApp } from './http/create-http-app.js';
export { startHttpServer, type RunningServer } from './http/start-http-server.js';
export { buildOpenApiDocument, OPERATIONS } from './http/openapi.js';
export { createServerMetrics, type ServerMetrics } from './http/metrics.js';
export { createRateLimiter, type RateLimiter, type RateDecision } from './http/rate-limiter.js';
export { createApiKeyStore, hashApiKey, type ApiKeyPrincipal, type ApiKeyRecord, type ApiKeyStore } from './keys/api-keys.js';
export { createAnkerMcpServer, type AnkerMcpServerOptions } from './mcp/create-mcp-server.js';
export { PACKAGE_VERSION } from './package-version.js';
