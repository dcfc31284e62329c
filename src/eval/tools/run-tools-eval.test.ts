import { expect, it } from 'vitest';
import { describeWithSharedEval, sharedEvalPath } from '../../testing/shared-eval.js';
import { runToolsEval } from './run-tools-eval.js';

const dataDir = sharedEvalPath('grounding-dev');
const bfclDir = sharedEvalPath('bfcl');

describeWithSharedEval('anker eval tools (validation on tool_cases.jsonl)', ['grounding-dev/tools.json', 'grounding-dev/tool_cases.jsonl', 'bfcl'], () => {
  it.each(['en', 'de'] as const)('rejects every invalid-argument case with a useful hint and accepts every valid one (%s)', async (language) => {
    const report = await runToolsEval({ dataDir, language });
    expect(report.validation.failures).toEqual([]);
    expect(report.validation.invalidCaught).toBe(report.validation.invalidExpected);
    expect(report.validation.validAccepted).toBe(report.validation.validExpected);
    expect(report.validation.invalidExpected).toBe(15);
    expect(report.validation.unhelpful).toBe(0);
    const parallel = report.results.find((result) => result.id === 'dev-t043');
    expect(parallel?.errors.map((error) => error.error.parameter)).toEqual(['sensor_id']);
  });

  it('measures Tool RAG recall on the tool cases and on BFCL pools', async () => {
    const report = await runToolsEval({ dataDir, bfclDir, bfclLimit: 150 });
    expect(report.selection.toolCases.requests).toBe(39);
    expect(report.selection.toolCases.recallAt['5']).toBeGreaterThanOrEqual(0.9);
    const multiple = report.selection.bfcl?.multiple;
    expect(multiple?.ownPool.recallAt['3']).toBeGreaterThanOrEqual(0.95);
    expect(multiple?.globalPool.poolSize).toBeGreaterThan(100);
    expect(multiple?.globalPool.recallAt['10']).toBeGreaterThanOrEqual(0.9);
    expect(report.selection.bfcl?.live_multiple?.ownPool.requests).toBe(150);
  });
});
