// Chaos benchmark of the tool runtime: `npm run bench tools-chaos` or `npx tsx bench/tools-chaos.ts`.
// 1,000 calls of the example operations toolset with 20 % injected transient failures (timeouts, 429, 503,
// malformed output), ~5 % duplicate deliveries of the same call id, state in an embedded PGlite store.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOperationsToolset } from '../examples/operations-tools/index.js';
import { openStore } from '../src/store/index.js';
import { createChaosInjector, openToolRuntime, percentile, seededRandom, type ToolCallRequest } from '../src/tools/index.js';
import type { ToolCallOutcome } from '../src/spec/tool.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';

/** Settings of one chaos run. */
export interface ChaosRunOptions {
  calls?: number;
  chaosRate?: number;
  seed?: number;
  maxAttempts?: number;
  /** Parallel tool calls per model step. */
  batchSize?: number;
  log?: (message: string) => void;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function makeCall(random: () => number, index: number): ToolCallRequest {
  const sensors = ['A_LINE1_042', 'A_LINE1_043', 'A_LINE2_007', 'B_LINE3_015', 'B_LINE3_016', 'C_LINE1_101'];
  const callId = `call-${index}`;
  const roll = random();
  if (roll < 0.25) return { callId, toolName: 'get_sensor_reading', arguments: { sensor_id: pick(random, sensors) } };
  if (roll < 0.35) return { callId, toolName: 'get_sensor_readings', arguments: { sensor_ids: [pick(random, sensors), pick(random, sensors)] } };
  if (roll < 0.45) return { callId, toolName: 'get_sensor_history', arguments: { sensor_id: pick(random, sensors), start_date: '2026-11-20', end_date: '2026-11-21', interval: '1h' } };
  if (roll < 0.52) return { callId, toolName: 'list_sensors', arguments: { line_id: pick(random, ['A_LINE1', 'A_LINE2', 'B_LINE3', 'C_LINE1']) } };
  if (roll < 0.60) return { callId, toolName: 'get_work_order', arguments: { work_order_id: pick(random, ['WO-004711', 'WO-004712', 'WO-004730']) } };
  if (roll < 0.66) return { callId, toolName: 'list_work_orders', arguments: { asset_id: pick(random, ['AS-10042', 'AS-30115']) } };
  if (roll < 0.74) return { callId, toolName: 'get_contract_status', arguments: { customer_id: pick(random, ['CUST-00117', 'CUST-00231']) } };
  if (roll < 0.80) return { callId, toolName: 'get_contract_details', arguments: { customer_id: pick(random, ['CUST-00117', 'CUST-00231']) } };
  if (roll < 0.90) return { callId, toolName: 'acknowledge_alarm', arguments: { alarm_id: pick(random, ['ALM-20261128', 'ALM-20261129']), comment: `Schicht ${index}` } };
  return { callId, toolName: 'create_work_order', arguments: { asset_id: pick(random, ['AS-10042', 'AS-20007']), priority: 'P3', description: `Prüfung Nummer ${index} laut Wartungsplan` } };
}

/** Runs the chaos scenario once and returns its figures. */
export async function run(options: ChaosRunOptions = {}) {
  const calls = options.calls ?? 1000;
  const seed = options.seed ?? 42;
  const batchSize = options.batchSize ?? 10;
  const random = seededRandom(seed);
  const { tools, backend } = createOperationsToolset({ latencyMs: 2, clock: () => Date.now() });
  const chaos = createChaosInjector({ rate: options.chaosRate ?? 0.2, seed: seed + 1, kinds: ['timeout', 'rate-limit', 'unavailable', 'malformed'] });
  const store = await openStore({ db: 'memory://' });
  const runtime = await openToolRuntime(store, {
    tools,
    chaos,
    random: seededRandom(seed + 2),
    policyOverrides: { timeoutMs: 150, initialDelayMs: 20, maxDelayMs: 200, maxAttempts: options.maxAttempts ?? 3, breakerThreshold: 8, breakerCooldownMs: 1_000 },
    // The bench has no human at hand: a rule approves routine P3 work orders, as a deployment might.
    approvalRules: [{ name: 'routine-p3', decision: 'approve', reason: 'P3 maintenance from the plan', when: (call) => call.arguments.priority === 'P3' }],
  });
  const started = performance.now();
  const outcomes = new Map<string, ToolCallOutcome[]>();
  let deliveries = 0;
  let duplicateDeliveries = 0;
  for (let offset = 0; offset < calls; offset += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, calls - offset) }, (_, index) => makeCall(random, offset + index));
    // The loop sometimes re-sends a call whose answer it lost: the same call id again, later.
    const resent = batch.filter(() => random() < 0.05);
    const runId = `run-${Math.floor(offset / 100)}`;
    const sessionId = `session-${Math.floor(offset / 20)}`;
    for (const group of [batch, resent]) {
      if (group.length === 0) continue;
      const results = await runtime.executeToolCalls(group, { runId, sessionId });
      deliveries += group.length;
      if (group === resent) duplicateDeliveries += group.length;
      results.forEach((outcome, index) => {
        const callId = group[index]?.callId ?? '?';
        if (outcome.callId !== callId) throw new Error(`Outcome for ${outcome.callId} answered call ${callId}`);
        outcomes.set(callId, [...(outcomes.get(callId) ?? []), outcome]);
      });
    }
    if (offset % 200 === 0) options.log?.(`  ${offset + batch.length}/${calls} calls, ${Math.round(performance.now() - started)} ms`);
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const traces = await runtime.listTraces('default', { limit: 100_000 });
  await store.close();

  const firstOutcomes = [...outcomes.values()].map((list) => list[0] as ToolCallOutcome);
  const successes = firstOutcomes.filter((outcome) => outcome.status === 'ok').length;
  const attempts = traces.reduce((sum, trace) => sum + trace.attempts, 0);
  const latencies = traces.filter((trace) => !trace.replayed).map((trace) => trace.latencyMs).sort((a, b) => a - b);
  const duplicateEffects = [...backend.effects.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const unanswered = Array.from({ length: calls }, (_, index) => `call-${index}`).filter((id) => !outcomes.has(id)).length;
  const errorTypes: Record<string, number> = {};
  for (const outcome of firstOutcomes) if (outcome.status === 'error') errorTypes[outcome.error.error] = (errorTypes[outcome.error.error] ?? 0) + 1;
  return {
    calls,
    deliveries,
    duplicateDeliveries,
    chaosRate: options.chaosRate ?? 0.2,
    maxAttempts: options.maxAttempts ?? 3,
    seed,
    injected: { ...chaos.injected },
    successRate: successes / calls,
    callsPerSuccessfulResult: attempts / Math.max(1, successes),
    p50LatencyMs: percentile(latencies, 0.5),
    p95LatencyMs: percentile(latencies, 0.95),
    duplicateSideEffects: duplicateEffects,
    writesApplied: backend.effects.size,
    /** Retried writes (after a lost response) that reached the backend with the same key and were not applied again. */
    writeRetriesDeduplicatedByBackend: backend.counters.deduplicated,
    replayedDeliveries: traces.filter((trace) => trace.replayed).length,
    unansweredCallIds: unanswered,
    finalErrors: errorTypes,
    elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
  };
}

/** The benchmark as the runner (`bench/run.ts`) expects it. */
export const toolsChaos: Benchmark = {
  name: 'tools-chaos',
  description: 'Tool runtime under 20 % injected transient failures: success rate, retry amplification, p95 latency, duplicate side effects, unanswered call ids',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const calls = context.quick ? 200 : 1000;
    const withRetries = await run({ calls, log: context.log });
    const withoutRetries = await run({ calls, maxAttempts: 1, log: context.log });
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    return {
      figures: { withRetries, withoutRetries },
      summary: [
        `| policy | calls | success | calls per success | p50 ms | p95 ms | duplicate side effects | unanswered call ids |`,
        `|---|---|---|---|---|---|---|---|`,
        ...[['retry ×3, breaker, idempotency', withRetries], ['no retry (baseline)', withoutRetries]].map(
          ([label, figures]) => {
            const f = figures as Awaited<ReturnType<typeof run>>;
            return `| ${label as string} | ${f.calls} | ${percent(f.successRate)} | ${f.callsPerSuccessfulResult.toFixed(2)} | ${Math.round(f.p50LatencyMs)} | ${Math.round(f.p95LatencyMs)} | ${f.duplicateSideEffects} | ${f.unansweredCallIds} |`;
          },
        ),
        '',
        `Injected (with retries): ${JSON.stringify(withRetries.injected)}; ${withRetries.duplicateDeliveries} duplicate deliveries of a call id, ${withRetries.replayedDeliveries} answered from the idempotency store; ${withRetries.writeRetriesDeduplicatedByBackend} retried writes deduplicated by the backend through the idempotency key.`,
      ],
    };
  },
};

const invokedDirectly = process.argv[1]?.endsWith('tools-chaos.ts');
if (invokedDirectly) {
  const outcome = await toolsChaos.run({ quick: process.argv.includes('--quick'), full: false, log: (message) => process.stderr.write(`${message}\n`) });
  const folder = join(import.meta.dirname, 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'tools-chaos.json'), `${JSON.stringify({ name: toolsChaos.name, description: toolsChaos.description, date: new Date().toISOString(), figures: outcome.figures, summary: outcome.summary }, null, 2)}\n`);
  process.stdout.write(`${outcome.summary.join('\n')}\n`);
}
