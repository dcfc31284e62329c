import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openStore } from '../../store/index.js';
import { defineTool, openToolRuntime } from '../../tools/index.js';
import { createCliContext } from '../context.js';
import { registerApprovalsCommand } from './approvals.js';
import { registerToolsCommand } from './tools.js';
import { registerTracesCommand } from './traces.js';

const toolsJson = fileURLToPath(new URL('../../tools/__fixtures__/ferry-tools.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'anker-cli-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the three command groups in-process and captures stdout lines. */
async function run(args: string[]): Promise<{ lines: string[]; code: number }> {
  const program = new Command('anker').option('--db <db>').option('--tenant <id>').option('--json').option('--embedder <spec>').option('--model <spec>').option('--log-level <level>').exitOverride();
  const context = createCliContext(program);
  const lines: string[] = [];
  context.out = (text) => lines.push(...text.trimEnd().split('\n'));
  context.err = () => undefined;
  registerToolsCommand(program, context);
  registerApprovalsCommand(program, context);
  registerTracesCommand(program, context);
  await program.parseAsync(args, { from: 'user' });
  return { lines, code: context.exitCode };
}

describe('anker tools', () => {
  it('lint prints findings as JSON', async () => {
    const { lines } = await run(['--json', 'tools', 'lint', toolsJson]);
    const { findings } = JSON.parse(lines[0] ?? '{}');
    expect(findings.length).toBeGreaterThan(10);
    expect(Object.keys(findings[0]).sort()).toEqual(['message', 'rule', 'suggestion', 'tool']);
  });

  it('validate answers one line per call in input order', async () => {
    const batch = join(dir, 'calls.jsonl');
    writeFileSync(batch, [
      JSON.stringify({ id: 'a', tool: 'get_vessel_position', arguments: { vessel_id: 'MF-204' } }),
      JSON.stringify({ id: 'b', tool: 'get_vessel_track', arguments: { vessel_id: 'MF-204', start_date: '2026-02-30', end_date: '2026-03-02' } }),
      JSON.stringify({ id: 'c', tool: 'get_vessel_positionz', arguments: {} }),
    ].join('\n'));
    const { lines } = await run(['tools', 'validate', toolsJson, '--batch', batch]);
    const rows = lines.map((line) => JSON.parse(line));
    expect(rows[0]).toEqual({ id: 'a', valid: true, error: null });
    expect(rows[1]).toMatchObject({ id: 'b', valid: false, error: { error: 'INVALID_ARGUMENT', parameter: 'start_date', received: '2026-02-30' } });
    expect(Object.keys(rows[1].error).sort()).toEqual(['error', 'hint', 'message', 'parameter', 'received']);
    expect(rows[2]).toMatchObject({ id: 'c', valid: false, error: { parameter: 'tool', hint: expect.stringContaining('get_vessel_position') } });
  });

  it('rejects an unreadable tools file as a usage error', async () => {
    await expect(run(['tools', 'lint', join(dir, 'missing.json')])).rejects.toMatchObject({ code: 'USAGE' });
  });
});

describe('anker approvals and traces', () => {
  it('lists a pending approval, edits then approves it (approvals edit), and the run resumes with the edited arguments', async () => {
    const db = join(dir, 'store');
    const executed: unknown[] = [];
    const tool = defineTool({
      name: 'create_work_order',
      description: 'Creates a work order.',
      inputSchema: z.object({ asset_id: z.string(), priority: z.string() }),
      sideEffect: 'irreversible',
      execute: async (args) => {
        executed.push(args);
        return { ok: true };
      },
    });
    let store = await openStore({ db });
    let runtime = await openToolRuntime(store, { tools: [tool] });
    const pending = await runtime.executeToolCall({ callId: 'c1', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P3' } }, { runId: 'r1' });
    expect(pending.status).toBe('pending-approval');
    await store.close();

    const listed = JSON.parse((await run(['--db', db, '--json', 'approvals', 'list'])).lines[0] ?? '{}');
    expect(listed.approvals).toHaveLength(1);
    const id = listed.approvals[0].id;
    await expect(run(['--db', db, 'approvals', 'edit', id, '--args', 'P1'])).rejects.toMatchObject({ code: 'USAGE' });
    const approved = JSON.parse((await run(['--db', db, '--json', 'approvals', 'edit', id, '--args', '{"priority":"P1"}', '--by', 'meister'])).lines[0] ?? '{}');
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'meister', editedArguments: { asset_id: 'AS-10042', priority: 'P1' } });
    await expect(run(['--db', db, 'approvals', 'reject', id])).rejects.toMatchObject({ code: 'USAGE' });

    store = await openStore({ db });
    runtime = await openToolRuntime(store, { tools: [tool] });
    expect(await runtime.executeToolCall({ callId: 'c1', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P3' } }, { runId: 'r1' })).toMatchObject({ status: 'ok' });
    expect(executed).toEqual([{ asset_id: 'AS-10042', priority: 'P1' }]);
    await store.close();

    const traces = JSON.parse((await run(['--db', db, '--json', 'traces'])).lines[0] ?? '{}');
    expect(traces.traces.map((trace: { status: string }) => trace.status).sort()).toEqual(['ok', 'pending-approval']);
    const shown = JSON.parse((await run(['--db', db, '--json', 'traces', 'show', traces.traces[0].id])).lines[0] ?? '{}');
    expect(shown.id).toBe(traces.traces[0].id);
    const stats = JSON.parse((await run(['--db', db, '--json', 'traces', 'stats'])).lines[0] ?? '{}');
    expect(stats.tools[0]).toMatchObject({ toolName: 'create_work_order', calls: 2, errors: 0 });
    // Seven store openings in one test: 60 s was not enough at load 13-18 on two shared cores.
  }, 180_000);
});
