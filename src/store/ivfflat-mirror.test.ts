import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentWrite, HybridQuery } from '../spec/index.js';
import { seededRandom } from '../tools/index.js';
import { VECTOR_INDEX } from './ensure-vector-column.js';
import { DISTANCE_TOLERANCE, IvfflatMirror } from './ivfflat-mirror.js';
import { readIvfflatCenters } from './ivfflat-lists.js';
import { openStore } from './open-store.js';
import { SqlKnowledgeStore } from './sql-knowledge-store.js';
import { toVectorLiteral } from './vector-literal.js';

const DIMS = 8;
const WORDS = ['Wartung', 'Sensor', 'Vertrag', 'Pumpe', 'Garantie', 'Zähler', 'Rechnung', 'Frist', 'Leitung', 'Druck'];

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values) || 1;
  return Float32Array.from(values, (value) => value / norm);
}

function doc(tenantId: string, source: string, vectors: Float32Array[], random: () => number): DocumentWrite {
  const texts = vectors.map(() => Array.from({ length: 6 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' '));
  return {
    tenantId,
    source,
    format: 'markdown',
    metadata: { title: source, version: '1', section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: 'german',
    contentHash: source,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings: vectors,
    lexicalTexts: texts,
  };
}

/** Tenant a's first `limit` ids through pgvector's IVFFlat scan with `probes` lists, as the store hands it the query. */
async function indexScan(store: SqlKnowledgeStore, vector: Float32Array, probes: number, limit: number): Promise<string[]> {
  const result = await store.sql.transaction(async (tx) => {
    await tx.query("SELECT set_config('ivfflat.probes', $1, true)", [String(probes)]);
    return tx.query<{ id: string }>(
      "SELECT id::text AS id FROM chunks WHERE tenant_id = 'a' ORDER BY embedding <=> $1::vector LIMIT $2",
      [toVectorLiteral(vector), limit],
    );
  });
  return result.rows.map((row) => row.id);
}

/** Prepared-statement executions of the mirrored statement (hybridSearchSql with `mirroredVectors`). */
async function mirroredExecutions(store: SqlKnowledgeStore): Promise<number> {
  const result = await store.sql.query<{ n: number }>(
    "SELECT coalesce(sum(generic_plans), 0)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%vector_exact AS%'",
  );
  return result.rows[0]!.n;
}

/** Searches until the store runs the mirrored statement (the copy is made in the background). */
async function untilCopied(store: SqlKnowledgeStore, query: () => HybridQuery): Promise<void> {
  const before = await mirroredExecutions(store);
  for (let search = 0; search < 200 && (await mirroredExecutions(store)) === before; search += 1) await store.hybridSearch(query());
  expect(await mirroredExecutions(store)).toBeGreaterThan(before);
}

describe('IvfflatMirror (PGlite)', () => {
  let store: SqlKnowledgeStore;
  let reference: SqlKnowledgeStore;
  let mirrored: SqlKnowledgeStore;
  const random = seededRandom(12);
  const randomVector = () => unit(Array.from({ length: DIMS }, () => random() - 0.5));
  const query = (vector: Float32Array, tenantId = 'a'): HybridQuery => ({
    tenantId,
    terms: [],
    text: `${WORDS[Math.floor(random() * WORDS.length)]} ${WORDS[Math.floor(random() * WORDS.length)]}`,
    language: 'german',
    vector,
    limit: 10,
    candidates: 50,
    vectorWeight: 1,
  });

  beforeEach(async () => {
    store = (await openStore({ db: 'memory://', vectorIndexFromChunks: 0 })) as SqlKnowledgeStore;
    await store.bindEmbedder('a', 'test:8', DIMS);
    await store.bindEmbedder('b', 'test:8', DIMS);
    const documents = Array.from({ length: 30 }, (_, index) => doc('a', `a${index}.md`, Array.from({ length: 20 }, randomVector), random));
    await store.withBulkLoad(async () => store.writeDocuments([...documents, doc('b', 'b.md', Array.from({ length: 30 }, randomVector), random)]));
    await store.analyze();
    expect((await store.sql.query(`SELECT to_regclass('${VECTOR_INDEX}') IS NOT NULL AS indexed`)).rows[0]).toEqual({ indexed: true });
    const view = { sql: store.sql, capabilities: store.capabilities, close: async () => undefined };
    reference = new SqlKnowledgeStore({ ...view, vectorMirrorAfterSearches: Infinity });
    mirrored = new SqlKnowledgeStore({ ...view, vectorMirrorAfterSearches: 0 });
  });
  afterEach(async () => {
    await mirrored.close();
    await store.close();
  });

  it('copies every indexed vector into the list pgvector put it in', async () => {
    const mirror = await IvfflatMirror.build(store.sql, { maxVectors: 10_000 });
    expect(mirror?.size).toBe(630);
    // The candidates for a query hold pgvector's own first 50 through the index.
    const vector = randomVector();
    const candidates = await mirror!.candidates('a', vector, 50, 3, toVectorLiteral(vector));
    const indexed = await indexScan(store, vector, 3, 50);
    expect(indexed).toHaveLength(50);
    expect(candidates?.ids).toEqual(expect.arrayContaining(indexed));
    expect(await IvfflatMirror.build(store.sql, { maxVectors: 629 })).toBeNull();
  });

  it('probes the lists pgvector probes where two centers are as near the query as the tolerance', async () => {
    const mirror = await IvfflatMirror.build(store.sql, { maxVectors: 10_000 });
    const index = (await readIvfflatCenters(store.sql, VECTOR_INDEX))!;
    const center = (list: number) => index.centers.subarray(list * DIMS, (list + 1) * DIMS);
    // Halfway between two centers that are the query's nearest two: which one one probe takes is a rounding matter.
    const between: Float32Array[] = [];
    for (let a = 0; a < index.lists; a += 1) {
      for (let b = a + 1; b < index.lists; b += 1) {
        const vector = unit(Array.from(center(a), (value, at) => value + center(b)[at]!));
        const distances = Array.from({ length: index.lists }, (_, list) => -center(list).reduce((sum, value, at) => sum + value * vector[at]!, 0));
        const [first, second, third] = [...distances].sort((x, y) => x - y);
        if (Math.abs(distances[a]! - distances[b]!) < DISTANCE_TOLERANCE && first! >= Math.min(distances[a]!, distances[b]!) && third! - second! > 0.01) {
          between.push(vector);
        }
      }
    }
    expect(between.length).toBeGreaterThan(3);
    let served = 0;
    for (const vector of between) {
      const candidates = await mirror!.candidates('a', vector, 20, 1, toVectorLiteral(vector));
      if (!candidates) continue;
      served += 1;
      expect(candidates.ids).toEqual(expect.arrayContaining(await indexScan(store, vector, 1, 20)));
    }
    // Before the lists were settled by pgvector's distance none of these was served. How many are now depends on the
    // lists k-means made (an exact tie of pgvector's distances, or a probed list with fewer than 20 of the tenant's
    // rows, still goes to pgvector), so only that some are, each with pgvector's own result, is asserted.
    expect(served).toBeGreaterThan(0);
  });

  it('finds what pgvector finds, and serves the searches from the copy', async () => {
    await untilCopied(mirrored, () => query(randomVector()));
    const before = await mirroredExecutions(mirrored);
    for (let index = 0; index < 30; index += 1) {
      const asked = query(randomVector(), index % 5 === 0 ? 'b' : 'a');
      expect(await mirrored.hybridSearch(asked)).toEqual(await reference.hybridSearch(asked));
    }
    // Tenant b has too few chunks in the probed lists: pgvector scans on.
    expect((await mirroredExecutions(mirrored)) - before).toBeGreaterThan(15);
  });

  it('searches through pgvector once a write followed the copy: the new chunk is found at once', async () => {
    await untilCopied(mirrored, () => query(randomVector()));
    const vector = randomVector();
    await store.writeDocuments([doc('a', 'new.md', [vector], random)]);
    const asked = query(vector);
    const hits = await mirrored.hybridSearch(asked);
    expect(hits.find((hit) => hit.document.source === 'new.md')?.vectorRank).toBe(1);
    expect(hits).toEqual(await reference.hybridSearch(asked));
  });

  it('finds what pgvector finds where the copy cannot vouch: tied duplicates, most chunks archived', async () => {
    const twin = randomVector();
    await store.writeDocuments([doc('a', 'twins.md', Array.from({ length: 80 }, () => twin), random)]);
    await untilCopied(mirrored, () => query(randomVector()));
    for (let index = 0; index < 3; index += 1) {
      const asked = query(twin);
      expect(await mirrored.hybridSearch(asked)).toEqual(await reference.hybridSearch(asked));
    }
    const archived = await store.listDocuments('a');
    for (const document of archived.slice(0, 28)) await store.setDocumentStatus('a', document.id, 'archived');
    await untilCopied(mirrored, () => query(randomVector()));
    for (let index = 0; index < 10; index += 1) {
      const asked = query(randomVector());
      expect(await mirrored.hybridSearch(asked)).toEqual(await reference.hybridSearch(asked));
    }
  });
});
