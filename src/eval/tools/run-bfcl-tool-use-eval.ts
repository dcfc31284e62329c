import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createOfflineToolChooser, normalizeJsonSchema, type ProposedCall, type ToolsFile } from '../../tools/index.js';
import type { Share } from './run-tool-use-eval.js';

/** BFCL categories `anker eval tool-use --data <bfcl>` scores (file `BFCL_v4_<name>.json`). */
export const BFCL_TOOL_USE_CATEGORIES = ['irrelevance', 'live_irrelevance', 'simple_python', 'multiple', 'parallel'] as const;

/** One BFCL category as the offline chooser handled it. */
export interface BfclCategoryReport {
  category: string;
  entries: number;
  /** Irrelevance categories: no call made. Others: at least one call made. */
  decided: Share;
  /** Of the entries that expect calls: the multiset of chosen tools equals the expected one (set match for parallel). */
  correctTool: Share;
  /** Of the entries with the right tools: every expected call's arguments are among BFCL's acceptable values. */
  argumentsMatch: Share;
  /** Entries the chooser answered with needs_input (a required argument it could not fill). */
  clarifications: number;
}

/** Report of the BFCL part of `anker eval tool-use`. */
export interface BfclToolUseReport {
  suite: 'tool-use';
  model: 'offline';
  data: string;
  benchmark: 'bfcl';
  categories: BfclCategoryReport[];
}

interface BfclEntry {
  id: string;
  question: Array<Array<{ role: string; content: string }>>;
  function: Array<{ name: string; description?: string; parameters?: Record<string, unknown> }>;
}

/** BFCL's answer: per expected call, the tool name and per argument the accepted values ("" = may be left out). */
type GroundTruth = Array<Record<string, Record<string, unknown[]>>>;

function parseLines<T>(text: string): T[] {
  return text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

function share(passed: number, total: number): Share {
  return { passed, total, rate: total === 0 ? 1 : Math.round((passed / total) * 1000) / 1000 };
}

/** Whether a folder holds BFCL files rather than a tools.json set. */
export function isBfclFolder(dir: string): boolean {
  return !existsSync(join(dir, 'tools.json')) && BFCL_TOOL_USE_CATEGORIES.some((category) => existsSync(join(dir, `BFCL_v4_${category}.json`)));
}

function toolsFileOf(entry: BfclEntry): ToolsFile {
  return {
    tools: entry.function.map((fn) => ({
      name: fn.name,
      description: fn.description ?? '',
      side_effect: 'none',
      parameters: normalizeJsonSchema(fn.parameters ?? { type: 'object', properties: {} }) as Record<string, unknown>,
    })),
    fixtures: {},
  };
}

function sameValue(accepted: unknown, actual: unknown): boolean {
  if (typeof accepted === 'number' && typeof actual === 'number') return Math.abs(accepted - actual) < 1e-9;
  if (typeof accepted === 'string' && typeof actual === 'string') return accepted.trim().toLowerCase() === actual.trim().toLowerCase();
  return JSON.stringify(accepted) === JSON.stringify(actual);
}

function argumentsAccepted(expected: Record<string, unknown[]>, actual: Record<string, unknown>): boolean {
  const known = Object.keys(expected);
  if (Object.keys(actual).some((name) => !known.includes(name))) return false;
  return Object.entries(expected).every(([name, values]) =>
    actual[name] === undefined ? values.includes('') : values.some((value) => sameValue(value, actual[name])),
  );
}

// Each expected call is matched to a proposed call of the same tool whose arguments are acceptable, each used once.
function callsAccepted(truth: GroundTruth, calls: ProposedCall[]): boolean {
  const left = [...calls];
  return truth.every((expected) => {
    const [tool, args] = Object.entries(expected)[0] ?? ['', {}];
    const index = left.findIndex((call) => call.tool === tool && argumentsAccepted(args, call.arguments));
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

const sorted = (names: string[]) => [...names].sort().join(',');

async function runCategory(dir: string, category: string, now: Date, limit?: number): Promise<BfclCategoryReport> {
  const entries = parseLines<BfclEntry>(await readFile(join(dir, `BFCL_v4_${category}.json`), 'utf8')).slice(0, limit);
  const answerPath = join(dir, 'possible_answer', `BFCL_v4_${category}.json`);
  const irrelevance = !existsSync(answerPath);
  const answers = irrelevance ? new Map<string, GroundTruth>() : new Map(parseLines<{ id: string; ground_truth: GroundTruth }>(await readFile(answerPath, 'utf8')).map((answer) => [answer.id, answer.ground_truth]));
  let decided = 0;
  let rightTool = 0;
  let rightArguments = 0;
  let clarifications = 0;
  let expecting = 0;
  for (const entry of entries) {
    // The last user message of the first turn: BFCL's single-turn categories have one.
    const query = (entry.question[0] ?? []).filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const decision = await createOfflineToolChooser(toolsFileOf(entry), { now: () => now }).choose(query);
    const calls = decision.kind === 'calls' ? decision.calls : [];
    if (decision.kind === 'needs_input') clarifications += 1;
    if (irrelevance) {
      if (calls.length === 0) decided += 1;
      continue;
    }
    const truth = answers.get(entry.id) ?? [];
    expecting += 1;
    if (calls.length > 0) decided += 1;
    const toolsRight = calls.length > 0 && sorted(calls.map((call) => call.tool)) === sorted(truth.map((call) => Object.keys(call)[0] ?? ''));
    if (!toolsRight) continue;
    rightTool += 1;
    if (callsAccepted(truth, calls)) rightArguments += 1;
  }
  return {
    category,
    entries: entries.length,
    decided: share(decided, entries.length),
    correctTool: share(rightTool, expecting),
    argumentsMatch: share(rightArguments, rightTool),
    clarifications,
  };
}

/**
 * The offline chooser on BFCL (each entry with its own function pool, dry run): irrelevance categories score
 * should-not-call, the others should-call, correct tool (multiset for parallel) and arguments against BFCL's
 * acceptable values (an argument left out is right only where BFCL accepts "").
 */
export async function runBfclToolUseEval(options: { dataDir: string; now?: Date; limit?: number; categories?: readonly string[] }): Promise<BfclToolUseReport> {
  const now = options.now ?? new Date();
  const categories: BfclCategoryReport[] = [];
  for (const category of options.categories ?? BFCL_TOOL_USE_CATEGORIES) {
    if (!existsSync(join(options.dataDir, `BFCL_v4_${category}.json`))) continue;
    categories.push(await runCategory(options.dataDir, category, now, options.limit));
  }
  return { suite: 'tool-use', model: 'offline', data: options.dataDir, benchmark: 'bfcl', categories };
}

function percent(value: Share): string {
  return `${(value.rate * 100).toFixed(1)} % (${value.passed}/${value.total})`;
}

/** Human table of the BFCL report. */
export function formatBfclToolUseReport(report: BfclToolUseReport): string {
  return [
    `Tool-use eval (offline chooser, dry run) on BFCL ${report.data}`,
    ...report.categories.map((category) =>
      category.correctTool.total === 0
        ? `${category.category.padEnd(17)} should not call ${percent(category.decided)}`
        : `${category.category.padEnd(17)} should call ${percent(category.decided)}; correct tool ${percent(category.correctTool)}; arguments ${percent(category.argumentsMatch)}; needs_input ${category.clarifications}`,
    ),
  ].join('\n');
}
