import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import type { ServerDeps, ServerEnv } from '../http/server-env.js';
import { createAnkerMcpServer } from './create-mcp-server.js';
import { PACKAGE_VERSION } from '../package-version.js';


/**
 * MCP over streamable HTTP at `/mcp`, stateless: each request gets its own server and transport for the tenant of
 * its key (checked by the middleware in front), so no session state ties a client to one process.
 */
export function mcpHttpRoute(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.all('/', async (c) => {
    const server = createAnkerMcpServer({ anker: c.var.tenant, version: PACKAGE_VERSION, tools: deps.tools });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      // Tool calls search and answer like /v1/search and /v1/ask: they take a slot of the same gate.
      return await deps.gate.run(() => transport.handleRequest(c.req.raw), c.var.signal);
    } finally {
      // JSON responses are complete when handleRequest returns; nothing of this request is left to send.
      void server.close().catch((error: unknown) => deps.logger.warn({ event: 'mcp-close-failed', err: error }, 'mcp close failed'));
    }
  });
  return routes;
}
