/** One problem the description linter found, with a concrete fix. */
export interface LintFinding {
  tool: string;
  rule:
    | 'name-verb-object'
    | 'description-too-short'
    | 'description-missing-use-when'
    | 'description-missing-do-not-use'
    | 'parameter-missing-description'
    | 'parameter-missing-example'
    | 'similar-tools';
  message: string;
  suggestion: string;
}

/** What the linter reads of a tool: the shape of tools.json entries and of ToolSpecs alike. */
export interface LintableTool {
  name: string;
  description: string | { purpose: string; useWhen?: string; doNotUseFor?: string; examples?: string[] };
  parameters?: Record<string, unknown>;
}
