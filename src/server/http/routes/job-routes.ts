import { Hono } from 'hono';
import { apiError, NOT_FOUND_BODY } from '../api-error.js';
import type { ServerDeps, ServerEnv } from '../server-env.js';

/** Ingest jobs of the key's tenant (`POST /v1/documents?async=1` starts one). */
export function jobRoutes(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.get('/', async (c) => c.json({ jobs: await deps.jobs.list(c.var.principal.tenantId) }));
  routes.get('/:id', async (c) => {
    const job = await deps.jobs.get(c.var.principal.tenantId, c.req.param('id'));
    return job ? c.json(job) : apiError(c, 404, { ...NOT_FOUND_BODY, hint: 'GET /v1/jobs lists the ingest jobs of your tenant.' });
  });
  return routes;
}
