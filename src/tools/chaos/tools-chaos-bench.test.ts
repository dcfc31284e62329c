import { describe, expect, it } from 'vitest';
import { run } from '../../../bench/tools-chaos.js';

describe('bench/tools-chaos run()', () => {
  it('answers every call id once and never duplicates a side effect under 20 % chaos', async () => {
    const figures = await run({ calls: 120, seed: 5 });
    expect(figures.unansweredCallIds).toBe(0);
    expect(figures.duplicateSideEffects).toBe(0);
    expect(figures.successRate).toBeGreaterThan(0.95);
    expect(figures.callsPerSuccessfulResult).toBeLessThan(1.6);
    expect(Object.values(figures.injected).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(10);
  });
});
