import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore, Retriever } from '../spec/index.js';
import { createBuiltinEmbedder } from '../embed/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { createRetriever } from './create-retriever.js';
import { calibrate, calibrationFeatures } from './calibration.js';
import { lexicalText } from './lexical-text.js';

const embedder = createBuiltinEmbedder();

const corpus: { source: string; language: 'german' | 'english'; text: string }[] = [
  { source: 'vertrag.md', language: 'german', text: 'Die Kündigungsfrist beträgt drei Monate zum Ende eines Kalenderquartals.' },
  { source: 'aufloesung.md', language: 'german', text: 'Eine Vertragsauflösung ist nur schriftlich und mit Zustimmung beider Parteien möglich.' },
  { source: 'preise.md', language: 'german', text: 'Die Preise der Sensoren sind in der Preisliste 2026 geregelt.' },
  { source: 'urlaub.md', language: 'german', text: 'Mitarbeitende erhalten 30 Urlaubstage pro Kalenderjahr.' },
  { source: 'reisen.md', language: 'german', text: 'Reisekosten werden nach der Reisekostenrichtlinie innerhalb von vier Wochen erstattet.' },
  { source: 'termination.md', language: 'english', text: 'The customer may terminate the agreement with ninety days written notice.' },
  { source: 'uptime.md', language: 'english', text: 'Availability of the platform is guaranteed at 99.9 percent per month.' },
  { source: 'security.md', language: 'english', text: 'All data is encrypted at rest with AES-256 and in transit with TLS 1.3.' },
];

async function seed(store: KnowledgeStore): Promise<void> {
  await store.bindEmbedder('t1', embedder.id, embedder.dimensions);
  for (const entry of corpus) {
    const chunks = [{ ordinal: 0, sectionPath: entry.source, page: null, text: entry.text }];
    const write: DocumentWrite = {
      tenantId: 't1',
      source: entry.source,
      format: 'markdown',
      metadata: { title: entry.source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
      language: entry.language,
      contentHash: entry.source,
      chunks,
      embeddings: await embedder.embed([entry.text]),
      lexicalTexts: [lexicalText(entry.text, entry.language)],
    };
    await store.writeDocument(write);
  }
}

describeEachDriver('hybrid retrieval quality', (driver) => {
  let store: KnowledgeStore;
  let retriever: Retriever;
  beforeAll(async () => {
    store = await openTestStore(driver);
    await seed(store);
    retriever = createRetriever({ store, embedder });
  });
  afterAll(async () => store.close());

  const top = async (query: string) => (await retriever.search(query, { tenantId: 't1', limit: 5 }))[0]!;

  it.each([
    ['Frist für die Kündigung', 'vertrag.md'],
    ['Wie lange ist die Kündigungsfristen?', 'vertrag.md'],
    ['Auflösung des Vertrags', 'aufloesung.md'],
    ['Was kostet ein Sensor?', 'preise.md'],
    ['Wie viele Tage Urlaub gibt es?', 'urlaub.md'],
    ['Erstattung von Kosten einer Reise', 'reisen.md'],
  ])('German: "%s" finds %s first', async (query, source) => {
    expect((await top(query)).citation.source).toBe(source);
  });

  it.each([
    ['termination of the agreement', 'termination.md'],
    ['What uptime is guaranteed?', 'uptime.md'],
    ['encryption of stored data', 'security.md'],
  ])('English: "%s" finds %s first', async (query, source) => {
    expect((await top(query)).citation.source).toBe(source);
  });

  it('gives a relevant hit a higher calibrated relevance than an off-topic query’s best hit', async () => {
    const relevant = await top('Kündigungsfrist des Vertrags');
    const offTopic = await top('Rezept für Apfelkuchen mit Zimt');
    expect(relevant.relevance).toBeGreaterThan(offTopic.relevance);
    expect(offTopic.relevance).toBeLessThan(0.55);
    for (const hit of [relevant, offTopic]) {
      expect(hit.relevance).toBeGreaterThanOrEqual(0);
      expect(hit.relevance).toBeLessThanOrEqual(1);
    }
  });

  it('returns k rows for a small tenant even when another tenant dominates the vector index', async () => {
    await store.bindEmbedder('big', embedder.id, embedder.dimensions);
    const texts = Array.from({ length: 300 }, (_, i) => `Die Kündigungsfrist im Vertrag ${i} beträgt ${i % 12} Monate.`);
    await store.writeDocument({
      tenantId: 'big',
      source: 'many.md',
      format: 'markdown',
      metadata: { title: 'many', version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
      language: 'german',
      contentHash: 'many',
      chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
      embeddings: await embedder.embed(texts),
      lexicalTexts: texts.map((text) => lexicalText(text, 'german')),
    });
    const hits = await retriever.search('Kündigungsfrist Vertrag', { tenantId: 't1', limit: 8 });
    expect(hits).toHaveLength(corpus.length);
    expect(hits.every((hit) => hit.citation.source !== 'many.md')).toBe(true);
  });

  it('reads a short German question with few function words as German, and searches it in English too', async () => {
    // `Verfügbarkeit der Plattform pro Monat?` has one German stopword: it is still German, stemmed and translated.
    let searches = 0;
    const counting: KnowledgeStore = Object.assign(Object.create(store) as KnowledgeStore, {
      hybridSearch: (query: Parameters<KnowledgeStore['hybridSearch']>[0]) => ((searches += 1), store.hybridSearch(query)),
    });
    const hits = await createRetriever({ store: counting, embedder }).search('Verfügbarkeit der Plattform pro Monat?', { tenantId: 't1', limit: 5 });
    expect(searches).toBe(2);
    expect(hits[0]?.citation.source).toBe('uptime.md');
  });

  it('gives a hit found through the translation its calibrated relevance, and an equal native hit the first place', async () => {
    const hits = await createRetriever({ store, embedder }).search('Wie lange ist die Kündigungsfrist?', { tenantId: 't1', limit: 8 });
    const translated = hits.find((hit) => hit.citation.source === 'termination.md');
    expect(translated).toBeDefined();
    // No hidden discount: a source in the other language passes the grounding gate as the same source would in the question's.
    expect(translated!.relevance).toBeCloseTo(calibrate(calibrationFeatures(translated!.scores)), 10);
    expect(hits[0]?.citation.source).toBe('vertrag.md');
  });

  it('counts one translation per question word in the BM25 norm of a hit found through the translation', async () => {
    // `Lohn` is `wage`, `wages` or `pay`: the payroll note holds one of them, the expenses note another.
    const notes = [
      { source: 'payroll.md', text: 'Wages are paid on the last working day of each month.' },
      { source: 'expenses.md', text: 'Travel expenses are refunded with the next pay slip.' },
      { source: 'canteen.md', text: 'The canteen is open from eleven to two on working days.' },
    ];
    await store.bindEmbedder('pay', embedder.id, embedder.dimensions);
    for (const note of notes) {
      await store.writeDocument({
        tenantId: 'pay',
        source: note.source,
        format: 'markdown',
        metadata: { title: note.source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
        language: 'english',
        contentHash: note.source,
        chunks: [{ ordinal: 0, sectionPath: note.source, page: null, text: note.text }],
        embeddings: await embedder.embed([note.text]),
        lexicalTexts: [lexicalText(note.text, 'english')],
      });
    }
    const question = 'Wann wird der Lohn gezahlt?';
    const payroll = (hits: Awaited<ReturnType<Retriever['search']>>) => hits.find((hit) => hit.citation.source === 'payroll.md');
    // The store's own lexical weights (the BM25 index's IDFs on this path) and, without them, document frequencies.
    if (driver === 'pglite') expect(store.lexicalWeights).toBeDefined();
    const withStatistics = payroll(await createRetriever({ store, embedder }).search(question, { tenantId: 'pay', limit: 5 }));
    const counted: KnowledgeStore = Object.assign(Object.create(store) as KnowledgeStore, { lexicalWeights: undefined });
    const withFrequencies = payroll(await createRetriever({ store: counted, embedder }).search(question, { tenantId: 'pay', limit: 5 }));
    // The same store without corpus statistics: the norm sums the weight of every translation of every word.
    const plain: KnowledgeStore = Object.assign(Object.create(store) as KnowledgeStore, { documentFrequency: undefined, lexicalWeights: undefined });
    const withoutStatistics = payroll(await createRetriever({ store: plain, embedder }).search(question, { tenantId: 'pay', limit: 5 }));
    expect(withFrequencies).toBeDefined();
    expect(withFrequencies!.scores.lexicalNorm!).toBeGreaterThan(withoutStatistics!.scores.lexicalNorm!);
    expect(withStatistics).toBeDefined();
    expect(withoutStatistics).toBeDefined();
    expect(withoutStatistics!.scores.lexicalNorm!).toBeLessThan(1);
    expect(withStatistics!.scores.lexicalNorm!).toBeGreaterThan(withoutStatistics!.scores.lexicalNorm!);
    expect(withStatistics!.scores.lexicalNorm!).toBeLessThanOrEqual(1);
    expect(withStatistics!.relevance).toBeGreaterThan(withoutStatistics!.relevance);
  });

  it('searches the translated question only in a tenant that holds documents of that language', async () => {
    let searches = 0;
    const counting: KnowledgeStore = Object.assign(Object.create(store) as KnowledgeStore, {
      hybridSearch: (query: Parameters<KnowledgeStore['hybridSearch']>[0]) => ((searches += 1), store.hybridSearch(query)),
    });
    const counted = createRetriever({ store: counting, embedder });
    // t1 holds German and English documents: both searches; `big` holds German only: one.
    await counted.search('Wie lange ist die Kündigungsfrist?', { tenantId: 't1', limit: 5 });
    expect(searches).toBe(2);
    searches = 0;
    const hits = await counted.search('Wie lange ist die Kündigungsfrist?', { tenantId: 'big', limit: 5 });
    expect(searches).toBe(1);
    expect(hits.length).toBeGreaterThan(0);
  });
});
