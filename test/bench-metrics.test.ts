import { describe, expect, it } from 'vitest';
import { areaUnderRoc, mean, ndcgAtK, percentile, recallAtK, reciprocalRankAtK } from '../bench/metrics.js';
import { fitLogistic, logLoss, predict } from '../bench/logistic-regression.js';
import type { CalibrationSample } from '../bench/calibration-data.js';
import { separation } from '../bench/calibration-separation.js';

const judged = (entries: [string, number][]) => new Map(entries);

describe('ndcgAtK', () => {
  it('is 1 for an ideal ranking and 0 when nothing relevant is retrieved', () => {
    expect(ndcgAtK(['a', 'b', 'x'], judged([['a', 1], ['b', 1]]), 10)).toBeCloseTo(1, 12);
    expect(ndcgAtK(['x', 'y'], judged([['a', 1]]), 10)).toBe(0);
  });

  it('discounts by log2(rank + 1) like trec_eval', () => {
    // One relevant document at rank 3: DCG = 1/log2(4) = 0.5, IDCG = 1.
    expect(ndcgAtK(['x', 'y', 'a'], judged([['a', 1]]), 10)).toBeCloseTo(0.5, 12);
    // Two relevant, found at ranks 1 and 3: (1 + 0.5) / (1 + 1/log2(3)).
    expect(ndcgAtK(['a', 'x', 'b'], judged([['a', 1], ['b', 1]]), 10)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3)), 12);
  });

  it('uses graded gains and sorts the ideal by grade', () => {
    const grades = judged([['a', 2], ['b', 1]]);
    const ideal = 2 + 1 / Math.log2(3);
    expect(ndcgAtK(['b', 'a'], grades, 10)).toBeCloseTo((1 + 2 / Math.log2(3)) / ideal, 12);
  });

  it('cuts at k, counts duplicates once and ignores zero grades', () => {
    expect(ndcgAtK(['x', 'a'], judged([['a', 1]]), 1)).toBe(0);
    expect(ndcgAtK(['x', 'x', 'a'], judged([['a', 1]]), 10)).toBeCloseTo(1 / Math.log2(3), 12);
    expect(ndcgAtK(['z'], judged([['z', 0]]), 10)).toBe(0);
  });

  it('caps the ideal at k relevant documents', () => {
    expect(ndcgAtK(['a'], judged([['a', 1], ['b', 1], ['c', 1]]), 1)).toBe(1);
  });
});

describe('recallAtK and reciprocalRankAtK', () => {
  it('count relevant documents within k', () => {
    const grades = judged([['a', 1], ['b', 1]]);
    expect(recallAtK(['a', 'x', 'b'], grades, 2)).toBe(0.5);
    expect(recallAtK(['a', 'x', 'b'], grades, 3)).toBe(1);
    expect(recallAtK(['a'], judged([]), 3)).toBe(0);
    expect(reciprocalRankAtK(['x', 'b'], grades, 10)).toBe(0.5);
    expect(reciprocalRankAtK(['x', 'b'], grades, 1)).toBe(0);
  });
});

describe('percentile and mean', () => {
  it('interpolate between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([5, 1, 3], 0)).toBe(1);
    expect(percentile([5, 1, 3], 100)).toBe(5);
    expect(percentile([10, 20], 95)).toBeCloseTo(19.5, 12);
    expect(mean([1, 2, 3])).toBe(2);
  });

  it('reject an out-of-range p and give NaN without values', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(percentile([], 50)).toBeNaN();
    expect(mean([])).toBeNaN();
  });
});

describe('areaUnderRoc', () => {
  it('is 1 for perfect separation, 0.5 for ties, 0 for inverted', () => {
    expect(areaUnderRoc([0.9, 0.8, 0.1], [true, true, false])).toBe(1);
    expect(areaUnderRoc([0.5, 0.5], [true, false])).toBe(0.5);
    expect(areaUnderRoc([0.1, 0.9], [true, false])).toBe(0);
    expect(areaUnderRoc([0.8, 0.4, 0.6, 0.2], [true, true, false, false])).toBe(0.75);
  });

  it('is NaN with one class and rejects mismatched lengths', () => {
    expect(areaUnderRoc([0.1, 0.2], [true, true])).toBeNaN();
    expect(() => areaUnderRoc([0.1], [true, false])).toThrow(RangeError);
  });
});

describe('fitLogistic', () => {
  it('learns a separating direction and lowers the loss below the constant model', () => {
    const xs: number[][] = [];
    const ys: boolean[] = [];
    for (let i = 0; i < 200; i += 1) {
      const x = (i % 100) / 100;
      xs.push([x, 0.5]);
      ys.push(x + (i < 100 ? 0.1 : -0.1) > 0.5);
    }
    const model = fitLogistic(xs, ys, { maxIterations: 5000 });
    expect(model.weights[0]).toBeGreaterThan(3);
    expect(predict(model, [0.9, 0.5])).toBeGreaterThan(0.8);
    expect(predict(model, [0.1, 0.5])).toBeLessThan(0.2);
    expect(model.loss).toBeLessThan(logLoss({ bias: 0, weights: [0, 0] }, xs, ys));
  });

  it('honours sample weights and rejects empty input', () => {
    const xs = [[1], [1]];
    const ys = [true, false];
    const leaning = fitLogistic(xs, ys, { sampleWeights: [3, 1], l2: 0, maxIterations: 20_000 });
    expect(predict(leaning, [1])).toBeCloseTo(0.75, 2);
    expect(() => fitLogistic([], [])).toThrow(RangeError);
  });
});

describe('separation', () => {
  const sample = (questionId: string, relevance: number, relevant: boolean, expectedBehavior: 'answer' | 'not_found' = 'answer'): CalibrationSample => ({
    source: 'grounding-dev',
    questionId,
    expectedBehavior,
    rank: 1,
    features: { coverage: 0, cosine: 0, lexicalNorm: 0, lexicalReciprocal: 0, vectorReciprocal: 0 },
    relevance,
    relevant,
  });

  it('reports threshold shares per question from its best hit', () => {
    const result = separation([
      sample('a', 0.9, true),
      sample('a', 0.2, false),
      sample('b', 0.6, true),
      sample('c', 0.8, false),
      sample('n', 0.5, false, 'not_found'),
      sample('m', 0.7, false, 'not_found'),
    ]);
    expect(result.questions).toBe(5);
    expect(result.relevantTopAtLeastFound).toBe(0.5);
    expect(result.irrelevantTopAtLeastFound).toBeCloseTo(1 / 3, 12);
    expect(result.answerableWithRelevantHitAtLeastFound).toBeCloseTo(1 / 3, 12);
    expect(result.notFoundTopBelowLow).toBe(0.5);
    expect(result.notFoundTopBelowFound).toBe(1);
    expect(result.meanRelevant).toBeCloseTo(0.75, 12);
    expect(result.auc).toBeCloseTo(6 / 8, 12);
  });

  it('has no not_found share without not_found questions', () => {
    expect(separation([sample('a', 0.9, true), sample('a', 0.1, false)]).notFoundTopBelowLow).toBeNull();
  });
});
