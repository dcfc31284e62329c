export { runToolsEval } from './run-tools-eval.js';
export type { ToolsEvalOptions, ToolsEvalReport, ToolsValidationReport } from './run-tools-eval.js';
export { evaluateValidation, isUsefulError } from './validation-eval.js';
export type { ValidationCaseResult } from './validation-eval.js';
export { expectedCalls, parseToolCases } from './tool-case.js';
export type { ToolCase } from './tool-case.js';
export { selectionRecallOnBfcl, selectionRecallOnCases } from './selection-eval.js';
export type { SelectionRecall } from './selection-eval.js';
