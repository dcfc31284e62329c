export { ask } from './ask.js';
export type { AskCitation, AskDeps, AskResult, AskStatus } from './types.js';
export { detectNoRetrieval } from './detect-no-retrieval.js';
export type { NoRetrieval } from './detect-no-retrieval.js';
export { evaluateArithmetic } from './evaluate-arithmetic.js';
export { DEFAULT_SENSITIVE_PATTERNS, isSensitiveQuery } from './sensitive-query.js';
export { SEARCH_TOOL_DESCRIPTION, createSearchTool, searchInputSchema } from './search-tool.js';
export { dryRunToolCalls } from './dry-run-tool-calls.js';
export type { AskCallRecord, DryRunToolCalls, DryRunToolCallsOptions } from './dry-run-tool-calls.js';
