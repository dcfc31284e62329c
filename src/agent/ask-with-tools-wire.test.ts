import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../model/index.js';
import type { Judge, Retriever } from '../spec/index.js';
import { createMemoryAgentRunStore, createToolRuntime, parseToolsFile, toolSpecsFromFile } from '../tools/index.js';
import { askWithTools, resumeToolRun, type ToolAgentDeps } from './ask-with-tools.js';

// The agent loop with the user's tools against loopback servers speaking the Anthropic Messages and OpenAI chat
// completions APIs: what reaches the wire (tool_choice, one result per tool_use id, is_error) and what the user gets.
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as object;
const file = parseToolsFile(fixture('rental-tools.json'));

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function startLoopback(responses: object[]) {
  const bodies: Array<Record<string, unknown>> = [];
  server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    bodies.push(JSON.parse(raw) as Record<string, unknown>);
    const next = responses[bodies.length - 1];
    response.writeHead(next ? 200 : 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(next ?? { error: { message: 'no more scripted responses' } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies };
}

function depsFor(model: ToolAgentDeps['ask']['model'], executed: string[]): ToolAgentDeps {
  const runtime = createToolRuntime({
    tools: toolSpecsFromFile(file, {
      language: 'de',
      execute: {
        get_rental: async (args) => {
          executed.push(String(args.rental_id));
          if (args.rental_id === 'RN-9999') throw Object.assign(new Error('rental archive offline'), { status: 503 });
          return { rental_id: args.rental_id, status: 'aktiv', return_date: '2026-12-05' };
        },
      },
    }),
    language: 'de',
    policy: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 2 },
  });
  const retriever: Retriever = { search: async () => [] };
  const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };
  return {
    ask: { model, retriever, judge, tenantId: 't', maxSteps: 2 },
    runtime,
    file,
    runs: createMemoryAgentRunStore(),
    toolChoice: { first: { type: 'tool', toolName: 'get_rental' } },
  };
}

const question = 'Wie ist der Status von RN-1234 und RN-9999?';

describe('the tool loop on the wire', () => {
  it('Anthropic: named tool_choice, every tool_use id answered, is_error only on the failing call', async () => {
    const loopback = await startLoopback([fixture('anthropic-parallel-tool-use.json'), fixture('anthropic-rental-final-text.json')]);
    const model = createLanguageModel('anthropic:claude-sonnet-4-5', { providers: { anthropicApiKey: 'test-key', anthropicBaseUrl: loopback.baseUrl } });
    const executed: string[] = [];
    const result = await askWithTools(question, depsFor(model, executed));

    expect(loopback.bodies).toHaveLength(2);
    expect(loopback.bodies[0]!.tool_choice).toEqual({ type: 'tool', name: 'get_rental' });
    const names = (loopback.bodies[0]!.tools as Array<{ name: string }>).map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['get_rental', 'book_repair', 'search_knowledge_base']));
    const blocks = (loopback.bodies[1]!.messages as Array<{ content: Array<{ type: string; tool_use_id?: string; is_error?: boolean; content?: unknown }> }>).flatMap((message) => message.content);
    const results = blocks.filter((block) => block.type === 'tool_result');
    expect(results.map((block) => block.tool_use_id)).toEqual(['toolu_01T1x1JJAkAHNPhzRrKamHrn', 'toolu_01T1x1JJAkAHNPhzRrKamHro']);
    expect(results[0]!.is_error).toBeUndefined();
    expect(results[1]!.is_error).toBe(true);
    expect(JSON.stringify(results[1]!.content)).toContain('TRANSIENT');
    expect(executed.sort()).toEqual(['RN-1234', 'RN-9999', 'RN-9999']);
    expect(result.status).toBe('answered_with_caveat');
    expect(result.calls.map((call) => [call.id, call.outcome])).toEqual([
      ['toolu_01T1x1JJAkAHNPhzRrKamHrn', 'ok'],
      ['toolu_01T1x1JJAkAHNPhzRrKamHro', 'error'],
    ]);
    expect(result.answer).toContain('RN-1234 ist aktiv');
  });

  it('OpenAI: named tool_choice first, none for the synthesis, one tool message per tool_call id with the error state', async () => {
    const loopback = await startLoopback([fixture('openai-parallel-tool-calls.json'), fixture('openai-rental-final-text.json')]);
    const model = createLanguageModel('openai:gpt-4.1', { providers: { openaiApiKey: 'test-key', openaiBaseUrl: loopback.baseUrl } });
    const executed: string[] = [];
    const result = await askWithTools(question, depsFor(model, executed));

    expect(loopback.bodies[0]!.tool_choice).toEqual({ type: 'function', function: { name: 'get_rental' } });
    expect(loopback.bodies[1]!.tool_choice).toBe('none');
    const toolMessages = (loopback.bodies[1]!.messages as Array<{ role: string; tool_call_id?: string; content: string }>).filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(['call_Rn1234aaaaaaaaaaaaaaaaaa', 'call_Rn9999bbbbbbbbbbbbbbbbbb']);
    expect(JSON.parse(toolMessages[0]!.content)).toMatchObject({ status: 'ok', output: { status: 'aktiv' } });
    expect(JSON.parse(toolMessages[1]!.content)).toMatchObject({ status: 'error', error: { error: 'TRANSIENT' } });
    expect(result.calls.map((call) => call.outcome)).toEqual(['ok', 'error']);
    expect(result.answer).toBe('RN-1234 ist aktiv (Rückgabe 2026-12-05); RN-9999 konnte gerade nicht abgefragt werden.');
  });

  it('OpenAI: malformed tool-call JSON and an unknown tool each get one tool message with the structured error and hint of the runtime, and nothing runs', async () => {
    const toolCall = (id: string, name: string, args: string) => ({ id, type: 'function', function: { name, arguments: args } });
    const first = {
      id: 'chatcmpl-x', object: 'chat.completion', created: 1, model: 'gpt-4.1',
      choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [toolCall('call_bad_json', 'get_rental', '{"rental_id": RN-1'), toolCall('call_unknown', 'get_rentals', '{"rental_id":"RN-1234"}')] }, finish_reason: 'tool_calls' }],
    };
    const final = { id: 'chatcmpl-y', object: 'chat.completion', created: 2, model: 'gpt-4.1', choices: [{ index: 0, message: { role: 'assistant', content: 'Die Abfrage ist fehlgeschlagen.' }, finish_reason: 'stop' }] };
    const loopback = await startLoopback([first, final]);
    const model = createLanguageModel('openai:gpt-4.1', { providers: { openaiApiKey: 'test-key', openaiBaseUrl: loopback.baseUrl } });
    const executed: string[] = [];
    const result = await askWithTools(question, { ...depsFor(model, executed), toolChoice: undefined });
    const toolMessages = (loopback.bodies[1]!.messages as Array<{ role: string; tool_call_id?: string; content: string }>).filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(['call_bad_json', 'call_unknown']);
    // The model reads the runtime's structured error for each, as for any failed call: type, message, did-you-mean hint.
    expect(JSON.parse(toolMessages[0]!.content)).toMatchObject({ status: 'error', error: { error: 'INVALID_ARGUMENT' } });
    expect(JSON.parse(toolMessages[1]!.content)).toMatchObject({ status: 'error', error: { error: 'INVALID_ARGUMENT', hint: expect.stringContaining('get_rental') } });
    expect(executed).toEqual([]);
    expect(result.calls.map((call) => [call.id, call.outcome, call.error?.error])).toEqual([
      ['call_bad_json', 'invalid', 'INVALID_ARGUMENT'],
      ['call_unknown', 'invalid', 'INVALID_ARGUMENT'],
    ]);
    expect(result.calls[1]!.error?.hint).toMatch(/get_rental/);
    expect(result.status).toBe('not_found');
  });

  it('Anthropic: a denied approval reaches the model as an is_error tool_result with the reason, and the call never runs', async () => {
    const toolUse = {
      id: 'msg_01', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', stop_reason: 'tool_use', stop_sequence: null,
      content: [{ type: 'tool_use', id: 'toolu_repair_01', name: 'book_repair', input: { bike_id: 'BK-1001' } }],
      usage: { input_tokens: 10, output_tokens: 5 },
    };
    const final = { id: 'msg_02', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', stop_reason: 'end_turn', stop_sequence: null, content: [{ type: 'text', text: 'Die Reparatur wurde nicht gebucht: abgelehnt.' }], usage: { input_tokens: 10, output_tokens: 5 } };
    const loopback = await startLoopback([toolUse, final]);
    const model = createLanguageModel('anthropic:claude-sonnet-4-5', { providers: { anthropicApiKey: 'test-key', anthropicBaseUrl: loopback.baseUrl } });
    const executed: string[] = [];
    const deps = { ...depsFor(model, executed), toolChoice: undefined };
    deps.ask.maxSteps = 3;
    const booked: string[] = [];
    const runtime = createToolRuntime({ tools: toolSpecsFromFile(file, { language: 'de', execute: { book_repair: async (args) => (booked.push(String(args.bike_id)), { repair_order: 'WR-1' }) } }), language: 'de' });
    const paused = await askWithTools('Buche eine Reparatur für BK-1001.', { ...deps, runtime });
    expect(paused.status).toBe('awaiting_approval');
    expect(loopback.bodies).toHaveLength(1);
    await runtime.decideApproval(paused.approvals![0]!.id, { decision: 'reject', decidedBy: 'lead', reason: 'Werkstatt voll' }, 't');
    const resumed = await resumeToolRun(paused.run_id!, { ...deps, runtime });
    expect(booked).toEqual([]);
    const blocks = (loopback.bodies[1]!.messages as Array<{ content: Array<{ type: string; tool_use_id?: string; is_error?: boolean; content?: unknown }> | string }>)
      .flatMap((message) => (typeof message.content === 'string' ? [] : message.content))
      .filter((block) => block.type === 'tool_result');
    expect(blocks).toEqual([expect.objectContaining({ tool_use_id: 'toolu_repair_01', is_error: true })]);
    expect(JSON.stringify(blocks[0]!.content)).toContain('Werkstatt voll');
    expect(resumed?.calls).toEqual([expect.objectContaining({ id: 'toolu_repair_01', outcome: 'error', error: expect.objectContaining({ error: 'PERMANENT' }) })]);
  });
});
