import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../model/index.js';
import type { Hit, Judge, Retriever } from '../spec/index.js';
import { ask } from './ask.js';

// Verifies on the wire how grounded tool results reach real provider APIs: a loopback server speaks the Anthropic
// Messages API / the OpenAI chat completions API with recorded-style payloads and records every request body.
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../model/__fixtures__/${name}`, import.meta.url), 'utf8')) as object;

interface Loopback {
  baseUrl: string;
  bodies: Array<Record<string, unknown>>;
  paths: string[];
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function startLoopback(responses: object[]): Promise<Loopback> {
  const bodies: Array<Record<string, unknown>> = [];
  const paths: string[] = [];
  server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    bodies.push(JSON.parse(raw) as Record<string, unknown>);
    paths.push(request.url ?? '');
    const next = responses[bodies.length - 1];
    response.writeHead(next ? 200 : 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(next ?? { error: { message: 'no more scripted responses' } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, bodies, paths };
}

const emptyStore: Retriever = { search: async () => [] };
const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };
const priceHit: Hit = {
  chunkId: 'c1',
  documentId: 'd1',
  text: 'Der Premium-Plan für Gamma kostet 1.990 € pro Monat.',
  language: 'german',
  relevance: 0.92,
  scores: { rrf: 0.03 },
  citation: {
    source: 'vertrag-gamma.md',
    title: 'Vertrag Gamma',
    version: '1.0',
    section: '§ 2 Vergütung',
    page: null,
    sourceUrl: null,
    documentDate: '2026-10-01',
    indexedAt: '2026-11-01T00:00:00Z',
    status: 'current',
  },
};
const question = 'Was kostet der Premium-Plan für Gamma?';
const now = () => new Date('2026-11-29T00:00:00Z');

type AnthropicBlock = { type: string; tool_use_id?: string; is_error?: boolean; content?: unknown };

describe('grounded tool results on the wire', () => {
  it('reach Anthropic with the native is_error flag for NOT_FOUND', async () => {
    const loopback = await startLoopback([fixture('anthropic-tool-use.json'), fixture('anthropic-final-text.json')]);
    const model = createLanguageModel('anthropic:claude-sonnet-4-5', { providers: { anthropicApiKey: 'test-key', anthropicBaseUrl: loopback.baseUrl } });
    const result = await ask(question, { model, retriever: emptyStore, judge, tenantId: 't', now });

    expect(loopback.paths).toEqual(['/v1/messages', '/v1/messages']);
    const first = loopback.bodies[0]!;
    expect(first.tools).toEqual([expect.objectContaining({ name: 'search_knowledge_base', input_schema: expect.any(Object) })]);
    expect(first.tool_choice).toEqual({ type: 'auto' });
    const messages = loopback.bodies[1]!.messages as Array<{ role: string; content: AnthropicBlock[] }>;
    const toolResult = messages.flatMap((message) => message.content).find((block) => block.type === 'tool_result');
    expect(toolResult).toMatchObject({ tool_use_id: 'toolu_01A09q90qw90lq917835lq9', is_error: true });
    expect(String(toolResult!.content)).toContain('NOT_FOUND');
    // The fixture's final answer invents "1.990 €": it must not reach the user.
    expect(result.status).toBe('not_found');
    expect(result.answer).not.toMatch(/1\.990/);
  });

  it('reach Anthropic without is_error for FOUND', async () => {
    const loopback = await startLoopback([fixture('anthropic-tool-use.json'), fixture('anthropic-final-text.json')]);
    const model = createLanguageModel('anthropic:claude-sonnet-4-5', { providers: { anthropicApiKey: 'test-key', anthropicBaseUrl: loopback.baseUrl } });
    const result = await ask(question, { model, retriever: { search: async () => [priceHit] }, judge, tenantId: 't', now });
    const messages = loopback.bodies[1]!.messages as Array<{ role: string; content: AnthropicBlock[] }>;
    const toolResult = messages.flatMap((message) => message.content).find((block) => block.type === 'tool_result');
    expect(toolResult).toBeDefined();
    expect(toolResult!.is_error).toBeUndefined();
    expect(String(toolResult!.content)).toContain('FOUND');
    expect(result.status).toBe('answered');
    expect(result.citations[0]).toMatchObject({ source: 'vertrag-gamma.md', marker: 1 });
  });

  it.each([
    ['openai:gpt-4.1', (baseUrl: string) => ({ openaiApiKey: 'test-key', openaiBaseUrl: baseUrl })],
    ['openai-compatible:gpt-4.1@BASE', () => ({})],
  ])('reach %s with the explicit error state in the tool message content', async (spec, providers) => {
    const loopback = await startLoopback([fixture('openai-tool-call.json'), fixture('openai-final-text.json')]);
    const model = createLanguageModel(spec.replace('BASE', loopback.baseUrl), { providers: providers(loopback.baseUrl) });
    const result = await ask(question, { model, retriever: emptyStore, judge, tenantId: 't', now });

    expect(loopback.paths).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(loopback.bodies[0]!.tool_choice).toBe('auto');
    const messages = loopback.bodies[1]!.messages as Array<{ role: string; tool_call_id?: string; content: string }>;
    const toolMessage = messages.find((message) => message.role === 'tool');
    expect(toolMessage).toMatchObject({ tool_call_id: 'call_DdmNVKb2EDgkq3FYqcwoQ8x9' });
    const content = JSON.parse(toolMessage!.content) as { state: string; isError: boolean; content: string };
    expect(content).toMatchObject({ state: 'NOT_FOUND', isError: true });
    expect(content.content).toMatch(/NOT_FOUND/);
    expect(result.status).toBe('not_found');
    expect(result.answer).not.toMatch(/\d/);
  });
});
