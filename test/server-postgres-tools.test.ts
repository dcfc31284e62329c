import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, postgresSkipReason, startPostgresServer, type PostgresServer } from '../src/testing/postgres-server.js';
import { runAnker, spawnAnker } from '../src/testing/run-cli.js';

/**
 * A run paused by one process resumes in another: two `anker serve --tools` processes and the CLI on one
 * PostgreSQL database. The executor module appends every executed call to one log file shared by all processes.
 */
const reason = postgresSkipReason();
if (reason && !process.env.CI) process.stderr.write(`\n!!! SKIPPING the two-process tools test on PostgreSQL: ${reason}\n\n`);
const fixtures = join(import.meta.dirname, '..', 'src', 'server', 'tools', '__fixtures__');
const tools = join(fixtures, 'rental-tools.json');
const executor = join(fixtures, 'rental-executor.mjs');
const work = mkdtempSync(join(tmpdir(), 'anker-serve-pg-tools-'));
const log = join(work, 'executed.jsonl');

async function serve(db: string): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawnAnker(['--db', db, '--json', 'serve', '--port', '0', '--tools', tools, '--executor', executor], { env: { ANKER_LOG_LEVEL: 'warn', RENTAL_EXECUTOR_LOG: log } });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (data) => (stderr += data));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (data) => {
      stdout += data;
      const line = stdout.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return { url, child, exited };
}

const executed = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);

describe.skipIf(reason !== null && !process.env.CI)('a paused run across processes on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  let db: string;
  let key: string;
  let servers: Awaited<ReturnType<typeof serve>>[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    db = await createDatabase(postgres.url, `anker_tools_${process.pid}`);
    const created = await runAnker(['--db', db, '--json', 'keys', 'create', '--tenant', 'acme']);
    expect(created.code, created.stderr).toBe(0);
    key = (JSON.parse(created.stdout) as { key: string }).key;
    servers = await Promise.all([serve(db), serve(db)]);
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => writeFileSync(log, ''));

  const post = (server: number, path: string, body: unknown) =>
    fetch(`${servers[server]!.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const pause = async (bike: string) => {
    const paused = (await (await post(0, '/v1/ask', { question: `Buche bitte eine Reparatur für Rad ${bike}.` })).json()) as { status: string; run_id: string; approvals: { id: string }[] };
    expect(paused.status).toBe('awaiting_approval');
    return paused;
  };

  it('paused on one process, approved on the other: the run resumes there and the call runs once', async () => {
    const paused = await pause('BK-3001');
    expect(executed()).toEqual([]);
    const response = await post(1, `/v1/approvals/${paused.approvals[0]!.id}/approve`, {});
    expect(response.status).toBe(200);
    const decided = (await response.json()) as { resumed: { status: string; answer: string } };
    expect(decided.resumed.status).toBe('answered');
    expect(decided.resumed.answer).toContain('BK-3001');
    expect(executed()).toHaveLength(1);
  }, 120_000);

  it('of an approve sent to both processes at once one wins, the other gets 409; the call runs once', async () => {
    const paused = await pause('BK-3002');
    const id = paused.approvals[0]!.id;
    const responses = await Promise.all([post(0, `/v1/approvals/${id}/approve`, {}), post(1, `/v1/approvals/${id}/approve`, {})]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(executed()).toHaveLength(1);
  }, 120_000);

  it('paused by the server, rejected with the CLI: the CLI resumes the run with the stored tools, nothing is executed', async () => {
    const paused = await pause('BK-3003');
    const run = await runAnker(['--db', db, '--tenant', 'acme', '--json', 'approvals', 'reject', paused.approvals[0]!.id, '--reason', 'Werkstatt voll'], { env: { RENTAL_EXECUTOR_LOG: log } });
    expect(run.code, run.stderr).toBe(0);
    const decided = JSON.parse(run.stdout) as { status: string; resumed: { status: string; answer: string } };
    expect(decided.status).toBe('rejected');
    expect(decided.resumed.answer).toContain('Werkstatt voll');
    expect(executed()).toEqual([]);
  }, 120_000);
});
