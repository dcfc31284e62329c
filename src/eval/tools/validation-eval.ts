import type { JsonSchema } from '../../spec/tool-spec.js';
import type { ToolErrorResult } from '../../spec/tool.js';
import { validateCallByName, type ToolRegistry } from '../../tools/index.js';
import { expectedCalls, type ToolCase } from './tool-case.js';

/** Result of validating the calls of one case. */
export interface ValidationCaseResult {
  id: string;
  category: string;
  expectValidationError: boolean;
  /** True when at least one call was rejected. */
  rejected: boolean;
  /** Pass: rejected iff expected, and every rejection carries a useful hint on an expected parameter. */
  pass: boolean;
  errors: Array<{ tool: string; error: ToolErrorResult; useful: boolean }>;
}

// Partial expected_args leave required text fields out (a free-text query, a description); the request text fills them.
function completeArguments(registry: ToolRegistry, tool: string, args: Record<string, unknown>, query: string): Record<string, unknown> {
  const parameters = registry.get(tool)?.parameters as JsonSchema | undefined;
  const properties = (parameters?.properties ?? {}) as Record<string, JsonSchema>;
  const completed = { ...args };
  for (const name of (parameters?.required as string[] | undefined) ?? []) {
    const schema = properties[name];
    if (completed[name] !== undefined || schema?.type !== 'string' || schema.pattern || schema.enum) continue;
    completed[name] = query.slice(0, typeof schema.maxLength === 'number' ? schema.maxLength : 500);
  }
  return completed;
}

/**
 * A hint is useful when it names what to do: an example or expected format, a did-you-mean, a list_* tool,
 * the allowed values or limit (in the message), or asking the user.
 */
export function isUsefulError(error: ToolErrorResult): boolean {
  if (error.error !== 'INVALID_ARGUMENT' || !error.parameter || error.message.length < 10) return false;
  const text = `${error.message} ${error.hint}`;
  return /e\.g\.|z\. ?b\.|did you mean|meinten sie|list_\w+|one of|einer dieser|at least|at most|mindestens|höchstens|ask the user|nachfragen|calendar date|kalenderdatum|format|expected|erwartet/i.test(text);
}

/** Validates every expected call of every case; cases without expected calls are skipped. */
export async function evaluateValidation(registry: ToolRegistry, cases: ToolCase[]): Promise<ValidationCaseResult[]> {
  const results: ValidationCaseResult[] = [];
  for (const testCase of cases) {
    const calls = expectedCalls(testCase);
    if (calls.length === 0) continue;
    const errors: ValidationCaseResult['errors'] = [];
    for (const call of calls) {
      const result = await validateCallByName(registry, call.tool, completeArguments(registry, call.tool, call.args, testCase.query));
      if (!result.ok) errors.push({ tool: call.tool, error: result.error, useful: isUsefulError(result.error) && Object.hasOwn(call.args, result.error.parameter?.split('.')[0] ?? '') });
    }
    const rejected = errors.length > 0;
    const pass = rejected === testCase.expect_validation_error && errors.every((error) => error.useful);
    results.push({ id: testCase.id, category: testCase.category, expectValidationError: testCase.expect_validation_error, rejected, pass, errors });
  }
  return results;
}
