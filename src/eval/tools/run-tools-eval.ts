import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Embedder } from '../../spec/embedder.js';
import { createToolRegistry, parseToolsFile, toolSpecsFromFile, type ToolLanguage } from '../../tools/index.js';
import { selectionRecallOnBfcl, selectionRecallOnCases, type SelectionRecall } from './selection-eval.js';
import { parseToolCases } from './tool-case.js';
import { evaluateValidation, type ValidationCaseResult } from './validation-eval.js';

/** Options of `anker eval tools`. */
export interface ToolsEvalOptions {
  /** Folder with tools.json and tool_cases.jsonl (the grounding-dev set). */
  dataDir: string;
  language?: ToolLanguage;
  /** Folder with the BFCL files; when given, Tool RAG recall is measured on `multiple` and `live_multiple` too. */
  bfclDir?: string;
  /** Third list of the hybrid tool selection (lexical only when absent). */
  embedder?: Embedder;
  /** Cap on BFCL entries per category (for quick runs). */
  bfclLimit?: number;
}

/** Figures of the validation part of `anker eval tools`. */
export interface ToolsValidationReport {
  cases: number;
  invalidExpected: number;
  invalidCaught: number;
  validExpected: number;
  validAccepted: number;
  /** Rejections whose hint was not useful or named an unexpected parameter. */
  unhelpful: number;
  passed: number;
  failures: ValidationCaseResult[];
}

/** Report of `anker eval tools`. */
export interface ToolsEvalReport {
  suite: 'tools';
  validation: ToolsValidationReport;
  /** Tool RAG recall@k: all expected tools among the top k of the ranked tools. */
  selection: {
    embedder: string | null;
    toolCases: SelectionRecall;
    bfcl?: Record<string, { ownPool: SelectionRecall; globalPool: SelectionRecall }>;
  };
  results: ValidationCaseResult[];
}

/**
 * `anker eval tools`: validation on tool_cases.jsonl (every expect_validation_error case rejected with a useful hint,
 * every valid one accepted) and Tool RAG selection recall on the tool cases and, optionally, BFCL.
 */
export async function runToolsEval(options: ToolsEvalOptions): Promise<ToolsEvalReport> {
  const language = options.language ?? 'en';
  const file = parseToolsFile(JSON.parse(await readFile(join(options.dataDir, 'tools.json'), 'utf8')));
  const registry = createToolRegistry(toolSpecsFromFile(file, { language }), { language });
  const cases = parseToolCases(await readFile(join(options.dataDir, 'tool_cases.jsonl'), 'utf8'));
  const results = await evaluateValidation(registry, cases);
  const selection: ToolsEvalReport['selection'] = {
    embedder: options.embedder?.id ?? null,
    toolCases: await selectionRecallOnCases(file.tools, cases, { embedder: options.embedder }),
  };
  if (options.bfclDir) {
    selection.bfcl = {};
    for (const category of ['multiple', 'live_multiple']) {
      selection.bfcl[category] = await selectionRecallOnBfcl(options.bfclDir, category, { embedder: options.embedder, limit: options.bfclLimit, ks: [1, 3, 5, 10] });
    }
  }
  const invalid = results.filter((result) => result.expectValidationError);
  const valid = results.filter((result) => !result.expectValidationError);
  return {
    suite: 'tools',
    validation: {
      cases: results.length,
      invalidExpected: invalid.length,
      invalidCaught: invalid.filter((result) => result.rejected).length,
      validExpected: valid.length,
      validAccepted: valid.filter((result) => !result.rejected).length,
      unhelpful: results.flatMap((result) => result.errors).filter((error) => !error.useful).length,
      passed: results.filter((result) => result.pass).length,
      failures: results.filter((result) => !result.pass),
    },
    selection,
    results,
  };
}
