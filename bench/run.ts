// Benchmarks: `npm run bench [-- <name…>] [--quick] [--full]`.
//   --quick  smoke run on small samples (results in bench/results/quick/)
//   --full   also the slow sizes (100k chunks); BENCH_FULL=1 does the same
//   --list   print the benchmarks and exit
//   --summary  only rebuild SUMMARY.md from the result files
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Benchmark } from './bench-types.js';
import { calibrationBenchmark } from './calibration-benchmark.js';
import { cliFiles, largeFile } from './cli-files.js';
import { separationTable, type Separation } from './calibration-separation.js';
import { requireEvalData } from './datasets.js';
import { embedderThroughput } from './embedder-throughput.js';
import { hnswBuild } from './hnsw-build.js';
import { machineInfo } from './machine-info.js';
import { retrievalQuality } from './retrieval-quality.js';
import { serveBenchmark } from './serve.js';
import { speed } from './speed.js';
import { toolsChaos } from './tools-chaos.js';

const benchmarks: Benchmark[] = [embedderThroughput, retrievalQuality, calibrationBenchmark, speed, toolsChaos, cliFiles, largeFile, serveBenchmark, hnswBuild];

interface ResultFile {
  name: string;
  description: string;
  date: string;
  /** Absent in files written by other runners. */
  mode?: 'quick' | 'standard' | 'full';
  durationSeconds?: number;
  /** 1-minute load average at start and end: other processes on the machine inflate timings. */
  /** Absent in files written before it was recorded. */
  loadAverage?: { start: number; end: number };
  machine: Record<string, unknown>;
  figures: Record<string, unknown>;
  summary: string[];
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { quick: { type: 'boolean', default: false }, full: { type: 'boolean', default: false }, list: { type: 'boolean', default: false }, summary: { type: 'boolean', default: false } },
  });
  if (values.list) {
    for (const benchmark of benchmarks) process.stdout.write(`${benchmark.name}\t${benchmark.description}\n`);
    return 0;
  }
  if (values.summary) {
    writeSummary(join(import.meta.dirname, 'results', ...(values.quick ? ['quick'] : [])));
    return 0;
  }
  const unknown = positionals.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}\n`);
    return 2;
  }
  requireEvalData();
  const quick = values.quick;
  const full = !quick && (values.full || process.env.BENCH_FULL === '1');
  const selected = positionals.length === 0 ? benchmarks : benchmarks.filter((benchmark) => positionals.includes(benchmark.name));
  const folder = join(import.meta.dirname, 'results', ...(quick ? ['quick'] : []));
  mkdirSync(folder, { recursive: true });
  const machine = machineInfo();
  let failures = 0;
  for (const benchmark of selected) {
    const started = performance.now();
    const loadAtStart = loadavg()[0]!;
    process.stderr.write(`\n== ${benchmark.name}${quick ? ' (quick)' : full ? ' (full)' : ''}\n`);
    try {
      const outcome = await benchmark.run({ quick, full, log: (message) => process.stderr.write(`${message}\n`) });
      const result: ResultFile = {
        name: benchmark.name,
        description: benchmark.description,
        date: new Date().toISOString(),
        mode: quick ? 'quick' : full ? 'full' : 'standard',
        durationSeconds: Math.round((performance.now() - started) / 100) / 10,
        loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]!) },
        machine,
        figures: outcome.figures,
        summary: outcome.summary,
      };
      writeFileSync(join(folder, resultFileOf(benchmark)), `${JSON.stringify(result, null, 2)}\n`);
      process.stderr.write(`${outcome.summary.join('\n')}\n(${result.durationSeconds} s)\n`);
    } catch (error) {
      failures += 1;
      process.stderr.write(`benchmark ${benchmark.name} failed: ${(error as Error).stack ?? String(error)}\n`);
    }
  }
  writeSummary(folder);
  process.stderr.write(`\nResults in ${folder} (SUMMARY.md)\n`);
  return failures === 0 ? 0 : 1;
}

/** The report of scripts/fit-calibration.ts, when one was written. */
function fitSummary(path: string): string[] {
  const fit = JSON.parse(readFileSync(path, 'utf8')) as {
    date: string;
    model: unknown;
    separationReportHalf: { fitted: Record<string, Separation> };
  };
  return [
    '## calibration fit (scripts/fit-calibration.ts)',
    '',
    `Fitted ${fit.date}: \`${JSON.stringify(fit.model)}\`. Separation on the held-out half of the questions:`,
    '',
    ...separationTable(fit.separationReportHalf.fitted),
  ];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function resultFileOf(benchmark: Benchmark): string {
  return benchmark.resultFile ?? `${benchmark.name}.json`;
}

/** SUMMARY.md from every result file in the folder, so running one benchmark keeps the others' sections. */
function writeSummary(folder: string): void {
  const files = new Set(readdirSync(folder));
  const results = benchmarks
    .filter((benchmark) => files.has(resultFileOf(benchmark)))
    .map((benchmark) => JSON.parse(readFileSync(join(folder, resultFileOf(benchmark)), 'utf8')) as ResultFile);
  const machine = results[0]?.machine;
  const lines = [
    '# Benchmark summary',
    '',
    'Generated by `npm run bench`; one JSON file per benchmark beside this file holds every figure.',
    ...(machine ? ['', `Machine: ${String(machine.cpu)}, ${String(machine.cores)} cores, ${String(machine.memoryGiB)} GiB, ${String(machine.os)}, Node ${String(machine.node)}.`] : []),
  ];
  for (const result of results) {
    lines.push('', `## ${result.name}`, '', `_${result.description}_`, '', `Run ${result.date} (${result.mode ?? 'standard'}${result.durationSeconds === undefined ? '' : `, ${result.durationSeconds} s`}${
        result.loadAverage ? `, load average ${result.loadAverage.start} → ${result.loadAverage.end} on ${String(result.machine?.cores)} cores` : ''
      }).`, '', ...result.summary);
  }
  if (files.has('calibration.json')) lines.push('', ...fitSummary(join(folder, 'calibration.json')));
  writeFileSync(join(folder, 'SUMMARY.md'), `${lines.join('\n')}\n`);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
