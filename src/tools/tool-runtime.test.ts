import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ToolPolicyOptions } from '../spec/tool-spec.js';
import { defineTool } from './define-tool.js';
import { createToolRuntime } from './tool-runtime.js';

function httpError(status: number): Error {
  return Object.assign(new Error(`HTTP ${status}`), { status });
}

/** A read tool whose behaviour per attempt is scripted; records when each attempt started. */
function scriptedTool(script: Array<'ok' | 503 | 400 | 'hang' | 'throw'>, policy: ToolPolicyOptions = {}, name = 'get_value') {
  const startedAt: number[] = [];
  const tool = defineTool({
    name,
    description: 'Returns a value.',
    inputSchema: z.object({ id: z.string() }),
    sideEffect: 'none',
    policy: { initialDelayMs: 200, ...policy },
    async execute(args, context) {
      startedAt.push(Date.now());
      const step = script[Math.min(startedAt.length - 1, script.length - 1)];
      if (step === 503 || step === 400) throw httpError(step);
      if (step === 'throw') throw new TypeError('bug in tool');
      if (step === 'hang') return new Promise<never>((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      return { id: args.id, value: 42 };
    },
  });
  return { tool, startedAt };
}

describe('executeToolCall policies (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settle<T>(promise: Promise<T>): Promise<T> {
    await vi.runAllTimersAsync();
    return promise;
  }

  it('retries transient errors with exponential backoff and jitter from the injected random', async () => {
    const { tool, startedAt } = scriptedTool([503, 503, 'ok']);
    const runtime = createToolRuntime({ tools: [tool], random: () => 0.5 });
    const outcome = await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(outcome).toEqual({ status: 'ok', callId: 'c1', toolName: 'get_value', output: { id: 'a', value: 42 } });
    // step 200 → 150 with random 0.5; step 400 → 300.
    expect(startedAt).toEqual([0, 150, 450]);
    const [trace] = await runtime.listTraces();
    expect(trace).toMatchObject({ status: 'ok', attempts: 3, errorType: null });
  });

  it('stops at the attempt cap and returns TRANSIENT with a hint', async () => {
    const { tool, startedAt } = scriptedTool([503]);
    const runtime = createToolRuntime({ tools: [tool], random: () => 0 });
    const outcome = await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(startedAt).toHaveLength(3);
    expect(outcome.status === 'error' && outcome.error).toMatchObject({ error: 'TRANSIENT', hint: expect.stringContaining('try again later') });
  });

  it('never exceeds 5 attempts even when a tool asks for more', async () => {
    const { tool, startedAt } = scriptedTool([503], { maxAttempts: 12 });
    const runtime = createToolRuntime({ tools: [tool], random: () => 0 });
    await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(startedAt).toHaveLength(5);
  });

  it('does not retry permanent errors', async () => {
    const { tool, startedAt } = scriptedTool([400]);
    const runtime = createToolRuntime({ tools: [tool] });
    const outcome = await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(startedAt).toHaveLength(1);
    expect(outcome.status === 'error' && outcome.error.error).toBe('PERMANENT');
  });

  it('does not execute at all when validation fails', async () => {
    const { tool, startedAt } = scriptedTool(['ok']);
    const runtime = createToolRuntime({ tools: [tool] });
    const outcome = await runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 7 } }, { runId: 'r1' });
    expect(startedAt).toHaveLength(0);
    expect(outcome.status === 'error' && outcome.error).toMatchObject({ error: 'INVALID_ARGUMENT', parameter: 'id', received: 7 });
  });

  it('times out hanging attempts and retries them as transient', async () => {
    const { tool, startedAt } = scriptedTool(['hang'], { timeoutMs: 1_000, maxAttempts: 2 });
    const runtime = createToolRuntime({ tools: [tool], random: () => 0 });
    const outcome = await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(startedAt).toEqual([0, 1_100]);
    expect(outcome.status === 'error' && outcome.error).toMatchObject({ error: 'TRANSIENT', message: 'The tool did not answer within 1000 ms.' });
  });

  it('opens the breaker after consecutive failures, answers CIRCUIT_OPEN at once, half-opens after the cool-down', async () => {
    const { tool, startedAt } = scriptedTool([503, 503, 'ok'], { maxAttempts: 1, breakerThreshold: 2, breakerCooldownMs: 10_000 });
    const runtime = createToolRuntime({ tools: [tool] });
    const call = (id: string, sessionId = 's1') => settle(runtime.executeToolCall({ callId: id, toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1', sessionId }));
    await call('c1');
    await call('c2');
    expect(runtime.breakerState('get_value', 's1')).toBe('open');
    const blocked = await call('c3');
    expect(blocked.status === 'error' && blocked.error.error).toBe('CIRCUIT_OPEN');
    expect(blocked.status === 'error' && blocked.error.hint).toContain('Do not call it again now');
    expect(startedAt).toHaveLength(2);
    // Another session keeps its own breaker.
    expect(runtime.breakerState('get_value', 's2')).toBe('none');
    await vi.advanceTimersByTimeAsync(10_001);
    const trial = await call('c4');
    expect(trial.status).toBe('ok');
    expect(runtime.breakerState('get_value', 's1')).toBe('closed');
  });

  it('re-opens when the half-open trial call fails', async () => {
    const { tool } = scriptedTool([503], { maxAttempts: 1, breakerThreshold: 1, breakerCooldownMs: 5_000 });
    const runtime = createToolRuntime({ tools: [tool] });
    const call = (id: string) => settle(runtime.executeToolCall({ callId: id, toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    await call('c1');
    await vi.advanceTimersByTimeAsync(5_001);
    await call('c2');
    expect(runtime.breakerState('get_value', 'r1')).toBe('open');
  });

  it('returns the declared fallback after transient failures', async () => {
    const { tool } = scriptedTool([503], { maxAttempts: 2 });
    const withFallback = { ...tool, fallback: () => ({ value: null, note: 'cached value unavailable' }) };
    const runtime = createToolRuntime({ tools: [withFallback], random: () => 0 });
    const outcome = await settle(runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' }));
    expect(outcome).toMatchObject({ status: 'ok', output: { note: 'cached value unavailable' } });
  });

  it('limits concurrency per tool with a bulkhead', async () => {
    const { tool } = scriptedTool(['hang'], { concurrency: 1, queue: 0, maxAttempts: 1, timeoutMs: 1_000 });
    const runtime = createToolRuntime({ tools: [tool] });
    const first = runtime.executeToolCall({ callId: 'c1', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' });
    const second = runtime.executeToolCall({ callId: 'c2', toolName: 'get_value', arguments: { id: 'a' } }, { runId: 'r1' });
    await vi.runAllTimersAsync();
    const outcomes = await Promise.all([first, second]);
    expect(outcomes[1]?.status === 'error' && outcomes[1].error.message).toBe('Tool get_value is busy (too many concurrent calls).');
  });
});

describe('executeToolCalls', () => {
  it('gives every call id exactly one outcome, whatever happens', async () => {
    const ok = scriptedTool(['ok'], {}, 'get_ok').tool;
    const broken = scriptedTool(['throw'], {}, 'get_broken').tool;
    const slow = scriptedTool(['hang'], { timeoutMs: 30, maxAttempts: 1 }, 'get_slow').tool;
    const runtime = createToolRuntime({ tools: [ok, broken, slow] });
    const outcomes = await runtime.executeToolCalls(
      [
        { callId: 'a', toolName: 'get_ok', arguments: { id: '1' } },
        { callId: 'b', toolName: 'get_broken', arguments: { id: '1' } },
        { callId: 'c', toolName: 'get_slow', arguments: { id: '1' } },
        { callId: 'd', toolName: 'get_ok', arguments: '{"id":' },
        { callId: 'e', toolName: 'get_okay', arguments: {} },
      ],
      { runId: 'r1' },
    );
    expect(outcomes.map((outcome) => [outcome.callId, outcome.status, outcome.status === 'error' ? outcome.error.error : null])).toEqual([
      ['a', 'ok', null],
      ['b', 'error', 'UNKNOWN'],
      ['c', 'error', 'TRANSIENT'],
      ['d', 'error', 'INVALID_ARGUMENT'],
      ['e', 'error', 'INVALID_ARGUMENT'],
    ]);
    const unknown = outcomes[4];
    expect(unknown?.status === 'error' && unknown.error.message).toContain('Available tools: get_ok, get_broken, get_slow');
    expect(unknown?.status === 'error' && unknown.error.hint).toContain('Did you mean get_ok?');
    expect(await runtime.listTraces('default')).toHaveLength(5);
  });

  it('treats malformed output as transient and retries it', async () => {
    let calls = 0;
    const tool = defineTool({
      name: 'get_json',
      description: 'x',
      inputSchema: z.object({}),
      sideEffect: 'none',
      policy: { initialDelayMs: 1 },
      checkOutput: (output) => typeof output === 'object' && output !== null,
      execute: async () => (++calls === 1 ? '<html>oops</html>' : { fine: true }),
    });
    const runtime = createToolRuntime({ tools: [tool] });
    const outcome = await runtime.executeToolCall({ callId: 'a', toolName: 'get_json', arguments: {} }, { runId: 'r' });
    expect(outcome).toMatchObject({ status: 'ok', output: { fine: true } });
    expect(calls).toBe(2);
  });
});
