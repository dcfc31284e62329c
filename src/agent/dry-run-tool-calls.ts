import { detectQuestionLanguage } from '../prompt/index.js';
import type { JsonSchema } from '../spec/tool-spec.js';
import type { ToolErrorResult } from '../spec/tool.js';
import { createOfflineToolChooser, createToolRegistry, toolSpecsFromFile, validateCallByName, type ToolsFile } from '../tools/index.js';
import { toolCallMessages } from './tool-call-messages.js';

/** One entry of the `calls` array of `anker ask --json` (CLI contract of issue 11), in call order. */
export interface AskCallRecord {
  id: string;
  tool: string;
  arguments: Record<string, unknown>;
  outcome: 'ok' | 'invalid' | 'error' | 'approval_required' | 'dry_run';
  error: ToolErrorResult | null;
}

/** What the offline chooser made of a message in a dry run. */
export interface DryRunToolCalls {
  calls: AskCallRecord[];
  /** Set when a required argument is missing: the question back to the user and what it asks for. */
  needsInput: { tool: string; missing: string[]; question: string } | null;
}

/** Options of `dryRunToolCalls`. */
export interface DryRunToolCallsOptions {
  /** Reference for relative dates (`gestern`, `yesterday`). */
  now: () => Date;
}

/** A parameter named with its description, for the question back to the user. */
export function describeParameter(file: ToolsFile, tool: string, name: string): string {
  const properties = (file.tools.find((entry) => entry.name === tool)?.parameters?.properties ?? {}) as Record<string, JsonSchema>;
  const description = properties[name]?.description;
  return typeof description === 'string' && description.trim() ? `${name} (${description.trim().replace(/\.$/, '')})` : name;
}

/**
 * The offline model's tool calls for a message, validated and recorded but never executed (`--dry-run`): a call
 * validation rejects is `invalid` with its structured error, a call of an irreversible tool is
 * `approval_required`, every other call `dry_run`. A missing required argument gives the question to ask back.
 */
export async function dryRunToolCalls(message: string, file: ToolsFile, options: DryRunToolCallsOptions): Promise<DryRunToolCalls> {
  const language = detectQuestionLanguage(message);
  const registry = createToolRegistry(toolSpecsFromFile(file, { language }), { language });
  const decision = await createOfflineToolChooser(file, { now: options.now }).choose(message);
  switch (decision.kind) {
    case 'no_call':
      return { calls: [], needsInput: null };
    case 'needs_input': {
      const question = toolCallMessages(language).needsInput(decision.missing.map((name) => describeParameter(file, decision.tool, name)));
      return { calls: [], needsInput: { tool: decision.tool, missing: decision.missing, question } };
    }
    case 'calls': {
      const calls: AskCallRecord[] = [];
      for (const [index, call] of decision.calls.entries()) {
        const validation = await validateCallByName(registry, call.tool, call.arguments);
        const irreversible = file.tools.find((entry) => entry.name === call.tool)?.side_effect === 'irreversible';
        calls.push({
          id: `call_${index + 1}`,
          tool: call.tool,
          arguments: call.arguments,
          outcome: !validation.ok ? 'invalid' : irreversible ? 'approval_required' : 'dry_run',
          error: validation.ok ? null : validation.error,
        });
      }
      return { calls, needsInput: null };
    }
  }
}
