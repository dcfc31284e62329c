import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../model/index.js';
import type { Judge, Retriever } from '../spec/index.js';
import { createMemoryAgentRunStore, createToolRuntime, createWikipediaSearchTool } from '../tools/index.js';
import { askWithTools, type ToolAgentDeps } from './ask-with-tools.js';
import { searchTermsOf } from './web-fallback.js';

const fixture = (name: string) => readFileSync(new URL(`../tools/external/__fixtures__/${name}`, import.meta.url), 'utf8');
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback Wikipedia (Action API search, REST summaries); `down` answers every request with 503. */
async function wikipedia(options: { down?: boolean } = {}): Promise<{ url: string; urls: string[] }> {
  const urls: string[] = [];
  server = createServer((request, response) => {
    urls.push(request.url ?? '');
    const send = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (options.down) return send(503, '{"error":"down"}');
    if (request.url?.startsWith('/w/api.php')) return send(200, fixture('mediawiki-search-augsburg.json'));
    if (request.url === '/api/rest_v1/page/summary/Augsburg') return send(200, fixture('wikipedia-rest-summary-augsburg.json'));
    return send(404, '{"title":"Not found."}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, urls };
}

const emptyStore: Retriever = { search: async () => [] };
const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };

function setup(baseUrl: string, model = createOfflineModel()): ToolAgentDeps {
  const runtime = createToolRuntime({ tools: [createWikipediaSearchTool({ baseUrl, policy: { maxAttempts: 1 } })], language: 'de' });
  return { ask: { model, retriever: emptyStore, judge, tenantId: 't1', maxSteps: 4 }, runtime, file: { tools: [], fixtures: {} }, runs: createMemoryAgentRunStore(), groundedTools: ['search_wikipedia'] };
}

function step(content: LanguageModelV3Content[], finish: 'stop' | 'tool-calls' = 'stop'): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: finish, raw: finish }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
}

describe('--web tools in the agent', () => {
  it('offline: searches Wikipedia when the knowledge base has nothing, and cites the article', async () => {
    const wiki = await wikipedia();
    const result = await askWithTools('Wie viele Einwohner hat Augsburg?', setup(wiki.url));
    expect(wiki.urls[0]).toContain('srsearch=');
    expect(['answered', 'answered_with_caveat']).toContain(result.status);
    expect(result.answer).toContain('300.000 Einwohnern');
    expect(result.answer).toMatch(/\[1\]/);
    expect(result.citations).toEqual([expect.objectContaining({ marker: 1, title: 'Augsburg', source: 'https://de.wikipedia.org/wiki/Augsburg' })]);
    // The knowledge base was searched first; then Wikipedia, through the runtime.
    expect(result.trace.attempts.at(-1)?.state).toMatch(/FOUND|LOW_RELEVANCE/);
  });

  it('offline: keeps the not-found answer, without any fact, when Wikipedia is down', async () => {
    const wiki = await wikipedia({ down: true });
    const result = await askWithTools('Wie viele Einwohner hat Augsburg?', setup(wiki.url));
    expect(result.status).toBe('not_found');
    expect(result.answer).not.toContain('300');
    expect(result.trace.attempts.at(-1)?.state).toBe('TECHNICAL_ERROR');
    // Wikipedia could not be searched, so the reply speaks of the documents only.
    expect(result.answer).toContain('in den Dokumenten');
    expect(result.answer).not.toContain('Wikipedia');
  });

  it('with a model: offers search_wikipedia, gives it the grounded result, and the answer cites it', async () => {
    const wiki = await wikipedia();
    const model = new MockLanguageModelV3({
      provider: 'scripted', modelId: 'llm',
      doGenerate: [
        step([{ type: 'tool-call', toolCallId: 'w1', toolName: 'search_wikipedia', input: '{"query":"Augsburg Einwohner"}' }], 'tool-calls'),
        step([{ type: 'text', text: 'Augsburg hat rund 300.000 Einwohner [1].' }]),
      ],
    });
    const result = await askWithTools('Wie viele Einwohner hat Augsburg?', setup(wiki.url, model));
    const offered = (model.doGenerateCalls[0] as LanguageModelV3CallOptions).tools?.map((tool) => tool.name);
    expect(offered).toEqual(expect.arrayContaining(['search_wikipedia', 'search_knowledge_base']));
    const toolResult = model.doGenerateCalls[1]!.prompt.flatMap((message) => (message.role === 'tool' ? message.content : []))[0];
    expect(toolResult).toMatchObject({ toolCallId: 'w1', output: { type: 'json', value: { state: 'FOUND' } } });
    expect(result).toMatchObject({ status: 'answered', calls: [] });
    expect(result.citations).toEqual([expect.objectContaining({ marker: 1, title: 'Augsburg' })]);
  });

  it('with a model: an answer after Wikipedia NOT_FOUND that states numbers is not shipped', async () => {
    const wiki = await wikipedia();
    const model = new MockLanguageModelV3({
      provider: 'scripted', modelId: 'llm',
      doGenerate: [
        step([{ type: 'tool-call', toolCallId: 'w1', toolName: 'search_wikipedia', input: '{"query":"Kalman Filter"}' }], 'tool-calls'),
        step([{ type: 'text', text: 'Der Kalman-Filter wurde 1960 veröffentlicht.' }]),
      ],
    });
    const result = await askWithTools('Wann wurde der Kalman-Filter veröffentlicht?', setup(wiki.url, model));
    const toolResult = model.doGenerateCalls[1]!.prompt.flatMap((message) => (message.role === 'tool' ? message.content : []))[0];
    expect(toolResult).toMatchObject({ output: { type: 'error-json', value: { state: 'NOT_FOUND' } } });
    // What the model is told to relay names the source searched.
    const userMessage = (toolResult as unknown as { output: { value: { userMessage: string } } }).output.value.userMessage;
    expect(userMessage).toContain('in der Wikipedia nichts gefunden');
    expect(userMessage).not.toContain('Dokumenten');
    expect(result.status).toBe('not_found');
    expect(result.answer).not.toContain('1960');
    // Only Wikipedia was searched: the reply names it, not the documents.
    expect(result.answer).toContain('Dazu habe ich in der Wikipedia nichts gefunden.');
    expect(result.answer).not.toContain('Dokumenten');
  });

  it('offline: a question neither the documents nor Wikipedia answer gets a reply naming both (English)', async () => {
    const wiki = await wikipedia();
    const result = await askWithTools('How tall is the Eiffel Tower in Paris?', setup(wiki.url));
    expect(result.status).toBe('not_found');
    expect(result.answer).toContain('I found nothing about this in the documents or on Wikipedia.');
    expect(result.answer).not.toMatch(/\d/);
  });

  it('with a model: a Wikipedia that is down is named in what the model is told to relay (English)', async () => {
    const wiki = await wikipedia({ down: true });
    const model = new MockLanguageModelV3({
      provider: 'scripted', modelId: 'llm',
      doGenerate: [
        step([{ type: 'tool-call', toolCallId: 'w1', toolName: 'search_wikipedia', input: '{"query":"Augsburg population"}' }], 'tool-calls'),
        step([{ type: 'text', text: 'The search failed.' }]),
      ],
    });
    await askWithTools('What is the population of Augsburg?', setup(wiki.url, model));
    const toolResult = model.doGenerateCalls[1]!.prompt.flatMap((message) => (message.role === 'tool' ? message.content : []))[0];
    expect(toolResult).toMatchObject({ output: { type: 'error-json', value: { state: 'TECHNICAL_ERROR', userMessage: expect.stringContaining('The search on Wikipedia failed') } } });
  });

  it('reduces a question to its search terms', () => {
    expect(searchTermsOf('Wie viele Einwohner hat Augsburg?')).toContain('Einwohner Augsburg');
    expect(searchTermsOf('What is the population of Augsburg?')).toBe('population Augsburg');
  });
});
