import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { apiError } from '../api-error.js';
import type { ServerEnv } from '../server-env.js';

/** The web UI's files by URL; a fixed table, so no part of a request ever becomes a filesystem path. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/ui/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/ui/ui-logic.js': { file: 'ui-logic.js', type: 'text/javascript; charset=utf-8' },
  '/ui/app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};

/** Only the UI's own origin: no inline script, no framing, API calls to the same origin only. */
export const UI_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The package's `web/` folder (same relative path from src/server/http and dist/server/http). */
const WEB_FOLDER = join(import.meta.dirname, '..', '..', '..', '..', 'web');

/** Serves the web UI (plain ES modules, no build step) at `/`. It talks to the API with the key the user enters. */
export function webRoutes(options: { folder?: string } = {}): Hono<ServerEnv> {
  const folder = options.folder ?? WEB_FOLDER;
  const cache = new Map<string, string>();
  const routes = new Hono<ServerEnv>();
  for (const [path, { file, type }] of Object.entries(FILES)) {
    routes.get(path, async (c) => {
      let text = cache.get(file);
      if (text === undefined) {
        text = await readFile(join(folder, file), 'utf8').catch(() => undefined);
        if (text === undefined) return apiError(c, 404, { error: 'NOT_FOUND', message: 'The web UI is not installed.', hint: 'The API works without it; see /openapi.json.' });
        cache.set(file, text);
      }
      return c.body(text, 200, { 'Content-Type': type, 'Content-Security-Policy': UI_CONTENT_SECURITY_POLICY, 'Cache-Control': 'no-cache' });
    });
  }
  return routes;
}
