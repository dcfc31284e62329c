import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Embedder } from '../../spec/embedder.js';
import { createToolSelector, normalizeJsonSchema, type LintableTool } from '../../tools/index.js';
import { expectedCalls, type ToolCase } from './tool-case.js';

/** Selection recall at several k: share of requests whose expected tools are all among the top k. */
export interface SelectionRecall {
  requests: number;
  /** Tools to choose from (average pool size when pools differ per request). */
  poolSize: number;
  recallAt: Record<string, number>;
}

interface SelectionRequest {
  query: string;
  expected: string[];
  pool: LintableTool[];
}

async function recall(requests: SelectionRequest[], ks: number[], embedder?: Embedder): Promise<SelectionRecall> {
  const hits = new Map<number, number>(ks.map((k) => [k, 0]));
  const selectors = new Map<LintableTool[], ReturnType<typeof createToolSelector>>();
  for (const request of requests) {
    let selector = selectors.get(request.pool);
    if (!selector) {
      selector = createToolSelector(request.pool, { embedder });
      selectors.set(request.pool, selector);
    }
    const ranked = (await selector.select(request.query, { force: true, topK: Math.max(...ks) })).scores.map((score) => score.name);
    for (const k of ks) if (request.expected.every((name) => ranked.slice(0, k).includes(name))) hits.set(k, (hits.get(k) ?? 0) + 1);
  }
  const poolSize = requests.reduce((sum, request) => sum + request.pool.length, 0) / Math.max(1, requests.length);
  return {
    requests: requests.length,
    poolSize: Math.round(poolSize * 10) / 10,
    recallAt: Object.fromEntries(ks.map((k) => [String(k), Math.round(((hits.get(k) ?? 0) / Math.max(1, requests.length)) * 1000) / 1000])),
  };
}

/** Recall of Tool RAG on the tool cases that expect a call, over the whole tools file. */
export async function selectionRecallOnCases(tools: LintableTool[], cases: ToolCase[], options: { ks?: number[]; embedder?: Embedder } = {}): Promise<SelectionRecall> {
  const requests = cases
    .filter((testCase) => testCase.should_call_tool && testCase.expected_tool)
    .map((testCase) => ({ query: testCase.query, expected: [...new Set(expectedCalls(testCase).map((call) => call.tool))], pool: tools }));
  return recall(requests, options.ks ?? [1, 3, 5], options.embedder);
}

interface BfclEntry {
  id: string;
  question: Array<Array<{ role: string; content: string }>>;
  function: Array<{ name: string; description: string; parameters?: Record<string, unknown> }>;
}

function parseLines<T>(text: string): T[] {
  return text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

/**
 * Recall on a BFCL category (`multiple`, `live_multiple`): per entry against its own function pool, and against
 * the global pool of every distinct function in the category (the situation Tool RAG is for).
 */
export async function selectionRecallOnBfcl(bfclDir: string, category: string, options: { ks?: number[]; embedder?: Embedder; limit?: number } = {}): Promise<{ ownPool: SelectionRecall; globalPool: SelectionRecall }> {
  const entries = parseLines<BfclEntry>(await readFile(join(bfclDir, `BFCL_v4_${category}.json`), 'utf8')).slice(0, options.limit);
  const answers = new Map(parseLines<{ id: string; ground_truth: Array<Record<string, unknown>> }>(await readFile(join(bfclDir, 'possible_answer', `BFCL_v4_${category}.json`), 'utf8')).map((answer) => [answer.id, answer]));
  const global = new Map<string, LintableTool>();
  const own: SelectionRequest[] = [];
  for (const entry of entries) {
    const pool = entry.function.map((fn) => ({ name: fn.name, description: fn.description ?? '', parameters: normalizeJsonSchema(fn.parameters ?? {}) }));
    for (const tool of pool) if (!global.has(tool.name)) global.set(tool.name, tool);
    const expected = [...new Set((answers.get(entry.id)?.ground_truth ?? []).flatMap((call) => Object.keys(call)))];
    const query = entry.question.flat().filter((message) => message.role === 'user').map((message) => message.content).join('\n');
    if (expected.length > 0) own.push({ query, expected, pool });
  }
  const globalPool = [...global.values()];
  const ks = options.ks ?? [1, 3, 5];
  return {
    ownPool: await recall(own, ks, options.embedder),
    globalPool: await recall(own.map((request) => ({ ...request, pool: globalPool })), ks, options.embedder),
  };
}
