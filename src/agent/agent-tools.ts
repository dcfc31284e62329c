import { jsonSchema, tool, type Tool } from 'ai';
import type { JSONValue } from '@ai-sdk/provider';
import type { ToolCallOutcome, ToolErrorResult } from '../spec/tool.js';
import type { ToolRuntime } from '../tools/index.js';
import type { AskCallRecord } from './dry-run-tool-calls.js';

/** What a model receives as the result of one of the user's tools (JSON; errors as error results). */
export type AgentToolOutput =
  | { status: 'ok'; tool: string; output: unknown }
  | { status: 'error'; tool: string; error: ToolErrorResult }
  | { status: 'pending_approval'; tool: string; approval_id: string; error: ToolErrorResult };

/** The outcome of a call as the model sees it. */
export function toAgentToolOutput(outcome: ToolCallOutcome): AgentToolOutput {
  switch (outcome.status) {
    case 'ok':
      return { status: 'ok', tool: outcome.toolName, output: outcome.output };
    case 'error':
      return { status: 'error', tool: outcome.toolName, error: outcome.error };
    case 'pending-approval':
      return { status: 'pending_approval', tool: outcome.toolName, approval_id: outcome.approvalId, error: outcome.error };
  }
}

/** The `calls` entry of an outcome (CLI contract of issue 11). */
export function toCallRecord(outcome: ToolCallOutcome, args: unknown): AskCallRecord {
  const argumentsObject = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const base = { id: outcome.callId, tool: outcome.toolName, arguments: argumentsObject };
  switch (outcome.status) {
    case 'ok':
      return { ...base, outcome: 'ok', error: null };
    case 'error':
      return { ...base, outcome: outcome.error.error === 'INVALID_ARGUMENT' ? 'invalid' : 'error', error: outcome.error };
    case 'pending-approval':
      return { ...base, outcome: 'approval_required', error: outcome.error };
  }
}

/** One call of a run, in the order the model issued it: its arguments and its single outcome. */
export interface RecordedCall {
  callId: string;
  toolName: string;
  arguments: unknown;
  outcome: ToolCallOutcome;
}

/** Where the outcomes of a run's calls are collected; a call id is recorded once (the first outcome wins). */
export class CallLog {
  private readonly calls = new Map<string, RecordedCall>();

  constructor(initial: RecordedCall[] = []) {
    for (const call of initial) this.calls.set(call.callId, call);
  }

  record(call: RecordedCall): void {
    if (!this.calls.has(call.callId)) this.calls.set(call.callId, call);
  }

  /** Replaces a call's outcome (after an approval decision). */
  replace(callId: string, outcome: ToolCallOutcome): void {
    const existing = this.calls.get(callId);
    if (existing) this.calls.set(callId, { ...existing, outcome });
  }

  has(callId: string): boolean {
    return this.calls.has(callId);
  }

  get(callId: string): RecordedCall | undefined {
    return this.calls.get(callId);
  }

  /** Puts the calls of one step in the order the model issued them (they complete in any order). */
  orderStep(callIds: string[]): void {
    const step = callIds.filter((id) => this.calls.has(id));
    const moved = step.map((id) => this.calls.get(id)!);
    for (const id of step) this.calls.delete(id);
    for (const call of moved) this.calls.set(call.callId, call);
  }

  list(): RecordedCall[] {
    return [...this.calls.values()];
  }
}

/** What the AI SDK tools of a run share. */
export interface AgentToolsContext {
  runtime: ToolRuntime;
  runId: string;
  tenantId?: string;
  log: CallLog;
  /** Tool names to offer (all of the runtime's when absent). */
  names?: string[];
}

/**
 * The runtime's tools as AI SDK tools: the JSON Schema is offered to the model but not checked by the SDK, so that
 * every call passes the runtime's own pipeline (validation with hints → policies → idempotency → approval → execute →
 * trace) and comes back as exactly one structured result; errors go to the model as error results (`is_error`).
 */
export function createAgentTools(context: AgentToolsContext): Record<string, Tool> {
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
        context.log.record({ callId: toolCallId, toolName: definition.name, arguments: input, outcome });
        return toAgentToolOutput(outcome);
      },
      toModelOutput: ({ output }) => {
        const value = JSON.parse(JSON.stringify(output)) as JSONValue;
        return (output as AgentToolOutput).status === 'ok' ? { type: 'json', value } : { type: 'error-json', value };
      },
    });
  }
  return tools;
}
