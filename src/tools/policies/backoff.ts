import { DelegateBackoff, type IRetryBackoffContext } from 'cockatiel';

/** Backoff settings in ms. */
export interface BackoffOptions {
  initialDelayMs: number;
  maxDelayMs: number;
}

/**
 * Delay before retry `retry` (1-based): exponential, capped, with "equal jitter" so the delay lies in
 * [half, full] of the exponential step. Half the step stays fixed so a burst of callers cannot retry at once,
 * the random half spreads them out.
 */
export function backoffDelay(retry: number, options: BackoffOptions, random: () => number): number {
  const step = Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** A cockatiel backoff factory using `backoffDelay` with an injected random source. */
export function jitteredBackoff(options: BackoffOptions, random: () => number): DelegateBackoff<IRetryBackoffContext<unknown>> {
  return new DelegateBackoff<IRetryBackoffContext<unknown>>((context) => backoffDelay(context.attempt, options, random));
}
