import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-web-'));
const db = join(work, 'store');
const fixture = (name: string) => readFileSync(new URL(`../src/tools/external/__fixtures__/${name}`, import.meta.url), 'utf8');
let server: Server;
let wikiUrl = '';
const requests: string[] = [];

beforeAll(async () => {
  // A loopback Wikipedia speaking the Action API (search) and the REST API (page summary).
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const send = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (request.url?.startsWith('/w/api.php')) return send(200, fixture('mediawiki-search-augsburg.json'));
    if (request.url === '/api/rest_v1/page/summary/Augsburg') return send(200, fixture('wikipedia-rest-summary-augsburg.json'));
    return send(404, '{"title":"Not found."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  wikiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('anker ask|chat --web wikipedia', () => {
  it('answers from Wikipedia when the knowledge base has nothing, citing the article with its URL', async () => {
    const run = await runAnker(['--db', db, '--json', '--log-level', 'silent', 'ask', '--web', 'wikipedia', '--web-url', wikiUrl, 'Wie viele Einwohner hat Augsburg?']);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(['answered', 'answered_with_caveat']).toContain(result.status);
    expect(result.answer).toContain('300.000 Einwohnern');
    expect(result.citations[0]).toMatchObject({ marker: 1, title: 'Augsburg', source: 'https://de.wikipedia.org/wiki/Augsburg' });
    expect(result.calls).toEqual([]);
    expect(requests.some((url) => url.startsWith('/w/api.php?action=query&list=search'))).toBe(true);
  }, 120_000);

  it('is offered in chat too', async () => {
    const run = await runAnker(['--db', db, '--json', '--log-level', 'silent', 'chat', '--web', 'wikipedia', '--web-url', wikiUrl], { input: 'Wie viele Einwohner hat Augsburg?\n/sources\n' });
    expect(run.code, run.stderr).toBe(0);
    const [answer, sources] = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(answer.answer).toContain('300.000');
    expect(sources.citations[0]).toMatchObject({ title: 'Augsburg' });
  }, 120_000);

  it('rejects an unknown source and a Tavily search without a key as usage errors', async () => {
    const unknown = await runAnker(['--db', db, 'ask', '--web', 'bing', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--web must be one of: wikipedia, tavily');
    const keyless = await runAnker(['--db', db, 'ask', '--web', 'tavily', 'Wie viele Einwohner hat Augsburg?']);
    expect(keyless.code).toBe(2);
    expect(keyless.stderr).toContain('--web-key-file');
  }, 120_000);
});
