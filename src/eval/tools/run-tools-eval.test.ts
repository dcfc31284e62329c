import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runToolsEval } from './run-tools-eval.js';

const dataDir = fileURLToPath(new URL('../../../../shared/eval/grounding-dev/', import.meta.url));
const bfclDir = fileURLToPath(new URL('../../../../shared/eval/bfcl/', import.meta.url));

describe('anker eval tools (validation on tool_cases.jsonl)', () => {
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
