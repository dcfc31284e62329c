import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { apiError } from '../api-error.js';
import type { ServerEnv } from '../server-env.js';

/** A file of the UI: where it is on disk, its media type, and whether its name changes with its content. */
interface WebFile {
  path: string;
  type: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };

/** Only the UI's own origin: no inline script, no framing, API calls to the same origin only. */
export const UI_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The package's `web/` folder (same relative path from src/server/http/routes and dist/server/http/routes). */
const WEB_FOLDER = join(import.meta.dirname, '..', '..', '..', '..', 'web');

const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.'))];

/**
 * The UI's files by URL, fixed when the server starts, so no part of a request ever becomes a filesystem path.
 * The Vite build (`web/dist/`: index.html and hashed bundles in ui/assets/) when there is one, else the plain ES
 * modules of `web/ui/`, which run in a browser as they are.
 */
export function webFileTable(folder: string, built: string | null = join(folder, 'dist')): Map<string, WebFile> {
  const table = new Map<string, WebFile>();
  if (built && existsSync(join(built, 'index.html'))) {
    table.set('/', { path: join(built, 'index.html'), type: TYPES['.html']!, immutable: false });
    const assets = join(built, 'ui', 'assets');
    for (const name of existsSync(assets) ? readdirSync(assets) : []) {
      const type = typeOf(name);
      if (type) table.set(`/ui/assets/${name}`, { path: join(assets, name), type, immutable: true });
    }
    return table;
  }
  table.set('/', { path: join(folder, 'index.html'), type: TYPES['.html']!, immutable: false });
  for (const name of ['app.js', 'ui-logic.js', 'dashboard.js', 'app.css']) {
    table.set(`/ui/${name}`, { path: join(folder, 'ui', name), type: typeOf(name)!, immutable: false });
  }
  return table;
}

/** Where the UI is: its sources, and its Vite build (default `<folder>/dist`; null serves the sources). */
export interface WebRoutesOptions {
  folder?: string;
  buildFolder?: string | null;
}

/** Serves the web UI at `/`. It talks to the API with the key the user enters. */
export function webRoutes(options: WebRoutesOptions = {}): Hono<ServerEnv> {
  const folder = options.folder ?? WEB_FOLDER;
  const table = webFileTable(folder, options.buildFolder === undefined ? join(folder, 'dist') : options.buildFolder);
  const cache = new Map<string, string>();
  const routes = new Hono<ServerEnv>();
  for (const [url, file] of table) {
    routes.get(url, async (c) => {
      let text = cache.get(file.path);
      if (text === undefined) {
        text = await readFile(file.path, 'utf8').catch(() => undefined);
        if (text === undefined) return apiError(c, 404, { error: 'NOT_FOUND', message: 'The web UI is not installed.', hint: 'The API works without it; see /openapi.json.' });
        cache.set(file.path, text);
      }
      const caching = file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(text, 200, { 'Content-Type': file.type, 'Content-Security-Policy': UI_CONTENT_SECURITY_POLICY, 'Cache-Control': caching });
    });
  }
  return routes;
}
