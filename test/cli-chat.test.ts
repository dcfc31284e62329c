import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoKnowledgeBase } from '../src/cli/commands/demo.js';
import { runAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-chat-'));
const db = join(work, 'store');
const fixture = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

beforeAll(async () => {
  const { createAnker } = await import('../src/app/index.js');
  const anker = await createAnker({ config: { db, logLevel: 'silent' } });
  const kb = findDemoKnowledgeBase();
  await anker.ingest(readdirSync(kb).map((name) => join(kb, name)));
  await anker.close();
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('anker chat (stdin, one line per message)', () => {
  it('answers each message, keeps the history, and serves /sources, /trace and /reset', async () => {
    const input = ['Welche Kündigungsfrist hat der Rahmenvertrag mit der Möwe Logistik KG?', '/sources', '/trace', '/reset', '/sources', 'Danke!', '/exit', 'never read'].join('\n');
    const run = await runAnker(['--db', db, '--json', '--log-level', 'silent', 'chat'], { input });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(6);
    // The contract is older than six months: a freshness caveat is expected, the answer stays grounded.
    expect(['answered', 'answered_with_caveat']).toContain(lines[0].status);
    expect(lines[0].answer).toContain('6 Monaten');
    expect(lines[1].citations[0]).toMatchObject({ source: 'vertrag-moewe-logistik.md' });
    expect(lines[2].trace.toolCalls).toBeGreaterThan(0);
    expect(lines[3]).toEqual({ reset: true });
    expect(lines[4]).toEqual({ citations: [] });
    expect(lines[5]).toMatchObject({ status: 'no_retrieval' });
  }, 180_000);

  it('calls the user’s tools in a conversation, human output', async () => {
    const input = 'Wie ist der Status von Miete RN-1234?\n/trace\n';
    const run = await runAnker(
      ['--db', db, '--log-level', 'silent', 'chat', '--tools', fixture('agent/__fixtures__/rental-tools.json'), '--executor', fixture('agent/__fixtures__/rental-executor.mjs')],
      { input },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('get_rental: rental_id: RN-1234; status: active; return_date: 2026-12-05');
    expect(run.stdout).toMatch(/"outcome": "ok"/);
  }, 180_000);
});
