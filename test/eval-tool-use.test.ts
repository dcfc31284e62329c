import { expect, it } from 'vitest';
import { runToolUseEval, TOOL_USE_TARGETS } from '../src/eval/index.js';
import { describeWithSharedEval, sharedEvalPath } from '../src/testing/shared-eval.js';

const sets = ['grounding-dev', 'grounding-dev2'];

describeWithSharedEval('anker eval tool-use (offline chooser, dry run)', sets.flatMap((set) => [`${set}/tools.json`, `${set}/tool_cases.jsonl`]), () => {
  it('meets the offline targets of issue 11 on grounding-dev', async () => {
    const report = await runToolUseEval({ dataDir: sharedEvalPath('grounding-dev') });
    expect(report.shouldCall.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.shouldCall);
    expect(report.correctTool.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.correctTool);
    expect(report.argumentsMatch.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.argumentsMatch);
    expect(report.shouldNotCall.rate).toBe(1);
  });

  it('meets the offline targets of issue 11 on grounding-dev2', async () => {
    const report = await runToolUseEval({ dataDir: sharedEvalPath('grounding-dev2') });
    expect(report.shouldCall.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.shouldCall);
    expect(report.correctTool.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.correctTool);
    expect(report.argumentsMatch.rate).toBeGreaterThanOrEqual(TOOL_USE_TARGETS.argumentsMatch);
    expect(report.shouldNotCall.rate).toBe(1);
  });

  it.each(sets)('executes no irreversible call and asks for clarification on %s', async (set) => {
    const report = await runToolUseEval({ dataDir: sharedEvalPath(set) });
    expect(report.irreversible.executedWithoutApproval).toBe(0);
    expect(report.clarifications.passed).toBeGreaterThanOrEqual(4);
    // Every expect_validation_error case: the proposed call is rejected by validation, with a hint.
    expect(report.validationErrors.passed).toBe(report.validationErrors.total);
    for (const result of report.results.filter((entry) => entry.decision === 'needs_input')) expect(result.missing.length).toBeGreaterThan(0);
  });
});
