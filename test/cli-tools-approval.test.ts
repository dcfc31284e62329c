import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker, type CliRun } from '../src/testing/run-cli.js';

// Every step is its own process on one embedded store: approvals, idempotency keys, traces and the example
// backend's work orders must survive from one process to the next.
const work = mkdtempSync(join(tmpdir(), 'anker-tools-cli-'));
const db = join(work, 'store');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const proposed = { asset_id: 'AS-10042', priority: 'P3', description: 'Lager läuft heiß, bitte prüfen' };

function anker(args: string[], env?: Record<string, string>): Promise<CliRun> {
  return runAnker(['--db', db, ...args], { env });
}

async function json(args: string[], env?: Record<string, string>) {
  const run = await anker(['--json', ...args], env);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

async function workOrdersOf(assetId: string): Promise<Array<{ work_order_id: string; priority: string; description: string }>> {
  const outcome = await json(['tools', 'call', 'list_work_orders', '--args', JSON.stringify({ asset_id: assetId })]);
  expect(outcome.status).toBe('ok');
  return outcome.output;
}

describe('anker tools call / approvals / tools resume (one process per step)', () => {
  let approvalId = '';
  let workOrderId = '';

  it('process 1: an irreversible call becomes a pending approval, exit 0, with how to approve and resume', async () => {
    const run = await anker(['--json', 'tools', 'call', 'create_work_order', '--args', JSON.stringify(proposed), '--run', 'R1', '--call', 'C1']);
    expect(run.code).toBe(0);
    const outcome = JSON.parse(run.stdout);
    expect(outcome).toMatchObject({ status: 'pending-approval', callId: 'C1', runId: 'R1', toolName: 'create_work_order', error: { error: 'APPROVAL_REQUIRED' } });
    approvalId = outcome.approvalId;
    expect(approvalId).toMatch(/\S+/);
    expect(run.stderr).toContain(`anker approvals approve ${approvalId}`);
    expect(run.stderr).toContain(`anker tools resume ${approvalId}`);
    expect(run.stderr).toContain('--run R1 --call C1');
  }, 60_000);

  it('process 2: approvals list shows it as pending', async () => {
    const { approvals } = await json(['approvals', 'list']);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ id: approvalId, status: 'pending', runId: 'R1', callId: 'C1', toolName: 'create_work_order', arguments: proposed, outcome: null });
  }, 60_000);

  it('process 3: approve with an edited priority', async () => {
    const decided = await json(['approvals', 'approve', approvalId, '--edit', '{"priority":"P1"}', '--by', 'schichtleitung']);
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'schichtleitung', editedArguments: { ...proposed, priority: 'P1' } });
  }, 60_000);

  it('process 4: resume executes the edited call', async () => {
    const outcome = await json(['tools', 'resume', approvalId]);
    expect(outcome).toMatchObject({ status: 'ok', callId: 'C1', runId: 'R1', output: { work_order_id: expect.stringMatching(/^WO-\d{6}$/) } });
    expect(outcome.replayed).toBeUndefined();
    workOrderId = outcome.output.work_order_id;
  }, 60_000);

  it('process 5: re-issuing the same call (or resuming again) replays the result; the backend holds exactly one order, edited', async () => {
    const reissued = await json(['tools', 'call', 'create_work_order', '--args', JSON.stringify(proposed), '--run', 'R1', '--call', 'C1']);
    expect(reissued).toMatchObject({ status: 'ok', replayed: true, output: { work_order_id: workOrderId } });
    const resumed = await json(['tools', 'resume', approvalId]);
    expect(resumed).toMatchObject({ status: 'ok', replayed: true, output: { work_order_id: workOrderId } });

    const created = (await workOrdersOf('AS-10042')).filter((order) => order.description === proposed.description);
    expect(created).toEqual([expect.objectContaining({ work_order_id: workOrderId, priority: 'P1' })]);
    const { traces } = await json(['traces', 'list', '--run', 'R1']);
    const executed = traces.filter((trace: { status: string; attempts: number }) => trace.status === 'ok' && trace.attempts > 0);
    expect(traces.map((trace: { status: string }) => trace.status).sort()).toEqual(['ok', 'ok', 'ok', 'pending-approval']);
    expect(executed).toHaveLength(1);
  }, 120_000);

  it('a rejected call gets a result saying so and is never executed', async () => {
    const pending = await json(['tools', 'call', 'create_work_order', '--args', JSON.stringify({ ...proposed, asset_id: 'AS-20007' }), '--run', 'R2', '--call', 'C2']);
    expect(pending.status).toBe('pending-approval');
    const rejected = await json(['approvals', 'reject', pending.approvalId, '--reason', 'Doppelter Auftrag']);
    expect(rejected.status).toBe('rejected');
    const resumed = await json(['tools', 'resume', pending.approvalId]);
    expect(resumed).toMatchObject({ status: 'error', error: { error: 'PERMANENT' } });
    expect(resumed.error.message).toMatch(/rejected.*Doppelter Auftrag.*not executed/);
    expect(await workOrdersOf('AS-20007')).toEqual([]);
  }, 120_000);

  it('a reversible write repeated with the same run and call id is replayed from the idempotency store', async () => {
    const call = ['tools', 'call', 'acknowledge_alarm', '--args', '{"alarm_id":"ALM-20261129","comment":"Lüfter getauscht"}', '--run', 'R3', '--call', 'C3'];
    const first = await json(call);
    expect(first).toMatchObject({ status: 'ok', output: { alarm_id: 'ALM-20261129', acknowledged: true } });
    expect(first.replayed).toBeUndefined();
    const second = await json(call);
    expect(second).toMatchObject({ status: 'ok', replayed: true, output: first.output });
    const { traces } = await json(['traces', 'list', '--run', 'R3']);
    expect(traces.map((trace: { replayed: boolean; attempts: number }) => [trace.replayed, trace.attempts])).toEqual([[true, 0], [false, 1]]);
    expect(traces[0].idempotencyKey).toBe(traces[1].idempotencyKey);
  }, 60_000);

  it('--chaos 1:7 (or ANKER_CHAOS / ANKER_CHAOS_SEED) makes a read fail after retries with a structured transient error, the same every time', async () => {
    const args = ['tools', 'call', 'get_sensor_reading', '--args', '{"sensor_id":"A_LINE1_042"}'];
    const flagged = await json(['--chaos', '1:7', ...args, '--run', 'CHAOS1']);
    const fromEnv = await json([...args, '--run', 'CHAOS2'], { ANKER_CHAOS: '1', ANKER_CHAOS_SEED: '7' });
    for (const outcome of [flagged, fromEnv]) {
      expect(outcome).toMatchObject({ status: 'error', error: { error: 'TRANSIENT', message: expect.stringMatching(/Service Unavailable \(chaos\)/) } });
      expect(outcome.error.hint).toMatch(/runtime already did/);
    }
    const { traces } = await json(['traces', 'list', '--tool', 'get_sensor_reading']);
    const chaotic = traces.filter((trace: { runId: string }) => trace.runId.startsWith('CHAOS'));
    expect(chaotic).toEqual([expect.objectContaining({ errorType: 'TRANSIENT', attempts: 3 }), expect.objectContaining({ errorType: 'TRANSIENT', attempts: 3 })]);
  }, 120_000);

  it('invalid arguments are an INVALID_ARGUMENT outcome with a hint (exit 0: data for a model); bad flags exit 2', async () => {
    const outcome = await json(['tools', 'call', 'get_sensor_reading', '--args', '{"sensor_id":"A_LINE1_04"}']);
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'INVALID_ARGUMENT', parameter: 'sensor_id', received: 'A_LINE1_04' } });
    expect(outcome.error.hint).toMatch(/A_LINE1_042/);
    expect(outcome.error.hint).toMatch(/list_sensors/);

    const text = await anker(['tools', 'call', 'get_work_order', '--args', '{"work_order_id":"WO-999999"}']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^error INVALID_ARGUMENT/);
    expect(text.stdout).toMatch(/hint: .*list_work_orders/);

    for (const bad of [
      ['tools', 'call', 'get_sensor_reading', '--args', '{not json'],
      ['--chaos', '2', 'tools', 'call', 'get_sensor_reading'],
      ['--chaos', '0.5:x', 'tools', 'call', 'get_sensor_reading'],
      ['tools', 'call', 'get_sensor_reading', '--toolset', 'nope'],
      ['tools', 'resume', 'no-such-approval'],
    ]) {
      const run = await anker(bad);
      expect(run.code, bad.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^Error: /);
    }
  }, 120_000);
});
