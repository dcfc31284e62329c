import { readFileSync } from 'node:fs';
import type { LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from '../model/index.js';
import type { Confidence, Judge, Retriever } from '../spec/index.js';
import type { ToolSpec } from '../spec/tool-spec.js';
import { createMemoryAgentRunStore, createToolRuntime, parseToolsFile, toolSpecsFromFile, type AgentRunStore, type ToolRuntime } from '../tools/index.js';
import { ask } from './ask.js';
import { askWithTools, resumeToolRun, type ToolAgentDeps } from './ask-with-tools.js';
import type { AskDeps } from './types.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const file = parseToolsFile(JSON.parse(readFileSync(new URL('./__fixtures__/rental-tools.json', import.meta.url), 'utf8')));
const emptyStore: Retriever = { search: async () => [] };
const HIGH: Confidence = { level: 'HIGH', reason: 'test', canAnswer: true };
const judge: Judge = { id: 'fixed', judge: async () => HIGH };

type Backend = ToolSpec['execute'];

function setup(backends: Record<string, Backend>, options: { model?: AskDeps['model']; runs?: AgentRunStore; runtime?: ToolRuntime; policy?: ToolSpec['policy']; signal?: AbortSignal } = {}) {
  const executed: string[] = [];
  const execute = Object.fromEntries(
    Object.entries(backends).map(([name, backend]) => [
      name,
      (async (args, context) => {
        executed.push(`${name} ${JSON.stringify(args)}`);
        return backend(args, context);
      }) as Backend,
    ]),
  );
  const runtime = options.runtime ?? createToolRuntime({ tools: toolSpecsFromFile(file, { language: 'de', execute }), language: 'de', policy: { initialDelayMs: 1, maxDelayMs: 2, ...options.policy } });
  const runs = options.runs ?? createMemoryAgentRunStore();
  let ids = 0;
  const deps: ToolAgentDeps = {
    ask: { model: options.model ?? createOfflineModel(), retriever: emptyStore, judge, tenantId: 't1', now: () => NOW, maxSteps: 4, signal: options.signal },
    runtime,
    file,
    runs,
    now: () => NOW,
    newId: () => `run-${++ids}`,
  };
  return { deps, executed, runtime, runs };
}

const rental = async (args: Record<string, unknown>) => ({ rental_id: args.rental_id, status: 'aktiv', return_date: '2026-12-05' });

function step(content: LanguageModelV3Content[], finish: 'stop' | 'tool-calls' = 'stop'): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: finish, raw: finish }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
}
const toolCall = (id: string, toolName: string, input: string): LanguageModelV3Content => ({ type: 'tool-call', toolCallId: id, toolName, input });
const text = (value: string): LanguageModelV3Content => ({ type: 'text', text: value });
const scripted = (...results: LanguageModelV3GenerateResult[]) => new MockLanguageModelV3({ provider: 'scripted', modelId: 'llm', doGenerate: results });
const toolResults = (options: LanguageModelV3CallOptions) =>
  options.prompt.flatMap((message) => (message.role === 'tool' ? message.content : [])).filter((part) => part.type === 'tool-result');

describe('askWithTools, offline', () => {
  it('runs parallel calls concurrently and composes the answer from their results only', async () => {
    let running = 0;
    let overlap = 0;
    const { deps, executed } = setup({
      get_rental: async (args) => {
        running += 1;
        overlap = Math.max(overlap, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        if (args.rental_id === 'RN-5678') throw Object.assign(new Error('not in archive'), { status: 404 });
        return rental(args);
      },
    });
    const result = await askWithTools('Wie ist der Status von Miete RN-1234 und RN-5678?', deps);
    expect(executed).toHaveLength(2);
    expect(overlap).toBe(2);
    expect(result.calls.map((call) => [call.tool, call.arguments, call.outcome])).toEqual([
      ['get_rental', { rental_id: 'RN-1234' }, 'ok'],
      ['get_rental', { rental_id: 'RN-5678' }, 'error'],
    ]);
    expect(result.status).toBe('answered_with_caveat');
    expect(result.answer).toContain('rental_id: RN-1234; status: aktiv; return_date: 2026-12-05');
    expect(result.answer).toContain('not in archive');
    // Nothing beyond what the tools returned: the only digits are the ids and the returned date.
    expect(result.answer.match(/\d[\d-]*/g)?.filter((value) => !['1234', '5678', '2026-12-05', '404'].some((known) => value.includes(known)))).toEqual([]);
  });

  it('asks back for a missing required argument instead of guessing', async () => {
    const { deps, executed } = setup({ get_rental: rental });
    const result = await askWithTools('Wie ist der Status meiner Miete?', deps);
    expect(result.status).toBe('needs_input');
    expect(result.answer).toContain('rental_id (Mietnummer, z. B. RN-1234)');
    expect(result.calls).toEqual([]);
    expect(executed).toEqual([]);
  });

  it('answers a question no tool fits exactly as ask does without tools', async () => {
    const { deps } = setup({ get_rental: rental });
    const question = 'Was kostet der Tarif Business?';
    const withTools = await askWithTools(question, deps);
    const { calls, ...rest } = withTools;
    expect(calls).toEqual([]);
    expect(rest).toEqual(await ask(question, deps.ask));
  });

  it('reports a timeout as a structured error result, once per call id', async () => {
    const { deps } = setup({ get_rental: (_args, context) => new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted')))) }, { policy: { timeoutMs: 50, maxAttempts: 2 } });
    const result = await askWithTools('Wie ist der Status von Miete RN-1234?', deps);
    expect(result.calls).toEqual([expect.objectContaining({ id: 'offline-call-1', outcome: 'error', error: expect.objectContaining({ error: 'TRANSIENT' }) })]);
    expect(result.status).toBe('error');
    expect(result.answer).toContain('50');
  });

  it('treats malformed tool output as a failed call, never as a result', async () => {
    const { deps } = setup({ get_rental: async () => undefined });
    const result = await askWithTools('Wie ist der Status von Miete RN-1234?', deps);
    expect(result.calls[0]).toMatchObject({ outcome: 'error', error: { error: 'TRANSIENT' } });
    expect(result.answer).not.toContain('status:');
  });
});

describe('approval as a state of the loop', () => {
  it('pauses on an irreversible call without executing it; a rejection resumes with a structured refusal and never executes', async () => {
    const runs = createMemoryAgentRunStore();
    const first = setup({ book_repair: async (args) => ({ ...args, repair_order: 'WR-1' }) }, { runs });
    const paused = await askWithTools('Buche bitte eine Reparatur für Rad BK-1001.', first.deps);
    expect(paused.status).toBe('awaiting_approval');
    expect(paused.calls).toEqual([expect.objectContaining({ tool: 'book_repair', outcome: 'approval_required' })]);
    expect(paused.approvals).toEqual([{ id: expect.any(String), tool: 'book_repair', arguments: { bike_id: 'BK-1001' } }]);
    expect(first.executed).toEqual([]);
    expect((await runs.get('t1', paused.run_id!))?.status).toBe('paused');

    // Still pending: resuming leaves the run paused.
    expect((await resumeToolRun(paused.run_id!, first.deps))?.status).toBe('awaiting_approval');

    await first.runtime.decideApproval(paused.approvals![0]!.id, { decision: 'reject', decidedBy: 'lead', reason: 'Werkstatt ist voll' }, 't1');
    const resumed = await resumeToolRun(paused.run_id!, first.deps);
    expect(first.executed).toEqual([]);
    expect(resumed?.calls).toEqual([expect.objectContaining({ id: paused.calls[0]!.id, outcome: 'error', error: expect.objectContaining({ error: 'PERMANENT' }) })]);
    expect(resumed?.answer).toContain('Werkstatt ist voll');
    expect(resumed?.answer).not.toContain('WR-1');
    expect(resumed?.status).toBe('not_found');
    expect((await runs.get('t1', paused.run_id!))?.status).toBe('completed');
    // A completed run is not resumed twice.
    expect(await resumeToolRun(paused.run_id!, first.deps)).toBeNull();
  });

  it('executes an approved call exactly once after the resume, and the model sees its result', async () => {
    const { deps, executed, runtime } = setup({ book_repair: async (args) => ({ ...args, repair_order: 'WR-1' }) });
    const paused = await askWithTools('Buche bitte eine Reparatur für Rad BK-1001.', deps);
    await runtime.decideApproval(paused.approvals![0]!.id, { decision: 'approve', decidedBy: 'lead' }, 't1');
    const resumed = await resumeToolRun(paused.run_id!, deps);
    expect(executed).toEqual(['book_repair {"bike_id":"BK-1001"}']);
    expect(resumed).toMatchObject({ status: 'answered', calls: [{ outcome: 'ok' }] });
    expect(resumed?.answer).toContain('repair_order: WR-1');
  });

  it('gives a rejected call to an LLM as an error result it cannot mistake for success', async () => {
    const model = scripted(
      step([toolCall('c1', 'book_repair', '{"bike_id":"BK-1001"}')], 'tool-calls'),
      step([text('Die Reparatur wurde abgelehnt und nicht gebucht.')]),
    );
    const { deps, executed, runtime } = setup({ book_repair: async () => ({ repair_order: 'WR-1' }) }, { model });
    const paused = await askWithTools('Buche eine Reparatur für BK-1001', deps);
    expect(model.doGenerateCalls).toHaveLength(1);
    await runtime.decideApproval(paused.approvals![0]!.id, { decision: 'reject', decidedBy: 'lead', reason: 'zu teuer' }, 't1');
    const resumed = await resumeToolRun(paused.run_id!, deps);
    expect(executed).toEqual([]);
    const [result] = toolResults(model.doGenerateCalls[1]!);
    expect(result).toMatchObject({ toolCallId: 'c1', output: { type: 'error-json', value: { status: 'error', error: { error: 'PERMANENT' } } } });
    expect(JSON.stringify(result)).toContain('zu teuer');
    expect(resumed?.answer).toBe('Die Reparatur wurde abgelehnt und nicht gebucht.');
  });
});

describe('askWithTools with a model (AI SDK loop)', () => {
  it('answers every call id exactly once: parallel, failing, malformed JSON, unknown tool; named tool choice first, none last', async () => {
    const model = scripted(
      step(
        [
          toolCall('a', 'get_rental', '{"rental_id":"RN-1234"}'),
          toolCall('b', 'get_rental', '{"rental_id":"RN-9999"}'),
          toolCall('c', 'get_rental', '{"rental_id": RN-1'),
          toolCall('d', 'get_rentals', '{"rental_id":"RN-1234"}'),
          toolCall('e', 'get_rental', '{"rental_id":"1234"}'),
        ],
        'tool-calls',
      ),
      step([text('RN-1234 ist aktiv, Rückgabe am 2026-12-05.')]),
    );
    const { deps, executed } = setup(
      { get_rental: async (args) => (args.rental_id === 'RN-9999' ? Promise.reject(Object.assign(new Error('archive down'), { status: 503 })) : rental(args)) },
      { model, policy: { maxAttempts: 2 } },
    );
    deps.toolChoice = { first: { type: 'tool', toolName: 'get_rental' } };
    deps.ask.maxSteps = 3;
    const result = await askWithTools('Status von RN-1234?', deps);
    expect(model.doGenerateCalls[0]!.toolChoice).toEqual({ type: 'tool', toolName: 'get_rental' });
    expect(result.calls.map((call) => [call.id, call.outcome, call.error?.error ?? null])).toEqual([
      ['a', 'ok', null],
      ['b', 'error', 'TRANSIENT'],
      ['c', 'invalid', 'INVALID_ARGUMENT'],
      ['d', 'invalid', 'INVALID_ARGUMENT'],
      ['e', 'invalid', 'INVALID_ARGUMENT'],
    ]);
    expect(new Set(result.calls.map((call) => call.id))).toEqual(new Set(['a', 'b', 'c', 'd', 'e']));
    expect(result.calls.find((call) => call.id === 'd')?.error?.hint).toMatch(/get_rental/);
    // The model's second step sees one result per call id.
    const ids = toolResults(model.doGenerateCalls[1]!).map((part) => part.toolCallId).sort();
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Only the two well-formed calls with valid arguments reached the backend (b twice: one retry).
    expect(executed.filter((line) => line.includes('RN-1234'))).toHaveLength(1);
    expect(executed.filter((line) => line.includes('RN-9999'))).toHaveLength(2);
    expect(result.status).toBe('answered_with_caveat');
    expect(result.answer).toBe('RN-1234 ist aktiv, Rückgabe am 2026-12-05.');
  });

  it('replaces an answer that states a value no tool returned by the tool results', async () => {
    const model = scripted(step([toolCall('a', 'get_rental', '{"rental_id":"RN-1234"}')], 'tool-calls'), step([text('RN-1234 kostet 49 € und ist aktiv.')]));
    const { deps } = setup({ get_rental: rental }, { model });
    const result = await askWithTools('Status von RN-1234?', deps);
    expect(result.answer).not.toContain('49');
    expect(result.answer).toContain('status: aktiv');
    expect(result.status).toBe('answered_with_caveat');
  });

  it('forces the synthesis step with tool choice none when the steps run out', async () => {
    const model = scripted(
      step([toolCall('a', 'get_rental', '{"rental_id":"RN-1234"}')], 'tool-calls'),
      step([text('RN-1234 ist aktiv.')]),
    );
    const { deps } = setup({ get_rental: rental }, { model });
    deps.ask.maxSteps = 2;
    await askWithTools('Status von RN-1234?', deps);
    expect(model.doGenerateCalls.map((call) => call.toolChoice?.type)).toEqual(['auto', 'none']);
  });

  it('keeps one outcome per started call when the run is aborted', async () => {
    const controller = new AbortController();
    const model = scripted(step([toolCall('a', 'get_rental', '{"rental_id":"RN-1234"}'), toolCall('b', 'get_rental', '{"rental_id":"RN-5678"}')], 'tool-calls'), step([text('unreachable')]));
    const { deps } = setup(
      {
        get_rental: (_args, context) => {
          setTimeout(() => controller.abort(), 10);
          return new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted'))));
        },
      },
      { model, signal: controller.signal, policy: { timeoutMs: 5_000 } },
    );
    const result = await askWithTools('Status von RN-1234 und RN-5678?', deps);
    expect(result.calls.map((call) => [call.id, call.outcome])).toEqual([
      ['a', 'error'],
      ['b', 'error'],
    ]);
    expect(result.status).toBe('error');
    expect(result.answer).not.toContain('unreachable');
  });
});

describe('Tool RAG in the loop', () => {
  it('offers a model only the selected tools when more than the threshold are registered', async () => {
    const extra = Array.from({ length: 6 }, (_, index) => ({
      name: `get_weather_${index}`,
      description: `Liefert das Wetter für Region ${index}. Verwenden für Wetterfragen. Nicht für Mieten.`,
      side_effect: 'none' as const,
      parameters: { type: 'object', properties: { day: { type: 'string', description: 'Tag, z. B. morgen.' } } },
    }));
    const many = parseToolsFile({ tools: [...file.tools, ...extra], fixtures: {} });
    const model = scripted(step([text('Keine Angabe.')]));
    const runtime = createToolRuntime({ tools: toolSpecsFromFile(many, { language: 'de' }), selection: { threshold: 3, topK: 2 } });
    const { deps } = setup({}, { model, runtime });
    deps.file = many;
    await askWithTools('Wie ist der Status von Miete RN-1234?', deps);
    const offered = (model.doGenerateCalls[0]!.tools ?? []).map((tool) => tool.name);
    expect(offered).toContain('get_rental');
    expect(offered).toContain('search_knowledge_base');
    // topK 2 of the eight registered, plus the built-in knowledge-base search.
    expect(offered.filter((name) => name !== 'search_knowledge_base')).toHaveLength(2);
  });
});

describe('duplicate calls in one run', () => {
  it('executes a repeated side-effecting call once; both call ids get the result, the second replayed', async () => {
    const extend = parseToolsFile([
      {
        name: 'extend_rental',
        description: 'Verlängert eine Miete um einen Tag. Verwenden auf Wunsch des Kunden. Nicht für Statusfragen.',
        side_effect: 'idempotent',
        parameters: { type: 'object', required: ['rental_id'], properties: { rental_id: { type: 'string', description: 'Mietnummer, z. B. RN-1234.' } } },
      },
    ]);
    let extended = 0;
    const runtime = createToolRuntime({
      tools: toolSpecsFromFile(extend, { execute: { extend_rental: async (args) => ({ rental_id: args.rental_id, extension: ++extended }) } }),
      idempotency: { includeCallId: false },
    });
    const model = scripted(
      step([toolCall('x1', 'extend_rental', '{"rental_id":"RN-1234"}'), toolCall('x2', 'extend_rental', '{"rental_id":"RN-1234"}')], 'tool-calls'),
      step([text('Die Miete RN-1234 ist verlängert (Verlängerung 1).')]),
    );
    const { deps } = setup({}, { model, runtime });
    deps.file = extend;
    const result = await askWithTools('Bitte RN-1234 verlängern.', deps);
    expect(extended).toBe(1);
    expect(result.calls.map((call) => [call.id, call.outcome])).toEqual([
      ['x1', 'ok'],
      ['x2', 'ok'],
    ]);
    const outputs = toolResults(model.doGenerateCalls[1]!).map((part) => part.output);
    expect(outputs).toEqual([
      { type: 'json', value: { status: 'ok', tool: 'extend_rental', output: { rental_id: 'RN-1234', extension: 1 } } },
      { type: 'json', value: { status: 'ok', tool: 'extend_rental', output: { rental_id: 'RN-1234', extension: 1 } } },
    ]);
  });
});
