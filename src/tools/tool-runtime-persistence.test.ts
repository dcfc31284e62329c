import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import type { KnowledgeStore } from '../spec/store.js';
import { openStore } from '../store/index.js';
import { describeEachDriver, freshPostgresUrl } from '../testing/store-drivers.js';
import { defineTool } from './define-tool.js';
import { openToolRuntime, type ToolRuntimeOptions } from './tool-runtime.js';

/** A backend that counts executions per tool and can be slowed down. */
function createBackend(delayMs = 0) {
  const executions: Array<{ tool: string; args: unknown; key: string | null }> = [];
  const createOrder = defineTool({
    name: 'create_work_order',
    description: 'Creates a work order.',
    inputSchema: z.object({ asset_id: z.string(), priority: z.enum(['P1', 'P2', 'P3', 'P4']), description: z.string().min(10) }),
    sideEffect: 'irreversible',
    async execute(args, context) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      executions.push({ tool: 'create_work_order', args, key: context.idempotencyKey });
      return { work_order_id: `WO-${String(executions.length).padStart(6, '0')}`, ...args };
    },
  });
  const acknowledge = defineTool({
    name: 'acknowledge_alarm',
    description: 'Acknowledges an alarm.',
    inputSchema: z.object({ alarm_id: z.string(), comment: z.string().optional() }),
    sideEffect: 'reversible',
    async execute(args, context) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      executions.push({ tool: 'acknowledge_alarm', args, key: context.idempotencyKey });
      return { acknowledged: args.alarm_id, at: executions.length };
    },
  });
  return { executions, tools: [createOrder, acknowledge] };
}

const stores: KnowledgeStore[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database location that survives closing the store: a PGlite folder or a PostgreSQL URL. */
async function durableLocation(driver: 'pglite' | 'postgres'): Promise<string> {
  if (driver === 'postgres') return freshPostgresUrl();
  const folder = mkdtempSync(join(tmpdir(), 'anker-tools-'));
  folders.push(folder);
  return join(folder, 'db');
}

async function open(db: string, options: Omit<ToolRuntimeOptions, 'state'>) {
  const store = await openStore({ db });
  stores.push(store);
  return { store, runtime: await openToolRuntime(store, options) };
}

describeEachDriver('tool runtime persistence', (driver) => {
  it('replays a repeated side-effecting call instead of executing it again, also after a restart', async () => {
    const db = await durableLocation(driver);
    const backend = createBackend();
    const first = await open(db, { tools: backend.tools });
    const call = { callId: 'call-1', toolName: 'acknowledge_alarm', arguments: { alarm_id: 'ALM-20261128' } };
    const original = await first.runtime.executeToolCall(call, { runId: 'run-1' });
    const again = await first.runtime.executeToolCall(call, { runId: 'run-1' });
    expect(original).toMatchObject({ status: 'ok', output: { acknowledged: 'ALM-20261128', at: 1 } });
    expect(again).toMatchObject({ status: 'ok', output: { at: 1 }, replayed: true });
    await first.store.close();
    stores.splice(stores.indexOf(first.store), 1);

    const second = await open(db, { tools: backend.tools });
    const afterRestart = await second.runtime.executeToolCall(call, { runId: 'run-1' });
    expect(afterRestart).toMatchObject({ status: 'ok', output: { at: 1 }, replayed: true });
    expect(backend.executions).toHaveLength(1);
    const traces = await second.runtime.listTraces('default', { runId: 'run-1' });
    // Traces written before the restart are still there: one execution, two replays.
    expect(traces).toHaveLength(3);
    expect(traces.filter((trace) => trace.replayed)).toHaveLength(2);
    expect(new Set(traces.map((trace) => trace.idempotencyKey)).size).toBe(1);
    expect(traces[0]?.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('executes concurrent duplicates once; the others wait for the pending row and get its result', async () => {
    const db = driver === 'postgres' ? await freshPostgresUrl() : 'memory://';
    const backend = createBackend(150);
    const a = await open(db, { tools: backend.tools, idempotency: { pollMs: 10 } });
    // On PostgreSQL a second store means a second connection pool: the duplicates really race in the database.
    const b = driver === 'postgres' ? await open(db, { tools: backend.tools, idempotency: { pollMs: 10 } }) : a;
    const runtimes = [a.runtime, b.runtime, a.runtime, b.runtime, a.runtime, b.runtime];
    const outcomes = await Promise.all(
      runtimes.map((runtime, index) =>
        runtime.executeToolCall(
          { callId: `dup-${index}`, toolName: 'acknowledge_alarm', arguments: { alarm_id: 'ALM-20261129' }, idempotencyKey: 'ack-ALM-20261129' },
          { runId: 'run-2' },
        ),
      ),
    );
    expect(backend.executions).toHaveLength(1);
    expect(backend.executions[0]?.key).toBe('ack-ALM-20261129');
    expect(outcomes.every((outcome) => outcome.status === 'ok')).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 'ok' && outcome.replayed)).toHaveLength(5);
    expect(outcomes.map((outcome) => outcome.callId)).toEqual(runtimes.map((_, index) => `dup-${index}`));
  });

  it('pauses an irreversible call for approval, survives a restart, runs the edited arguments once', async () => {
    const db = await durableLocation(driver);
    const backend = createBackend();
    const first = await open(db, { tools: backend.tools });
    const call = { callId: 'call-wo', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P2', description: 'Lager läuft heiß, bitte prüfen' } };
    const pending = await first.runtime.executeToolCall(call, { runId: 'run-3' });
    expect(pending).toMatchObject({ status: 'pending-approval', error: { error: 'APPROVAL_REQUIRED' } });
    expect(backend.executions).toHaveLength(0);
    await first.store.close();
    stores.splice(stores.indexOf(first.store), 1);

    const second = await open(db, { tools: backend.tools });
    const [approval] = await second.runtime.listApprovals('default', 'pending');
    expect(approval).toMatchObject({ callId: 'call-wo', toolName: 'create_work_order', status: 'pending' });
    if (!approval) return;
    const decided = await second.runtime.decideApproval(approval.id, { decision: 'approve', decidedBy: 'meister', editedArguments: { ...call.arguments, priority: 'P1' } });
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'meister' });
    expect(await second.runtime.decideApproval(approval.id, { decision: 'reject', decidedBy: 'late' })).toBeNull();
    const resumed = await second.runtime.resumeApproval(approval.id);
    expect(resumed).toMatchObject({ status: 'ok', callId: 'call-wo', output: { priority: 'P1' } });
    const again = await second.runtime.executeToolCall(call, { runId: 'run-3' });
    expect(again).toMatchObject({ status: 'ok', replayed: true });
    expect(backend.executions).toHaveLength(1);
    expect((await second.runtime.listApprovals('default'))[0]?.outcome).toMatchObject({ status: 'ok' });
  });

  it('never executes a rejected call; rules auto-approve and auto-deny with a reason', async () => {
    const backend = createBackend();
    const { runtime } = await open(driver === 'postgres' ? await freshPostgresUrl() : 'memory://', {
      tools: backend.tools,
      language: 'de',
      approvalRules: [
        { name: 'no-p1-by-bot', decision: 'deny', reason: 'P1 nur durch Schichtleitung', when: (input) => input.arguments.priority === 'P1' },
        { name: 'p4-ok', decision: 'approve', reason: 'P4 ist unkritisch', when: (input) => input.arguments.priority === 'P4' },
      ],
    });
    const args = { asset_id: 'AS-10043', description: 'Sichtprüfung der Pumpe' };
    const denied = await runtime.executeToolCall({ callId: 'x1', toolName: 'create_work_order', arguments: { ...args, priority: 'P1' } }, { runId: 'r' });
    expect(denied.status === 'error' && denied.error.message).toContain('P1 nur durch Schichtleitung');
    const approved = await runtime.executeToolCall({ callId: 'x2', toolName: 'create_work_order', arguments: { ...args, priority: 'P4' } }, { runId: 'r' });
    expect(approved.status).toBe('ok');
    const pending = await runtime.executeToolCall({ callId: 'x3', toolName: 'create_work_order', arguments: { ...args, priority: 'P3' } }, { runId: 'r' });
    expect(pending.status).toBe('pending-approval');
    if (pending.status !== 'pending-approval') return;
    await runtime.decideApproval(pending.approvalId, { decision: 'reject', decidedBy: 'meister', reason: 'Doppelt' });
    const rejected = await runtime.resumeApproval(pending.approvalId);
    expect(rejected).toMatchObject({ status: 'error', error: { error: 'PERMANENT', message: expect.stringContaining('abgelehnt: Doppelt') } });
    expect(backend.executions.map((execution) => (execution.args as { priority: string }).priority)).toEqual(['P4']);
    const approvals = await runtime.listApprovals('default');
    expect(approvals.map((approval) => [approval.status, approval.decidedBy])).toEqual([
      ['rejected', 'auto:no-p1-by-bot'],
      ['approved', 'auto:p4-ok'],
      ['rejected', 'meister'],
    ]);
  });

  it('records redacted traces and per-tool error rate and p95 latency', async () => {
    let now = 1_000;
    const backend = createBackend();
    const { runtime } = await open(driver === 'postgres' ? await freshPostgresUrl() : 'memory://', {
      tools: backend.tools,
      clock: () => (now += 10),
    });
    await runtime.executeToolCall({ callId: 't1', toolName: 'acknowledge_alarm', arguments: { alarm_id: 'ALM-1', comment: 'Rückruf an max@example.com' } }, { runId: 'r', tenantId: 'acme' });
    await runtime.executeToolCall({ callId: 't2', toolName: 'acknowledge_alarm', arguments: {} }, { runId: 'r', tenantId: 'acme' });
    const traces = await runtime.listTraces('acme');
    expect(traces).toHaveLength(2);
    expect(traces.find((trace) => trace.callId === 't1')?.arguments).toEqual({ alarm_id: 'ALM-1', comment: 'Rückruf an [EMAIL]' });
    expect(traces.find((trace) => trace.callId === 't2')).toMatchObject({ status: 'error', errorType: 'INVALID_ARGUMENT', attempts: 0 });
    expect(await runtime.listTraces('other')).toHaveLength(0);
    const [stats] = await runtime.toolStats('acme');
    expect(stats).toMatchObject({ toolName: 'acknowledge_alarm', calls: 2, errors: 1, errorRate: 0.5 });
    expect(stats?.p95LatencyMs).toBeGreaterThan(0);
  });
});
