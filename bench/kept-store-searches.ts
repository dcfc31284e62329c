// Searches on a kept PGlite store with a checkout's sources, so that two checkouts can be timed alternately on the
// same store and their hits compared byte for byte:
//   node --import tsx bench/kept-store-searches.ts --root <checkout> --store <folder> [--size 100000] [--searches 400]
//     [--hits <file>]
// A folder without a store is filled first, as bench/speed-worker.ts fills one (synthetic chunks, batches of 51
// documents in one bulk load, ANALYZE), with `<checkout>`'s sources; later runs only open it. The process searches
// until the store has copied its IVFFlat index (PGlite; the copy's event is logged), then times `--searches`
// questions (German grounding-dev and English SciFact alternating) through `<checkout>`'s retriever and prints one
// JSON line: p50 / p95 of a search, of its hybrid statements and of the rest, CPU per search, load averages before
// and after. `--hits` writes every hit of every question (one line each, without the index time) for `cmp`.
import { writeFileSync, existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { Embedder, HybridQuery, KnowledgeStore, Retriever } from '../src/spec/index.js';
import { readGroundingQuestions, readSciFact } from './datasets.js';
import { importCheckout } from './checkout-sources.js';
import { percentile, roundTenth } from './metrics.js';
import { loadSentencePools, syntheticDocuments, syntheticWrite } from './synthetic-chunks.js';

const TENANT = 'bench';
const BATCH_DOCUMENTS = 51;
const COPY_WAIT_MS = 300_000;

interface Sources {
  createBuiltinEmbedder: () => Embedder;
  openStore: (options: { db: string; logger?: unknown }) => Promise<KnowledgeStore & { sql: { query: (sql: string) => Promise<unknown> } }>;
  createRetriever: (options: { store: KnowledgeStore; embedder: Embedder }) => Retriever;
  lexicalText: (text: string, language: string, extras?: unknown) => string;
  tokenExtras: unknown;
}

async function loadSources(root: string): Promise<Sources> {
  const [embed, store, retrieve] = await importCheckout(root);
  return {
    createBuiltinEmbedder: embed.createBuiltinEmbedder,
    openStore: store.openStore,
    createRetriever: retrieve.createRetriever,
    lexicalText: retrieve.lexicalText,
    tokenExtras: new retrieve.LexicalTokenCache().extrasOf,
  };
}

async function fill(sources: Sources, store: KnowledgeStore & { sql: { query: (sql: string) => Promise<unknown> } }, embedder: Embedder, size: number) {
  const documents = syntheticDocuments(await loadSentencePools(), size);
  await store.bindEmbedder(TENANT, embedder.id, embedder.dimensions);
  await store.withBulkLoad(async () => {
    for (let start = 0; start < documents.length; start += BATCH_DOCUMENTS) {
      const batch = documents.slice(start, start + BATCH_DOCUMENTS);
      const vectors = await embedder.embed(batch.flatMap((document) => document.chunks), { kind: 'document' });
      let offset = 0;
      await store.writeDocuments(
        batch.map((document) => {
          const embeddings = vectors.slice(offset, offset + document.chunks.length);
          offset += document.chunks.length;
          return syntheticWrite(TENANT, document, embeddings, (text, language) => sources.lexicalText(text, language, sources.tokenExtras));
        }),
      );
      if ((start / BATCH_DOCUMENTS) % 20 === 0) process.stderr.write(`  filled ${start + batch.length}/${documents.length} documents\n`);
    }
  });
  await store.sql.query('ANALYZE');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: '.' },
      store: { type: 'string' },
      size: { type: 'string', default: '100000' },
      searches: { type: 'string', default: '400' },
      hits: { type: 'string' },
    },
  });
  const folder = resolve(values.store!);
  const sources = await loadSources(values.root!);
  const embedder = sources.createBuiltinEmbedder();
  const events: Array<{ event?: string; ms?: number; vectors?: number }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void events.push(JSON.parse(line) as (typeof events)[number]) });
  const fresh = !existsSync(folder) || readdirSync(folder).length === 0;
  const store = await sources.openStore({ db: folder, logger });
  try {
    if (fresh) await fill(sources, store, embedder, Number(values.size));
    const german = (await readGroundingQuestions()).map((question) => question.question);
    const english = (await readSciFact()).queries.map((query) => query.text);
    const count = Number(values.searches);
    const questions = Array.from({ length: count }, (_, index) => (index % 2 === 0 ? german[index / 2] : english[(index - 1) / 2])).filter(
      (question): question is string => question !== undefined,
    );
    let statements: number[] = [];
    const hybridSearch = store.hybridSearch.bind(store);
    store.hybridSearch = async (query: HybridQuery) => {
      const started = performance.now();
      const candidates = await hybridSearch(query);
      statements.push(performance.now() - started);
      return candidates;
    };
    const retriever = sources.createRetriever({ store, embedder });
    const copied = () => events.find((event) => event.event === 'store-vector-mirror-built');
    const waitEnds = performance.now() + COPY_WAIT_MS;
    let warmups = 0;
    while (warmups < 20 || (!copied() && performance.now() < waitEnds)) {
      await retriever.search(questions[warmups % questions.length]!, { tenantId: TENANT, limit: 10 });
      warmups += 1;
    }
    const loadBefore = loadavg()[0]!;
    const latencies: number[] = [];
    const cpu: number[] = [];
    const parts = { statements: [] as number[], first: [] as number[], second: [] as number[], rest: [] as number[] };
    const lines: string[] = [];
    for (const question of questions) {
      statements = [];
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const hits = await retriever.search(question, { tenantId: TENANT, limit: 10 });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpuStarted);
      latencies.push(ms);
      cpu.push((used.user + used.system) / 1000);
      const inStatements = statements.reduce((sum, value) => sum + value, 0);
      parts.statements.push(statements.length);
      parts.first.push(statements[0] ?? 0);
      if (statements[1] !== undefined) parts.second.push(statements[1]);
      parts.rest.push(ms - inStatements);
      lines.push(JSON.stringify({ question, hits }, (key, value: unknown) => (key === 'indexedAt' ? undefined : value)));
    }
    if (values.hits) writeFileSync(values.hits, `${lines.join('\n')}\n`);
    const summary = (list: number[]) => ({ count: list.length, p50: roundTenth(percentile(list, 50)), p95: roundTenth(percentile(list, 95)) });
    process.stdout.write(
      `${JSON.stringify({
        root: values.root,
        searches: latencies.length,
        ms: { ...summary(latencies), max: roundTenth(Math.max(...latencies)) },
        cpuMs: summary(cpu),
        statementsPerSearch: parts.statements.reduce((sum, value) => sum + value, 0) / parts.statements.length,
        firstStatementMs: summary(parts.first),
        secondStatementMs: summary(parts.second),
        restMs: summary(parts.rest),
        warmups,
        copy: copied() ?? null,
        load: [roundTenth(loadBefore), roundTenth(loadavg()[0]!)],
      })}\n`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
