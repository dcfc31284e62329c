import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, jsonSchema, stepCountIs, tool, type Tool } from 'ai';
import { toolCallMessages } from '../../agent/index.js';
import { normalizeJsonSchema, type ProposedCall, type ToolCallDecision, type ToolLanguage, type ToolsFile } from '../../tools/index.js';

/** A chooser of tool calls for one message, as `anker eval tool-use` scores it. */
export interface ToolChooser {
  choose(query: string, options?: { signal?: AbortSignal }): Promise<ToolCallDecision>;
}

function argumentsOf(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return argumentsOf(JSON.parse(input));
    } catch {
      return {};
    }
  }
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/**
 * A configured model as the chooser: one step with the tools offered (`tool_choice: auto`) and nothing executed (the
 * tools have no `execute`, so the calls come back as the model made them, invalid ones included, for validation to
 * judge). No call and a reply that asks something back counts as a clarification.
 */
export function createModelToolChooser(model: LanguageModelV3, file: ToolsFile, options: { language?: ToolLanguage } = {}): ToolChooser {
  const tools: Record<string, Tool> = Object.fromEntries(
    file.tools.map((entry) => [
      entry.name,
      tool({ description: entry.description, inputSchema: jsonSchema<unknown>(normalizeJsonSchema(entry.parameters ?? { type: 'object', properties: {} }) as Parameters<typeof jsonSchema>[0]) }),
    ]),
  );
  const system = toolCallMessages(options.language ?? 'en').systemRules;
  return {
    async choose(query, callOptions = {}) {
      const result = await generateText({ model, system, prompt: query, tools, toolChoice: 'auto', stopWhen: stepCountIs(1), temperature: 0, maxOutputTokens: 1_024, abortSignal: callOptions.signal });
      const calls: ProposedCall[] = result.content.flatMap((part) => (part.type === 'tool-call' ? [{ tool: part.toolName, arguments: argumentsOf(part.input) }] : []));
      if (calls.length > 0) return { kind: 'calls', calls };
      if (/\?\s*$/.test(result.text.trim())) return { kind: 'needs_input', tool: '', missing: [], calls: [] };
      return { kind: 'no_call', reason: 'no_tool_fits' };
    },
  };
}
