import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { VECTOR_INDEX } from './ensure-vector-column.js';
import { SqlKnowledgeStore } from './sql-knowledge-store.js';

const DIMS = 8;

function unit(values: number[]): Float32Array {
  const vector = new Float32Array(DIMS);
  values.forEach((value, index) => (vector[index] = value));
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

function doc(tenantId: string, source: string, texts: string[], hash: string, vectors?: Float32Array[]): DocumentWrite {
  return {
    tenantId,
    source,
    format: 'markdown',
    metadata: { title: source, version: '1', section: null, sourceUrl: null, documentDate: '2026-01-15', status: 'current' },
    language: 'german',
    contentHash: hash,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: 'Intro', page: ordinal + 1, text })),
    embeddings: vectors ?? texts.map((_, index) => unit([1, index + 1])),
    lexicalTexts: texts,
  };
}

describeEachDriver('SqlKnowledgeStore', (driver) => {
  let store: KnowledgeStore;
  beforeEach(async () => {
    store = await openTestStore(driver);
    await store.bindEmbedder('a', 'test:8', DIMS);
    await store.bindEmbedder('b', 'test:8', DIMS);
  });
  afterEach(async () => store.close());

  it('adds, skips unchanged and versions changed documents', async () => {
    const first = await store.writeDocument(doc('a', 'preise.md', ['Der Pro-Plan kostet 1.490 Euro.'], 'h1'));
    expect(first.outcome).toBe('added');
    const again = await store.writeDocument(doc('a', 'preise.md', ['Der Pro-Plan kostet 1.490 Euro.'], 'h1'));
    expect(again.outcome).toBe('unchanged');
    const changed = await store.writeDocument(doc('a', 'preise.md', ['Der Pro-Plan kostet 1.690 Euro.'], 'h2'));
    expect(changed.outcome).toBe('updated');
    if (changed.outcome !== 'updated') throw new Error('unreachable');
    expect(changed.supersededId).toBe(first.document.id);
    expect(changed.document.previousVersionId).toBe(first.document.id);

    const all = await store.listDocuments('a');
    expect(all.map((d) => d.status).sort()).toEqual(['current', 'superseded']);
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Pro-Plan kostet', language: 'german', vector: unit([1, 1]), limit: 5 });
    expect(hits.map((h) => h.text)).toEqual(['Der Pro-Plan kostet 1.690 Euro.']);
    const withOld = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Pro-Plan kostet', language: 'german', vector: unit([1, 1]), limit: 5, includeSuperseded: true });
    expect(withOld.map((h) => h.document.status).sort()).toEqual(['current', 'superseded']);
  });

  it('counts the current documents of a tenant that contain a term, in any inflection, and which given documents do', async () => {
    const sla = await store.writeDocument(doc('a', 'sla.md', ['Die Plattform ist erreichbar.', 'Kunden erhalten Gutschriften.'], 'h1'));
    await store.writeDocument(doc('a', 'faq.md', ['Ein Kunde fragt oft nach Preisen.'], 'h2'));
    // Only the superseded version names customers: it must not count.
    await store.writeDocument(doc('a', 'preise.md', ['Der Pro-Plan kostet 1.490 Euro für Kunden.'], 'h3'));
    const prices = await store.writeDocument(doc('a', 'preise.md', ['Der Pro-Plan kostet 1.690 Euro.'], 'h4'));
    await store.writeDocument(doc('b', 'andere.md', ['Kunden von Beta und die Plattform.'], 'h5'));
    const stats = await store.documentFrequency!('a', ['Kunden', 'Plattform', 'Großhändler'], { documentIds: [sla.document.id, prices.document.id] });
    expect(stats.documents).toBe(3);
    expect(stats.frequencies.get('Kunden')).toBe(2);
    expect(stats.frequencies.get('Plattform')).toBe(1);
    expect(stats.frequencies.get('Großhändler')).toBe(0);
    expect([...stats.containing.get('Kunden')!]).toEqual([sla.document.id]);
    expect((await store.documentFrequency!('c', ['Kunden'])).documents).toBe(0);
    // The plan for rare terms (spelling candidates) counts the same, stopwords and absent words included.
    const terms = ['Kunden', 'Plattform', 'Großhändler', 'kunden', 'Plattfrom', 'der'];
    const plain = await store.documentFrequency!('a', terms);
    const rare = await store.documentFrequency!('a', terms, { rare: true });
    expect([...rare.frequencies]).toEqual([...plain.frequencies]);
    expect(rare.frequencies.get('kunden')).toBe(2);
    expect((await store.documentFrequency!('a', ['Plattfrom', 'der'], { rare: true })).frequencies.get('Plattfrom')).toBe(0);
  });

  it('weighs a word as a search\'s lexicalMax counts it: rarer words more, words no chunk holds 0', async () => {
    // The BM25-index path (PGlite) and the in-process BM25 (a server without pgvector) have them; a server's tsvector
    // path (pgvector without pg_textsearch) counts documents instead.
    if (driver === 'pglite') expect(store.lexicalWeights).toBeDefined();
    if (!store.lexicalWeights) return;
    await store.writeDocument(doc('a', 'sla.md', ['Die Plattform ist erreichbar.', 'Kunden erhalten Gutschriften.'], 'h1'));
    await store.writeDocument(doc('a', 'faq.md', ['Kunden fragen oft nach Preisen.'], 'h2'));
    const weights = await store.lexicalWeights('a', 'german', ['Kunden', 'Gutschriften', 'Großhändler']);
    expect(weights.get('Großhändler')).toBe(0);
    expect(weights.get('Gutschriften')!).toBeGreaterThan(weights.get('Kunden')!);
    expect(weights.get('Kunden')!).toBeGreaterThan(0);
    const [hit] = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Gutschriften', language: 'german', vector: unit([1, 1]), limit: 1 });
    expect(hit!.lexicalMax!).toBeCloseTo(weights.get('Gutschriften')!, 6);
  });

  it('tells whether a tenant holds documents of a language', async () => {
    await store.writeDocument(doc('a', 'vertrag.md', ['Kündigungsfrist drei Monate'], 'h1'));
    expect(await store.hasDocumentsIn!('a', 'german')).toBe(true);
    expect(await store.hasDocumentsIn!('a', 'english')).toBe(false);
    expect(await store.hasDocumentsIn!('b', 'german')).toBe(false);
  });

  it('reads one document’s chunks in order, only in its own tenant', async () => {
    const contract = await store.writeDocument(doc('a', 'vertrag.md', ['§ 1 Parteien: Kormoran Reisen', '§ 2 Laufzeit bis 2028', '§ 3 Preis 12 €'], 'h1'));
    await store.writeDocument(doc('a', 'faq.md', ['Ein Kunde fragt nach Preisen.'], 'h2'));
    const chunks = await store.documentChunks!('a', contract.document.id);
    expect(chunks.map((chunk) => chunk.text)).toEqual(['§ 1 Parteien: Kormoran Reisen', '§ 2 Laufzeit bis 2028', '§ 3 Preis 12 €']);
    expect(chunks.every((chunk) => chunk.document.source === 'vertrag.md' && chunk.rrf === 0 && chunk.lexicalRank === null)).toBe(true);
    expect((await store.documentChunks!('a', contract.document.id, { limit: 2 })).length).toBe(2);
    expect(await store.documentChunks!('b', contract.document.id)).toEqual([]);
    expect(await store.documentChunks!('a', 'not-a-uuid')).toEqual([]);
  });

  it('never returns another tenant’s rows', async () => {
    await store.writeDocument(doc('a', 'vertrag.md', ['Vertrag Alpha: Kündigungsfrist drei Monate'], 'ha'));
    await store.writeDocument(doc('b', 'vertrag.md', ['Vertrag Beta: Kündigungsfrist sechs Monate'], 'hb'));
    const hitsA = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Kündigungsfrist Vertrag', language: 'german', vector: unit([1, 1]), limit: 10 });
    expect(hitsA).toHaveLength(1);
    expect(hitsA[0]!.text).toContain('Alpha');
    expect(hitsA[0]!.document.tenantId).toBe('a');
    const none = await store.hybridSearch({ tenantId: 'c', terms: [], text: 'Kündigungsfrist', language: 'german', vector: unit([1, 1]), limit: 10 });
    expect(none).toEqual([]);
  });

  it('ranks by BM25 over German stems with OR semantics and fuses the vector list', async () => {
    await store.writeDocument(
      doc('a', 'mix.md', [
        'Die Kündigungen müssen schriftlich erfolgen.',
        'Preise für Sensoren und Gateways.',
        'Das Wetter ist schön.',
      ], 'hm', [unit([0, 0, 1]), unit([0, 1, 0]), unit([1, 0, 0])]),
    );
    // "Kündigung" matches "Kündigungen" through German stemming; "Wetter" is an OR alternative.
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Kündigung Fristablauf', language: 'german', vector: unit([1, 0, 0]), limit: 3 });
    const kuendigung = hits.find((h) => h.text.startsWith('Die Kündigungen'))!;
    expect(kuendigung.lexicalRank).toBe(1);
    const wetter = hits.find((h) => h.text.startsWith('Das Wetter'))!;
    expect(wetter.vectorRank).toBe(1);
    expect(wetter.lexicalRank).toBeNull();
    expect(kuendigung.rrf).toBeCloseTo(1 / 61 + 1 / (60 + kuendigung.vectorRank!), 6);
    expect(wetter.cosine).toBeCloseTo(1, 5);
    expect(hits[0]!.document.documentDate).toBe('2026-01-15');
    expect(hits[0]!.page).toBe(1);
  });

  it('refuses an embedder other than the one the tenant was indexed with', async () => {
    await expect(store.bindEmbedder('a', 'other:8', DIMS)).rejects.toThrow(/indexed with embedder "test:8/);
    await expect(store.bindEmbedder('z', 'test:16', 16)).rejects.toThrow(/8-dimensional/);
  });

  it('keeps one latest version under concurrent writers of the same source', async () => {
    const writes = Array.from({ length: 6 }, (_, index) =>
      store.writeDocument(doc('a', 'race.md', [`Version ${index % 2}`], `race-${index % 2}`)),
    );
    await Promise.all(writes);
    const docs = await store.listDocuments('a');
    const current = docs.filter((d) => d.source === 'race.md' && d.status === 'current');
    expect(current).toHaveLength(1);
    const chunks = await store.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chunks WHERE tenant_id = 'a' AND doc_status = 'current'",
    );
    expect(chunks.rows[0]!.n).toBe(1);
  });

  it('rolls back a document whose chunks fail to insert', async () => {
    // PostgreSQL rejects NUL in text: the chunk insert fails after the document row was written.
    const bad = doc('a', 'bad.md', ['eins', 'zw\u0000ei'], 'hb');
    await expect(store.writeDocument(bad)).rejects.toThrow();
    expect(await store.findDocument('a', 'bad.md')).toBeNull();
    const orphans = await store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks');
    expect(orphans.rows[0]!.n).toBe(0);
  });

  const indexExists = async () =>
    (await store.sql.query('SELECT 1 FROM pg_indexes WHERE indexname = $1', [VECTOR_INDEX])).rows.length === 1;
  /** The same database seen by a store that keeps its vector index from `fromChunks` chunks. */
  const withIndexFrom = (fromChunks: number) =>
    new SqlKnowledgeStore({ sql: store.sql, capabilities: store.capabilities, close: async () => undefined, vectorIndexFromChunks: fromChunks });

  it('keeps no vector index below the threshold (exact scan), builds it once past it, and ranks the same', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Abschnitt ${i} über Wartung und Sensor ${i % 3}`);
    const vectors = texts.map((_, i) => unit([1, i, (i * 7) % 5, 3 - (i % 4)]));
    const query = { tenantId: 'a', terms: [], text: 'Wartung Sensor', language: 'german' as const, vector: unit([1, 4, 2, 1]), limit: 6 };
    const small = withIndexFrom(20);
    await small.withBulkLoad(async () => small.writeDocument(doc('a', 'viele.md', texts, 'v1', vectors)));
    await small.analyze();
    expect(await indexExists()).toBe(false);
    const exact = (await small.hybridSearch(query)).map((hit) => hit.text);
    expect(exact).toHaveLength(6);
    // More chunks than the threshold of another view: analyze after its writes builds the index.
    const past = withIndexFrom(12);
    await past.analyze();
    expect(await indexExists()).toBe(store.capabilities.vector);
    expect((await past.hybridSearch(query)).map((hit) => hit.text)).toEqual(exact);
  });

  it('builds the vector index again once the store has outgrown the chunks it was built over', async () => {
    if (!store.capabilities.vector) return;
    const builtOver = async () =>
      Number((await store.sql.query<{ value: string }>("SELECT value FROM anker_settings WHERE key = 'vector_index_rows'")).rows[0]?.value);
    const texts = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Kapitel ${from + i} über Pumpen`);
    const view = withIndexFrom(3);
    await view.writeDocument(doc('a', 'eins.md', texts(0, 3), 'e1'));
    await view.analyze();
    expect(await indexExists()).toBe(true);
    expect(await builtOver()).toBe(3);
    // Three times as many chunks: the lists still serve.
    await view.writeDocument(doc('a', 'zwei.md', texts(3, 6), 'z1'));
    await view.analyze();
    expect(await builtOver()).toBe(3);
    // Four times as many: built again, over all of them, and the search still finds its rows.
    await view.writeDocument(doc('a', 'drei.md', texts(9, 3), 'd1'));
    await view.analyze();
    expect(await builtOver()).toBe(12);
    const found = await view.hybridSearch({ tenantId: 'a', terms: [], text: 'Kapitel 10', language: 'german', vector: unit([1, 1]), limit: 3 });
    expect(found.map((hit) => hit.text)).toContain('Kapitel 10 über Pumpen');
  });

  it('bulk load drops the vector index and rebuilds it, also when the load fails or the process died', async () => {
    const store = withIndexFrom(0);
    if (!store.capabilities.vector) {
      await store.withBulkLoad(async () => store.writeDocument(doc('a', 'bulk.md', ['eins'], 'b1')));
      expect(await store.findDocument('a', 'bulk.md')).not.toBeNull();
      return;
    }
    await store.bindEmbedder('a', 'test:8', DIMS);
    expect(await indexExists()).toBe(true);
    await store.withBulkLoad(async () => {
      expect(await indexExists()).toBe(false);
      await store.writeDocument(doc('a', 'bulk.md', ['Bulk geladen'], 'b1'));
    });
    expect(await indexExists()).toBe(true);
    await expect(store.withBulkLoad(async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await indexExists()).toBe(true);
    // A process killed inside a bulk load leaves no index: binding the embedder again rebuilds it.
    await store.sql.query(`DROP INDEX ${VECTOR_INDEX}`);
    await store.bindEmbedder('a', 'test:8', DIMS);
    expect(await indexExists()).toBe(true);
    // Below the threshold of the default store, a missing index is no damage: binding builds none.
    await store.sql.query(`DROP INDEX ${VECTOR_INDEX}`);
    await withIndexFrom(100).bindEmbedder('a', 'test:8', DIMS);
    expect(await indexExists()).toBe(false);
    await store.bindEmbedder('a', 'test:8', DIMS);
    expect(await indexExists()).toBe(true);
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Bulk', language: 'german', vector: unit([1, 1]), limit: 3 });
    expect(hits[0]!.text).toBe('Bulk geladen');
  });
});
