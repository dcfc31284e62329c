import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../spec/index.js';
import { chunkGenerationsMigration } from './migrations/chunk-generations.js';
import { pgliteClient } from './sql-client.js';
import { ChunkCache, decodeRealArray, parseTsvector } from './chunk-cache.js';
import { tsvectorLexicalSql } from './lexical-sql.js';

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
  await sql.query('CREATE TABLE chunks (tenant_id text NOT NULL, id uuid NOT NULL, doc_status text NOT NULL, token_count integer NOT NULL DEFAULT 10, embedding real[], tsv tsvector, PRIMARY KEY (tenant_id, id))');
  await sql.transaction((tx) => chunkGenerationsMigration.up(tx, { vector: false, bm25: false, trigram: false, driver: 'pglite' }));
});
afterAll(async () => db.close());

describe('ChunkCache', () => {
  it('ranks exactly as a scan of every vector does, within the tenant and the asked statuses', async () => {
    await insert('a', 0, 200);
    await insert('a', 200, 230, 'superseded');
    await insert('b', 1000, 1100);
    const cache = new ChunkCache(sql);
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
    const cache = new ChunkCache(sql);
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

  it('builds the same copy a few rows at a time, from known and new rows, in SIMD and in JavaScript', async () => {
    await insert('steps', 3000, 3023);
    // A row without a vector counts for BM25 only; the vector scan skips it.
    await sql.query("INSERT INTO chunks (tenant_id, id, doc_status) VALUES ('steps', $1::uuid, 'current')", [uuid(3023)]);
    const query = unitVector(31);
    const expected = () => bruteForce([...Array(23).keys()].map((n) => 3000 + n).filter((n) => n !== 3005), query, 25);
    for (const simd of [true, false]) {
      const cache = new ChunkCache(sql, { fetchBatch: 4, simd });
      expect((await cache.nearest('steps', query, ['current'], 25)).ids).toEqual(bruteForce([...Array(23).keys()].map((n) => 3000 + n), query, 25));
      // A second refresh copies the known rows and fetches only the new one, still in steps of four.
      await sql.query('DELETE FROM chunks WHERE tenant_id = $1 AND id = $2::uuid', ['steps', uuid(3005)]);
      await insert('steps', 3100, 3101);
      const after = await cache.nearest('steps', query, ['current'], 25);
      expect(after.ids.filter((id) => id !== uuid(3100))).toEqual(expected());
      expect(after.ids).toContain(uuid(3100));
      expect(after.ids).not.toContain(uuid(3023));
      await sql.query('DELETE FROM chunks WHERE tenant_id = $1 AND id = $2::uuid', ['steps', uuid(3100)]);
      await insert('steps', 3005, 3006);
    }
  });

  it('gives the cosine of a chunk it holds, and null for one it does not', async () => {
    const cache = new ChunkCache(sql);
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
    const cache = new ChunkCache(sql, { maxVectors: 150 });
    const query = unitVector(9);
    await cache.nearest('a', query, ['current'], 1);
    expect(cache.cosine('a', uuid(1), query)).not.toBeNull();
    // b's 100 vectors and a's 200 exceed 150: a, searched before, goes.
    await cache.nearest('b', query, ['current'], 1);
    expect(cache.cosine('a', uuid(1), query)).toBeNull();
    expect(cache.cosine('b', uuid(1001), query)).not.toBeNull();
    expect((await cache.nearest('a', query, ['current'], 3)).ids).toEqual(bruteForce([...Array(200).keys()], query, 3));
  });

  it('ranks BM25 as the SQL form over tsvectors does: same ids, scores and lexical_max, by status', async () => {
    const texts = [
      'The pump station restarts after a power cut within two hours.',
      'A power cut at the pump station is reported to the control room.',
      'Invoices are paid within thirty days; the pump invoice too.',
      'Nothing here mentions the asked words at all.',
      'Power, power and more power: the station needs power.',
      "The operator's manual covers the station's pumps.",
    ];
    for (const [index, text] of texts.entries()) {
      await sql.query(
        `INSERT INTO chunks (tenant_id, id, doc_status, token_count, embedding, tsv)
         VALUES ('lex', $1::uuid, $2, $3, $4::real[], to_tsvector('english', $5))`,
        [uuid(5000 + index), index === 1 ? 'superseded' : 'current', text.split(' ').length, `{${[...unitVector(index)].join(',')}}`, text],
      );
    }
    const viaSql = async (question: string, statuses: string[]) => {
      const lexical = tsvectorLexicalSql(false);
      const result = await sql.query<{ id: string; score: number; max: number | null }>(
        `WITH ${lexical.ctes.replace(/,$/, '')} SELECT l.id::text AS id, l.score::float8 AS score, ${lexical.maxExpression('l')}::float8 AS max
         FROM ${lexical.ranked} AS l ORDER BY l.r`.replaceAll('$5', '$4'),
        ['lex', question, statuses, 3],
      );
      return result.rows;
    };
    const lexemesOf = async (question: string) =>
      (await sql.query<{ lexemes: string[] }>(
        "SELECT coalesce(array_agg(DISTINCT u.lexeme), '{}') AS lexemes FROM unnest(ARRAY['german', 'english', 'simple']::regconfig[]) AS cfg, unnest(to_tsvector(cfg, $1)) AS u",
        [question],
      )).rows[0]!.lexemes;
    expect(await viaSql('power cut pump station', ['current'])).toHaveLength(3);
    const cache = new ChunkCache(sql);
    for (const [question, statuses] of [
      ['power cut pump station', ['current']],
      ['power cut pump station', ['current', 'superseded']],
      ["operator's pumps", ['current']],
      ['invoices paid', ['superseded']],
      ['zebra', ['current']],
    ] as const) {
      const expected = await viaSql(question, [...statuses]);
      const got = await cache.lexical('lex', await lexemesOf(question), statuses, 3);
      expect(got.ids).toEqual(expected.map((row) => row.id));
      got.scores.forEach((score, index) => expect(score).toBeCloseTo(Number(expected[index]!.score), 9));
      if (expected.length > 0) expect(got.max).toBeCloseTo(Number(expected[0]!.max), 9);
      else expect(got.max).toBeNull();
    }
    // A term no current row holds is no hit, and a tenant without rows has none.
    expect((await cache.lexical('lex', await lexemesOf('invoices paid'), ['superseded'], 3)).ids).toEqual([]);
    expect((await cache.lexical('nobody', ['power'], ['current'], 3)).ids).toEqual([]);
  });

  it('reads the text form of a tsvector with positions, without them and with quotes', () => {
    expect(parseTsvector("'cut':4 'power':3,7B 'pump':1 'station':2")).toEqual([
      ['cut', 1],
      ['power', 2],
      ['pump', 1],
      ['station', 1],
    ]);
    expect(parseTsvector("'a' 'b'")).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(parseTsvector("'operator''s':1,2,3 'x\\\\y':4")).toEqual([
      ["operator's", 3],
      ['x\\y', 1],
    ]);
    expect(parseTsvector('')).toEqual([]);
    expect(() => parseTsvector("'open")).toThrow(/unterminated/);
  });

  it("reads PostgreSQL's binary array form", async () => {
    const result = await sql.query<{ bytes: Uint8Array }>("SELECT array_send('{1.5,-2,0.25}'::real[]) AS bytes");
    expect([...decodeRealArray(result.rows[0]!.bytes)]).toEqual([1.5, -2, 0.25]);
  });
});
