import { SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { ToolCallOutcome } from '../../spec/tool.js';

/** The tracer used when none is injected: the global one, a no-op until an SDK is registered. */
export function defaultToolTracer(): Tracer {
  return trace.getTracer('anker.tools');
}

/** Starts the span of one tool call; attributes follow the OpenTelemetry GenAI conventions where they exist. */
export function startToolSpan(tracer: Tracer, toolName: string, callId: string, runId: string): Span {
  return tracer.startSpan(`execute_tool ${toolName}`, {
    attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': toolName, 'gen_ai.tool.call.id': callId, 'anker.run.id': runId },
  });
}

/** The span's trace id, or null when no SDK is active (all-zero ids). */
export function spanTraceId(span: Span): string | null {
  const id = span.spanContext().traceId;
  return /^0+$/.test(id) ? null : id;
}

/** Records the outcome on the span and ends it. */
export function endToolSpan(span: Span, outcome: ToolCallOutcome, details: { attempts: number; idempotencyKey: string | null; latencyMs: number }): void {
  span.setAttribute('anker.tool.status', outcome.status);
  span.setAttribute('anker.tool.attempts', details.attempts);
  span.setAttribute('anker.tool.latency_ms', details.latencyMs);
  if (details.idempotencyKey) span.setAttribute('anker.tool.idempotency_key', details.idempotencyKey);
  if (outcome.status === 'ok') {
    span.setStatus({ code: SpanStatusCode.OK });
  } else {
    span.setAttribute('error.type', outcome.error.error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error.message });
  }
  span.end();
}
