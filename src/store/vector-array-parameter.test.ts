import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeStore } from '../spec/index.js';
import { openStore } from './open-store.js';
import { float4ArrayParameter } from './float4-array-parameter.js';
import { vectorArrayParameter, vectorTypeOid } from './vector-array-parameter.js';

describe('vectorArrayParameter (pgvector)', () => {
  let store: KnowledgeStore;
  beforeAll(async () => {
    store = await openStore({ db: 'memory://' });
  }, 120_000);
  afterAll(() => store.close());

  it('arrives as the vectors the real[] slice and cast made, float for float', async () => {
    const vectors = [Float32Array.from([0.1, -0.2, 1 / 3, -0]), Float32Array.from([1e-30, 3.4e38, -1.5, 0.7071067811865476])];
    const oid = await vectorTypeOid(store.sql);
    const result = await store.sql.query<{ unnested: string; sliced: string }>(
      `SELECT v.embedding::text AS unnested, (($2::real[])[(v.n - 1) * 4 + 1 : v.n * 4])::vector::text AS sliced
       FROM unnest($1::vector[]) WITH ORDINALITY AS v (embedding, n) ORDER BY v.n`,
      [vectorArrayParameter(vectors, oid), float4ArrayParameter(vectors)],
    );
    expect(result.rows).toHaveLength(2);
    for (const row of result.rows) expect(row.unnested).toBe(row.sliced);
  });

  it('stores a NaN or an infinity as 0, as the real[] path does', async () => {
    const oid = await vectorTypeOid(store.sql);
    const result = await store.sql.query<{ vector: string }>('SELECT v::text AS vector FROM unnest($1::vector[]) AS v', [
      vectorArrayParameter([Float32Array.from([Number.NaN, Number.POSITIVE_INFINITY, 2])], oid),
    ]);
    expect(result.rows[0]!.vector).toBe('[0,0,2]');
  });
});
