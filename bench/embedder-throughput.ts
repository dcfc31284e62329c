import { createBuiltinEmbedder } from '../src/embed/index.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';
import { loadSentencePools, syntheticChunks } from './synthetic-chunks.js';

const TARGET = 2000;
const BATCH = 64;

/**
 * Builtin embedder alone, one thread (Node runs it on the main thread): chunks/s on fresh text. A warm-up
 * on other text compiles the hot paths first; then a new embedder (empty token cache, as in a first ingest)
 * embeds the measured chunks, and embeds them again with its cache filled.
 */
export const embedderThroughput: Benchmark = {
  name: 'embedder',
  description: `Builtin embedder throughput on one core (synthetic 500–1,000-character chunks, batches of ${BATCH}); target ≥ ${TARGET} chunks/s.`,
  async run(context: BenchContext): Promise<BenchOutcome> {
    const pools = await loadSentencePools();
    const count = context.quick ? 1000 : 10_000;
    const warmup = syntheticChunks(pools, context.quick ? 300 : 2000, 1).map((chunk) => chunk.text);
    const texts = syntheticChunks(pools, count, 2).map((chunk) => chunk.text);
    await embedAll(createBuiltinEmbedder(), warmup);
    const embedder = createBuiltinEmbedder();
    context.log(`embedder: ${count} chunks, dimensions ${embedder.dimensions}`);
    const coldMs = await embedAll(embedder, texts);
    const warmMs = await embedAll(embedder, texts);
    const characters = texts.reduce((sum, text) => sum + text.length, 0);
    const cold = (count / coldMs) * 1000;
    const warm = (count / warmMs) * 1000;
    const figures = {
      embedder: embedder.id,
      chunks: count,
      meanChunkChars: Math.round(characters / count),
      firstPassChunksPerSecond: Math.round(cold),
      cachedPassChunksPerSecond: Math.round(warm),
      firstPassCharsPerSecond: Math.round((characters / coldMs) * 1000),
      target: TARGET,
      meetsTarget: cold >= TARGET,
    };
    return {
      figures,
      summary: [
        `| embedder | chunks | mean chars | first pass chunks/s | cached pass chunks/s | target |`,
        `|---|---|---|---|---|---|`,
        `| ${embedder.id} | ${count} | ${figures.meanChunkChars} | ${figures.firstPassChunksPerSecond} | ${figures.cachedPassChunksPerSecond} | ≥ ${TARGET} (${figures.meetsTarget ? 'met' : 'not met'}) |`,
        '',
      ],
    };
  },
};

async function embedAll(embedder: ReturnType<typeof createBuiltinEmbedder>, texts: string[]): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < texts.length; start += BATCH) {
    await embedder.embed(texts.slice(start, start + BATCH), { kind: 'document' });
  }
  return performance.now() - started;
}
