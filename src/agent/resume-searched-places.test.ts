import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import type { Judge, Retriever } from '../spec/index.js';
import {
  createMemoryAgentRunStore,
  createMemoryToolStateStore,
  createToolRuntime,
  createWikipediaSearchTool,
  parseToolsFile,
  toolSpecsFromFile,
  type AgentRunStore,
  type ToolStateStore,
} from '../tools/index.js';
import { askWithTools, resumeToolRun, type ToolAgentDeps } from './ask-with-tools.js';

const file = parseToolsFile(JSON.parse(readFileSync(new URL('./__fixtures__/rental-tools.json', import.meta.url), 'utf8')));
const emptyStore: Retriever = { search: async () => [] };
const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback Wikipedia whose search finds nothing. */
async function emptyWikipedia(): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ batchcomplete: true, query: { searchinfo: { totalhits: 0 }, search: [] } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function step(content: LanguageModelV3Content[], finish: 'stop' | 'tool-calls' = 'stop'): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: finish, raw: finish }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
}

/** Everything one process builds: its own model, runtime and tools; only the two stores are shared (the database). */
function processDeps(wikipediaUrl: string, stores: { runs: AgentRunStore; state: ToolStateStore }, steps: LanguageModelV3GenerateResult[], executed: string[]): ToolAgentDeps {
  const model = new MockLanguageModelV3({ provider: 'scripted', modelId: 'llm', doGenerate: steps });
  const runtime = createToolRuntime({
    tools: [
      ...toolSpecsFromFile(file, { language: 'de', execute: { book_repair: async (args) => (executed.push(String(args.bike_id)), { repair_order: 'WR-7' }) } }),
      createWikipediaSearchTool({ baseUrl: wikipediaUrl, policy: { maxAttempts: 1 } }),
    ],
    language: 'de',
    state: stores.state,
  });
  return { ask: { model, retriever: emptyStore, judge, tenantId: 't1', maxSteps: 4 }, runtime, file, runs: stores.runs, groundedTools: ['search_wikipedia'], newId: () => 'run-1' };
}

describe('a resumed run remembers where it searched', () => {
  it('names the documents and Wikipedia in its not-found reply after a rejected approval, in a fresh runtime', async () => {
    const wikipediaUrl = await emptyWikipedia();
    const stores = { runs: createMemoryAgentRunStore(), state: createMemoryToolStateStore() };
    const executed: string[] = [];
    const first = processDeps(wikipediaUrl, stores, [
      step([
        { type: 'tool-call', toolCallId: 's1', toolName: 'search_knowledge_base', input: '{"query":"Lastenrad Reparatur Ersatzteile"}' },
        { type: 'tool-call', toolCallId: 'w1', toolName: 'search_wikipedia', input: '{"query":"Lastenrad Ersatzteile"}' },
        { type: 'tool-call', toolCallId: 'r1', toolName: 'book_repair', input: '{"bike_id":"BK-1001"}' },
      ], 'tool-calls'),
    ], executed);
    const paused = await askWithTools('Buche eine Reparatur für BK-1001 und sag mir, welche Ersatzteile es für Lastenräder gibt.', first);
    expect(paused).toMatchObject({ status: 'awaiting_approval', run_id: 'run-1' });
    await first.runtime.decideApproval(paused.approvals![0]!.id, { decision: 'reject', decidedBy: 'lead', reason: 'zu teuer' }, 't1');

    // Another process: a new model, runtime and tools; the paused run and the approval come from the stores.
    const second = processDeps(wikipediaUrl, stores, [step([{ type: 'text', text: 'Leider konnte ich nichts buchen.' }])], executed);
    const resumed = await resumeToolRun('run-1', second);
    expect(executed).toEqual([]);
    expect(resumed?.status).toBe('not_found');
    expect(resumed?.answer).toContain('weder in den Dokumenten noch in der Wikipedia');
    expect(resumed?.calls.map((call) => [call.tool, call.outcome])).toEqual([['book_repair', 'error']]);
    expect(resumed?.citations).toEqual([]);
  });
});
