// Two checkouts' searches side by side in one process, on one kept PGlite store (made by kept-store-searches.ts):
//   node --import tsx bench/kept-store-pair.ts --store <folder> --old <checkout> --new <checkout> [--rounds 2]
// The old checkout opens the store; the new one's SqlKnowledgeStore runs over the same database, each with its own
// retriever and its own copy of the vector index. Once both have copied it, every question (German grounding-dev and
// English SciFact, alternating) is searched by both, the order swapped from question to question, so that the
// machine's load and the database's buffers weigh on both alike. Prints one JSON line: each side's p50 / p95 / mean
// of a search and of its CPU time, how many questions had byte-identical hits (the index time left out), and the
// load averages before and after.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { Embedder, KnowledgeStore, Retriever, SqlClient, StoreCapabilities } from '../src/spec/index.js';
import { readGroundingQuestions, readSciFact } from './datasets.js';
import { importCheckout } from './checkout-sources.js';
import { percentile, roundTenth } from './metrics.js';

const TENANT = 'bench';
const MAX_WARMUP_SEARCHES = 2_000;

type OpenedStore = KnowledgeStore & { sql: SqlClient; capabilities: StoreCapabilities };

interface Sources {
  createBuiltinEmbedder: () => Embedder;
  openStore: (options: { db: string; logger?: unknown }) => Promise<OpenedStore>;
  SqlKnowledgeStore: new (options: { sql: SqlClient; capabilities: StoreCapabilities; close: () => Promise<void>; logger?: unknown }) => OpenedStore;
  createRetriever: (options: { store: KnowledgeStore; embedder: Embedder }) => Retriever;
}

async function loadSources(root: string): Promise<Sources> {
  const [embed, store, retrieve] = await importCheckout(root);
  return {
    createBuiltinEmbedder: embed.createBuiltinEmbedder,
    openStore: store.openStore,
    SqlKnowledgeStore: store.SqlKnowledgeStore,
    createRetriever: retrieve.createRetriever,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { store: { type: 'string' }, old: { type: 'string' }, new: { type: 'string' }, rounds: { type: 'string', default: '2' } },
  });
  const [before, after] = [await loadSources(values.old!), await loadSources(values.new!)];
  const events: Array<{ event?: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void events.push(JSON.parse(line) as { event?: string }) });
  const oldStore = await before.openStore({ db: resolve(values.store!), logger });
  const newStore = new after.SqlKnowledgeStore({ sql: oldStore.sql, capabilities: oldStore.capabilities, close: async () => undefined, logger });
  const sides = {
    old: before.createRetriever({ store: oldStore, embedder: before.createBuiltinEmbedder() }),
    new: after.createRetriever({ store: newStore, embedder: after.createBuiltinEmbedder() }),
  };
  try {
    const german = (await readGroundingQuestions()).map((question) => question.question);
    const english = (await readSciFact()).queries.map((query) => query.text);
    const questions = Array.from({ length: 400 }, (_, index) => (index % 2 === 0 ? german[index / 2] : english[(index - 1) / 2])).filter(
      (question): question is string => question !== undefined,
    );
    const options = { tenantId: TENANT, limit: 10 };
    const copies = () => events.filter((event) => event.event === 'store-vector-mirror-built').length;
    for (let index = 0; copies() < 2 && index < MAX_WARMUP_SEARCHES; index += 1) {
      await sides.old.search(questions[index % questions.length]!, options);
      await sides.new.search(questions[index % questions.length]!, options);
    }
    const ms = { old: [] as number[], new: [] as number[] };
    const cpu = { old: [] as number[], new: [] as number[] };
    const searched = async (side: 'old' | 'new', question: string): Promise<string> => {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const hits = await sides[side].search(question, options);
      ms[side].push(performance.now() - started);
      const used = process.cpuUsage(cpuStarted);
      cpu[side].push((used.user + used.system) / 1000);
      return JSON.stringify(hits, (key, value: unknown) => (key === 'indexedAt' ? undefined : value));
    };
    const loadBefore = loadavg()[0]!;
    let identical = 0;
    let total = 0;
    for (let round = 0; round < Number(values.rounds); round += 1) {
      for (const [index, question] of questions.entries()) {
        const oldFirst = (index + round) % 2 === 0;
        const first = await searched(oldFirst ? 'old' : 'new', question);
        const second = await searched(oldFirst ? 'new' : 'old', question);
        total += 1;
        if (first === second) identical += 1;
      }
    }
    const summary = (list: number[]) => ({
      p50: roundTenth(percentile(list, 50)),
      p95: roundTenth(percentile(list, 95)),
      mean: roundTenth(list.reduce((sum, value) => sum + value, 0) / list.length),
    });
    process.stdout.write(
      `${JSON.stringify({
        old: { root: values.old, ms: summary(ms.old), cpuMs: summary(cpu.old) },
        new: { root: values.new, ms: summary(ms.new), cpuMs: summary(cpu.new) },
        identicalHits: `${identical}/${total}`,
        load: [roundTenth(loadBefore), roundTenth(loadavg()[0]!)],
      })}\n`,
    );
  } finally {
    await newStore.close();
    await oldStore.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
