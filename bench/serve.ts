import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';

/**
 * `anker serve` under load while an upload is ingested: N concurrent clients ask (and search) for a fixed time,
 * once on an idle server and once while an async ingest job writes documents; a probe times GET /healthz every
 * 50 ms (how long the event loop is blocked). Both store threads: `main` (PGlite on the event loop, as before)
 * and `worker` (the default of `anker serve`). The server is its own process (bench/serve-server.ts); this
 * process only sends requests.
 */

const CLIENTS = 50;
const FEW_CLIENTS = 4;
const THREADS = ['main', 'worker'] as const;

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

async function startServer(db: string, thread: (typeof THREADS)[number]): Promise<Server> {
  // tsx as a loader of this very process, not its CLI: the CLI runs the script in a grandchild that a signal to
  // the child does not stop (a server left running would load the next measurement).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(import.meta.dirname, 'serve-server.ts'), db, thread], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true' },
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
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
  let counter = 0;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await request(counter++);
        await response.arrayBuffer();
        if (response.ok) samples.push(performance.now() - started);
        else failed(String(response.status));
      } catch (error) {
        failed(((error as Error).cause as Error | undefined)?.message ?? (error as Error).name);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return summarise(samples, errors, seconds, errorKinds);
}

const QUESTIONS = (index: number) =>
  index % 4 === 3 ? 'Wie hoch ist die Reisekostenpauschale für Japan?' : `Wie oft erfolgt die Wartung der Anlage ${index % 40}?`;

async function measureThread(thread: (typeof THREADS)[number], context: BenchContext, sizes: { corpus: number; ingest: number; seconds: number }) {
  const folder = mkdtempSync(join(tmpdir(), `anker-bench-serve-${thread}-`));
  try {
    const server = await startServer(join(folder, 'store'), thread);
    const headers = { Authorization: `Bearer ${server.key}` };
    const json = { ...headers, 'Content-Type': 'application/json' };
    try {
      for (let from = 0; from < sizes.corpus; from += 50) {
        const response = await fetch(`${server.url}/v1/documents`, { method: 'POST', headers, body: upload(from, Math.min(50, sizes.corpus - from)) });
        if (!response.ok) throw new Error(`corpus upload failed: ${response.status} ${await response.text()}`);
      }
      context.log(`${thread}: corpus of ${sizes.corpus} documents loaded`);
      const ask = (index: number) => fetch(`${server.url}/v1/ask`, { method: 'POST', headers: json, body: JSON.stringify({ question: QUESTIONS(index) }) });
      const search = (index: number) => fetch(`${server.url}/v1/search`, { method: 'POST', headers: json, body: JSON.stringify({ query: QUESTIONS(index) }) });
      const health = () => fetch(`${server.url}/healthz`);
      const probe = async (seconds: number) => {
        const samples: number[] = [];
        const errorKinds: Record<string, number> = {};
        const until = performance.now() + seconds * 1000;
        while (performance.now() < until) {
          const started = performance.now();
          try {
            await (await health()).arrayBuffer();
            samples.push(performance.now() - started);
          } catch (error) {
            const kind = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).name;
            errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return summarise(samples, Object.values(errorKinds).reduce((sum, n) => sum + n, 0), seconds, errorKinds);
      };
      const phase = async (name: string, during?: () => Promise<unknown>) => {
        const background = during?.();
        const [askLatency, healthLatency] = await Promise.all([load(sizes.seconds, CLIENTS, ask), probe(sizes.seconds)]);
        const searchLatency = await load(sizes.seconds / 4, CLIENTS, search);
        // A few clients: what one user meets when the server is not saturated.
        const askFew = await load(sizes.seconds / 4, FEW_CLIENTS, ask);
        const extra = background ? await background : undefined;
        context.log(`${thread} ${name}: ask p50 ${askLatency.p50Ms} ms p95 ${askLatency.p95Ms} ms (${askLatency.requestsPerSecond}/s, ${askLatency.errors} errors), healthz p95 ${healthLatency.p95Ms} ms max ${healthLatency.maxMs} ms`);
        return { ask: askLatency, askFewClients: askFew, search: searchLatency, healthz: healthLatency, ...(extra as object | undefined) };
      };
      const idle = await phase('idle');
      const ingesting = await phase('while ingesting', async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/v1/documents?async=1`, { method: 'POST', headers, body: upload(sizes.corpus, sizes.ingest) });
        const job = (await response.json()) as { id: string };
        // Sampled when the measured phase ends: documents written meanwhile.
        await new Promise((resolve) => setTimeout(resolve, sizes.seconds * 1400));
        const progress = (await (await fetch(`${server.url}/v1/jobs/${job.id}`, { headers })).json()) as { done: number; total: number; status: string };
        return { ingest: { documentsDuringRun: progress.done, total: progress.total, status: progress.status, documentsPerSecond: Math.round((progress.done / ((performance.now() - started) / 1000)) * 10) / 10 } };
      });
      return { idle, ingesting };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const serveBenchmark: Benchmark = {
  name: 'serve',
  description: `anker serve: ${CLIENTS} concurrent clients on /v1/ask and /v1/search, idle and during an async ingest, PGlite on the event loop vs in a worker thread`,
  async run(context): Promise<BenchOutcome> {
    const sizes = context.quick ? { corpus: 20, ingest: 40, seconds: 5 } : { corpus: 200, ingest: 150, seconds: 20 };
    const figures: Record<string, unknown> = { clients: CLIENTS, corpusDocuments: sizes.corpus, chunksPerDocument: 9, ingestDocuments: sizes.ingest, secondsPerPhase: sizes.seconds };
    for (const thread of THREADS) figures[thread] = await measureThread(thread, context, sizes);
    type Phase = { ask: Latencies; askFewClients: Latencies; search: Latencies; healthz: Latencies; ingest?: { documentsPerSecond: number } };
    const row = (thread: string, name: string, phase: Phase) =>
      `| ${thread} | ${name} | ${phase.ask.p50Ms} / ${phase.ask.p95Ms} / ${phase.ask.p99Ms} | ${phase.ask.requestsPerSecond} | ${phase.askFewClients.p50Ms} / ${phase.askFewClients.p95Ms} | ${phase.search.p50Ms} / ${phase.search.p95Ms} | ${phase.healthz.p95Ms} / ${phase.healthz.maxMs} | ${phase.ask.errors + phase.search.errors + phase.askFewClients.errors} | ${phase.ingest?.documentsPerSecond ?? '–'} |`;
    const summary = [
      `${CLIENTS} clients, ${sizes.seconds} s per phase, corpus ${sizes.corpus} documents (~${sizes.corpus * 9} chunks), ${sizes.ingest} more uploaded as one async job; offline model, builtin embedder.`,
      '',
      `| store thread | phase | ask ${CLIENTS} clients p50 / p95 / p99 ms | ask req/s | ask ${FEW_CLIENTS} clients p50 / p95 ms | search ${CLIENTS} clients p50 / p95 ms | healthz p95 / max ms | errors | ingest docs/s |`,
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const thread of THREADS) {
      const result = figures[thread] as { idle: Phase; ingesting: Phase };
      summary.push(row(thread, 'idle', result.idle), row(thread, 'ingesting', result.ingesting));
    }
    return { figures, summary };
  },
};
