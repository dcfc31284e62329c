import { readFileSync } from 'node:fs';
import wabt from 'wabt';
import { describe, expect, it } from 'vitest';
import { createVectorMatrix, dot } from './dot-scan.js';
import { DOT_SCAN_WASM } from './dot-scan-wasm.js';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
}

function filled(rows: number, dimensions: number, simd: boolean, random: () => number) {
  const matrix = createVectorMatrix(rows, dimensions, { simd });
  for (let index = 0; index < matrix.data.length; index += 1) matrix.data[index] = random();
  return matrix;
}

describe('createVectorMatrix', () => {
  it.each([384, 12, 4])('scores every row in WebAssembly SIMD as the float64 dot product does (%i dimensions)', (dimensions) => {
    const random = seeded(dimensions);
    const matrix = filled(257, dimensions, true, random);
    expect(matrix.simd).toBe(true);
    const query = Float32Array.from({ length: dimensions }, random);
    const scores = Array.from(matrix.scores(query));
    expect(scores).toHaveLength(257);
    for (let row = 0; row < 257; row += 1) {
      expect(scores[row]).toBeCloseTo(dot(matrix.data, row * dimensions, query, dimensions), 4);
    }
    // The same ranking: the best rows in the same order.
    const order = (values: number[]) => values.map((value, row) => ({ value, row })).sort((a, b) => b.value - a.value).slice(0, 10).map(({ row }) => row);
    const exact = Array.from({ length: 257 }, (_, row) => dot(matrix.data, row * dimensions, query, dimensions));
    expect(order(scores)).toEqual(order(exact));
  });

  it.each([true, false])('scores a range of rows as the whole scan scores them (SIMD %s)', (simd) => {
    const random = seeded(7);
    const matrix = filled(40, 8, simd, random);
    const query = Float32Array.from({ length: 8 }, random);
    const all = Array.from(matrix.scores(query));
    expect(Array.from(matrix.scoresOf(query, 13, 9))).toEqual(all.slice(13, 22));
    expect(Array.from(matrix.scoresOf(query, 0, 40))).toEqual(all);
    expect(Array.from(matrix.scoresOf(query, 40, 0))).toEqual([]);
  });

  it('reuses its output for the next query and answers each query for itself', () => {
    const matrix = createVectorMatrix(2, 4);
    matrix.data.set([1, 0, 0, 0, 0, 2, 0, 0]);
    expect(Array.from(matrix.scores(Float32Array.from([3, 1, 0, 0])))).toEqual([3, 2]);
    expect(Array.from(matrix.scores(Float32Array.from([0, 0, 1, 0])))).toEqual([0, 0]);
  });

  it('falls back to the JavaScript scan for dimensions that are not a multiple of 4, or when told to', () => {
    const odd = createVectorMatrix(3, 6);
    expect(odd.simd).toBe(false);
    odd.data.set([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 0.5, 0, 0, 0, 0, 0]);
    expect(Array.from(odd.scores(Float32Array.from([1, 1, 1, 1, 1, 1])))).toEqual([6, 2, 0.5]);
    const forced = createVectorMatrix(3, 8, { simd: false });
    expect(forced.simd).toBe(false);
    forced.data.set([1, 2, 3, 4, 5, 6, 7, 8], 8);
    expect(Array.from(forced.scores(Float32Array.from([1, 0, 0, 0, 0, 0, 0, 1])))).toEqual([0, 9, 0]);
  });

  it('handles an empty matrix', () => {
    const empty = createVectorMatrix(0, 384);
    expect(Array.from(empty.scores(new Float32Array(384)))).toEqual([]);
  });
});

describe('dot-scan-wasm.ts', () => {
  it('is the compiled dot-scan.wat (regenerate with scripts/build-dot-scan.ts)', async () => {
    const toolkit = await wabt();
    const parsed = toolkit.parseWat('dot-scan.wat', readFileSync(new URL('./dot-scan.wat', import.meta.url), 'utf8'), { simd: true });
    parsed.validate();
    const { buffer } = parsed.toBinary({});
    parsed.destroy();
    expect(Buffer.from(buffer).toString('base64')).toBe(DOT_SCAN_WASM);
  });
});
