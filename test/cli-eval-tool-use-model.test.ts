import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'anker-tool-use-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('anker eval tool-use with a configured model that cannot be reached', () => {
  it('reports the offline figures and says the model run was skipped, and why', async () => {
    writeFileSync(join(dir, 'tools.json'), JSON.stringify([{ name: 'get_parcel', description: 'Returns the status of one parcel.', side_effect: 'none', parameters: { type: 'object', required: ['parcel_id'], properties: { parcel_id: { type: 'string', pattern: '^PK-\\d{5}$' } } } }]));
    writeFileSync(join(dir, 'tool_cases.jsonl'), JSON.stringify({ id: 'c1', query: 'Where is parcel PK-12345?', should_call_tool: true, expected_tool: 'get_parcel', expected_args: { parcel_id: 'PK-12345' }, category: 'lookup', expect_validation_error: false }));
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const run = await runAnker(['--json', '--log-level', 'silent', '--model', 'openai-compatible:m@http://127.0.0.1:9/v1', 'eval', 'tool-use', '--data', dir]);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ model: 'offline', shouldCall: { passed: 1, total: 1 } });
    expect(report.withModel).toMatchObject({ model: 'openai-compatible:m@http://127.0.0.1:9/v1', skipped: expect.stringMatching(/connect|fetch|ECONNREFUSED|Cannot/i) });
    expect(run.code).toBe(0);
  }, 120_000);
});
