import { describe, expect, it } from 'vitest';
import { classifyError } from '../policies/classify-error.js';
import { createChaosInjector } from './chaos-injector.js';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0,1)', () => {
    const a = Array.from({ length: 5 }, seededRandom(7));
    const b = Array.from({ length: 5 }, seededRandom(7));
    expect(a).toEqual(b);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 5 }, seededRandom(8))).not.toEqual(a);
  });
});

describe('createChaosInjector', () => {
  async function outcomes(seed: number, rate: number, count: number) {
    const chaos = createChaosInjector({ rate, seed, kinds: ['rate-limit', 'unavailable', 'malformed'] });
    const results: string[] = [];
    for (let index = 0; index < count; index++) {
      try {
        const value = await chaos.run(async () => 'fine', new AbortController().signal);
        results.push(value === 'fine' ? 'ok' : 'malformed');
      } catch (error) {
        results.push(String(classifyError(error).statusCode));
      }
    }
    return { results, injected: chaos.injected };
  }

  it('injects at about the configured rate, reproducibly for a seed', async () => {
    const first = await outcomes(3, 0.2, 1000);
    const second = await outcomes(3, 0.2, 1000);
    expect(first.results).toEqual(second.results);
    const failures = first.results.filter((result) => result !== 'ok').length;
    expect(failures).toBeGreaterThan(160);
    expect(failures).toBeLessThan(240);
    expect(new Set(first.results)).toEqual(new Set(['ok', 'malformed', '429', '503']));
  });

  it('never injects at rate 0 and rejects rates outside [0,1]', async () => {
    expect((await outcomes(1, 0, 100)).results.every((result) => result === 'ok')).toBe(true);
    expect(() => createChaosInjector({ rate: 1.5 })).toThrow(RangeError);
  });

  it('lets a timeout run the operation and then hang until aborted (the response is lost)', async () => {
    const chaos = createChaosInjector({ rate: 1, kinds: ['timeout'] });
    const controller = new AbortController();
    let ran = false;
    const pending = chaos.run(async () => {
      ran = true;
      return 'x';
    }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toBe(true);
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });
});
