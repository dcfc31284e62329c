// Manual evaluation of an embedder alone on XQuAD passage retrieval (brute-force cosine), not a test:
//   npx tsx src/embed/builtin/eval-xquad.ts [--lang de|en] [--split dev|test|all] [--dims 384] [--weights '{"ngrams":0.8}']
//   [--data ../shared/eval/xquad] [--embedder <spec>]
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Embedder } from '../../spec/index.js';
import { createEmbedder } from '../create-embedder.js';
import { foldDiacritics } from '../text/fold-diacritics.js';
import { tokenize } from '../text/tokenize.js';
import { createBuiltinEmbedder } from './builtin-embedder.js';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'de' },
    split: { type: 'string', default: 'dev' },
    dims: { type: 'string', default: '384' },
    weights: { type: 'string', default: '{}' },
    data: { type: 'string', default: '../shared/eval/xquad' },
    oracleIdf: { type: 'boolean', default: false },
    lengthPrior: { type: 'string' },
    power: { type: 'string', default: '0.6' },
    embedder: { type: 'string' },
  },
});

async function readJsonl<T>(path: string): Promise<T[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

async function main(): Promise<void> {
  const folder = join(values.data!, `beir_${values.lang}`);
  const corpus = await readJsonl<{ _id: string; title: string; text: string }>(join(folder, 'corpus.jsonl'));
  const queries = await readJsonl<{ _id: string; text: string }>(join(folder, 'queries.jsonl'));
  const qrels = new Map<string, string>();
  for (const line of (await readFile(join(folder, 'qrels/test.tsv'), 'utf8')).split('\n').slice(1)) {
    const [query, doc] = line.split('\t');
    if (query && doc) qrels.set(query, doc);
  }
  const article = (doc: string) => Number(doc.slice(1, 3));
  const inSplit = (doc: string) =>
    values.split === 'all' || (values.split === 'dev' ? article(doc) < 24 : article(doc) >= 24);
  const selected = queries.filter((query) => qrels.has(query._id) && inSplit(qrels.get(query._id)!));

  // Upper bound only: idf from the evaluated corpus itself, which a real embedder does not have.
  const documentFrequency = new Map<string, number>();
  if (values.oracleIdf) {
    for (const doc of corpus)
      for (const token of new Set(tokenize(doc.text).map(foldDiacritics)))
        documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const [low, span] = (values.lengthPrior ?? '').split(',').map(Number);
  const tokenWeight = values.lengthPrior
    ? (folded: string) => Math.min(1, low! + ((1 - low!) * Math.max(0, folded.length - 2)) / span!)
    : values.oracleIdf
      ? (folded: string) =>
          Math.log(1 + corpus.length / (1 + (documentFrequency.get(folded) ?? 0))) /
          Math.log(1 + corpus.length)
      : undefined;
  const embedder: Embedder = values.embedder
    ? createEmbedder(values.embedder, { providers: {} })
    : createBuiltinEmbedder({
        dimensions: Number(values.dims),
        weights: JSON.parse(values.weights!),
        tokenWeight,
        power: Number(values.power),
      });
  const started = performance.now();
  const docVectors = await embedder.embed(
    corpus.map((doc) => doc.text),
    { kind: 'document' },
  );
  const docMs = performance.now() - started;
  const queryVectors = await embedder.embed(
    selected.map((query) => query.text),
    { kind: 'query' },
  );

  let ndcg = 0;
  let recall = 0;
  let mrr = 0;
  selected.forEach((query, q) => {
    const scores = docVectors.map((vector, d) => ({
      id: corpus[d]!._id,
      score: dot(queryVectors[q]!, vector),
    }));
    scores.sort((a, b) => b.score - a.score);
    const rank = scores.findIndex((entry) => entry.id === qrels.get(query._id));
    if (rank >= 0 && rank < 10) {
      ndcg += 1 / Math.log2(rank + 2);
      recall += 1;
      mrr += 1 / (rank + 1);
    }
  });
  const n = selected.length;
  const chars = corpus.reduce((sum, doc) => sum + doc.text.length, 0);
  process.stdout.write(
    `${embedder.id} lang=${values.lang} split=${values.split} queries=${n} ` +
      `nDCG@10=${(ndcg / n).toFixed(4)} recall@10=${(recall / n).toFixed(4)} MRR@10=${(mrr / n).toFixed(4)} ` +
      `(corpus ${corpus.length} docs, ${Math.round(chars / corpus.length)} chars avg, ${docMs.toFixed(0)} ms)\n`,
  );
}

await main();
