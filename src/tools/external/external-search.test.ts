import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroundedResult } from '../../spec/grounded-result.js';
import { createToolRuntime } from '../tool-runtime.js';
import { createWebSearchTool, searchWeb } from './web-search-tool.js';
import { createWikipediaSearchTool, searchWikipedia } from './wikipedia-search-tool.js';

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback HTTP server; the handler sees every request, in order. */
async function serve(handler: (request: IncomingMessage, body: string, response: ServerResponse, index: number) => void): Promise<{ url: string; requests: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> }> {
  const requests: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      handler(request, body, response, requests.length - 1);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function json(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

const empty = JSON.stringify({ batchcomplete: true, query: { searchinfo: { totalhits: 0 }, search: [] } });
const fastPolicy = { initialDelayMs: 1, maxDelayMs: 2 };

/** A loopback Wikipedia: the Action API search at /w/api.php and the REST page summaries at /api/rest_v1/page/summary/. */
function wikipedia(search: (index: number) => [number, string], summaries: Record<string, [number, string]> = {}) {
  let searches = 0;
  return serve((request, _body, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/w/api.php')) {
      const [status, body] = search(searches++);
      return json(response, status, body);
    }
    const title = decodeURIComponent(url.replace('/api/rest_v1/page/summary/', ''));
    const [status, body] = summaries[title] ?? [404, '{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found.","method":"get","detail":"Page or revision not found.","uri":"/de.wikipedia.org/v1/page/summary/x"}'];
    return json(response, status, body);
  });
}

const searchFixture = fixture('mediawiki-search-augsburg.json');
const summaryFixture = fixture('wikipedia-rest-summary-augsburg.json');
const apiCalls = (requests: Array<{ url: string }>) => requests.filter((request) => request.url.startsWith('/w/api.php'));

describe('search_wikipedia against the MediaWiki Action API and the REST API', () => {
  it('returns FOUND with the REST summary as text and numbered citations (title, URL); weak hits are not cited', async () => {
    const wiki = await wikipedia(() => [200, searchFixture], { Augsburg: [200, summaryFixture] });
    const result = await searchWikipedia('Augsburg Einwohner', { baseUrl: wiki.url, now: () => Date.parse('2026-11-29T12:00:00Z') });
    expect(wiki.requests[0]?.url).toContain('/w/api.php?action=query&list=search&srsearch=Augsburg+Einwohner');
    expect(wiki.requests[0]?.headers['user-agent']).toMatch(/anker/);
    expect(wiki.requests.map((request) => request.url)).toContain('/api/rest_v1/page/summary/Augsburg');
    expect(result).toMatchObject({ state: 'FOUND', isError: false });
    // "Universität Augsburg" names only half of the query: below the LOW_RELEVANCE bound, never cited.
    expect(result.citations.map((citation) => [citation.marker, citation.title, citation.sourceUrl, citation.documentDate])).toEqual([
      [1, 'Augsburg', 'https://de.wikipedia.org/wiki/Augsburg', '2026-11-20'],
    ]);
    expect(result.hits[0]?.text).toContain('nach München und Nürnberg die drittgrößte Stadt Bayerns');
    expect(result.content).toContain('[1] Augsburg');
    expect(result.content).toContain('belege sie mit [n]');
    expect(result.citations[0]?.indexedAt).toBe('2026-11-29T12:00:00.000Z');
  });

  it('returns LOW_RELEVANCE with a caveat instruction when the best article covers the query only partly', async () => {
    const wiki = await wikipedia(() => [200, searchFixture]);
    const result = await searchWikipedia('Augsburg Einwohner Fläche', { baseUrl: wiki.url });
    // Without summaries (404) the search snippets are the text; 2 of 3 query terms = 0.67.
    expect(result).toMatchObject({ state: 'LOW_RELEVANCE', isError: false, attempts: [{ state: 'LOW_RELEVANCE' }] });
    expect(result.citations.map((citation) => [citation.title, citation.relevance])).toEqual([['Augsburg', 0.67]]);
    expect(result.hits[0]?.text).toBe('Augsburg ist eine Großstadt im bayerischen Regierungsbezirk Schwaben. Die "Fuggerstadt" ist mit rund 300.000 Einwohnern');
    expect(result.content).toContain('STATUS: LOW_RELEVANCE');
    expect(result.content).toContain('ungenau oder unvollständig');
  });

  it('returns NOT_FOUND with an explicit do-not-invent instruction when nothing matches', async () => {
    const wiki = await wikipedia(() => [200, empty]);
    const result = await searchWikipedia('xyzzy', { baseUrl: wiki.url, language: 'en' });
    expect(result).toMatchObject({ state: 'NOT_FOUND', isError: true, hits: [], citations: [] });
    expect(result.content).toContain('Do not answer from your own knowledge');
  });

  it('returns NOT_FOUND when the articles found do not contain the query', async () => {
    const wiki = await wikipedia(() => [200, searchFixture]);
    const result = await searchWikipedia('Kalman Filter', { baseUrl: wiki.url });
    expect(result).toMatchObject({ state: 'NOT_FOUND', isError: true, citations: [] });
  });

  it('is retried by the runtime on 429 and succeeds', async () => {
    const wiki = await wikipedia((index) => (index === 0 ? [429, '{"error":{"code":"ratelimited"}}'] : [200, searchFixture]), { Augsburg: [200, summaryFixture] });
    const runtime = createToolRuntime({ tools: [createWikipediaSearchTool({ baseUrl: wiki.url, policy: fastPolicy })] });
    const outcome = await runtime.executeToolCall({ callId: 'w1', toolName: 'search_wikipedia', arguments: { query: 'Augsburg' } }, { runId: 'r' });
    expect(outcome.status === 'ok' && (outcome.output as GroundedResult).state).toBe('FOUND');
    expect(apiCalls(wiki.requests)).toHaveLength(2);
  });

  it('turns an API error object (HTTP 200) into TECHNICAL_ERROR without retrying', async () => {
    const wiki = await wikipedia(() => [200, '{"error":{"code":"badvalue","info":"Unrecognized value for parameter \\"list\\"."},"servedby":"mw1"}']);
    const runtime = createToolRuntime({ tools: [createWikipediaSearchTool({ baseUrl: wiki.url, policy: fastPolicy })] });
    const outcome = await runtime.executeToolCall({ callId: 'w1', toolName: 'search_wikipedia', arguments: { query: 'Augsburg' } }, { runId: 'r' });
    expect(outcome.status === 'ok' && (outcome.output as GroundedResult)).toMatchObject({ state: 'TECHNICAL_ERROR', isError: true, error: { type: 'PERMANENT' } });
    expect(apiCalls(wiki.requests)).toHaveLength(1);
  });

  it('turns persistent 429 into TECHNICAL_ERROR after the retries (fallback), with a retry-later instruction', async () => {
    const wiki = await wikipedia(() => [429, '{}']);
    const runtime = createToolRuntime({ tools: [createWikipediaSearchTool({ baseUrl: wiki.url, policy: fastPolicy })] });
    const outcome = await runtime.executeToolCall({ callId: 'w1', toolName: 'search_wikipedia', arguments: { query: 'Augsburg' } }, { runId: 'r' });
    const result = outcome.status === 'ok' ? (outcome.output as GroundedResult) : null;
    expect(result).toMatchObject({ state: 'TECHNICAL_ERROR', isError: true, error: { type: 'TRANSIENT' } });
    expect(result?.content).toContain('später erneut');
    expect(wiki.requests).toHaveLength(3);
  });

  it('turns a timeout into TECHNICAL_ERROR', async () => {
    const wiki = await serve((_request, _body, response) => setTimeout(() => json(response, 200, empty), 500));
    const runtime = createToolRuntime({ tools: [createWikipediaSearchTool({ baseUrl: wiki.url, policy: { timeoutMs: 50, maxAttempts: 1 } })] });
    const outcome = await runtime.executeToolCall({ callId: 'w1', toolName: 'search_wikipedia', arguments: { query: 'Augsburg' } }, { runId: 'r' });
    expect(outcome.status === 'ok' && (outcome.output as GroundedResult)).toMatchObject({ state: 'TECHNICAL_ERROR', isError: true, content: expect.stringContaining('TECHNICAL_ERROR') });
  });

  it('maps a 503 to TECHNICAL_ERROR when used without the runtime', async () => {
    const wiki = await wikipedia(() => [503, 'down']);
    const result = await searchWikipedia('Augsburg', { baseUrl: wiki.url });
    expect(result).toMatchObject({ state: 'TECHNICAL_ERROR', isError: true, error: { type: 'TRANSIENT' } });
    expect(result.content).toContain('HTTP 503');
  });
});

describe('search_web against a Tavily-shaped API server', () => {
  it('sends the key and query and returns FOUND with scores as relevance', async () => {
    const api = await serve((request, _body, response) =>
      request.headers.authorization === 'Bearer tvly-test' ? json(response, 200, fixture('tavily-search.json')) : json(response, 401, '{"detail":{"error":"Unauthorized"}}'),
    );
    const result = await searchWeb('PostgreSQL 18 release date', { apiKey: 'tvly-test', baseUrl: api.url, language: 'en' });
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toMatchObject({ query: 'PostgreSQL 18 release date', max_results: 5, search_depth: 'basic' });
    expect(result.state).toBe('FOUND');
    expect(result.citations[0]).toMatchObject({ marker: 1, title: 'PostgreSQL 18 Released!', sourceUrl: 'https://www.postgresql.org/about/news/postgresql-18-released-3142/', documentDate: '2025-09-25', relevance: 0.86 });
    expect(result.content).toContain('cite them with [n]');
  });

  it('answers a wrong key (401) with TECHNICAL_ERROR at once, without retrying', async () => {
    const api = await serve((_request, _body, response) => json(response, 401, '{"detail":{"error":"Unauthorized"}}'));
    const runtime = createToolRuntime({ tools: [createWebSearchTool({ apiKey: 'wrong', baseUrl: api.url, policy: fastPolicy })] });
    const outcome = await runtime.executeToolCall({ callId: 's1', toolName: 'search_web', arguments: { query: 'anything' } }, { runId: 'r' });
    expect(outcome.status === 'ok' && (outcome.output as GroundedResult)).toMatchObject({ state: 'TECHNICAL_ERROR', error: { type: 'PERMANENT' } });
    expect(api.requests).toHaveLength(1);
  });

  it('returns LOW_RELEVANCE when the best score lies between the bounds, and leaves weaker pages uncited', async () => {
    const api = await serve((_request, _body, response) =>
      json(response, 200, JSON.stringify({ query: 'q', results: [{ title: 'A', url: 'https://a.example/', content: 'Partly about it.', score: 0.62 }, { title: 'B', url: 'https://b.example/', content: 'Hardly.', score: 0.2 }] })),
    );
    const result = await searchWeb('something partly covered', { apiKey: 'k', baseUrl: api.url, language: 'en' });
    expect(result).toMatchObject({ state: 'LOW_RELEVANCE', isError: false });
    expect(result.citations.map((citation) => citation.title)).toEqual(['A']);
    expect(result.content).toContain('may be imprecise');
  });

  it('returns NOT_FOUND for an empty result list', async () => {
    const api = await serve((_request, _body, response) => json(response, 200, '{"query":"q","results":[],"response_time":0.2}'));
    const result = await searchWeb('nothing here', { apiKey: 'k', baseUrl: api.url });
    expect(result).toMatchObject({ state: 'NOT_FOUND', isError: true });
    expect(result.content).toContain('nichts gefunden');
  });
});
