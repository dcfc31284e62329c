import { readFile } from 'node:fs/promises';
import { dryRunToolCalls, type AskCallRecord, type AskResult } from '../../agent/index.js';
import { UsageError } from '../../errors/index.js';
import { parseToolsFile, type ToolsFile } from '../../tools/index.js';

/** `anker ask --tools <file> --dry-run`: the tools file, read once per run. */
export async function loadAskTools(options: { tools?: string; dryRun?: boolean }): Promise<ToolsFile | null> {
  if (!options.tools) {
    if (options.dryRun) throw new UsageError('--dry-run needs --tools <tools.json>.');
    return null;
  }
  if (!options.dryRun) throw new UsageError('Executing your own tools from `anker ask` is not built yet.', 'Add --dry-run to validate and record the calls without executing them.');
  try {
    return parseToolsFile(JSON.parse(await readFile(options.tools, 'utf8')));
  } catch (error) {
    throw new UsageError(`Cannot read the tools file ${options.tools}: ${(error as Error).message}`, 'Give a tools.json: an array of tools or {"tools":[…],"fixtures":{…}}.');
  }
}

/** The `ask --json` shape with the tool calls (issue 11 contract): `calls` added, `needs_input` answered with the question back. */
export type AskWithCalls = (AskResult | (Omit<AskResult, 'status'> & { status: 'needs_input' })) & { calls: AskCallRecord[] };

/**
 * Chooses tool calls offline for the question and records them without executing; a question whose tool lacks a
 * required argument is answered with the question back (status `needs_input`), any other goes on to `answer`.
 */
export async function askWithToolCalls(question: string, tools: ToolsFile, answer: (question: string) => Promise<AskResult>, now: () => Date = () => new Date()): Promise<AskWithCalls> {
  const dryRun = await dryRunToolCalls(question, tools, { now });
  if (dryRun.needsInput) {
    return { status: 'needs_input', answer: dryRun.needsInput.question, citations: [], trace: { attempts: [], toolCalls: 0, steps: 0 }, calls: [] };
  }
  return { ...(await answer(question)), calls: dryRun.calls };
}

/** Human lines for the recorded calls. */
export function formatCalls(calls: AskCallRecord[]): string {
  if (calls.length === 0) return '';
  return ['', 'Tool calls (dry run, nothing executed):', ...calls.map((call) => `  ${call.id} ${call.tool} ${JSON.stringify(call.arguments)} → ${call.outcome}${call.error ? `: ${call.error.message}` : ''}`)].join('\n');
}
