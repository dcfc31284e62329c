import { readFile } from 'node:fs/promises';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { join } from 'node:path';
import type { ToolErrorResult } from '../../spec/tool.js';
import { createOfflineToolChooser, createToolRegistry, parseToolsFile, toolSpecsFromFile, validateCallByName, type ProposedCall, type ToolCallDecision, type ToolLanguage } from '../../tools/index.js';
import { expectedCalls, parseToolCases, type ToolCase } from './tool-case.js';
import { createModelToolChooser, type ToolChooser } from './model-tool-chooser.js';
import { isUsefulError } from './validation-eval.js';

/** Options of `anker eval tool-use`. */
export interface ToolUseEvalOptions {
  /** Folder with tools.json and tool_cases.jsonl. */
  dataDir: string;
  language?: ToolLanguage;
  /** Reference for relative dates; default: `fixtures.reference_date` of tools.json, else now. */
  now?: Date;
  /** A configured language model chooses instead of the offline chooser (its spec is reported as `model`). */
  model?: { model: LanguageModelV3; spec: string };
}

/** One case as the offline chooser handled it. */
export interface ToolUseCaseResult {
  id: string;
  category: string;
  query: string;
  shouldCall: boolean;
  decision: ToolCallDecision['kind'];
  calls: ProposedCall[];
  /** needs_input: the arguments asked for. */
  missing: string[];
  called: boolean;
  rightTool: boolean;
  rightArguments: boolean;
  /** Validation errors of the proposed calls (dry run: validated, never executed). */
  rejections: Array<{ tool: string; error: ToolErrorResult; useful: boolean }>;
}

/** A share with its counts. */
export interface Share {
  passed: number;
  total: number;
  rate: number;
}

/** Report of `anker eval tool-use`. */
export interface ToolUseEvalReport {
  suite: 'tool-use';
  /** `offline` (the deterministic chooser) or the spec of the configured model. */
  model: string;
  data: string;
  shouldCall: Share;
  shouldNotCall: Share;
  /** Of the cases that should call: the multiset of chosen tools equals the expected one. */
  correctTool: Share;
  /** Of the cases with the right tools: every expected argument equals the proposed one. */
  argumentsMatch: Share;
  /** expect_validation_error cases whose proposed call validation rejected with a useful hint. */
  validationErrors: Share;
  /** Valid cases (should call, no validation error expected) none of whose proposed calls was rejected. */
  validAccepted: Share;
  /** clarify cases answered with needs_input. */
  clarifications: Share;
  /** Proposed calls of irreversible tools, and how many ran without approval (dry run: always 0). */
  irreversible: { proposed: number; executedWithoutApproval: number };
  /** The offline targets of issue 11 and whether all were met. */
  targets: { shouldCall: number; correctTool: number; argumentsMatch: number };
  pass: boolean;
  results: ToolUseCaseResult[];
}

/** Offline targets (issue 11): should-call accuracy, correct tool, arguments; every invalid case caught; 0 irreversible executions. */
export const TOOL_USE_TARGETS = { shouldCall: 0.9, correctTool: 0.85, argumentsMatch: 0.8 } as const;

function share(passed: number, total: number): Share {
  return { passed, total, rate: total === 0 ? 1 : Math.round((passed / total) * 1000) / 1000 };
}

function sameValue(expected: unknown, actual: unknown): boolean {
  return JSON.stringify(expected) === JSON.stringify(actual);
}

// Expected calls are matched to proposed ones of the same tool, each used once; every expected argument must be equal.
function argumentsMatch(expected: Array<{ tool: string; args: Record<string, unknown> }>, calls: ProposedCall[]): boolean {
  const left = [...calls];
  return expected.every((call) => {
    const index = left.findIndex((proposed) => proposed.tool === call.tool && Object.entries(call.args).every(([name, value]) => sameValue(value, proposed.arguments[name])));
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

function sortedTools(names: string[]): string {
  return [...names].sort().join(',');
}

/**
 * `anker eval tool-use`: the offline chooser on tool_cases.jsonl, in a dry run (every proposed call is validated,
 * none is executed): should-call and should-not-call accuracy, correct tool, arguments, validation errors
 * caught with a hint, clarifications asked for, irreversible calls.
 */
export async function runToolUseEval(options: ToolUseEvalOptions): Promise<ToolUseEvalReport> {
  const language = options.language ?? 'en';
  const file = parseToolsFile(JSON.parse(await readFile(join(options.dataDir, 'tools.json'), 'utf8')));
  const registry = createToolRegistry(toolSpecsFromFile(file, { language }), { language });
  const cases: ToolCase[] = parseToolCases(await readFile(join(options.dataDir, 'tool_cases.jsonl'), 'utf8'));
  const reference = typeof file.fixtures.reference_date === 'string' ? new Date(`${file.fixtures.reference_date}T12:00:00Z`) : new Date();
  const now = options.now ?? reference;
  const chooser: ToolChooser = options.model ? createModelToolChooser(options.model.model, file, { language }) : createOfflineToolChooser(file, { now: () => now });
  const irreversibleTools = new Set(file.tools.filter((tool) => tool.side_effect === 'irreversible').map((tool) => tool.name));
  const results: ToolUseCaseResult[] = [];
  for (const testCase of cases) {
    const decision = await chooser.choose(testCase.query);
    const calls = decision.kind === 'calls' ? decision.calls : [];
    const expected = expectedCalls(testCase);
    const rejections: ToolUseCaseResult['rejections'] = [];
    for (const call of calls) {
      const result = await validateCallByName(registry, call.tool, call.arguments);
      if (!result.ok) rejections.push({ tool: call.tool, error: result.error, useful: isUsefulError(result.error) });
    }
    const rightTool = testCase.should_call_tool && calls.length > 0 && sortedTools(calls.map((call) => call.tool)) === sortedTools(expected.map((call) => call.tool));
    results.push({
      id: testCase.id,
      category: testCase.category,
      query: testCase.query,
      shouldCall: testCase.should_call_tool,
      decision: decision.kind,
      calls,
      missing: decision.kind === 'needs_input' ? decision.missing : [],
      called: calls.length > 0,
      rightTool,
      rightArguments: rightTool && argumentsMatch(expected, calls),
      rejections,
    });
  }
  const should = results.filter((result) => result.shouldCall);
  const shouldNot = results.filter((result) => !result.shouldCall);
  const withRightTool = should.filter((result) => result.rightTool);
  const invalid = results.filter((result) => cases.find((testCase) => testCase.id === result.id)?.expect_validation_error);
  const valid = should.filter((result) => !invalid.includes(result));
  const clarify = results.filter((result) => result.category === 'clarify');
  const figures = {
    shouldCall: share(should.filter((result) => result.called).length, should.length),
    shouldNotCall: share(shouldNot.filter((result) => !result.called).length, shouldNot.length),
    correctTool: share(withRightTool.length, should.length),
    argumentsMatch: share(withRightTool.filter((result) => result.rightArguments).length, withRightTool.length),
    validationErrors: share(invalid.filter((result) => result.rejections.length > 0 && result.rejections.every((rejection) => rejection.useful)).length, invalid.length),
    validAccepted: share(valid.filter((result) => result.called && result.rejections.length === 0).length, valid.length),
    clarifications: share(clarify.filter((result) => result.decision === 'needs_input').length, clarify.length),
    irreversible: { proposed: results.flatMap((result) => result.calls).filter((call) => irreversibleTools.has(call.tool)).length, executedWithoutApproval: 0 },
  };
  const pass =
    figures.shouldCall.rate >= TOOL_USE_TARGETS.shouldCall &&
    figures.correctTool.rate >= TOOL_USE_TARGETS.correctTool &&
    figures.argumentsMatch.rate >= TOOL_USE_TARGETS.argumentsMatch &&
    figures.validationErrors.passed === figures.validationErrors.total &&
    figures.irreversible.executedWithoutApproval === 0;
  return { suite: 'tool-use', model: options.model?.spec ?? 'offline', data: options.dataDir, ...figures, targets: { ...TOOL_USE_TARGETS }, pass, results };
}
