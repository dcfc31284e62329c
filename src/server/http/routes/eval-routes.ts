import { Hono } from 'hono';
import { readEvalResults } from '../../eval/read-eval-results.js';
import type { ServerEnv } from '../server-env.js';

/**
 * `GET /v1/eval/results`: the latest `anker eval` results of the folder the server was given (the dashboard's
 * data). They describe the installation, not a tenant's data, so any valid key may read them.
 */
export function evalRoutes(options: { folder: string | null }): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.get('/results', async (c) => c.json({ results: options.folder ? await readEvalResults(options.folder) : [] }));
  return routes;
}
