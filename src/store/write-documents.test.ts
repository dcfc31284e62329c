import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';

const DIMS = 4;

function doc(source: string, texts: string[], hash: string, language: DocumentWrite['language'] = 'german'): DocumentWrite {
  return {
    tenantId: 'a',
    source,
    format: 'markdown',
    metadata: { title: source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language,
    contentHash: hash,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings: texts.map((_, index) => Float32Array.from([1, index + 1, 0, 0])),
    lexicalTexts: texts,
  };
}

async function chunkCounts(store: KnowledgeStore): Promise<Map<string, { n: number; status: string }>> {
  const rows = await store.sql.query<{ source: string; n: number; status: string }>(
    `SELECT d.source || '@' || d.content_hash AS source, count(c.id)::int AS n, string_agg(DISTINCT c.doc_status, ',') AS status
     FROM documents d LEFT JOIN chunks c ON c.document_id = d.id GROUP BY 1`,
  );
  return new Map(rows.rows.map((row) => [row.source, { n: row.n, status: row.status }]));
}

describeEachDriver('writeDocuments', (driver) => {
  let store: KnowledgeStore;
  beforeEach(async () => {
    store = await openTestStore(driver);
    await store.bindEmbedder('a', 'test:4', DIMS);
  });
  afterEach(async () => store.close());

  it('writes many documents in one call, each with all its chunks, in input order', async () => {
    const results = await store.writeDocuments([
      doc('a.md', ['Die Wartung erfolgt quartalsweise.', 'Der Sensor meldet Werte.'], 'h1'),
      doc('b.md', ['The pump is serviced every six months.'], 'h2', 'english'),
      doc('c.md', ['Eins', 'Zwei', 'Drei'], 'h3'),
    ]);
    expect(results.map((result) => [result.outcome, result.document.source])).toEqual([['added', 'a.md'], ['added', 'b.md'], ['added', 'c.md']]);
    const counts = await chunkCounts(store);
    expect(counts.get('a.md@h1')?.n).toBe(2);
    expect(counts.get('b.md@h2')?.n).toBe(1);
    expect(counts.get('c.md@h3')?.n).toBe(3);
    // Each chunk is indexed in its own document's language.
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'serviced', language: 'english', vector: Float32Array.from([1, 1, 0, 0]), limit: 5 });
    expect(hits[0]?.document.source).toBe('b.md');
  });

  it('rolls the whole call back when one write fails: no document of it is left', async () => {
    await store.writeDocument(doc('kept.md', ['Bleibt'], 'h0'));
    const broken = { ...doc('broken.md', ['x'], 'h9'), source: null as unknown as string };
    await expect(store.writeDocuments([doc('a.md', ['Eins'], 'h1'), broken])).rejects.toThrow();
    expect((await store.listDocuments('a')).map((document) => document.source)).toEqual(['kept.md']);
    expect([...(await chunkCounts(store)).keys()]).toEqual(['kept.md@h0']);
  });

  it('supersedes within one call: a source written twice keeps the first version whole and superseded', async () => {
    const results = await store.writeDocuments([doc('p.md', ['alt', 'alt zwei'], 'v1'), doc('p.md', ['neu'], 'v2')]);
    expect(results.map((result) => result.outcome)).toEqual(['added', 'updated']);
    const counts = await chunkCounts(store);
    expect(counts.get('p.md@v1')).toEqual({ n: 2, status: 'superseded' });
    expect(counts.get('p.md@v2')).toEqual({ n: 1, status: 'current' });
  });

  it('stores every vector exactly as given, each chunk its own', async () => {
    const input = doc('v.md', ['eins', 'zwei', 'drei'], 'h1');
    const embeddings = [[0.1, -0.25, 1e-7, 3.5], [-1, 0.3333333, 0, 2], [0, 0, 0, 1]].map((values) => Float32Array.from(values));
    await store.writeDocument({ ...input, embeddings });
    const rows = await store.sql.query<{ ordinal: number; embedding: string }>('SELECT ordinal, embedding::text AS embedding FROM chunks ORDER BY ordinal');
    const stored = rows.rows.map((row) => row.embedding.slice(1, -1).split(',').map((value) => Math.fround(Number(value))));
    expect(stored).toEqual(embeddings.map((vector) => [...vector]));
  });

  it('finds the latest version of many sources in one call, and nothing for sources never stored', async () => {
    await store.writeDocuments([doc('a.md', ['alt'], 'v1'), doc('b.md', ['bleibt'], 'b1'), doc('a.md', ['neu'], 'v2')]);
    const found = await store.findDocuments('a', ['a.md', 'b.md', 'fehlt.md']);
    expect([...found.keys()].sort()).toEqual(['a.md', 'b.md']);
    expect(found.get('a.md')).toMatchObject({ contentHash: 'v2', status: 'current' });
    expect((await store.findDocuments('other', ['a.md'])).size).toBe(0);
  });
});
