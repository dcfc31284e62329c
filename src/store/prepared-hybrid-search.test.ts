import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentWrite } from '../spec/index.js';
import { ivfProbes, VECTOR_INDEX } from './ensure-vector-column.js';
import { openStore } from './open-store.js';
import { hybridSearchSql } from './hybrid-search-sql.js';
import { SqlKnowledgeStore } from './sql-knowledge-store.js';
import { toVectorLiteral } from './vector-literal.js';

const DIMS = 4;

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values) || 1;
  return Float32Array.from(values, (value) => value / norm);
}

function doc(source: string, texts: string[], language: 'german' | 'english'): DocumentWrite {
  return {
    tenantId: 'a',
    source,
    format: 'markdown',
    metadata: { title: source, version: '1', section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language,
    contentHash: source,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings: texts.map((_, index) => unit([1, index % 3, (index * 7) % 5, 2 - (index % 2)])),
    lexicalTexts: texts,
  };
}

describe('PreparedHybridSearch (PGlite)', () => {
  let store: SqlKnowledgeStore;
  beforeEach(async () => {
    store = (await openStore({ db: 'memory://', vectorIndexFromChunks: 0 })) as SqlKnowledgeStore;
    await store.bindEmbedder('a', 'test:4', DIMS);
    const german = Array.from({ length: 12 }, (_, i) => `Die Wartung von Sensor ${i % 4} dauert ${i + 1} Stunden laut Vertrag.`);
    const english = Array.from({ length: 12 }, (_, i) => `Maintenance of sensor ${i % 4} takes ${i + 2} hours under the contract.`);
    await store.withBulkLoad(async () => store.writeDocuments([doc('de.md', german, 'german'), doc('en.md', english, 'english')]));
    await store.analyze();
    expect((await store.sql.query(`SELECT to_regclass('${VECTOR_INDEX}') IS NOT NULL AS indexed`)).rows[0]).toEqual({ indexed: true });
  });
  afterEach(async () => store.close());

  it('returns the rows of the unprepared statement, for every set of numbers, again and again', async () => {
    const vector = unit([1, 2, 1, 0]);
    for (const [limit, candidates, vectorWeight] of [[5, 50, 1], [3, 10, 0.1], [5, 50, 1]] as const) {
      const text = 'Wartung Sensor Vertrag maintenance contract';
      const prepared = await store.hybridSearch({ tenantId: 'a', terms: [], text, language: 'german', vector, limit, candidates, vectorWeight });
      const plain = await store.sql.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_sort = off');
        await tx.query(`SET LOCAL ivfflat.probes = ${ivfProbes(24)}`);
        await tx.query("SET LOCAL ivfflat.iterative_scan = 'relaxed_order'");
        return tx.query<{ chunk_id: string; rrf: number; lexical_score: number | null; cosine: number | null }>(hybridSearchSql(store.capabilities), [
          'a', text, ['current'], toVectorLiteral(vector), candidates, limit, 60, vectorWeight,
        ]);
      });
      expect(prepared.map((hit) => [hit.chunkId, hit.rrf, hit.lexicalScore, hit.cosine])).toEqual(
        plain.rows.map((row) => [row.chunk_id, Number(row.rrf), row.lexical_score === null ? null : Number(row.lexical_score), row.cosine === null ? null : Number(row.cosine)]),
      );
      expect(prepared).toHaveLength(limit);
    }
    const statements = await store.sql.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name LIKE 'anker_hybrid_%'");
    expect(statements.rows).toHaveLength(2);
  });

  it('passes a query text as a value, never as SQL', async () => {
    const text = "Wartung'); DROP TABLE chunks; -- \\ $1 current_setting('x')";
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text, language: 'german', vector: unit([1, 0, 0, 0]), limit: 3 });
    expect(hits.length).toBeGreaterThan(0);
    expect((await store.sql.query('SELECT count(*)::int AS n FROM chunks')).rows[0]).toEqual({ n: 24 });
  });

  it('shares the prepared statement with another store on the same session', async () => {
    const view = new SqlKnowledgeStore({ sql: store.sql, capabilities: store.capabilities, close: async () => undefined });
    const query = { tenantId: 'a', terms: [], text: 'Sensor', language: 'german' as const, vector: unit([1, 1, 0, 0]), limit: 4 };
    expect(await view.hybridSearch(query)).toEqual(await store.hybridSearch(query));
  });
});
