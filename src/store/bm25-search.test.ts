import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentWrite, HybridQuery, KnowledgeStore, TextLanguage } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { hybridSearchSql } from './hybrid-search-sql.js';
import { openStore } from './open-store.js';

const VECTOR = new Float32Array([1, 0]);

function doc(tenantId: string, source: string, texts: string[], language: TextLanguage = 'german', hash = source): DocumentWrite {
  return {
    tenantId,
    source,
    format: 'markdown',
    metadata: { title: source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language,
    contentHash: hash,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings: texts.map(() => VECTOR),
    lexicalTexts: texts,
  };
}

function query(tenantId: string, text: string, extra: Partial<HybridQuery> = {}): HybridQuery {
  return { tenantId, terms: [], text, language: 'german', vector: new Float32Array([0, 1]), limit: 10, ...extra };
}

const FILLER =
  'Dieser Abschnitt beschreibt allgemeine Bedingungen der Zusammenarbeit zwischen den Parteien, Zahlungen und Gewährleistung.';

describeEachDriver('lexical search on a shared index', (driver) => {
  let store: KnowledgeStore;
  afterEach(async () => store.close());

  it('finds a small tenant’s matches behind 1,500 better-scoring matches of a large tenant', async () => {
    store = await openTestStore(driver);
    await store.bindEmbedder('big', 'test:2', 2);
    await store.bindEmbedder('small', 'test:2', 2);
    // Short chunks with the term twice outscore the small tenant's long ones: an index scan over all tenants
    // returns every big-tenant row first (more than pg_textsearch's default limit of 1,000) and must go on.
    await store.writeDocument(
      doc('big', 'big.md', Array.from({ length: 1500 }, (_, i) => `Kündigungsfrist im Vertrag ${i}: Kündigungsfrist drei Monate.`)),
    );
    await store.writeDocument(doc('small', 'small.md', [0, 1, 2].map((i) => `${FILLER} ${FILLER} Teil ${i}: Kündigungsfrist.`)));
    await store.writeDocument(doc('small', 'other.md', ['Preise für Sensoren und Gateways.']));
    for (const analyzed of [false, true]) {
      if (analyzed) await store.analyze();
      const hits = await store.hybridSearch(query('small', 'Kündigungsfrist'));
      expect(hits.every((hit) => hit.document.tenantId === 'small')).toBe(true);
      const lexical = hits.filter((hit) => hit.lexicalRank !== null);
      expect(lexical.map((hit) => hit.text.slice(-24)).sort()).toEqual([0, 1, 2].map((i) => `Teil ${i}: Kündigungsfrist.`));
      for (const hit of lexical) {
        expect(hit.lexicalScore).toBeGreaterThan(0);
        expect(hit.lexicalMax).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});

describe('BM25 path (pg_textsearch on PGlite)', () => {
  let store: KnowledgeStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('detects the capability and creates one partial index per language', async () => {
    const opened = await openStore({ db: 'memory://' });
    store = opened;
    expect(opened.capabilities.bm25).toBe(true);
    const indexes = await opened.sql.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'chunks' AND indexdef LIKE '%USING bm25%' ORDER BY 1",
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual(['chunks_bm25_english', 'chunks_bm25_german', 'chunks_bm25_simple']);
    expect(indexes.rows[1]!.indexdef).toMatch(/WHERE \(language = 'german'::text\)/);
  });

  it('plans the BM25 index scan, with and without statistics, and reads the same scores a re-score gives', async () => {
    const opened = await openStore({ db: 'memory://' });
    store = opened;
    await opened.bindEmbedder('a', 'test:2', 2);
    const texts = Array.from({ length: 300 }, (_, i) =>
      i % 30 === 0 ? `Die Kündigung des Vertrags ${i} ist schriftlich zu erklären.` : `Preisliste ${i} für Sensoren.`,
    );
    await opened.writeDocument(doc('a', 'a.md', texts));
    await opened.writeDocument(doc('a', 'en.md', ['The termination notice period is three months.'], 'english'));
    const params = ['a', 'Kündigung Vertrag termination', ['current'], '[0,1]', 20, 10, 60, 1];
    for (const analyzed of [false, true]) {
      if (analyzed) await opened.analyze();
      const plan = await opened.sql.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_sort = off');
        return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (VERBOSE) ${hybridSearchSql(opened.capabilities)}`, params);
      });
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index Scan using chunks_bm25_german/);
      expect(text).toMatch(/Index Scan using chunks_bm25_english/);
      // No scan re-scores its rows (it would if the branches sat in a CTE, out of reach of pg_textsearch's hook).
      expect(text).toMatch(/Output: .*bm25_get_current_score\(\)/);
      expect(text).not.toMatch(/Output: .*lexical <@>/);

      const hits = await opened.hybridSearch(query('a', 'Kündigung Vertrag termination', { candidates: 20, limit: 60 }));
      const lexical = hits.filter((hit) => hit.lexicalRank !== null);
      expect(lexical.length).toBeGreaterThan(0);
      for (const hit of lexical) {
        const index = `chunks_bm25_${hit.document.language}`;
        const rescored = await opened.sql.query<{ score: number }>(
          `SELECT -(lexical <@> to_bm25query($3, $4)) AS score FROM chunks WHERE tenant_id = $1 AND id = $2`,
          ['a', hit.chunkId, 'Kündigung Vertrag termination', index],
        );
        expect(hit.lexicalScore!).toBeCloseTo(Number(rescored.rows[0]!.score), 4);
      }
      expect(lexical.some((hit) => hit.text.startsWith('The termination'))).toBe(true);
    }
  });

  it('computes lexical_max only for the languages of the rows it returns', async () => {
    const opened = await openStore({ db: 'memory://' });
    store = opened;
    await opened.bindEmbedder('a', 'test:2', 2);
    await opened.writeDocument(doc('a', 'a.md', ['Die Kündigungsfrist beträgt drei Monate.', 'Preise für Sensoren.']));
    const params = ['a', 'Kündigungsfrist Monate notice', ['current'], '[0,1]', 20, 10, 60, 1];
    const explained = await opened.sql.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_sort = off');
      return tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${hybridSearchSql(opened.capabilities)}`, params);
    });
    interface PlanNode {
      'Parent Relationship'?: string;
      'Actual Loops'?: number;
      Output?: string[];
      Plans?: PlanNode[];
    }
    const root = (explained.rows[0]!['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
    const loops = new Map<string, number>();
    const visit = (node: PlanNode): void => {
      // A language's self-score sum: `sum(-(token <@> to_bm25query(token, 'chunks_bm25_<language>')))`.
      const index = node.Output?.join(' ').match(/^\(sum\(.*to_bm25query\(.*'(chunks_bm25_\w+)'/)?.[1];
      if (index && node['Parent Relationship'] === 'InitPlan') loops.set(index, node['Actual Loops'] ?? 0);
      node.Plans?.forEach(visit);
    };
    visit(root);
    // Only German chunks are returned: the English and simple self-scores are never computed.
    expect(Object.fromEntries(loops)).toEqual({ chunks_bm25_german: 1, chunks_bm25_english: 0, chunks_bm25_simple: 0 });
  });

  it('gives lexical_max the meaning of the tsvector path: the IDF sum of the query terms present', async () => {
    const texts = Array.from({ length: 200 }, (_, i) =>
      i % 10 === 0
        ? `Die Kündigungsfrist für Verträge beträgt drei Monate zum Quartalsende, Abschnitt ${i}.`
        : `Preise und Lieferbedingungen für Sensoren und Gateways, Abschnitt ${i}, gültig ab Januar.`,
    );
    const lexicalMax = async (lexical: 'auto' | 'tsvector') => {
      const opened = await openStore({ db: 'memory://', lexical });
      try {
        await opened.bindEmbedder('a', 'test:2', 2);
        await opened.writeDocument(doc('a', 'a.md', texts));
        const hits = await opened.hybridSearch(query('a', 'Kündigungsfrist Verträge Wetter', { limit: 3 }));
        return hits.find((hit) => hit.lexicalRank !== null)!.lexicalMax!;
      } finally {
        await opened.close();
      }
    };
    const [bm25, tsvector] = [await lexicalMax('auto'), await lexicalMax('tsvector')];
    // `Wetter` occurs nowhere and adds nothing on either path; the rest differs only by b/avgdl (short chunks here).
    expect(bm25 / tsvector).toBeGreaterThan(0.85);
    expect(bm25 / tsvector).toBeLessThan(1.15);
  });
});

describe('forced tsvector path', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('runs without BM25 indexes, and a store reopened either way keeps working', async () => {
    folder = mkdtempSync(join(tmpdir(), 'anker-lexical-'));
    const forced = await openStore({ db: folder, lexical: 'tsvector' });
    expect(forced.capabilities.bm25).toBe(false);
    const bm25Indexes = async (store: KnowledgeStore) =>
      (await store.sql.query("SELECT 1 FROM pg_indexes WHERE indexname LIKE 'chunks_bm25_%'")).rows.length;
    expect(await bm25Indexes(forced)).toBe(0);
    await forced.bindEmbedder('a', 'test:2', 2);
    await forced.writeDocument(doc('a', 'v.md', ['Die Kündigungen müssen schriftlich erfolgen.', 'Das Wetter ist schön.']));
    const tsvectorHits = await forced.hybridSearch(query('a', 'Kündigung'));
    expect(tsvectorHits.find((hit) => hit.lexicalRank === 1)!.text).toMatch(/^Die Kündigungen/);
    await forced.close();

    // Opened with BM25: the indexes are built over the rows already there.
    const auto = await openStore({ db: folder });
    expect(auto.capabilities.bm25).toBe(true);
    expect(await bm25Indexes(auto)).toBe(3);
    const bm25Hits = await auto.hybridSearch(query('a', 'Kündigung'));
    expect(bm25Hits.find((hit) => hit.lexicalRank === 1)!.text).toMatch(/^Die Kündigungen/);
    await auto.close();

    // Forced again on a store with BM25 indexes: writes still maintain them, search uses tsvector ranking.
    const again = await openStore({ db: folder, lexical: 'tsvector' });
    await again.writeDocument(doc('a', 'w.md', ['Eine Kündigung per E-Mail ist unwirksam.']));
    const hits = await again.hybridSearch(query('a', 'Kündigung'));
    expect(hits.filter((hit) => hit.lexicalRank !== null)).toHaveLength(2);
    await again.close();
  }, 60_000);
});

describeEachDriver('lexical scores of repeated query lexemes', (driver) => {
  let store: KnowledgeStore;
  afterEach(async () => store.close());

  it('counts a lexeme once when two query words share it (platte, platt), on every lexical path', async () => {
    store = await openTestStore(driver);
    await store.bindEmbedder('t', 'test:2', 2);
    await store.writeDocument(
      doc('t', 'a.md', ['Die Plattform ist platt, die Form bleibt.', 'Andere Dinge ohne Bezug.', 'Noch ein Absatz über Preise.', 'Gateways und Sensoren.']),
    );
    await store.analyze();
    const scoreOf = async (text: string) => {
      const hits = await store.hybridSearch(query('t', text));
      return hits.find((hit) => hit.text.startsWith('Die Plattform'))?.lexicalScore ?? 0;
    };
    const single = (await scoreOf('Plattform')) + (await scoreOf('platt')) + (await scoreOf('Form'));
    expect(single).toBeGreaterThan(0);
    expect(await scoreOf('Plattform platte platt Form')).toBeCloseTo(single, 4);
  });
});
