import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, postgresSkipReason, startPostgresServer, type PostgresServer } from '../src/testing/postgres-server.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';

interface SpeedRun {
  driver: string;
  /** Absent in files written before the BM25 path existed (then always the tsvector path). */
  lexical?: 'auto' | 'tsvector';
  capabilities?: { vector: boolean; bm25?: boolean };
  requestedChunks: number;
  chunks: number;
  stoppedEarly: boolean;
  budgetSeconds: number;
  ingestSeconds: number;
  ingestChunksPerSecond: number;
  embedShareOfIngest: number;
  analyzeSeconds: number | null;
  queryMs: { p50: number; p95: number; max: number };
  /** Absent in files written before it was recorded: the hybrid statement(s) of a search and the rest. */
  searchParts?: Record<'questionStatementMs' | 'translationStatementMs' | 'restMs', { count: number; p50: number; p95: number }>;
  /** Absent in files written before it was recorded: the searches before the measured ones, and the vector copy's time. */
  warmup?: { searches: number; p50: number; p95: number; vectorCopy: { ms: number | null; vectors: number | null } | null };
  peakRssMiB: number;
}

export const speed: Benchmark = {
  name: 'speed',
  description:
    'Ingest throughput (embed + one writeDocuments transaction per 51 documents of 10 chunks, in a bulk load) and retriever.search latency (limit 10) on synthetic 500–1,000-character chunks, on PGlite (data folder in a temp dir; BM25 index path, and the tsvector path forced up to 10k) and on a throwaway PostgreSQL server; peak RSS of the benchmark process. 100k chunks only with --full / BENCH_FULL=1; BENCH_SPEED_ONLY=pglite,100000 runs one row.',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const only = runFilter(process.env.BENCH_SPEED_ONLY);
    const sizes = (context.quick ? [500] : context.full ? [10_000, 100_000] : [10_000]).filter((size) => only.sizes.size === 0 || only.sizes.has(size));
    const budget = Number(process.env.BENCH_SPEED_BUDGET ?? (context.full ? 2400 : 900));
    const queryArgs = ['--queries', context.quick ? '30' : '200'];
    const skipReason = postgresSkipReason();
    let server: PostgresServer | undefined;
    const runs: SpeedRun[] = [];
    try {
      if (!skipReason && only.runs('postgres')) server = await startPostgresServer();
      let database = 0;
      for (const size of sizes) {
        if (only.runs('pglite')) {
          runs.push(await runWorker(['--driver', 'pglite', '--size', String(size), '--budget', String(budget), ...queryArgs], context));
        }
        // The tsvector path side by side where it finishes in minutes; at 100k its queries take seconds each.
        if (size <= 10_000 && only.runs('tsvector')) {
          runs.push(
            await runWorker(['--driver', 'pglite', '--lexical', 'tsvector', '--size', String(size), '--budget', String(budget), ...queryArgs], context),
          );
        }
        if (server) {
          database += 1;
          const url = await createDatabase(server.url, `anker_bench_${process.pid}_${database}`);
          runs.push(await runWorker(['--driver', 'postgres', '--size', String(size), '--url', url, '--budget', String(budget), ...queryArgs], context));
        }
      }
    } finally {
      await server?.stop();
    }
    const summary = [
      '| driver | lexical ranking | vector index | chunks | ingest chunks/s | embed share | query p50 ms | query p95 ms | peak RSS MiB |',
      '|---|---|---|---|---|---|---|---|---|',
      ...runs.map(
        (run) =>
          `| ${run.driver} | ${run.capabilities?.bm25 ? 'BM25 index (pg_textsearch)' : 'BM25 from tsvector'} | ${run.capabilities?.vector ? 'IVFFlat (pgvector)' : 'exact scan in the process'} | ${run.chunks}${
            run.stoppedEarly ? ` of ${run.requestedChunks} (stopped at the ${run.budgetSeconds} s budget)` : ''
          } | ${run.ingestChunksPerSecond.toFixed(0)} | ${(run.embedShareOfIngest * 100).toFixed(0)} % | ${run.queryMs.p50.toFixed(1)} | ${run.queryMs.p95.toFixed(1)} | ${run.peakRssMiB.toFixed(0)} |`,
      ),
      '',
      'Where a search went (p50 / p95 ms): the hybrid statement for the question, the one for its translation (the cross-lingual search; in how many searches), the rest in the process (embedding, scoring):',
      '',
      ...runs.filter((run) => run.searchParts).map((run) => {
        const { questionStatementMs: question, translationStatementMs: translation, restMs: rest } = run.searchParts!;
        const pair = (part: { p50: number; p95: number }) => `${part.p50.toFixed(1)} / ${part.p95.toFixed(1)}`;
        return `- ${run.driver}, ${run.capabilities?.bm25 ? 'BM25 index' : 'BM25 from tsvector'}, ${run.chunks} chunks: question ${pair(question)}, translation ${pair(translation)} (${translation.count} of ${question.count}), rest ${pair(rest)}`;
      }),
      '',
      'Before the measured searches (warm-up; on PGlite until the store had copied its vector index into the process):',
      '',
      ...runs.filter((run) => run.warmup).map((run) => {
        const { searches, p50, p95, vectorCopy } = run.warmup!;
        const copy = vectorCopy ? `vector index copied (${vectorCopy.vectors} vectors) in ${((vectorCopy.ms ?? 0) / 1000).toFixed(1)} s` : 'no vector index copy';
        return `- ${run.driver}, ${run.chunks} chunks: ${searches} searches, p50 / p95 ${p50.toFixed(1)} / ${p95.toFixed(1)} ms; ${copy}`;
      }),
      '',
      `Sizes run: ${sizes.join(', ')}${context.full ? '' : ' (100k needs --full)'}.${skipReason ? ` PostgreSQL server skipped: ${skipReason}.` : ''} Peak RSS is the Node process (for the server driver the PostgreSQL processes are not included). ${
        runs.some((run) => run.analyzeSeconds !== null) ? 'ANALYZE ran after ingest (not included in ingest time).' : 'No ANALYZE after ingest.'
      }`,
      '',
    ];
    return { figures: { sizes, budgetSeconds: budget, postgresSkipped: skipReason, runs }, summary };
  },
};

/**
 * `BENCH_SPEED_ONLY`: which rows to run, as comma-separated drivers (`pglite`, `tsvector`, `postgres`) and sizes
 * (`100000`), e.g. `pglite,100000` for the 100k PGlite row alone. Unset or empty: every row.
 */
function runFilter(value: string | undefined): { sizes: Set<number>; runs: (driver: string) => boolean } {
  const parts = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const sizes = new Set(parts.filter((part) => /^\d+$/.test(part)).map(Number));
  const drivers = new Set(parts.filter((part) => !/^\d+$/.test(part)));
  return { sizes, runs: (driver) => drivers.size === 0 || drivers.has(driver) };
}

function runWorker(args: string[], context: BenchContext): Promise<SpeedRun> {
  context.log(`speed: ${args.filter((arg) => !arg.startsWith('postgres://')).join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'speed-worker.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (data: Buffer) => {
      stdout += data.toString();
    });
    child.stderr.on('data', (data: Buffer) => process.stderr.write(data));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').pop();
      if (code !== 0 || !line) {
        reject(new Error(`speed worker ${args.join(' ')} exited with ${code}`));
        return;
      }
      resolve(JSON.parse(line) as SpeedRun);
    });
  });
}
