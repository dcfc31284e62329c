import type { ToolExecutionContext, ToolSpec } from '../../spec/tool-spec.js';
import { ToolExecutionError } from '../../errors/index.js';

/** Options of an HTTP tool backend. */
export interface HttpToolExecutorOptions {
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch;
  /** Extra request headers (an API key of the backend). */
  headers?: Record<string, string>;
}

// Retryable statuses are decided here, where the error is born; the retry policy only reads the flag.
const transientStatus = new Set([408, 425, 429, 500, 502, 503, 504]);

function statusError(toolName: string, status: number, body: string): ToolExecutionError {
  const type = transientStatus.has(status) || status >= 500 ? 'TRANSIENT' : 'PERMANENT';
  const detail = body.trim().slice(0, 300);
  const error = new ToolExecutionError(toolName, type, `HTTP ${status}${detail ? `: ${detail}` : ''}`);
  Object.defineProperty(error, 'statusCode', { value: status, enumerable: true });
  return error;
}

/**
 * A tool backend at an HTTP endpoint: POST with the validated arguments as JSON; a 2xx JSON body is the output.
 * The per-attempt signal of the policies aborts the request (timeout); 408/425/429/5xx are transient (retried),
 * other statuses permanent; a body that is not JSON is malformed output (transient). The idempotency key and the
 * call id go along as headers so the backend can deduplicate too.
 */
export function createHttpToolExecutor(toolName: string, endpoint: string, options: HttpToolExecutorOptions = {}): ToolSpec['execute'] {
  const doFetch = options.fetch ?? fetch;
  return async (args: Record<string, unknown>, context: ToolExecutionContext) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-anker-call-id': context.callId, ...options.headers };
    if (context.idempotencyKey) headers['idempotency-key'] = context.idempotencyKey;
    const response = await doFetch(endpoint, { method: 'POST', headers, body: JSON.stringify(args), signal: context.signal });
    const text = await response.text();
    if (!response.ok) throw statusError(toolName, response.status, text);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ToolExecutionError(toolName, 'TRANSIENT', `The endpoint of ${toolName} did not answer with JSON.`);
    }
  };
}
