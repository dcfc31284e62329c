import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

describe('createRateLimiter', () => {
  it('allows a burst of the full budget, then refuses with the seconds until one request is back', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 60, now: () => now });
    for (let index = 0; index < 60; index += 1) expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps one budget per key and forgets the least recently used key beyond maxKeys', () => {
    const now = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => now, maxKeys: 2 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('c').allowed).toBe(true);
    // 'b' was the least recently used and was dropped: it starts with a full budget again.
    expect(limiter.take('b').allowed).toBe(true);
  });
});
