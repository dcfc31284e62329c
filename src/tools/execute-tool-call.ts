import type { ToolCallOutcome } from '../spec/tool.js';
import type { ToolTraceRecord } from '../spec/tool-spec.js';
import { passApprovalGate } from './approvals/approval-gate.js';
import { runIdempotent } from './run-idempotent.js';
import { runWithPolicies, type CallRecord } from './run-with-policies.js';
import type { RuntimeInternals, ToolCallContext, ToolCallRequest } from './runtime-internals.js';
import { deriveIdempotencyKey } from './state/derive-idempotency-key.js';
import { outcomeEvent, type ToolRuntimeEvent } from './tool-events.js';
import { toolError } from './tool-error.js';
import type { RegisteredTool } from './tool-registry.js';
import { redactPii } from './tracing/redact-pii.js';
import { endToolSpan, spanTraceId, startToolSpan } from './tracing/tool-span.js';
import { unknownToolError } from './validation/validate-call-by-name.js';
import { validateToolCall } from './validation/validate-tool-call.js';

type ResolvedContext = ToolCallContext & { tenantId: string };

function unknownTool(runtime: RuntimeInternals, call: ToolCallRequest): ToolCallOutcome {
  return { status: 'error', callId: call.callId, toolName: call.toolName, error: unknownToolError(runtime.registry, call.toolName) };
}

function idempotencyKeyFor(runtime: RuntimeInternals, call: ToolCallRequest, runId: string, args: Record<string, unknown>): string {
  if (call.idempotencyKey) return call.idempotencyKey;
  if (typeof args.idempotency_key === 'string') return args.idempotency_key;
  const callId = runtime.idempotency.includeCallId ? call.callId : undefined;
  return deriveIdempotencyKey({ runId, callId, toolName: call.toolName, arguments: args });
}

async function runPipeline(runtime: RuntimeInternals, tool: RegisteredTool, call: ToolCallRequest, context: ResolvedContext, record: CallRecord): Promise<ToolCallOutcome> {
  const validated = await validateToolCall(tool, call.arguments, runtime.registry);
  if (!validated.ok) return { status: 'error', callId: call.callId, toolName: call.toolName, error: validated.error };
  let args = validated.args;
  let approvalId: string | null = null;
  if (tool.spec.sideEffect === 'irreversible') {
    const gate = await passApprovalGate(runtime, tool, context.tenantId, context.runId, call, args);
    if (!gate.proceed) {
      // An approved call re-issued after it ran is answered from the approval's stored outcome.
      if (gate.outcome.status === 'ok' && gate.outcome.replayed) record.replayed = true;
      return gate.outcome;
    }
    args = gate.args;
    approvalId = gate.approval.id;
  }
  const execute = () => runWithPolicies(runtime, tool, args, call, context, record);
  let outcome: ToolCallOutcome;
  if (tool.spec.sideEffect === 'none') {
    outcome = await execute();
  } else {
    record.idempotencyKey = idempotencyKeyFor(runtime, call, context.runId, args);
    const result = await runIdempotent(runtime, context.tenantId, context.runId, call, record.idempotencyKey, execute);
    record.replayed = result.replayed;
    outcome = result.outcome;
  }
  if (approvalId) await runtime.state.setApprovalOutcome(context.tenantId, approvalId, outcome);
  return outcome;
}

async function recordTrace(runtime: RuntimeInternals, trace: ToolTraceRecord): Promise<void> {
  try {
    await runtime.state.recordTrace(trace);
  } catch (error) {
    // Losing a trace row must not lose the call's result.
    runtime.logger?.error({ event: 'tool-trace-failed', callId: trace.callId, err: error });
  }
}

/**
 * Runs one tool call: schema → domain → referential validation → approval (irreversible) → idempotency
 * (side effects) → policies → execute → trace row and span. Always resolves with exactly one outcome.
 */
export async function executeToolCall(runtime: RuntimeInternals, call: ToolCallRequest, context: ToolCallContext): Promise<ToolCallOutcome> {
  const resolved: ResolvedContext = { ...context, tenantId: context.tenantId ?? 'default' };
  const started = runtime.clock();
  const span = startToolSpan(runtime.tracer, call.toolName, call.callId, resolved.runId);
  const record: CallRecord = { attempts: 0, idempotencyKey: null, replayed: false };
  const tool = runtime.registry.get(call.toolName);
  emit(runtime, { type: 'tool-call', runId: resolved.runId, callId: call.callId, toolName: call.toolName });
  let outcome: ToolCallOutcome;
  try {
    outcome = tool ? await runPipeline(runtime, tool, call, resolved, record) : unknownTool(runtime, call);
  } catch (error) {
    runtime.logger?.error({ event: 'tool-pipeline-failed', tool: call.toolName, callId: call.callId, err: error });
    const messages = runtime.registry.messages;
    outcome = { status: 'error', callId: call.callId, toolName: call.toolName, error: toolError('UNKNOWN', messages.failed(call.toolName, (error as Error)?.message ?? String(error)), messages) };
  }
  const latencyMs = runtime.clock() - started;
  const traceId = spanTraceId(span) ?? runtime.newId().replace(/-/g, '');
  endToolSpan(span, outcome, { attempts: record.attempts, idempotencyKey: record.idempotencyKey, latencyMs });
  await recordTrace(runtime, {
    id: runtime.newId(), tenantId: resolved.tenantId, traceId, runId: resolved.runId, callId: call.callId, toolName: call.toolName,
    arguments: redactPii(typeof call.arguments === 'string' ? safeParse(call.arguments) : call.arguments, runtime.redaction),
    status: outcome.status, errorType: outcome.status === 'ok' ? null : outcome.error.error, latencyMs, attempts: record.attempts,
    idempotencyKey: record.idempotencyKey, replayed: record.replayed, startedAt: new Date(started).toISOString(),
  });
  emit(runtime, outcomeEvent(resolved.runId, outcome, latencyMs, record.attempts));
  return outcome;
}

function emit(runtime: RuntimeInternals, event: ToolRuntimeEvent): void {
  try {
    runtime.onEvent?.(event);
  } catch (error) {
    runtime.logger?.error({ event: 'tool-event-listener-failed', err: error });
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs calls concurrently; the result has one outcome per request, in request order. */
export async function executeToolCalls(runtime: RuntimeInternals, calls: ToolCallRequest[], context: ToolCallContext): Promise<ToolCallOutcome[]> {
  return Promise.all(calls.map((call) => executeToolCall(runtime, call, context)));
}
