import { describe, expect, it } from 'vitest';
import { runCommandInProcess } from '../../testing/run-command.js';
import { registerDemoCommand } from './demo.js';


describe('anker demo', () => {
  it('shows an answered, a caveat, a superseded-version and a not-found case', { timeout: 120_000 }, async () => {
    const { out, code } = await runCommandInProcess(registerDemoCommand, ['--json', '--log-level', 'silent', '--model', 'offline', 'demo']);
    expect(code).toBe(0);
    const report = JSON.parse(out.at(-1)!) as { cases: Array<{ case: string; status: string; answer: string; citations: Array<{ source: string }> }> };
    const byCase = Object.fromEntries(report.cases.map((entry) => [entry.case, entry]));
    console.info(JSON.stringify(report.cases.map(({ case: name, status, answer, citations }) => ({ name, status, answer, cited: citations.map((c) => c.source) })), null, 1));
    expect(byCase.answered).toMatchObject({ status: 'answered', citations: [expect.objectContaining({ source: 'preisliste-2026.md' })] });
    expect(byCase.answered!.answer).toContain('640 €');
    expect(byCase.caveat!.status).toBe('answered_with_caveat');
    expect(byCase.caveat!.answer).toContain('99,9 %');
    expect(byCase.superseded!.status).toBe('answered_with_caveat');
    expect(byCase.superseded!.answer).toContain('590 €');
    expect(byCase.not_found).toMatchObject({ status: 'not_found', citations: [] });
    expect(byCase.not_found!.answer).not.toMatch(/\d/);
  });
});
