import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-chat-approval-'));
const db = join(work, 'store');
const log = join(work, 'executions.log');
const fixture = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const executions = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : []);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('anker chat decides approvals inside the session', () => {
  it('resumes a paused call on "ja", refuses one on "nein <reason>" without running it, and /edit changes the arguments', async () => {
    const input = [
      'Buche bitte eine Reparatur für Rad BK-1001.',
      'ja',
      'Buche bitte eine Reparatur für Rad BK-2002.',
      'nein, Werkstatt ist voll',
      'Buche bitte eine Reparatur für Rad BK-3003.',
      '/edit {"bike_id":"BK-3004"}',
      'ja',
    ].join('\n');
    const run = await runAnker(
      ['--db', db, '--json', '--log-level', 'silent', 'chat', '--tools', fixture('agent/__fixtures__/rental-tools.json'), '--executor', fixture('agent/__fixtures__/rental-executor.mjs')],
      { input, env: { RENTAL_LOG: log } },
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.status)).toEqual(['awaiting_approval', 'answered', 'awaiting_approval', 'not_found', 'awaiting_approval', 'answered', 'no_retrieval']);
    expect(lines[1].answer).toContain('repair_order: WR-77');
    expect(lines[1].calls).toEqual([expect.objectContaining({ tool: 'book_repair', outcome: 'ok' })]);
    expect(lines[3].answer).toContain('Werkstatt ist voll');
    expect(lines[3].calls).toEqual([expect.objectContaining({ outcome: 'error', error: expect.objectContaining({ error: 'PERMANENT' }) })]);
    // The rejected call never ran; the edited one ran with the edited id; "ja" with nothing pending is just a message.
    expect(executions()).toEqual(['book_repair BK-1001', 'book_repair BK-3004']);
  }, 180_000);
});
