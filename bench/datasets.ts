import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Judgements } from './metrics.js';
import { readJsonl } from '../src/eval/index.js';

/** Root of the read-only evaluation data (`../shared/eval` from the repository root; BENCH_EVAL_DIR overrides). */
export function evalRoot(): string {
  return resolve(process.env.BENCH_EVAL_DIR ?? join(import.meta.dirname, '..', '..', 'shared', 'eval'));
}

export interface CorpusEntry {
  id: string;
  title: string;
  text: string;
}

export interface Query {
  id: string;
  text: string;
}

/** A BEIR-format retrieval dataset: corpus, queries that have judgements, and qrels. */
export interface RetrievalDataset {
  name: string;
  corpus: CorpusEntry[];
  queries: Query[];
  qrels: Map<string, Judgements>;
}

export { readJsonl };

async function readQrels(path: string): Promise<Map<string, Map<string, number>>> {
  const qrels = new Map<string, Map<string, number>>();
  const lines = (await readFile(path, 'utf8')).split('\n').slice(1);
  for (const line of lines) {
    const [query, doc, score] = line.trim().split('\t');
    if (!query || !doc) continue;
    const judged = qrels.get(query) ?? new Map<string, number>();
    judged.set(doc, Number(score ?? 1));
    qrels.set(query, judged);
  }
  return qrels;
}

/** Reads a BEIR folder (corpus.jsonl, queries.jsonl, qrels/test.tsv); keeps only queries with judgements. */
export async function readBeir(folder: string, name: string): Promise<RetrievalDataset> {
  const corpus = (await readJsonl<{ _id: string; title?: string; text: string }>(join(folder, 'corpus.jsonl'))).map(
    (doc) => ({ id: doc._id, title: doc.title ?? '', text: doc.text }),
  );
  const qrels = await readQrels(join(folder, 'qrels', 'test.tsv'));
  const queries = (await readJsonl<{ _id: string; text: string }>(join(folder, 'queries.jsonl')))
    .filter((query) => qrels.has(query._id))
    .map((query) => ({ id: query._id, text: query.text }));
  return { name, corpus, queries, qrels };
}

export function readSciFact(): Promise<RetrievalDataset> {
  return readBeir(join(evalRoot(), 'beir-scifact'), 'scifact');
}

/**
 * XQuAD passage retrieval, dev split (articles a00–a23 of splits.json). The corpus is all 240 paragraphs
 * (dev and test articles): the test articles stay in as distractors, which is harder than a dev-only corpus
 * and closer to a real knowledge base. Only dev questions are asked.
 */
export async function readXquadDev(language: 'de' | 'en'): Promise<RetrievalDataset> {
  const root = join(evalRoot(), 'xquad');
  const splits = JSON.parse(await readFile(join(root, 'splits.json'), 'utf8')) as { dev_articles: string[] };
  const dev = new Set(splits.dev_articles);
  const dataset = await readBeir(join(root, `beir_${language}`), `xquad-${language}`);
  // Titles are Wikipedia article names with underscores (`Super_Bowl_50`).
  for (const entry of dataset.corpus) entry.title = entry.title.replace(/_/g, ' ');
  const isDev = (queryId: string) => [...(dataset.qrels.get(queryId)?.keys() ?? [])].some((doc) => dev.has(doc.slice(0, 3)));
  return { ...dataset, queries: dataset.queries.filter((query) => isDev(query.id)) };
}

export interface GroundingQuestion {
  id: string;
  question: string;
  lang: 'de' | 'en';
  kind: string;
  expected_behavior: 'answer' | 'not_found' | 'answer_with_caveat' | 'no_retrieval_needed';
  expected_doc_ids: string[];
}

export function groundingDevDocs(): string {
  return join(evalRoot(), 'grounding-dev', 'docs');
}

export function readGroundingQuestions(): Promise<GroundingQuestion[]> {
  return readJsonl<GroundingQuestion>(join(evalRoot(), 'grounding-dev', 'questions.jsonl'));
}

/** Throws a clear message when the evaluation data is missing. */
export function requireEvalData(): void {
  if (!existsSync(evalRoot())) {
    throw new Error(`Evaluation data not found at ${evalRoot()} (set BENCH_EVAL_DIR to the shared/eval folder).`);
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so samples and splits are the same on every run. */
export { seededRandom } from '../src/tools/index.js';
