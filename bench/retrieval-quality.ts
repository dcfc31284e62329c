import { createBuiltinEmbedder } from '../src/embed/index.js';
import { openStore } from '../src/store/index.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';
import { miniSearchCompetitor, oramaCompetitor, type Competitor } from './competitors.js';
import { readSciFact, readXquadDev, seededRandom, type RetrievalDataset } from './datasets.js';
import { evaluateAnker, TENANT, type AnkerRankings } from './evaluate-anker.js';
import { mean, ndcgAtK, percentile, recallAtK, reciprocalRankAtK } from './metrics.js';
import { analyzeAfterIngest, writeCorpus } from './write-corpus.js';

interface Scores {
  ndcg10: number;
  recall100: number;
  mrr10: number;
}

interface SystemResult extends Scores {
  system: string;
  setup?: string;
  latencyMs?: { p50: number; p95: number };
  /** Ratios against Anker (default search): > 1 means higher nDCG / slower. */
  vsAnker?: { ndcg10: number; latencyP50: number; latencyP95: number };
}

const references: Record<string, string> = {
  scifact: 'BM25 (Anserini, flat) 0.679',
  'xquad-de': 'BM25 ≈ 0.92; with German stopwords + stemmer ≈ 0.95',
  'xquad-en': '—',
};

export const retrievalQuality: Benchmark = {
  name: 'retrieval-quality',
  description:
    'nDCG@10 / recall@100 on BEIR SciFact (test) and XQuAD dev (de, en) for Anker hybrid search on PGlite with the builtin embedder, its lexical-only and vector-only lists, on both lexical paths (default: pg_textsearch BM25; [tsvector path]: BM25 from tsvector positions), and MiniSearch / Orama side by side (quality and latency ratios against the default path).',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const datasets: { load: () => Promise<RetrievalDataset>; language: 'english' | 'german' }[] = [
      { load: readSciFact, language: 'english' },
      { load: () => readXquadDev('de'), language: 'german' },
      { load: () => readXquadDev('en'), language: 'english' },
    ];
    const figures: Record<string, unknown> = {
      corpusNote:
        'XQuAD: corpus = all 240 paragraphs (dev + test articles as distractors), queries = dev questions (articles a00–a23). Documents = corpus entries (title + text), chunked by the ingest chunker; chunk hits collapse to their document (first occurrence).',
    };
    const summary: string[] = [];
    for (const spec of datasets) {
      const dataset = context.quick ? sample(await spec.load()) : await spec.load();
      context.log(`retrieval-quality: ${dataset.name} (${dataset.corpus.length} docs, ${dataset.queries.length} queries)`);
      const result = await runDataset(dataset, spec.language, context);
      figures[dataset.name] = result;
      summary.push(...summarise(dataset.name, result));
    }
    return { figures, summary };
  },
};

/** The store's two lexical paths: BM25 through pg_textsearch (PGlite's default) and BM25 from tsvector positions. */
const LEXICAL_PATHS = [
  { lexical: 'auto', label: '' },
  { lexical: 'tsvector', label: ' [tsvector path]' },
] as const;

async function runDataset(dataset: RetrievalDataset, language: 'english' | 'german', context: BenchContext) {
  const embedder = createBuiltinEmbedder();
  const ankerSystems: SystemResult[] = [];
  const paths: Record<string, { ingestSeconds: number; analyzedAfterIngest: boolean; bm25: boolean }> = {};
  let chunks = 0;
  for (const path of LEXICAL_PATHS) {
    const store = await openStore({ db: 'memory://', lexical: path.lexical });
    try {
      const ingest = await writeCorpus(dataset.corpus, {
        store,
        embedder,
        tenantId: TENANT,
        language,
        onProgress: (done, total) => {
          if (done % 1024 === 0 || done === total) context.log(`  ingest${path.label} ${done}/${total}`);
        },
      });
      const analyzeMs = await analyzeAfterIngest(store);
      chunks = ingest.chunks;
      paths[path.lexical === 'auto' ? 'default' : path.lexical] = {
        ingestSeconds: ingest.milliseconds / 1000,
        analyzedAfterIngest: analyzeMs !== null,
        bm25: store.capabilities.bm25,
      };
      context.log(`  ingested ${ingest.chunks} chunks in ${(ingest.milliseconds / 1000).toFixed(1)} s; querying`);
      const evaluation = await evaluateAnker(dataset, { store, embedder, log: context.log });
      const latency = { p50: percentile(evaluation.latencies, 50), p95: percentile(evaluation.latencies, 95) };
      const variant = (system: string, pick: (r: AnkerRankings) => string[], recallPick: (r: AnkerRankings) => string[]) => ({
        system: `${system}${path.label}`,
        ...score(dataset, (id) => pick(evaluation.rankings.get(id)!), (id) => recallPick(evaluation.rankings.get(id)!)),
      });
      ankerSystems.push(
        { ...variant('Anker hybrid (default search)', (r) => r.anker, (r) => r.rrf), latencyMs: latency },
        variant('Anker RRF order (no calibration re-order)', (r) => r.rrf, (r) => r.rrf),
        variant('Anker lexical list only', (r) => r.lexical, (r) => r.lexical),
        variant('Anker vector list only', (r) => r.vector, (r) => r.vector),
      );
    } finally {
      await store.close();
    }
  }
  const anker = ankerSystems[0]!;
  const competitors: Competitor[] = [
    miniSearchCompetitor(),
    oramaCompetitor({ language, mode: 'fulltext', embedder }),
    oramaCompetitor({ language, mode: 'hybrid', embedder }),
  ];
  const others: SystemResult[] = [];
  for (const competitor of competitors) {
    context.log(`  ${competitor.name}`);
    others.push(await runCompetitor(competitor, dataset, anker));
  }
  return {
    documents: dataset.corpus.length,
    queries: dataset.queries.length,
    chunks,
    ingestSeconds: paths.default!.ingestSeconds,
    analyzedAfterIngest: paths.default!.analyzedAfterIngest,
    lexicalPaths: paths,
    reference: references[dataset.name],
    systems: [...ankerSystems, ...others],
  };
}

async function runCompetitor(competitor: Competitor, dataset: RetrievalDataset, anker: SystemResult): Promise<SystemResult> {
  const indexed = await competitor.index(dataset.corpus);
  const latencies: number[] = [];
  const top10 = new Map<string, string[]>();
  for (const query of dataset.queries) {
    const started = performance.now();
    top10.set(query.id, await competitor.search(query, 10));
    latencies.push(performance.now() - started);
  }
  const top100 = new Map<string, string[]>();
  for (const query of dataset.queries) top100.set(query.id, await competitor.search(query, 100));
  const scores = score(dataset, (id) => top10.get(id)!, (id) => top100.get(id)!);
  const latencyMs = { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  return {
    system: competitor.name,
    setup: `${competitor.setup}; indexed in ${(indexed.milliseconds / 1000).toFixed(1)} s`,
    ...scores,
    latencyMs,
    vsAnker: {
      ndcg10: scores.ndcg10 / anker.ndcg10,
      latencyP50: latencyMs.p50 / anker.latencyMs!.p50,
      latencyP95: latencyMs.p95 / anker.latencyMs!.p95,
    },
  };
}

function score(dataset: RetrievalDataset, top: (id: string) => string[], wide: (id: string) => string[]): Scores {
  const per = dataset.queries.map((query) => {
    const judged = dataset.qrels.get(query.id)!;
    return {
      ndcg10: ndcgAtK(top(query.id), judged, 10),
      recall100: recallAtK(wide(query.id), judged, 100),
      mrr10: reciprocalRankAtK(top(query.id), judged, 10),
    };
  });
  return {
    ndcg10: mean(per.map((entry) => entry.ndcg10)),
    recall100: mean(per.map((entry) => entry.recall100)),
    mrr10: mean(per.map((entry) => entry.mrr10)),
  };
}

/** Quick mode: 20 queries, their judged documents and up to 200 random distractors. */
function sample(dataset: RetrievalDataset): RetrievalDataset {
  const random = seededRandom(7);
  const queries = [...dataset.queries].sort(() => random() - 0.5).slice(0, 20);
  const judged = new Set(queries.flatMap((query) => [...dataset.qrels.get(query.id)!.keys()]));
  const distractors = dataset.corpus.filter((entry) => !judged.has(entry.id)).sort(() => random() - 0.5).slice(0, 200);
  return { ...dataset, queries, corpus: [...dataset.corpus.filter((entry) => judged.has(entry.id)), ...distractors] };
}

function summarise(name: string, result: Awaited<ReturnType<typeof runDataset>>): string[] {
  const lines = [
    `**${name}** — ${result.documents} documents (${result.chunks} chunks), ${result.queries} queries; reference: ${result.reference}${
      result.analyzedAfterIngest ? '; ANALYZE ran after ingest' : '; no ANALYZE after ingest'
    }`,
    '',
    '| system | nDCG@10 | recall@100 | MRR@10 | p50 ms | p95 ms | nDCG vs Anker | p50 vs Anker |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const system of result.systems) {
    lines.push(
      `| ${system.system} | ${system.ndcg10.toFixed(3)} | ${system.recall100.toFixed(3)} | ${system.mrr10.toFixed(3)} | ${
        system.latencyMs ? system.latencyMs.p50.toFixed(2) : ''
      } | ${system.latencyMs ? system.latencyMs.p95.toFixed(2) : ''} | ${system.vsAnker ? system.vsAnker.ndcg10.toFixed(2) + '×' : ''} | ${
        system.vsAnker ? system.vsAnker.latencyP50.toFixed(2) + '×' : ''
      } |`,
    );
  }
  lines.push('');
  return lines;
}
