import {
  bulkhead,
  circuitBreaker,
  ConsecutiveBreaker,
  handleWhen,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type BulkheadPolicy,
  type CircuitBreakerPolicy,
  type IPolicy,
  type IRetryContext,
} from 'cockatiel';
import type { ToolPolicyOptions } from '../../spec/tool-spec.js';
import { jitteredBackoff } from './backoff.js';
import { classifyError } from './classify-error.js';
import { resolvePolicyOptions, type ResolvedPolicyOptions } from './policy-defaults.js';

/** Observations of one policy execution, for traces. */
export interface PolicyObserver {
  onRetry?(attempt: number, delayMs: number): void;
}

/** Builds and caches the policies of each tool: bulkhead per tool, breaker per tool and session. */
export interface ToolPolicies {
  /** bulkhead → retry (transient only) → circuit breaker → timeout, composed with wrap(). */
  forCall(toolName: string, sessionKey: string, options: ToolPolicyOptions | undefined, observer?: PolicyObserver): IPolicy<IRetryContext>;
  /** State of a breaker (`closed`, `open`, `half-open`), for diagnostics. */
  breakerState(toolName: string, sessionKey: string): 'closed' | 'open' | 'half-open' | 'isolated' | 'none';
  settings(toolName: string, options: ToolPolicyOptions | undefined): ResolvedPolicyOptions;
}

const isTransient = (error: Error) => classifyError(error).type === 'TRANSIENT';
// Permanent errors (400/403, validation) say nothing about the backend's health, so they do not trip the breaker.
const countsForBreaker = (error: Error) => ['TRANSIENT', 'UNKNOWN'].includes(classifyError(error).type);

/** Creates the policy cache of one runtime. `random` drives backoff jitter (inject it in tests). */
export function createToolPolicies(options: { defaults?: ToolPolicyOptions; overrides?: ToolPolicyOptions; random: () => number }): ToolPolicies {
  const bulkheads = new Map<string, BulkheadPolicy>();
  const breakers = new Map<string, CircuitBreakerPolicy>();
  const settings = (_toolName: string, own: ToolPolicyOptions | undefined) => resolvePolicyOptions(options.defaults, own, options.overrides);

  function breakerFor(toolName: string, sessionKey: string, resolved: ResolvedPolicyOptions): CircuitBreakerPolicy {
    const key = `${sessionKey}\u0000${toolName}`;
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(countsForBreaker), {
        halfOpenAfter: resolved.breakerCooldownMs,
        breaker: new ConsecutiveBreaker(resolved.breakerThreshold),
      });
      breakers.set(key, breaker);
    }
    return breaker;
  }

  function bulkheadFor(toolName: string, resolved: ResolvedPolicyOptions): BulkheadPolicy {
    let policy = bulkheads.get(toolName);
    if (!policy) {
      policy = bulkhead(resolved.concurrency, resolved.queue);
      bulkheads.set(toolName, policy);
    }
    return policy;
  }

  return {
    settings,
    forCall(toolName, sessionKey, own, observer) {
      const resolved = settings(toolName, own);
      // cockatiel counts retries, not attempts.
      const retryPolicy = retry(handleWhen(isTransient), {
        maxAttempts: resolved.maxAttempts - 1,
        backoff: jitteredBackoff(resolved, options.random),
      });
      if (observer?.onRetry) retryPolicy.onRetry((event) => observer.onRetry?.(event.attempt, event.delay));
      return wrap(
        bulkheadFor(toolName, resolved),
        retryPolicy,
        breakerFor(toolName, sessionKey, resolved),
        timeout(resolved.timeoutMs, TimeoutStrategy.Aggressive),
      ) as unknown as IPolicy<IRetryContext>;
    },
    breakerState(toolName, sessionKey) {
      const breaker = breakers.get(`${sessionKey}\u0000${toolName}`);
      if (!breaker) return 'none';
      return (['closed', 'open', 'half-open', 'isolated'] as const)[breaker.state] ?? 'none';
    },
  };
}
