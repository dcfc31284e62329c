import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../spec/index.js';
import { chunkGenerationsMigration } from './migrations/chunk-generations.js';
import { pgliteClient } from './sql-client.js';
import { decodeRealArray, VectorCache } from './vector-cache.js';

// The cache serves stores without pgvector; a plain PGlite with a `real[]` column is such a store.
const DIMS = 8;
let db: PGlite;
let sql: SqlClient;

/** A deterministic pseudo-random unit vector (xorshift on the seed). */
function unitVector(seed: number): Float32Array {
  let state = seed * 2654435761 || 1;
  const values = Float32Array.from({ length: DIMS }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 2000) / 1000 - 1;
  });
  const norm = Math.hypot(...values);
  return values.map((value) => value / norm);
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function insert(tenant: string, from: number, to: number, status = 'current'): Promise<void> {
  for (let n = from; n < to; n += 1) {
    await sql.query('INSERT INTO chunks (tenant_id, id, doc_status, embedding) VALUES ($1, $2::uuid, $3, $4::real[])', [
      tenant,
      uuid(n),
      status,
      `{${[...unitVector(n)].join(',')}}`,
    ]);
  }
}

/** What the exact scan must return: every row's dot product, best first. */
function bruteForce(ids: number[], query: Float32Array, limit: number): string[] {
  return ids
    .map((n) => ({ id: uuid(n), score: unitVector(n).reduce((sum, value, index) => sum + value * query[index]!, 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((row) => row.id);
}

beforeAll(async () => {
  db = await PGlite.create();
  sql = pgliteClient(db);
  await sql.query('CREATE TABLE chunks (tenant_id text NOT NULL, id uuid NOT NULL, doc_status text NOT NULL, token_count integer NOT NULL DEFAULT 10, embedding real[], PRIMARY KEY (tenant_id, id))');
  await sql.transaction((tx) => chunkGenerationsMigration.up(tx, { vector: false, bm25: false, trigram: false, driver: 'pglite' }));
});
afterAll(async () => db.close());

describe('VectorCache', () => {
  it('ranks exactly as a scan of every vector does, within the tenant and the asked statuses', async () => {
    await insert('a', 0, 200);
    await insert('a', 200, 230, 'superseded');
    await insert('b', 1000, 1100);
    const cache = new VectorCache(sql);
    const query = unitVector(777);
    const current = await cache.nearest('a', query, ['current'], 10);
    expect(current.ids).toEqual(bruteForce([...Array(200).keys()], query, 10));
    expect(current.cosines[0]).toBeGreaterThanOrEqual(current.cosines[9]!);
    const all = await cache.nearest('a', query, ['current', 'superseded'], 10);
    expect(all.ids).toEqual(bruteForce([...Array(230).keys()], query, 10));
    // Another tenant's rows never appear.
    const other = await cache.nearest('b', query, ['current'], 500);
    expect(other.ids).toHaveLength(100);
    expect(other.ids.every((id) => id >= uuid(1000))).toBe(true);
  });

  it('sees rows written, deleted and re-labelled after its copy was made', async () => {
    const cache = new VectorCache(sql);
    const query = unitVector(4242);
    await cache.nearest('c', query, ['current'], 5);
    expect((await cache.nearest('c', query, ['current'], 5)).ids).toEqual([]);
    await insert('c', 2000, 2010);
    expect((await cache.nearest('c', query, ['current'], 20)).ids.sort()).toEqual([...Array(10).keys()].map((n) => uuid(2000 + n)));
    await sql.query('DELETE FROM chunks WHERE tenant_id = $1 AND id = $2::uuid', ['c', uuid(2003)]);
    await sql.query("UPDATE chunks SET doc_status = 'superseded' WHERE tenant_id = $1 AND id = $2::uuid", ['c', uuid(2004)]);
    const after = await cache.nearest('c', query, ['current'], 20);
    expect(after.ids).toHaveLength(8);
    expect(after.ids).not.toContain(uuid(2003));
    expect(after.ids).not.toContain(uuid(2004));
    expect((await cache.nearest('c', query, ['superseded'], 20)).ids).toEqual([uuid(2004)]);
  });

  it('gives the cosine of a chunk it holds, and null for one it does not', async () => {
    const cache = new VectorCache(sql);
    const query = unitVector(5);
    await cache.nearest('a', query, ['current'], 1);
    const expected = unitVector(17).reduce((sum, value, index) => sum + value * query[index]!, 0);
    expect(cache.cosine('a', uuid(17), query)).toBeCloseTo(expected, 5);
    expect(cache.cosine('a', uuid(99_999), query)).toBeNull();
  });

  it('keeps chunk_statistics equal to a count of the rows through inserts, status changes and deletes', async () => {
    const counted = async () =>
      (await sql.query<{ tenant_id: string; doc_status: string; chunks: string; tokens: string }>(
        'SELECT tenant_id, doc_status, chunks::text, tokens::text FROM chunk_statistics WHERE chunks > 0 ORDER BY 1, 2',
      )).rows;
    const scanned = async () =>
      (await sql.query<{ tenant_id: string; doc_status: string; chunks: string; tokens: string }>(
        'SELECT tenant_id, doc_status, count(*)::text AS chunks, sum(token_count)::text AS tokens FROM chunks GROUP BY 1, 2 ORDER BY 1, 2',
      )).rows;
    await insert('d', 3000, 3005);
    await sql.query("UPDATE chunks SET token_count = 7, doc_status = 'archived' WHERE tenant_id = 'd' AND id = $1::uuid", [uuid(3001)]);
    await sql.query("DELETE FROM chunks WHERE tenant_id = 'd' AND id = ANY($1::uuid[])", [[uuid(3002), uuid(3003)]]);
    expect(await counted()).toEqual(await scanned());
    expect((await counted()).filter((row) => row.tenant_id === 'd')).toEqual([
      { tenant_id: 'd', doc_status: 'archived', chunks: '1', tokens: '7' },
      { tenant_id: 'd', doc_status: 'current', chunks: '2', tokens: '20' },
    ]);
  });

  it('drops the least recently searched tenant when the copies exceed their bound, and reads it again on demand', async () => {
    const cache = new VectorCache(sql, 150);
    const query = unitVector(9);
    await cache.nearest('a', query, ['current'], 1);
    expect(cache.cosine('a', uuid(1), query)).not.toBeNull();
    // b's 100 vectors and a's 200 exceed 150: a, searched before, goes.
    await cache.nearest('b', query, ['current'], 1);
    expect(cache.cosine('a', uuid(1), query)).toBeNull();
    expect(cache.cosine('b', uuid(1001), query)).not.toBeNull();
    expect((await cache.nearest('a', query, ['current'], 3)).ids).toEqual(bruteForce([...Array(200).keys()], query, 3));
  });

  it("reads PostgreSQL's binary array form", async () => {
    const result = await sql.query<{ bytes: Uint8Array }>("SELECT array_send('{1.5,-2,0.25}'::real[]) AS bytes");
    expect([...decodeRealArray(result.rows[0]!.bytes)]).toEqual([1.5, -2, 0.25]);
  });
});
