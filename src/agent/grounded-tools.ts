import { jsonSchema, tool, type Tool } from 'ai';
import type { GroundedResult } from '../spec/index.js';
import { externalSourceOf, type ToolRuntime } from '../tools/index.js';
import { toAgentToolOutput, type CallLog } from './agent-tools.js';
import type { CitationRegistry } from './citation-registry.js';
import { toSearchToolOutput } from './search-tool.js';
import type { QuestionLanguage } from '../prompt/index.js';

/** What the grounded tools of one run share. */
export interface GroundedToolsContext {
  runtime: ToolRuntime;
  runId: string;
  tenantId?: string;
  log: CallLog;
  /** Runtime tools whose output is a GroundedResult (web search, Wikipedia). */
  names: string[];
  registry: CitationRegistry;
  language: QuestionLanguage;
  includeSourceText: boolean;
  /** Called with each grounded result and the tool that produced it. */
  onResult(result: GroundedResult, toolName: string): void;
}

/** Whether a tool output is a GroundedResult (state and non-empty content). */
export function isGroundedResult(value: unknown): value is GroundedResult {
  const result = value as Partial<GroundedResult> | null;
  return typeof result?.state === 'string' && typeof result.content === 'string' && result.content !== '' && Array.isArray(result.citations);
}

/**
 * Runtime tools whose results are grounded (the `--web` searches) as AI SDK tools that behave like the knowledge-base
 * search: each call passes the runtime (validation, policies, trace), its GroundedResult is numbered into the run's
 * citations (so [n] means one source across all searches and the answer cites it) and goes to the model in the
 * four states, NOT_FOUND and TECHNICAL_ERROR as error results. A call the runtime refuses (invalid arguments) is an
 * error result recorded in the run's calls.
 */
export function createGroundedTools(context: GroundedToolsContext): Record<string, Tool> {
  const tools: Record<string, Tool> = {};
  for (const definition of context.runtime.modelTools(context.names)) {
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: jsonSchema<unknown>(definition.inputSchema as Parameters<typeof jsonSchema>[0]),
      execute: async (input, { toolCallId, abortSignal }) => {
        const outcome = await context.runtime.executeToolCall(
          { callId: toolCallId, toolName: definition.name, arguments: input },
          { runId: context.runId, tenantId: context.tenantId, signal: abortSignal },
        );
        if (outcome.status !== 'ok' || !isGroundedResult(outcome.output)) {
          context.log.record({ callId: toolCallId, toolName: definition.name, arguments: input, outcome });
          return toAgentToolOutput(outcome);
        }
        const numbered = context.registry.register(outcome.output);
        context.onResult(numbered, definition.name);
        return toSearchToolOutput(numbered, { ...context, place: externalSourceOf(definition.name) ?? undefined });
      },
      toModelOutput: ({ output }) => {
        const value = JSON.parse(JSON.stringify(output));
        const failed = (output as { isError?: boolean; status?: string }).isError === true || (output as { status?: string }).status === 'error';
        return failed ? { type: 'error-json', value } : { type: 'json', value };
      },
    });
  }
  return tools;
}
