import { APICallError, type LanguageModelV3, type LanguageModelV3StreamPart, type SharedV3Warning } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { DelegateBackoff, handleWhen, retry, type IRetryBackoffContext } from 'cockatiel';
import type { Logger } from 'pino';
import { AnkerError } from '../errors/index.js';
import { backoffDelay } from '../tools/index.js';

/** Settings of {@link withModelRetries}. */
export interface ModelRetryOptions {
  /** Attempts per model call, the first included (default 3). */
  maxAttempts?: number;
  /** First backoff step in ms when the provider names no Retry-After (default 1,000). */
  initialDelayMs?: number;
  /** Largest backoff step in ms (default 8,000). */
  maxDelayMs?: number;
  /** A Retry-After longer than this (ms) is not waited for: the call fails at once (default 30,000). */
  maxRetryAfterMs?: number;
  /**
   * Longest wait for one attempt in ms before it is aborted (default 120,000): a provider that hangs ends as a
   * failed call (TECHNICAL_ERROR for the user), not a hung run. A timed-out attempt is not retried.
   */
  timeoutMs?: number;
  /** Jitter source (inject in tests). */
  random?: () => number;
  logger?: Logger;
}

/** A model call that did not answer within its deadline (not retryable: a hanging provider is not waited for twice). */
export class ModelTimeoutError extends AnkerError {
  constructor(model: LanguageModelV3, timeoutMs: number, cause: unknown) {
    super('MODEL_TIMEOUT', `${model.provider}:${model.modelId} did not answer within ${timeoutMs} ms`, { cause, isRetryable: false, hint: 'Check that the model server is up and not overloaded.' });
  }
}

/** The wait a provider asks for, in ms: `retry-after-ms` (OpenAI) or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | null {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  if (!headers) return null;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return null;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The same error, marked not retryable: the AI SDK's own retry loop (`maxRetries`, default 2, in every
 * generateText of the loop, the judge and the reformulator) then passes it on instead of multiplying our attempts.
 */
function final(error: unknown): unknown {
  if (!APICallError.isInstance(error) || !error.isRetryable) return error;
  return new APICallError({
    message: error.message,
    url: error.url,
    requestBodyValues: error.requestBodyValues,
    statusCode: error.statusCode,
    responseHeaders: error.responseHeaders,
    responseBody: error.responseBody,
    cause: error,
    isRetryable: false,
    data: error.data,
  });
}

/**
 * The one owner of model-call retries: a retryable provider error (429, 5xx, network; the provider package decides)
 * is retried with jittered exponential backoff, or after the Retry-After the provider names, at most `maxAttempts`
 * times; a Retry-After beyond `maxRetryAfterMs` fails at once. The error that remains reaches the caller marked not
 * retryable. A stream is retried only while it has not started. Provider warnings are logged (`model-warning`), not
 * printed by the AI SDK.
 */
export function withModelRetries(model: LanguageModelV3, options: ModelRetryOptions = {}): LanguageModelV3 {
  const settings = { initialDelayMs: options.initialDelayMs ?? 1_000, maxDelayMs: options.maxDelayMs ?? 8_000 };
  const maxRetryAfter = options.maxRetryAfterMs ?? 30_000;
  const random = options.random ?? Math.random;
  const retryable = (error: Error) => APICallError.isInstance(error) && error.isRetryable && (retryAfterMs(error) ?? 0) <= maxRetryAfter;
  const backoff = new DelegateBackoff<IRetryBackoffContext<unknown>>((context) => {
    const asked = 'error' in context.result ? retryAfterMs(context.result.error) : null;
    return asked ?? backoffDelay(context.attempt, settings, random);
  });
  const policy = retry(handleWhen(retryable), { maxAttempts: Math.max(0, (options.maxAttempts ?? 3) - 1), backoff });
  policy.onRetry((event) =>
    options.logger?.warn(
      { event: 'model-retry', provider: model.provider, modelId: model.modelId, delayMs: event.delay, attempt: event.attempt, statusCode: 'error' in event && APICallError.isInstance(event.error) ? event.error.statusCode : undefined },
      'model call failed; retrying',
    ),
  );
  const timeoutMs = options.timeoutMs ?? 120_000;
  // Each attempt gets its own deadline, joined with the caller's signal, so one hang cannot eat the retries' time.
  const run = async <T>(call: (signal: AbortSignal) => PromiseLike<T>, signal: AbortSignal | undefined): Promise<T> => {
    try {
      return await policy.execute(async () => {
        // Cleared once the call has answered: a stream that has started is not cut off by the deadline.
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), timeoutMs);
        try {
          return await call(signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal);
        } catch (error) {
          if (deadline.signal.aborted && !signal?.aborted) throw new ModelTimeoutError(model, timeoutMs, error);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      }, signal);
    } catch (error) {
      throw final(error);
    }
  };
  // Provider warnings (an unsupported setting, a compatibility mode) go to our log: the AI SDK would print them on
  // stdout, which is the JSON contract of the CLI.
  const logWarnings = (warnings: readonly SharedV3Warning[]) => {
    if (warnings.length > 0) options.logger?.warn({ event: 'model-warning', provider: model.provider, modelId: model.modelId, warnings }, 'model warnings');
  };
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      wrapGenerate: async ({ model: inner, params }) => {
        const result = await run((abortSignal) => inner.doGenerate({ ...params, abortSignal }), params.abortSignal);
        logWarnings(result.warnings);
        return { ...result, warnings: [] };
      },
      wrapStream: async ({ model: inner, params }) => {
        const result = await run((abortSignal) => inner.doStream({ ...params, abortSignal }), params.abortSignal);
        const stream = result.stream.pipeThrough(
          new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
            transform(part, controller) {
              if (part.type !== 'stream-start') return controller.enqueue(part);
              logWarnings(part.warnings);
              controller.enqueue({ ...part, warnings: [] });
            },
          }),
        );
        return { ...result, stream };
      },
    },
  });
}
