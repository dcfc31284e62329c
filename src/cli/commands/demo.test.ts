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

  it('shows the SCADA tools chosen offline: a reading, a period, parallel ids, an approval, a question back', { timeout: 120_000 }, async () => {
    const { out, code } = await runCommandInProcess(registerDemoCommand, ['--json', '--log-level', 'silent', '--model', 'offline', 'demo']);
    expect(code).toBe(0);
    type ToolCase = { case: string; status: string; answer: string; calls: Array<{ tool: string; arguments: Record<string, unknown>; outcome: string }> };
    const byCase = Object.fromEntries((JSON.parse(out.at(-1)!) as { toolCases: ToolCase[] }).toolCases.map((entry) => [entry.case, entry]));
    expect(byCase.sensor_reading).toMatchObject({ status: 'answered', calls: [{ tool: 'get_sensor_reading', arguments: { sensor_id: 'A_LINE1_042' }, outcome: 'ok' }] });
    expect(byCase.sensor_history!.calls[0]).toMatchObject({ tool: 'get_sensor_history', arguments: { start_date: '2026-11-01', end_date: '2026-11-07', interval: '1h' }, outcome: 'ok' });
    expect(byCase.parallel!.calls[0]).toMatchObject({ tool: 'get_sensor_readings', arguments: { sensor_ids: ['A_LINE1_042', 'A_LINE1_043'] } });
    expect(byCase.approval).toMatchObject({ status: 'awaiting_approval', calls: [{ tool: 'create_work_order', outcome: 'approval_required' }] });
    expect(byCase.needs_input).toMatchObject({ status: 'needs_input', calls: [] });
    expect(byCase.needs_input!.answer).toContain('sensor_id');
  });
});
