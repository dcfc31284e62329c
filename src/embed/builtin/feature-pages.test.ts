import { describe, expect, it } from 'vitest';
import { FeaturePages } from './feature-pages.js';

const read = (span: ReturnType<FeaturePages['add']>) => ({
  indices: Array.from(span.page.indices.subarray(span.start, span.start + span.length)),
  values: Array.from(span.page.values.subarray(span.start, span.start + span.length)),
});

describe('FeaturePages', () => {
  it('gives back each token’s features, weights rounded to float32 as a Float32Array stores them', () => {
    const pages = new FeaturePages();
    const first = pages.add([3, 7], [0.1, -0.25]);
    const second = pages.add([5], [1 / 3]);
    expect(read(first)).toEqual({ indices: [3, 7], values: Array.from(Float32Array.from([0.1, -0.25])) });
    expect(read(second)).toEqual({ indices: [5], values: [Math.fround(1 / 3)] });
    expect(second.page).toBe(first.page);
  });

  it('starts a new page when one is full, and keeps the spans of the old one', () => {
    const pages = new FeaturePages();
    const spans = Array.from({ length: 3000 }, (_, token) => pages.add(Array.from({ length: 30 }, (_, i) => token + i), new Array(30).fill(token)));
    expect(new Set(spans.map((span) => span.page)).size).toBeGreaterThan(1);
    for (const [token, span] of spans.entries()) {
      expect(read(span).indices).toEqual(Array.from({ length: 30 }, (_, i) => token + i));
      expect(read(span).values).toEqual(new Array(30).fill(token));
    }
  });

  it('holds a token with more features than a page on a page of its own', () => {
    const pages = new FeaturePages();
    const indices = Array.from({ length: 70_000 }, (_, i) => i % 384);
    const span = pages.add(indices, indices);
    expect(span.length).toBe(70_000);
    expect(read(span).indices).toEqual(indices);
  });
});
