/** One line of tool_cases.jsonl (grounding-dev README). */
export interface ToolCase {
  id: string;
  query: string;
  should_call_tool: boolean;
  expected_tool: string | string[] | null;
  expected_args: Record<string, unknown> | Array<Record<string, unknown>> | null;
  notes?: string;
  category: string;
  expect_validation_error: boolean;
}

/** Parses tool_cases.jsonl text; blank lines are skipped. */
export function parseToolCases(text: string): ToolCase[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ToolCase);
}

/** The calls a case expects: pairs of tool name and (partial) arguments. Empty for no-tool cases. */
export function expectedCalls(testCase: ToolCase): Array<{ tool: string; args: Record<string, unknown> }> {
  if (!testCase.expected_tool) return [];
  const tools = Array.isArray(testCase.expected_tool) ? testCase.expected_tool : [testCase.expected_tool];
  const args = Array.isArray(testCase.expected_args) ? testCase.expected_args : [testCase.expected_args ?? {}];
  return tools.map((tool, index) => ({ tool, args: args[index] ?? {} }));
}
