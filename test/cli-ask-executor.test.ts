import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker, type CliRun } from '../src/testing/run-cli.js';

// `anker ask --tools … --executor …` really runs the tools; every step is its own process on one embedded store, so
// a paused run, its approval and the executions (logged by the executor module to a file) must survive in between.
const work = mkdtempSync(join(tmpdir(), 'anker-ask-executor-'));
const db = join(work, 'store');
const executionLog = join(work, 'executions.log');
const fixture = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const tools = fixture('agent/__fixtures__/rental-tools.json');
const executor = fixture('agent/__fixtures__/rental-executor.mjs');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const executions = () => (existsSync(executionLog) ? readFileSync(executionLog, 'utf8').trim().split('\n').filter(Boolean) : []);

interface Call {
  tool: string;
  arguments: Record<string, string>;
  outcome: string;
  error: { error: string } | null;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed CLI JSON, asserted field by field
type Json = Record<string, any>;

async function json(args: string[]): Promise<{ run: CliRun; result: Json }> {
  const run = await runAnker(['--db', db, '--json', '--log-level', 'silent', ...args], { env: { RENTAL_LOG: executionLog } });
  expect(run.code, run.stderr).toBe(0);
  return { run, result: JSON.parse(run.stdout) };
}

const askTools = (question: string) => json(['ask', '--tools', tools, '--executor', executor, question]);

describe('anker ask --tools --executor (one process per step)', () => {
  it('executes parallel calls through the runtime: one ok, one failing after its retries', async () => {
    const { result } = await askTools('Wie ist der Status von Miete RN-1234 und RN-9999?');
    expect((result.calls as Call[]).map((call) => [call.tool, call.arguments.rental_id, call.outcome, call.error?.error ?? null])).toEqual([
      ['get_rental', 'RN-1234', 'ok', null],
      ['get_rental', 'RN-9999', 'error', 'TRANSIENT'],
    ]);
    expect(result.status).toBe('answered_with_caveat');
    expect(result.answer).toContain('status: active; return_date: 2026-12-05');
    expect(executions()).toEqual(['get_rental RN-1234', 'get_rental RN-9999', 'get_rental RN-9999', 'get_rental RN-9999']);
  }, 180_000);

  let approvalId = '';
  let runId = '';
  it('pauses an irreversible call for approval without executing it', async () => {
    const { result } = await askTools('Buche bitte eine Reparatur für Rad BK-1001.');
    expect(result).toMatchObject({ status: 'awaiting_approval', calls: [{ tool: 'book_repair', outcome: 'approval_required' }] });
    approvalId = result.approvals[0].id;
    runId = result.run_id;
    expect(result.answer).toContain(`anker approvals approve ${approvalId}`);
    expect(executions().filter((line) => line.startsWith('book_repair'))).toEqual([]);
  }, 180_000);

  it('a rejection in another process resumes the run with the refusal; the call never runs', async () => {
    const { result } = await json(['approvals', 'reject', approvalId, '--reason', 'Werkstatt voll']);
    expect(result).toMatchObject({ status: 'rejected', runId, resumed: { status: 'not_found', calls: [{ outcome: 'error', error: { error: 'PERMANENT' } }] } });
    expect(result.resumed.answer).toContain('Werkstatt voll');
    expect(executions().filter((line) => line.startsWith('book_repair'))).toEqual([]);
  }, 180_000);

  it('an approval in another process resumes the run and executes the call once', async () => {
    const paused = (await askTools('Buche bitte eine Reparatur für Rad BK-2002.')).result;
    const { result } = await json(['approvals', 'approve', paused.approvals[0].id]);
    expect(result.resumed).toMatchObject({ status: 'answered', calls: [{ tool: 'book_repair', outcome: 'ok' }] });
    expect(result.resumed.answer).toContain('repair_order: WR-77');
    expect(executions().filter((line) => line.startsWith('book_repair'))).toEqual(['book_repair BK-2002']);
  }, 240_000);

  it('warns on stderr about a tool without a backend and rejects an unknown --tool-choice', async () => {
    const run = await runAnker(['--db', db, '--log-level', 'silent', 'ask', '--tools', tools, '--tool-choice', 'get_rentals', 'Status von RN-1234?']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('get_rental: Tool get_rental has no backend');
    expect(run.stderr).toContain('--tool-choice get_rentals: no such tool');
  }, 120_000);
});
