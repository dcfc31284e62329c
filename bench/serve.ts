import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findPostgresBin, startPostgresServer } from '../src/testing/postgres-server.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';

/**
 * `anker serve` under load, on the embedded store (PGlite in its worker thread, the default of `anker serve`) and
 * on a PostgreSQL server: a corpus of ~10,000 chunks is uploaded, then 50 closed-loop clients search for 30 s
 * (issue 10's target: p50 ≤ 15 ms, p95 ≤ 40 ms, 0 errors, memory flat; the server's RSS is sampled every second),
 * one client searches (the latency of an unloaded server), 50 clients ask, and 50 clients ask while an upload job
 * ingests (how much of the server the job still gets). The server is its own process (bench/serve-server.ts);
 * this process only sends requests.
 */

const CLIENTS = 50;
/** Distinct questions of the recurring-query phase. */
const RECURRING = 100;
const FEW_CLIENTS = 4;
/** Chunks per synthetic document (a title section and eight numbered sections). */
const CHUNKS_PER_DOCUMENT = 8;
const STORES = ['pglite', 'postgres'] as const;
type StoreKind = (typeof STORES)[number];

interface Server {
  url: string;
  key: string;
  child: ChildProcess;
}

interface Latencies {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Failed requests by HTTP status or error name. */
  errorKinds: Record<string, number>;
  /** From the server's Server-Timing header (searches only): cache hits, and for the others the wait and the work. */
  serverTiming?: ServerTimingSummary;
}

interface ServerTimingSummary {
  cacheHits: number;
  computed: number;
  /** Waiting for a slot of the server's gate (at most maxConcurrentAnswers searches and answers at once). */
  gateP50Ms: number;
  gateP95Ms: number;
  /** The search once it had a slot: embedding the query, the store's statements (queued in its worker) and fusion. */
  searchP50Ms: number;
  searchP95Ms: number;
}

/** Collects `gate;dur=…, search;dur=…, cache;desc=hit|miss` headers. */
function serverTimings() {
  const gate: number[] = [];
  const search: number[] = [];
  let hits = 0;
  return {
    add(header: string | null) {
      if (!header) return;
      if (header.includes('cache;desc=hit')) hits += 1;
      const duration = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header)?.[1] ?? NaN);
      if (header.includes('search;dur=')) {
        gate.push(duration('gate'));
        search.push(duration('search'));
      }
    },
    summary(): ServerTimingSummary | undefined {
      if (hits === 0 && search.length === 0) return undefined;
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const [gates, searches] = [sorted(gate), sorted(search)];
      return { cacheHits: hits, computed: search.length, gateP50Ms: percentile(gates, 50), gateP95Ms: percentile(gates, 95), searchP50Ms: percentile(searches, 50), searchP95Ms: percentile(searches, 95) };
    },
  };
}

/** Synthetic German documents, each with its own facts (so every question has one right source). */
function document(index: number): string {
  const sections = Array.from({ length: 8 }, (_, section) =>
    `## Abschnitt ${section}\n\nAnlage ${index}, Abschnitt ${section}: Die Wartung der Anlage ${index} erfolgt alle ${(index % 11) + 1} Monate. ` +
    `Der Sensor S${section}-${index} meldet Temperaturwerte an das Gateway G${index % 13}; die Störungsnummer lautet 0800-${1000 + index}. `.repeat(4),
  ).join('\n\n');
  return `# Anlage ${index}\n\n${sections}\n`;
}

function upload(from: number, count: number): FormData {
  const form = new FormData();
  for (let index = from; index < from + count; index += 1) form.append('file', new File([document(index)], `anlage-${index}.md`));
  return form;
}

async function startServer(db: string, env: Record<string, string> = {}, cache: 'cache' | 'nocache' = 'cache'): Promise<Server> {
  // tsx as a loader of this very process, not its CLI: the CLI runs the script in a grandchild that a signal to
  // the child does not stop (a server left running would load the next measurement).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(import.meta.dirname, 'serve-server.ts'), db, 'worker', cache], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (data) => {
      stdout += data;
      const line = stdout.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ ...(JSON.parse(line) as { url: string; key: string }), child });
    });
    child.on('exit', (code) => reject(new Error(`serve-server exited with ${code}`)));
  });
}

/** SIGTERM; a server still finishing the ingest job after 5 s is killed (the job is not measured any more). */
async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  const kill = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(kill);
}

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? NaN) / 1024);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

function summarise(samples: number[], errors: number, seconds: number, errorKinds: Record<string, number> = {}): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    errorKinds,
    requests: samples.length + errors,
    errors,
    requestsPerSecond: Math.round(((samples.length + errors) / seconds) * 10) / 10,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
  };
}

/** `clients` closed-loop clients send `request()` until `seconds` have passed; errors are non-2xx or failures. */
async function load(seconds: number, clients: number, request: (index: number) => Promise<Response>): Promise<Latencies> {
  const samples: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const until = performance.now() + seconds * 1000;
  const timings = serverTimings();
  let counter = 0;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await request(counter++);
        await response.arrayBuffer();
        timings.add(response.headers.get('server-timing'));
        if (response.ok) samples.push(performance.now() - started);
        else failed(String(response.status));
      } catch (error) {
        failed(((error as Error).cause as Error | undefined)?.message ?? (error as Error).name);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const serverTiming = timings.summary();
  return { ...summarise(samples, errors, seconds, errorKinds), ...(serverTiming ? { serverTiming } : {}) };
}

/** RSS of the server every second while `during` runs: first, last (the run's end), max. */
async function sampleMemory<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; rssMiB: { start: number; end: number; max: number; samples: number[] } }> {
  const samples = [rssMiB(pid)];
  const timer = setInterval(() => samples.push(rssMiB(pid)), 1000);
  try {
    const result = await during();
    samples.push(rssMiB(pid));
    return { result, rssMiB: { start: samples[0]!, end: samples.at(-1)!, max: Math.max(...samples), samples } };
  } finally {
    clearInterval(timer);
  }
}

/** Distinct questions over the whole corpus (every document is asked about), every fourth one without an answer. */
const question = (index: number, documents: number) =>
  index % 4 === 3 ? 'Wie hoch ist die Reisekostenpauschale für Japan?' : `Wie oft erfolgt die Wartung der Anlage ${(index * 37) % documents}?`;

/** Questions that never repeat within a run (the sensor of one section of one document), so no search is served from the cache. */
const uniqueQuestion = (index: number, documents: number) => `Welche Temperaturwerte meldet der Sensor S${index % 8}-${Math.floor(index / 8) % documents}, Anfrage ${index}?`;

interface Sizes {
  documents: number;
  searchSeconds: number;
  askSeconds: number;
  ingest: number;
  /** A longer search run on the embedded store after the measured one, for the memory curve (0: none). */
  soakSeconds: number;
}

async function measureStore(db: string, context: BenchContext, sizes: Sizes, name: StoreKind) {
  const server = await startServer(db);
  const headers = { Authorization: `Bearer ${server.key}` };
  const json = { ...headers, 'Content-Type': 'application/json' };
  const pid = server.child.pid!;
  try {
    const loadStarted = performance.now();
    for (let from = 0; from < sizes.documents; from += 50) {
      const response = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers, body: upload(from, Math.min(50, sizes.documents - from)) });
      if (!response.ok) throw new Error(`corpus upload failed: ${response.status} ${await response.text()}`);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const corpus = { documents: sizes.documents, chunks: sizes.documents * CHUNKS_PER_DOCUMENT, seconds: Math.round(loadSeconds), documentsPerSecond: Math.round((sizes.documents / loadSeconds) * 10) / 10 };
    context.log(`${name}: corpus of ${corpus.documents} documents (~${corpus.chunks} chunks) in ${corpus.seconds} s`);
    const search = (index: number) => fetch(`${server.url}/v1/search`, { method: 'POST', headers: json, body: JSON.stringify({ query: question(index, sizes.documents) }) });
    const ask = (index: number) => fetch(`${server.url}/v1/ask`, { method: 'POST', headers: json, body: JSON.stringify({ question: question(index, sizes.documents) }) });

    await load(Math.min(5, sizes.searchSeconds), CLIENTS, search); // warm-up, not recorded
    const loadBefore = loadavg()[0]!;
    const searched = await sampleMemory(pid, () => load(sizes.searchSeconds, CLIENTS, search));
    const searchLoad = { start: Math.round(loadBefore * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 };
    context.log(`${name} search ${CLIENTS} clients: p50 ${searched.result.p50Ms} ms p95 ${searched.result.p95Ms} ms (${searched.result.requestsPerSecond}/s, ${searched.result.errors} errors), RSS ${searched.rssMiB.start} → ${searched.rssMiB.end} MiB (load ${searchLoad.start} → ${searchLoad.end}); ${timingText(searched.result)}`);
    // Past the measured 30 s: does the server's memory level off or keep growing? (PGlite only; PostgreSQL's
    // server process holds no store memory.)
    const soak = name === 'pglite' && sizes.soakSeconds > 0 && !searchOnly ? await sampleMemory(pid, () => load(sizes.soakSeconds, CLIENTS, search)) : null;
    if (soak) context.log(`${name} search soak ${sizes.soakSeconds} s: RSS ${soak.rssMiB.start} → ${soak.rssMiB.end} MiB (max ${soak.rssMiB.max}), ${soak.result.requestsPerSecond}/s, ${soak.result.errors} errors`);
    // Every query new: no search is served from the cache, each one waits for the gate and the store.
    const searchUnique = (index: number) => fetch(`${server.url}/v1/search`, { method: 'POST', headers: json, body: JSON.stringify({ query: uniqueQuestion(index, sizes.documents) }) });
    const uniqueLoad = loadavg()[0]!;
    const unique = await load(sizes.searchSeconds, CLIENTS, searchUnique);
    const uniqueFigures = { ...unique, loadAverage: { start: Math.round(uniqueLoad * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 } };
    context.log(`${name} search ${CLIENTS} clients, every query new: p50 ${unique.p50Ms} ms p95 ${unique.p95Ms} ms (${unique.requestsPerSecond}/s, ${unique.errors} errors); ${timingText(unique)}`);
    const uniqueOneClient = await load(Math.min(10, sizes.searchSeconds), 1, searchUnique);
    context.log(`${name} search 1 client, every query new: p50 ${uniqueOneClient.p50Ms} ms p95 ${uniqueOneClient.p95Ms} ms; ${timingText(uniqueOneClient)}`);
    // A small recurring set (100 questions, after one pass to fill the cache): what the cache serves when users repeat themselves.
    const searchRecurring = (index: number) => fetch(`${server.url}/v1/search`, { method: 'POST', headers: json, body: JSON.stringify({ query: question(index % RECURRING, sizes.documents) }) });
    await load(Math.min(5, sizes.searchSeconds), CLIENTS, searchRecurring);
    const recurringLoad = loadavg()[0]!;
    const recurring = await load(Math.min(10, sizes.searchSeconds), CLIENTS, searchRecurring);
    const recurringFigures = { ...recurring, loadAverage: { start: Math.round(recurringLoad * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 } };
    context.log(`${name} search ${CLIENTS} clients, ${RECURRING} recurring queries: p50 ${recurring.p50Ms} ms p95 ${recurring.p95Ms} ms (${recurring.requestsPerSecond}/s, ${recurring.errors} errors); ${timingText(recurring)}`);
    if (searchOnly) return { corpus, search: { ...searched.result, rssMiB: searched.rssMiB, loadAverage: searchLoad }, searchUnique: uniqueFigures, searchUniqueOneClient: uniqueOneClient, searchRecurring: recurringFigures };
    const searchOneClient = await load(Math.min(10, sizes.searchSeconds), 1, search);
    const askLatency = await load(sizes.askSeconds, CLIENTS, ask);
    const askFew = await load(sizes.askSeconds / 4, FEW_CLIENTS, ask);
    context.log(`${name} ask ${CLIENTS} clients: p50 ${askLatency.p50Ms} ms p95 ${askLatency.p95Ms} ms (${askLatency.requestsPerSecond}/s)`);

    const underLoad = await ingestUnderAsk(server, sizes, sizes.documents, ask);
    context.log(`${name} upload job under ask load (at most ${DEFAULT_CONCURRENT_ANSWERS} answers at once): ${underLoad.ingest.documentsPerSecond} docs/s, ask p50 ${underLoad.ask.p50Ms} ms`);
    return { corpus, search: { ...searched.result, rssMiB: searched.rssMiB, loadAverage: searchLoad }, searchUnique: uniqueFigures, searchUniqueOneClient: uniqueOneClient, searchRecurring: recurringFigures, soak: soak ? { ...soak.result, seconds: sizes.soakSeconds, rssMiB: soak.rssMiB } : null, searchOneClient, ask: askLatency, askFewClients: askFew, askWhileIngesting: underLoad.ask, ingestUnderAsk: underLoad.ingest };
  } finally {
    await stopServer(server);
  }
}

type StoreFigures = Awaited<ReturnType<typeof measureStore>>;

/**
 * BENCH_SERVE_SEARCH_ONLY=1: only the search phases on the embedded store (the corpus, 50 clients with repeated
 * and with new queries, one client, and the same repeated queries without the cache), for a bounded run.
 */
const searchOnly = process.env.BENCH_SERVE_SEARCH_ONLY === '1';

function timingText(latencies: Latencies): string {
  const timing = latencies.serverTiming;
  if (!timing) return 'no Server-Timing';
  return `cache hits ${timing.cacheHits}, computed ${timing.computed}: gate wait p50 ${timing.gateP50Ms} / p95 ${timing.gateP95Ms} ms, search work p50 ${timing.searchP50Ms} / p95 ${timing.searchP95Ms} ms`;
}

type SearchFigures = Pick<StoreFigures, 'search' | 'searchUnique' | 'searchUniqueOneClient' | 'searchRecurring'> & { searchWithoutCache: (Latencies & { loadAverage: { start: number; end: number } }) | null };

/** Where a served search's time goes on the embedded store: the cache, the gate, the work. */
function searchTable(figures: SearchFigures | { skipped: string } | undefined): string[] {
  if (!figures || 'skipped' in figures) return [];
  const cell = (latencies: Latencies & { loadAverage?: { start: number; end: number } }) => {
    const timing = latencies.serverTiming;
    const load = latencies.loadAverage ? `${latencies.loadAverage.start} → ${latencies.loadAverage.end}` : '–';
    const split = timing ? `${timing.cacheHits} / ${timing.computed} | ${timing.gateP50Ms} / ${timing.gateP95Ms} | ${timing.searchP50Ms} / ${timing.searchP95Ms}` : '– | – | –';
    return `${latencies.requestsPerSecond} | ${latencies.p50Ms} / ${latencies.p95Ms} / ${latencies.p99Ms} | ${latencies.errors} | ${split} | ${load}`;
  };
  const rows: [string, (Latencies & { loadAverage?: { start: number; end: number } }) | null][] = [
    [`${CLIENTS} clients, repeated queries, with the cache`, figures.search],
    [`${CLIENTS} clients, repeated queries, without the cache`, figures.searchWithoutCache],
    [`${CLIENTS} clients, every query new`, figures.searchUnique],
    ['1 client, every query new', figures.searchUniqueOneClient],
    [`${CLIENTS} clients, ${RECURRING} recurring queries, with the cache`, figures.searchRecurring],
  ];
  return [
    'Served search on the embedded store, split by the Server-Timing header: the gate wait (at most 4 searches and answers computed at once) and the work once a search has a slot (the store runs one statement at a time, so 4 searches in the gate share it):',
    '',
    '| phase | req/s | p50 / p95 / p99 ms | errors | cache hits / computed | gate wait p50 / p95 ms | search work p50 / p95 ms | load average |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.filter((row): row is [string, Latencies] => row[1] !== null).map(([name, latencies]) => `| ${name} | ${cell(latencies)} |`),
  ];
}

/** The repeated-query search phase on a server without the search cache (same store, same queries). */
async function measureWithoutCache(db: string, context: BenchContext, sizes: Sizes, name: StoreKind) {
  const server = await startServer(db, {}, 'nocache');
  try {
    const json = { Authorization: `Bearer ${server.key}`, 'Content-Type': 'application/json' };
    const search = (index: number) => fetch(`${server.url}/v1/search`, { method: 'POST', headers: json, body: JSON.stringify({ query: question(index, sizes.documents) }) });
    await load(Math.min(5, sizes.searchSeconds), CLIENTS, search);
    const before = loadavg()[0]!;
    const measured = await load(sizes.searchSeconds, CLIENTS, search);
    context.log(`${name} search ${CLIENTS} clients without the cache: p50 ${measured.p50Ms} ms p95 ${measured.p95Ms} ms (${measured.requestsPerSecond}/s, ${measured.errors} errors); ${timingText(measured)}`);
    return { ...measured, loadAverage: { start: Math.round(before * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 } };
  } finally {
    await stopServer(server);
  }
}

/** The server's default of ServerConfig.maxConcurrentAnswers; the comparison run lifts the limit. */
const DEFAULT_CONCURRENT_ANSWERS = 4;

/** An upload job of `sizes.ingest` new documents while 50 clients ask: documents the job wrote by the end of the phase. */
async function ingestUnderAsk(server: Server, sizes: Sizes, from: number, ask: (index: number) => Promise<Response>) {
  const headers = { Authorization: `Bearer ${server.key}` };
  const jobStarted = performance.now();
  const response = await fetch(`${server.url}/v1/documents?async=1`, { method: 'POST', headers, body: upload(from, sizes.ingest) });
  const job = (await response.json()) as { id: string };
  const askLatency = await load(sizes.askSeconds, CLIENTS, ask);
  const progress = (await (await fetch(`${server.url}/v1/jobs/${job.id}`, { headers })).json()) as { done: number; total: number; status: string };
  const seconds = (performance.now() - jobStarted) / 1000;
  return { ask: askLatency, ingest: { documents: progress.done, total: progress.total, status: progress.status, documentsPerSecond: Math.round((progress.done / seconds) * 10) / 10 } };
}

/**
 * The same phase on the same store with the limit lifted (ANKER_MAX_CONCURRENT_ANSWERS=1000, every request
 * computed at once, as before the limit existed): what the limit changes for the job and for the asks.
 */
async function measureUnbounded(db: string, context: BenchContext, sizes: Sizes, name: StoreKind) {
  const server = await startServer(db, { ANKER_MAX_CONCURRENT_ANSWERS: '1000' });
  try {
    const json = { Authorization: `Bearer ${server.key}`, 'Content-Type': 'application/json' };
    const ask = (index: number) => fetch(`${server.url}/v1/ask`, { method: 'POST', headers: json, body: JSON.stringify({ question: question(index, sizes.documents) }) });
    const measured = await ingestUnderAsk(server, sizes, sizes.documents + sizes.ingest, ask);
    context.log(`${name} upload job under ask load, no limit: ${measured.ingest.documentsPerSecond} docs/s, ask p50 ${measured.ask.p50Ms} ms`);
    return measured;
  } finally {
    await stopServer(server);
  }
}

/** RSS growth over the second half of a soak run, in MiB. */
function soakGrowth(samples: number[]): number {
  const half = samples.slice(Math.floor(samples.length / 2));
  return half.at(-1)! - half[0]!;
}

/** Issue 10's targets for served search on the embedded store. */
function targets(figures: StoreFigures) {
  const { search } = figures;
  const growth = search.rssMiB.end - search.rssMiB.start;
  return {
    p50AtMost15Ms: search.p50Ms <= 15,
    p95AtMost40Ms: search.p95Ms <= 40,
    noErrors: search.errors === 0,
    // Flat: the run ends within 10 % (or 20 MiB) of where it started; with a soak run, judged on its last half
    // (the first seconds of a fresh server grow PGlite's heap and caches once).
    memoryFlat: figures.soak ? soakGrowth(figures.soak.rssMiB.samples) <= Math.max(20, figures.soak.rssMiB.start * 0.05) : growth <= Math.max(20, search.rssMiB.start * 0.1),
  };
}

export const serveBenchmark: Benchmark = {
  name: 'serve',
  description: `anker serve: ${CLIENTS} concurrent clients on /v1/search (~10,000 chunks, 30 s, RSS sampled) and /v1/ask, and an upload job under ask load; embedded store (PGlite worker thread) and PostgreSQL server`,
  async run(context): Promise<BenchOutcome> {
    const sizes: Sizes = context.quick ? { documents: 100, searchSeconds: 5, askSeconds: 5, ingest: 20, soakSeconds: 0 } : { documents: 1250, searchSeconds: 30, askSeconds: 20, ingest: 150, soakSeconds: 120 };
    const figures: Record<string, unknown> = { clients: CLIENTS, documents: sizes.documents, chunks: sizes.documents * CHUNKS_PER_DOCUMENT, searchSeconds: sizes.searchSeconds, askSeconds: sizes.askSeconds, ingestDocuments: sizes.ingest };
    for (const store of STORES) {
      if (store === 'postgres' && !findPostgresBin()) {
        context.log('postgres: SKIPPED, PostgreSQL binaries are not installed (apt-get install postgresql)');
        figures.postgres = { skipped: 'PostgreSQL binaries are not installed' };
        continue;
      }
      const folder = mkdtempSync(join(tmpdir(), `anker-bench-serve-${store}-`));
      const postgres = store === 'postgres' ? await startPostgresServer() : null;
      try {
        const db = postgres?.url ?? join(folder, 'store');
        const measured = await measureStore(db, context, sizes, store);
        const withoutCache = store === 'pglite' ? await measureWithoutCache(db, context, sizes, store) : null;
        if (searchOnly) {
          figures[store] = { ...measured, searchWithoutCache: withoutCache, targets: targets(measured as StoreFigures) };
          break;
        }
        const unbounded = await measureUnbounded(db, context, sizes, store);
        figures[store] = { ...measured, searchWithoutCache: withoutCache, maxConcurrentAnswers: DEFAULT_CONCURRENT_ANSWERS, withoutLimit: { askWhileIngesting: unbounded.ask, ingestUnderAsk: unbounded.ingest }, targets: targets(measured as StoreFigures) };
      } finally {
        await postgres?.stop();
        rmSync(folder, { recursive: true, force: true });
      }
    }
    const searchSummary = searchTable(figures.pglite as SearchFigures | { skipped: string } | undefined);
    if (searchOnly) return { figures, summary: searchSummary };
    type Measured = Required<StoreFigures> & { targets: ReturnType<typeof targets> };
    const row = (name: string, result: Measured) => {
      const { search, searchOneClient, ask, askWhileIngesting, ingestUnderAsk, corpus } = result;
      const soak = result.soak ? `; ${result.soak.seconds} s more: → ${result.soak.rssMiB.end} (max ${result.soak.rssMiB.max})` : '';
      return `| ${name} | ${search.requestsPerSecond} | ${search.p50Ms} / ${search.p95Ms} / ${search.p99Ms} | ${search.errors} | ${search.rssMiB.start} → ${search.rssMiB.end}${soak} | ${searchOneClient.p50Ms} / ${searchOneClient.p95Ms} | ${ask.p50Ms} / ${ask.p95Ms} (${ask.requestsPerSecond}/s) | ${ingestUnderAsk.documentsPerSecond} (ask p50 ${askWhileIngesting.p50Ms}) | ${corpus.documentsPerSecond} |`;
    };
    const summary = [
      `${CLIENTS} closed-loop clients, ${sizes.documents} documents (~${sizes.documents * CHUNKS_PER_DOCUMENT} chunks), search ${sizes.searchSeconds} s, ask ${sizes.askSeconds} s; offline model, builtin embedder; times in ms.`,
      '',
      `| store | search req/s | search p50 / p95 / p99 | errors | server RSS MiB start → end | search 1 client p50 / p95 | ask ${CLIENTS} clients p50 / p95 | upload job docs/s under ask load | upload docs/s idle |`,
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const store of STORES) {
      const result = figures[store] as Measured | { skipped: string };
      if ('skipped' in result) summary.push(`| ${store} | skipped: ${result.skipped} |`);
      else summary.push(row(store, result));
    }
    summary.push('', `Upload job of ${sizes.ingest} documents while ${CLIENTS} clients ask for ${sizes.askSeconds} s, with the server's limit of ${DEFAULT_CONCURRENT_ANSWERS} answers at once and without it:`, '', '| store | limit | upload docs/s | ask p50 / p95 ms | ask req/s |', '|---|---|---|---|---|');
    for (const store of STORES) {
      const result = figures[store] as (Measured & { withoutLimit: { askWhileIngesting: Latencies; ingestUnderAsk: { documentsPerSecond: number } } }) | { skipped: string };
      if ('skipped' in result) continue;
      summary.push(`| ${store} | ${DEFAULT_CONCURRENT_ANSWERS} | ${result.ingestUnderAsk.documentsPerSecond} | ${result.askWhileIngesting.p50Ms} / ${result.askWhileIngesting.p95Ms} | ${result.askWhileIngesting.requestsPerSecond} |`);
      summary.push(`| ${store} | none | ${result.withoutLimit.ingestUnderAsk.documentsPerSecond} | ${result.withoutLimit.askWhileIngesting.p50Ms} / ${result.withoutLimit.askWhileIngesting.p95Ms} | ${result.withoutLimit.askWhileIngesting.requestsPerSecond} |`);
    }
    return { figures, summary: [...summary, '', ...searchSummary] };
  },
};
