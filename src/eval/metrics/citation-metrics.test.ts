import { describe, expect, it } from 'vitest';
import { citationsComplete, citationsPrecise, unexpectedSources } from './citation-metrics.js';
import { formatRate, rate, rateOf } from './rate.js';

describe('citation metrics', () => {
  const expected = ['vertrag_alpha_maschinenbau.md', 'vertrag_beta_logistics.md'];

  it('precision: cited sources must be a subset of the expected documents, compared by file name', () => {
    expect(citationsPrecise(['docs/vertrag_alpha_maschinenbau.md'], expected)).toBe(true);
    expect(citationsPrecise(['vertrag_alpha_maschinenbau.md', 'preisliste_2026.md'], expected)).toBe(false);
    expect(citationsPrecise([], expected)).toBe(true);
  });

  it('recall: all expected documents for comparisons, any one otherwise', () => {
    expect(citationsComplete(['vertrag_alpha_maschinenbau.md'], expected, false)).toBe(true);
    expect(citationsComplete(['vertrag_alpha_maschinenbau.md'], expected, true)).toBe(false);
    expect(citationsComplete(expected, expected, true)).toBe(true);
    expect(citationsComplete([], expected, false)).toBe(false);
  });

  it('lists unexpected sources once', () => {
    expect(unexpectedSources(['a.md', 'x.md', 'x.md'], ['a.md'])).toEqual(['x.md']);
  });
});

describe('rates', () => {
  it('computes and formats shares, null when nothing was measured', () => {
    expect(rate(1, 3)).toEqual({ count: 1, total: 3, rate: 0.3333 });
    expect(rate(0, 0)).toEqual({ count: 0, total: 0, rate: null });
    expect(rateOf([1, 2, 3, 4], (n) => n > 1, (n) => n % 2 === 0)).toEqual({ count: 2, total: 3, rate: 0.6667 });
    expect(formatRate(rate(34, 35))).toBe('97.1 % (34/35)');
    expect(formatRate(rate(0, 0))).toBe('–');
  });
});
