import { Hono } from 'hono';
import { apiError, invalidRequest, NOT_FOUND_BODY } from '../api-error.js';
import { readJson } from '../read-json.js';
import { CreateKeyRequest } from '../schemas.js';
import { z } from 'zod';
import type { ServerDeps, ServerEnv } from '../server-env.js';

const KeyQuery = z.object({ tenant: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional() }).strict();

/** Tenant and key management under `/v1/admin`, behind the admin key. A key's secret appears only in the create response. */
export function adminRoutes(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();

  routes.post('/keys', async (c) => {
    const body = await readJson(c, CreateKeyRequest, 'Body: {"tenant": "acme", "name"?: "ci"}.');
    if (!body.success) return body.response;
    const created = await deps.keys.create(body.data.tenant, { name: body.data.name });
    deps.logger.info({ event: 'api-key-created', keyId: created.record.id, tenant: created.record.tenantId }, 'api key created');
    return c.json(created, 201);
  });

  routes.get('/keys', async (c) => {
    const query = KeyQuery.safeParse(c.req.query());
    if (!query.success) return invalidRequest(c, query.error, 'Query: ?tenant=<id> (optional).');
    return c.json({ keys: await deps.keys.list(query.data.tenant) });
  });

  routes.delete('/keys/:id', async (c) => {
    const revoked = await deps.keys.revoke(c.req.param('id'));
    if (!revoked) return apiError(c, 404, { ...NOT_FOUND_BODY, hint: 'GET /v1/admin/keys lists the keys.' });
    deps.logger.info({ event: 'api-key-revoked', keyId: c.req.param('id') }, 'api key revoked');
    return c.json({ revoked: true });
  });

  return routes;
}
