import { isBrokenCircuitError, isBulkheadRejectedError } from 'cockatiel';
import type { ToolErrorType } from '../../spec/tool.js';
import { isAnkerError, ToolExecutionError } from '../../errors/index.js';

/** Where a failure falls in the taxonomy, and why. */
export interface ClassifiedError {
  type: ToolErrorType;
  /** Set for timeouts, bulkhead rejections and HTTP status failures. */
  reason: 'timeout' | 'busy' | 'circuit' | 'status' | 'network' | 'declared' | 'unknown';
  statusCode?: number;
  message: string;
}

// cockatiel 3.2.1's isTaskCancelledError tests for the bulkhead flag, so it is re-implemented here.
function isTaskCancelledError(error: unknown): boolean {
  return error instanceof Error && (error as { isTaskCancelledError?: unknown }).isTaskCancelledError === true;
}

const transientStatus = new Set([408, 425, 429, 500, 502, 503, 504]);
const transientCodes = new Set(['ETIMEDOUT', 'ECONNRESET', 'ECONNREFUSED', 'EAI_AGAIN', 'EPIPE', 'ENOTFOUND', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

function statusOf(error: object): number | undefined {
  const record = error as { status?: unknown; statusCode?: unknown };
  const status = record.statusCode ?? record.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Maps any thrown value to the taxonomy. Retryability is decided where an error is born
 * (ToolExecutionError, AnkerError.isRetryable); foreign errors are judged by HTTP status and network codes.
 */
export function classifyError(error: unknown): ClassifiedError {
  const message = error instanceof Error ? error.message : String(error);
  if (isBrokenCircuitError(error)) return { type: 'CIRCUIT_OPEN', reason: 'circuit', message };
  if (isTaskCancelledError(error)) return { type: 'TRANSIENT', reason: 'timeout', message };
  if (isBulkheadRejectedError(error)) return { type: 'TRANSIENT', reason: 'busy', message };
  if (error instanceof ToolExecutionError) {
    const statusCode = statusOf(error);
    return { type: error.type, reason: statusCode ? 'status' : 'declared', statusCode, message };
  }
  if (typeof error !== 'object' || error === null) return { type: 'UNKNOWN', reason: 'unknown', message };
  const statusCode = statusOf(error);
  if (statusCode !== undefined && statusCode >= 400) {
    const type = transientStatus.has(statusCode) || statusCode >= 500 ? 'TRANSIENT' : 'PERMANENT';
    return { type, reason: 'status', statusCode, message };
  }
  if (isAnkerError(error)) return { type: error.isRetryable ? 'TRANSIENT' : 'PERMANENT', reason: 'declared', message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && transientCodes.has(code)) return { type: 'TRANSIENT', reason: 'network', message };
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return { type: 'TRANSIENT', reason: 'timeout', message };
  return { type: 'UNKNOWN', reason: 'unknown', message };
}
