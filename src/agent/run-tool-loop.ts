import { generateText, stepCountIs, type ModelMessage, type StopCondition, type Tool, type ToolChoice } from 'ai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Logger } from 'pino';
import type { ToolRuntime } from '../tools/index.js';
import { toAgentToolOutput, type AgentToolOutput, type CallLog } from './agent-tools.js';

/** Tool choice per step: the first step's, the middle steps' (default auto); the last step is always `none`. */
export interface ToolChoicePlan {
  first?: ToolChoice<Record<string, Tool>>;
  rest?: ToolChoice<Record<string, Tool>>;
}

/** One run of the loop over messages that end with a user message or with tool results. */
export interface ToolLoopInput {
  model: LanguageModelV3;
  system: string;
  messages: ModelMessage[];
  tools: Record<string, Tool>;
  runtime: ToolRuntime;
  runId: string;
  tenantId?: string;
  log: CallLog;
  /** Most model steps (≥ 1); the last one is a synthesis with tool choice `none`. */
  maxSteps: number;
  toolChoice?: ToolChoicePlan;
  maxOutputTokens: number;
  logger?: Logger;
  signal?: AbortSignal;
}

/** A pending approval a run stopped for. */
export interface PendingApproval {
  callId: string;
  approvalId: string;
  toolName: string;
}

/** What the loop produced: the final text (empty when paused), the new messages, and any approvals it waits for. */
export interface ToolLoopOutcome {
  text: string;
  responseMessages: ModelMessage[];
  steps: number;
  pending: PendingApproval[];
}

function pendingOf(results: Array<{ toolCallId: string; toolName: string; output: unknown }>): PendingApproval[] {
  return results.flatMap((result) => {
    const output = result.output as AgentToolOutput | undefined;
    return output?.status === 'pending_approval' ? [{ callId: result.toolCallId, approvalId: output.approval_id, toolName: result.toolName }] : [];
  });
}

// Approval is a state of the loop: after a step with a pending approval no further model step runs.
const pausedForApproval: StopCondition<Record<string, Tool>> = ({ steps }) => pendingOf(steps.at(-1)?.toolResults ?? []).length > 0;

/**
 * The SDK answers a call it could not hand to a tool (malformed JSON, unknown tool) with its own error text; the model
 * gets the runtime's structured error instead (type, parameter, did-you-mean hint), as for every other failed call.
 */
function withStructuredErrors(messages: ModelMessage[], log: CallLog): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== 'tool') return message;
    return {
      ...message,
      content: message.content.map((part) => {
        if (part.type !== 'tool-result' || part.output.type !== 'error-text') return part;
        const recorded = log.get(part.toolCallId);
        if (!recorded || recorded.outcome.status !== 'error') return part;
        return { ...part, output: { type: 'error-json' as const, value: JSON.parse(JSON.stringify(toAgentToolOutput(recorded.outcome))) } };
      }),
    };
  });
}

/**
 * The agent loop: model step → the step's tool calls, concurrently, each through the tool runtime → results → next
 * step, at most `maxSteps` steps, tool choice per step (`prepareStep`), the last step a synthesis with `none`.
 * A call the SDK cannot hand to a tool (unknown tool, malformed JSON) still passes the runtime, which answers
 * it with a structured error and a trace row, so every call id has exactly one recorded outcome.
 */
export async function runToolLoop(input: ToolLoopInput): Promise<ToolLoopOutcome> {
  const last = input.maxSteps - 1;
  const result = await generateText({
    model: input.model,
    system: input.system,
    messages: input.messages,
    tools: input.tools,
    toolChoice: 'auto',
    maxOutputTokens: input.maxOutputTokens,
    prepareStep: ({ stepNumber, messages }) => ({
      toolChoice: stepNumber >= last ? 'none' : stepNumber === 0 ? (input.toolChoice?.first ?? 'auto') : (input.toolChoice?.rest ?? 'auto'),
      messages: withStructuredErrors(messages, input.log),
    }),
    stopWhen: [stepCountIs(input.maxSteps), pausedForApproval],
    abortSignal: input.signal,
    onStepFinish: async (step) => {
      for (const part of step.content) {
        if (part.type !== 'tool-call' || !(part as { invalid?: boolean }).invalid || input.log.has(part.toolCallId)) continue;
        const outcome = await input.runtime.executeToolCall(
          { callId: part.toolCallId, toolName: part.toolName, arguments: part.input },
          { runId: input.runId, tenantId: input.tenantId },
        );
        input.log.record({ callId: part.toolCallId, toolName: part.toolName, arguments: part.input, outcome });
      }
      input.log.orderStep(step.content.flatMap((part) => (part.type === 'tool-call' ? [part.toolCallId] : [])));
      input.logger?.info(
        { event: 'step-end', runId: input.runId, finishReason: step.finishReason, rawFinishReason: step.rawFinishReason, toolCalls: step.toolCalls.map((call) => call.toolName) },
        'model step finished',
      );
    },
  });
  const pending = pendingOf(result.steps.at(-1)?.toolResults ?? []);
  return { text: pending.length > 0 ? '' : result.text.trim(), responseMessages: result.response.messages, steps: result.steps.length, pending };
}
