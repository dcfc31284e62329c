// One speed measurement in its own process, so peak RSS belongs to it alone:
//   node --import tsx bench/speed-worker.ts --driver pglite|postgres --size N [--url postgres://…] [--budget seconds]
//     [--lexical auto|tsvector]
// Prints one JSON line on stdout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createBuiltinEmbedder } from '../src/embed/index.js';
import { createRetriever, lexicalText, LexicalTokenCache } from '../src/retrieve/index.js';
import { openStore } from '../src/store/index.js';
import { readGroundingQuestions, readSciFact } from './datasets.js';
import { percentile } from './metrics.js';
import { loadSentencePools, syntheticDocuments, syntheticWrite } from './synthetic-chunks.js';
import { analyzeAfterIngest } from './write-corpus.js';

const TENANT = 'bench';
/** Documents (10 chunks each) per embedder call and write: ~500 chunks, the batch anker ingest closes at (512). */
const BATCH_DOCUMENTS = 51;
const QUERY_BUDGET_MS = 180_000;
/** Warm-up searches at most while waiting for the store to copy its vector index into the process (PGlite). */
const COPY_WAIT_MS = 180_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      driver: { type: 'string' },
      size: { type: 'string' },
      url: { type: 'string' },
      budget: { type: 'string', default: '1500' },
      queries: { type: 'string', default: '200' },
      lexical: { type: 'string', default: 'auto' },
    },
  });
  const size = Number(values.size);
  const budgetMs = Number(values.budget) * 1000;
  const folder = values.driver === 'pglite' ? mkdtempSync(join(tmpdir(), 'anker-bench-')) : undefined;
  const db = folder ?? values.url!;
  const documents = syntheticDocuments(await loadSentencePools(), size);
  const embedder = createBuiltinEmbedder();
  const lexical = values.lexical === 'tsvector' ? 'tsvector' : 'auto';
  // The store's own events (JSON lines, never stdout): the warm-up waits for `store-vector-mirror-built`.
  const events: Array<{ event?: string; ms?: number; vectors?: number }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void events.push(JSON.parse(line) as (typeof events)[number]) });
  const store = await openStore({ db, lexical, logger });
  // As anker ingest derives lexical texts: each token's terms once per ingest (src/ingest/ingest-documents.ts).
  const tokenExtras = new LexicalTokenCache().extrasOf;
  const progress: { chunks: number; seconds: number; chunksPerSecond: number }[] = [];
  let chunks = 0;
  let embedMs = 0;
  const started = performance.now();
  let windowStart = started;
  let windowChunks = 0;
  let stoppedEarly = false;
  try {
    await store.bindEmbedder(TENANT, embedder.id, embedder.dimensions);
    // The real ingest path for a large load (anker ingest with 100+ files): vector index built once at the end,
    // and that build is part of the measured ingest time.
    await store.withBulkLoad(async () => {
      for (let start = 0; start < documents.length; start += BATCH_DOCUMENTS) {
        const batch = documents.slice(start, start + BATCH_DOCUMENTS);
        const embedStarted = performance.now();
        const vectors = await embedder.embed(
          batch.flatMap((document) => document.chunks),
          { kind: 'document' },
        );
        embedMs += performance.now() - embedStarted;
        let offset = 0;
        // As anker ingest writes: the documents of a batch in one writeDocuments transaction.
        const writes = batch.map((document) => {
          const embeddings = vectors.slice(offset, offset + document.chunks.length);
          offset += document.chunks.length;
          return syntheticWrite(TENANT, document, embeddings, (text, language) => lexicalText(text, language, tokenExtras));
        });
        await store.writeDocuments(writes);
        const written = writes.reduce((sum, write) => sum + write.chunks.length, 0);
        chunks += written;
        windowChunks += written;
        const now = performance.now();
        if (windowChunks >= Math.max(1000, size / 10) || start + BATCH_DOCUMENTS >= documents.length) {
          progress.push({
            chunks,
            seconds: (now - started) / 1000,
            chunksPerSecond: (windowChunks / (now - windowStart)) * 1000,
          });
          process.stderr.write(
            `  ${values.driver} ${chunks}/${size} chunks, ${Math.round((chunks / (now - started)) * 1000)} chunks/s\n`,
          );
          windowStart = now;
          windowChunks = 0;
        }
        if (now - started > budgetMs) {
          stoppedEarly = true;
          break;
        }
      }
    });
    const ingestMs = performance.now() - started;
    const analyzeMs = await analyzeAfterIngest(store);
    const { latencies, parts, warmup } = await measureQueries(store, embedder, Number(values.queries), events);
    process.stdout.write(
      `${JSON.stringify({
        driver: values.driver,
        lexical,
        capabilities: store.capabilities,
        requestedChunks: size,
        chunks,
        stoppedEarly,
        budgetSeconds: budgetMs / 1000,
        ingestSeconds: ingestMs / 1000,
        ingestChunksPerSecond: (chunks / ingestMs) * 1000,
        embedShareOfIngest: embedMs / ingestMs,
        analyzeSeconds: analyzeMs === null ? null : analyzeMs / 1000,
        progress,
        queries: latencies.length,
        queryMs: {
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          max: Math.max(...latencies),
        },
        searchParts: parts,
        warmup,
        peakRssMiB: process.resourceUsage().maxRSS / 1024,
      })}\n`,
    );
  } finally {
    await store.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Real questions (German grounding-dev and English SciFact claims, alternating) through the retriever, limit 10.
 * Besides each search's latency, where it went: the store's hybrid statement for the question, the one for its
 * translation (the cross-lingual search, when the retriever ran one), and the rest (embedding, scoring, in the process).
 *
 * Measured once the process searches as it will from then on: on PGlite the store copies its IVFFlat index into the
 * process after MIRROR_AFTER_SEARCHES quiet searches, in the background, so the warm-up searches on until the copy is
 * made (`warmup`: how many searches, their p50 / p95, and the copy's time, as the store logged it).
 */
async function measureQueries(
  store: Awaited<ReturnType<typeof openStore>>,
  embedder: ReturnType<typeof createBuiltinEmbedder>,
  count: number,
  events: ReadonlyArray<{ event?: string; ms?: number; vectors?: number }>,
) {
  const german = (await readGroundingQuestions()).map((question) => question.question);
  const english = (await readSciFact()).queries.map((query) => query.text);
  const queries = interleave(german, english).slice(0, count);
  let statements: number[] = [];
  const hybridSearch = store.hybridSearch.bind(store);
  store.hybridSearch = async (query) => {
    const started = performance.now();
    const candidates = await hybridSearch(query);
    statements.push(performance.now() - started);
    return candidates;
  };
  const retriever = createRetriever({ store, embedder });
  const copied = () => events.find((event) => event.event === 'store-vector-mirror-built');
  const waitEnds = performance.now() + COPY_WAIT_MS;
  const warmupLatencies: number[] = [];
  for (let index = 0; warmupLatencies.length < 5 || (store.capabilities.driver === 'pglite' && !copied() && performance.now() < waitEnds); index += 1) {
    const started = performance.now();
    await retriever.search(queries[index % queries.length]!, { tenantId: TENANT, limit: 10 });
    warmupLatencies.push(performance.now() - started);
  }
  const copy = copied();
  const warmup = {
    searches: warmupLatencies.length,
    p50: percentile(warmupLatencies, 50),
    p95: percentile(warmupLatencies, 95),
    vectorCopy: copy ? { ms: copy.ms ?? null, vectors: copy.vectors ?? null } : null,
  };
  const latencies: number[] = [];
  const parts = { question: [] as number[], translation: [] as number[], rest: [] as number[] };
  const budgetEnds = performance.now() + QUERY_BUDGET_MS;
  for (const query of queries) {
    // Slow engines at large sizes: keep at least 20 queries, then stop at the time budget.
    if (latencies.length >= 20 && performance.now() > budgetEnds) break;
    statements = [];
    const started = performance.now();
    await retriever.search(query, { tenantId: TENANT, limit: 10 });
    const ms = performance.now() - started;
    latencies.push(ms);
    parts.question.push(statements[0] ?? 0);
    if (statements[1] !== undefined) parts.translation.push(statements[1]);
    parts.rest.push(ms - statements.reduce((sum, value) => sum + value, 0));
  }
  const summary = (values: number[]) => ({ count: values.length, p50: percentile(values, 50), p95: percentile(values, 95) });
  return {
    latencies,
    parts: { questionStatementMs: summary(parts.question), translationStatementMs: summary(parts.translation), restMs: summary(parts.rest) },
    warmup,
  };
}

function interleave(a: string[], b: string[]): string[] {
  const mixed: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) mixed.push(a[i]!);
    if (i < b.length) mixed.push(b[i]!);
  }
  return mixed;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
