import type { ToolCallOutcome, ToolErrorResult } from '../spec/tool.js';
import { ToolExecutionError } from '../errors/index.js';
import { classifyError, type ClassifiedError } from './policies/classify-error.js';
import type { RuntimeInternals, ToolCallContext, ToolCallRequest } from './runtime-internals.js';
import { toolError } from './tool-error.js';
import type { RegisteredTool } from './tool-registry.js';

/** Mutable facts about a call collected for its trace. */
export interface CallRecord {
  attempts: number;
  idempotencyKey: string | null;
  replayed: boolean;
}

function isWellFormed(output: unknown): boolean {
  if (output === undefined) return false;
  try {
    JSON.stringify(output);
    return true;
  } catch {
    return false;
  }
}

function describeFailure(runtime: RuntimeInternals, tool: RegisteredTool, classified: ClassifiedError): ToolErrorResult {
  const messages = runtime.registry.messages;
  const name = tool.spec.name;
  const timeoutMs = runtime.policies.settings(name, tool.spec.policy).timeoutMs;
  const message =
    classified.type === 'CIRCUIT_OPEN' ? messages.circuitOpen(name)
    : classified.reason === 'timeout' ? messages.timeout(timeoutMs)
    : classified.reason === 'busy' ? messages.busy(name)
    : messages.failed(name, classified.message);
  return toolError(classified.type, message, messages);
}

/** Executes a validated call through the tool's policies (and chaos); returns an outcome, never throws. */
export async function runWithPolicies(
  runtime: RuntimeInternals,
  tool: RegisteredTool,
  args: Record<string, unknown>,
  call: ToolCallRequest,
  context: ToolCallContext & { tenantId: string },
  record: CallRecord,
): Promise<ToolCallOutcome> {
  const spec = tool.spec;
  const policy = runtime.policies.forCall(spec.name, context.sessionId ?? context.runId, spec.policy, {
    onRetry: (attempt, delayMs) => runtime.logger?.debug({ event: 'tool-retry', tool: spec.name, callId: call.callId, attempt, delayMs }),
  });
  try {
    const output = await policy.execute(async ({ signal }) => {
      record.attempts += 1;
      const executionContext = {
        signal, callId: call.callId, runId: context.runId, tenantId: context.tenantId,
        idempotencyKey: record.idempotencyKey, attempt: record.attempts, logger: context.logger ?? runtime.logger,
      };
      const run = () => spec.execute(args, executionContext);
      const result = runtime.chaos ? await runtime.chaos.run(run, signal) : await run();
      if (!isWellFormed(result) || (spec.checkOutput && !spec.checkOutput(result))) {
        throw new ToolExecutionError(spec.name, 'TRANSIENT', runtime.registry.messages.malformedOutput(spec.name));
      }
      return result;
    }, context.signal);
    return { status: 'ok', callId: call.callId, toolName: spec.name, output };
  } catch (error) {
    const failure = describeFailure(runtime, tool, classifyError(error));
    runtime.logger?.warn({ event: 'tool-error', tool: spec.name, callId: call.callId, type: failure.error, attempts: record.attempts, err: error });
    if (spec.fallback && (failure.error === 'TRANSIENT' || failure.error === 'CIRCUIT_OPEN')) {
      return { status: 'ok', callId: call.callId, toolName: spec.name, output: await spec.fallback(args, failure) };
    }
    return { status: 'error', callId: call.callId, toolName: spec.name, error: failure };
  }
}
