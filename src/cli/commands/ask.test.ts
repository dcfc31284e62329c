import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandInProcess } from '../../testing/run-command.js';
import { registerAskCommand } from './ask.js';
import { findDemoKnowledgeBase } from './demo.js';

let folder: string;
let db: string;

function run(args: string[]): Promise<{ out: string[]; code: number }> {
  return runCommandInProcess(registerAskCommand, ['--db', db, '--log-level', 'silent', '--model', 'offline', ...args]);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-ask-cli-'));
  db = join(folder, 'store');
  const { createAnker } = await import('../../app/index.js');
  const anker = await createAnker({ config: { db, logLevel: 'silent' } });
  const kb = findDemoKnowledgeBase();
  await anker.ingest((await readdir(kb)).map((name) => join(kb, name)));
  await anker.close();
}, 120_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('anker ask', () => {
  it('prints the answer, then the sources with title, section, version and dates', { timeout: 60_000 }, async () => {
    const { out, code } = await run(['ask', 'Welche Kündigungsfrist hat der Rahmenvertrag mit der Möwe Logistik KG?']);
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('6 Monaten');
    expect(text).toMatch(/Quellen:\n\[1\] Rahmenvertrag Möwe Logistik KG \(vertrag-moewe-logistik\.md\)/);
    expect(text).toMatch(/Version: 1\.1/);
    expect(text).toMatch(/Dokumentdatum: 2026-06-02/);
    expect(text).toMatch(/Indexiert am: \d{4}-\d{2}-\d{2}/);
  });

  it('answers a batch with one JSON line per question, in input order, with ids', { timeout: 60_000 }, async () => {
    const batch = join(folder, 'questions.jsonl');
    const lines = [
      { id: 'q1', question: 'Wie viel kostet der Tarif Business pro Monat?' },
      { id: 'q2', question: 'Was ist 12 mal 12?' },
      { id: 'q3', question: 'Welche Stornogebühr verlangt die Reederei Delta Tours?' },
    ];
    await writeFile(batch, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    const { out, code } = await run(['ask', '--batch', batch]);
    expect(code).toBe(0);
    const results = out.map((line) => JSON.parse(line) as { id: string; status: string; answer: string; citations: unknown[]; trace: object });
    expect(results.map((result) => result.id)).toEqual(['q1', 'q2', 'q3']);
    expect(results.map((result) => result.status)).toEqual(['answered', 'no_retrieval', 'not_found']);
    expect(results[1]!.answer).toContain('144');
    expect(results[2]!.citations).toEqual([]);
    for (const result of results) expect(Object.keys(result).sort()).toEqual(['answer', 'citations', 'id', 'status', 'trace']);
  });

  it('rejects a call without question or batch as a usage error', async () => {
    await expect(run(['ask'])).rejects.toMatchObject({ code: 'USAGE' });
  });
});
