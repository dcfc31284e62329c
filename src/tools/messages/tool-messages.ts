import type { ToolErrorType } from '../../spec/tool.js';

/** Language of model-facing tool texts. */
export type ToolLanguage = 'de' | 'en';

/** Every model-facing text of the tool runtime, one implementation per language. */
export interface ToolMessages {
  /** What the model should do next, per error type. */
  hint: Record<ToolErrorType, string>;
  unknownTool(name: string, available: string[]): string;
  unknownToolHint(available: string[]): string;
  missingParameter(parameter: string): string;
  unexpectedParameter(parameter: string): string;
  wrongType(parameter: string, expected: string): string;
  patternMismatch(parameter: string, received: string): string;
  invalidEnum(parameter: string, allowed: unknown[]): string;
  invalidDate(parameter: string, received: string): string;
  invalidFormat(parameter: string, format: string): string;
  tooSmall(parameter: string, limit: number, unit: 'value' | 'length' | 'items'): string;
  tooLarge(parameter: string, limit: number, unit: 'value' | 'length' | 'items'): string;
  invalidGeneric(parameter: string, detail: string): string;
  /** Hint that quotes the parameter description (which carries the format and an example). */
  describeParameter(description: string): string;
  askUserHint: string;
  unknownId(parameter: string, received: string): string;
  didYouMean(candidate: string): string;
  callListTool(listTool: string): string;
  dateRangeReversed(start: string, end: string): string;
  timeout(ms: number): string;
  circuitOpen(tool: string): string;
  approvalRequired(tool: string, approvalId: string): string;
  approvalRejected(tool: string, reason: string | null): string;
  malformedOutput(tool: string): string;
  busy(tool: string): string;
  failed(tool: string, detail: string): string;
  /** Texts of grounded external search results (Wikipedia, web search). */
  search: {
    found(source: string, count: number): string;
    foundInstruction: string;
    lowRelevance(source: string, count: number): string;
    lowRelevanceInstruction: string;
    notFound(source: string, query: string): string;
    notFoundInstruction: string;
    technicalError(source: string, detail: string): string;
    technicalErrorInstruction: string;
  };
}
