import type { MiddlewareHandler } from 'hono';
import { secretsEqual } from '../keys/api-keys.js';
import { apiError } from './api-error.js';
import type { RateLimiter } from './rate-limiter.js';
import type { ServerDeps, ServerEnv } from './server-env.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function presentedKey(header: string | undefined): string | null {
  return header?.match(BEARER)?.[1] ?? null;
}

const unauthorized = {
  error: 'UNAUTHORIZED',
  message: 'A valid API key is required.',
  hint: 'Send "Authorization: Bearer <key>"; create a key with `anker keys create --tenant <id>`.',
};

/**
 * Resolves `Authorization: Bearer <key>` to its tenant and scopes the request to it (`c.var.tenant`), then takes one
 * request from the key's rate budget. No key, an unknown or a revoked key: 401, the same answer for each.
 */
export function requireApiKey(deps: ServerDeps, limiter: RateLimiter): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const key = presentedKey(c.req.header('authorization'));
    const principal = key ? await deps.keys.verify(key) : null;
    if (!principal) return apiError(c, 401, unauthorized, { 'WWW-Authenticate': 'Bearer realm="anker"' });
    const decision = limiter.take(principal.keyId);
    if (!decision.allowed) {
      return apiError(
        c,
        429,
        { error: 'RATE_LIMITED', message: 'Too many requests for this API key.', hint: `Retry after ${decision.retryAfterSeconds} s.` },
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
    c.set('principal', principal);
    c.set('tenant', deps.tenantView(principal.tenantId));
    await next();
  };
}

/** The admin key (`ANKER_ADMIN_KEY`) guards tenant and key management; without one configured, every admin call is 401. */
export function requireAdminKey(deps: ServerDeps): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const key = presentedKey(c.req.header('authorization'));
    if (!deps.config.adminKey || !key || !secretsEqual(key, deps.config.adminKey)) {
      return apiError(
        c,
        401,
        { error: 'UNAUTHORIZED', message: 'The admin key is required.', hint: 'Send "Authorization: Bearer <ANKER_ADMIN_KEY>".' },
        { 'WWW-Authenticate': 'Bearer realm="anker-admin"' },
      );
    }
    await next();
  };
}
