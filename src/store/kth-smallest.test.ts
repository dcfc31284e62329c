import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tools/index.js';
import { kthSmallest } from './kth-smallest.js';

describe('kthSmallest', () => {
  it('gives the value a sort puts at k − 1, ties and repeats included', () => {
    const random = seededRandom(95);
    for (let round = 0; round < 200; round += 1) {
      const count = 1 + Math.floor(random() * 300);
      // Few distinct values in some rounds, so that the k-th is often tied.
      const distinct = round % 2 === 0 ? 5 : 1_000_000;
      const values = Float64Array.from({ length: count + 7 }, () => Math.floor(random() * distinct) / distinct - 0.5);
      const k = 1 + Math.floor(random() * count);
      expect(kthSmallest(values, count, k)).toBe(values.slice(0, count).sort()[k - 1]);
    }
  });

  it('refuses a k it cannot answer', () => {
    expect(() => kthSmallest(new Float64Array(3), 3, 4)).toThrow(RangeError);
    expect(() => kthSmallest(new Float64Array(3), 3, 0)).toThrow(RangeError);
  });
});
