import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.js';
import { resolvePolicyOptions } from './policy-defaults.js';
import { classifyError } from './classify-error.js';
import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';
import { ProviderError, ToolExecutionError } from '../../errors/index.js';

const options = { initialDelayMs: 200, maxDelayMs: 5_000 };

describe('backoffDelay', () => {
  it('doubles per retry and keeps jitter within [half, full] of the step', () => {
    const low = [1, 2, 3, 4].map((retry) => backoffDelay(retry, options, () => 0));
    const high = [1, 2, 3, 4].map((retry) => backoffDelay(retry, options, () => 0.999999));
    expect(low).toEqual([100, 200, 400, 800]);
    expect(high).toEqual([200, 400, 800, 1600]);
  });

  it('caps the step at maxDelayMs', () => {
    expect(backoffDelay(10, options, () => 0.999999)).toBe(5_000);
    expect(backoffDelay(10, options, () => 0)).toBe(2_500);
  });
});

describe('resolvePolicyOptions', () => {
  it('defaults to 3 attempts and never allows more than 5', () => {
    expect(resolvePolicyOptions().maxAttempts).toBe(3);
    expect(resolvePolicyOptions({ maxAttempts: 9 }).maxAttempts).toBe(5);
    expect(resolvePolicyOptions({ maxAttempts: 0 }).maxAttempts).toBe(1);
    expect(resolvePolicyOptions({ timeoutMs: 50 }, { timeoutMs: 20 }).timeoutMs).toBe(20);
  });
});

describe('classifyError', () => {
  it('treats 429, 503, timeouts and network errors as transient', () => {
    expect(classifyError(Object.assign(new Error('x'), { status: 429 })).type).toBe('TRANSIENT');
    expect(classifyError(Object.assign(new Error('x'), { statusCode: 503 })).type).toBe('TRANSIENT');
    expect(classifyError(new TaskCancelledError()).reason).toBe('timeout');
    expect(classifyError(Object.assign(new Error('x'), { code: 'ECONNRESET' })).type).toBe('TRANSIENT');
    expect(classifyError(new ProviderError('wiki', 'down', { statusCode: 502 })).type).toBe('TRANSIENT');
  });

  it('treats 400 and 403 as permanent, an open breaker as CIRCUIT_OPEN and the rest as UNKNOWN', () => {
    expect(classifyError(Object.assign(new Error('x'), { status: 400 })).type).toBe('PERMANENT');
    expect(classifyError(Object.assign(new Error('x'), { status: 403 })).type).toBe('PERMANENT');
    expect(classifyError(new ToolExecutionError('t', 'PERMANENT', 'no')).type).toBe('PERMANENT');
    expect(classifyError(new BrokenCircuitError()).type).toBe('CIRCUIT_OPEN');
    expect(classifyError(new TypeError('bug')).type).toBe('UNKNOWN');
    expect(classifyError('text').type).toBe('UNKNOWN');
  });
});
