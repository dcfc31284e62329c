import { createHash } from 'node:crypto';
import type { Hit } from '../src/spec/index.js';
import { createAnker } from '../src/app/index.js';
import { resolveConfig } from '../src/config/index.js';
import { createEmbedder } from '../src/embed/index.js';
import { calibrationFeatures, createRetriever, type CalibrationFeatures } from '../src/retrieve/index.js';
import { openStore } from '../src/store/index.js';
import { groundingDevDocs, readGroundingQuestions, readXquadDev } from './datasets.js';
import { TENANT } from './evaluate-anker.js';
import { analyzeAfterIngest, writeCorpus } from './write-corpus.js';

export type SampleSource = 'grounding-dev' | 'xquad-de' | 'xquad-en';

/** One retrieved hit of one question, labelled. */
export interface CalibrationSample {
  source: SampleSource;
  questionId: string;
  /** grounding-dev: the question's expected_behavior; XQuAD: always `answer`. */
  expectedBehavior: 'answer' | 'answer_with_caveat' | 'not_found';
  /** 1-based position in the retriever's order. */
  rank: number;
  features: CalibrationFeatures;
  /** Relevance under the calibration currently in src/retrieve/calibration.ts. */
  relevance: number;
  relevant: boolean;
}

export interface CollectOptions {
  /** Embedder spec (default `builtin`): calibration is per embedder. */
  embedder?: string;
  /** Questions per XQuAD language (default all dev questions). */
  xquadQuestions?: number;
  log?: (message: string) => void;
}

/**
 * Labelled (question, hit) pairs from the retriever as the product runs it (limit 10):
 * grounding-dev (ingested from its Markdown files; hits from an expected document are relevant, every hit of a
 * not_found question is irrelevant; no_retrieval_needed questions are left out) and XQuAD dev in German and
 * English (all 240 paragraphs indexed; the gold paragraph is relevant).
 */
export async function collectCalibrationSamples(options: CollectOptions = {}): Promise<CalibrationSample[]> {
  const spec = options.embedder ?? 'builtin';
  const samples: CalibrationSample[] = [];
  const config = resolveConfig({ db: 'memory://', tenant: TENANT, embedder: spec, logLevel: 'silent' });
  const anker = await createAnker({ resolved: config });
  try {
    const summary = await anker.ingest([groundingDevDocs()]);
    await analyzeAfterIngest(anker.store);
    options.log?.(`calibration: grounding-dev ingested (${summary.added} documents, ${summary.failed.length} failed)`);
    for (const question of await readGroundingQuestions()) {
      if (question.expected_behavior === 'no_retrieval_needed') continue;
      const hits = await anker.search(question.question, { limit: 10 });
      const expected = new Set(question.expected_doc_ids);
      samples.push(...label('grounding-dev', question.id, question.expected_behavior, hits, (hit) => expected.has(hit.citation.source)));
    }
  } finally {
    await anker.close();
  }
  for (const language of ['de', 'en'] as const) {
    const dataset = await readXquadDev(language);
    const embedder = createEmbedder(spec, { providers: config.providers });
    const store = await openStore({ db: 'memory://' });
    try {
      await writeCorpus(dataset.corpus, { store, embedder, tenantId: TENANT, language: language === 'de' ? 'german' : 'english' });
      await analyzeAfterIngest(store);
      const retriever = createRetriever({ store, embedder });
      const queries = options.xquadQuestions ? spread(dataset.queries, options.xquadQuestions) : dataset.queries;
      options.log?.(`calibration: xquad-${language} (${queries.length} questions)`);
      for (const query of queries) {
        const hits = await retriever.search(query.text, { tenantId: TENANT, limit: 10 });
        const gold = dataset.qrels.get(query.id)!;
        samples.push(...label(`xquad-${language}`, query.id, 'answer', hits, (hit) => (gold.get(hit.citation.source) ?? 0) > 0));
      }
    } finally {
      await store.close();
    }
  }
  return samples;
}

function label(
  source: SampleSource,
  questionId: string,
  expectedBehavior: CalibrationSample['expectedBehavior'],
  hits: Hit[],
  isRelevant: (hit: Hit) => boolean,
): CalibrationSample[] {
  return hits.map((hit, index) => ({
    source,
    questionId,
    expectedBehavior,
    rank: index + 1,
    features: calibrationFeatures(hit.scores),
    relevance: hit.relevance,
    relevant: expectedBehavior !== 'not_found' && isRelevant(hit),
  }));
}

/** Every n-th element so a sample covers all articles. */
function spread<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, items.length / count);
  const picked: T[] = [];
  for (let position = 0; position < items.length && picked.length < count; position += step) picked.push(items[Math.floor(position)]!);
  return picked;
}

/** Deterministic half of the questions (by a hash of source and id): `fit` or `report`. */
export function splitOf(sample: Pick<CalibrationSample, 'source' | 'questionId'>): 'fit' | 'report' {
  const digest = createHash('sha256').update(`${sample.source}:${sample.questionId}`).digest();
  return digest[0]! % 2 === 0 ? 'fit' : 'report';
}
