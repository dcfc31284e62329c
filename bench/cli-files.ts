import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';
import { readSciFact } from './datasets.js';

const repo = join(import.meta.dirname, '..');
const TIME = '/usr/bin/time';

interface Run {
  seconds: number;
  /** Peak resident set of the process in MB; null without /usr/bin/time. */
  peakMb: number | null;
  code: number | null;
  stdout: string;
  stderr: string;
  /** Epoch milliseconds at which the process was started (log times are read against it). */
  startedAt: number;
}

/** Runs `node <bin> args` as a user would, timing the whole process (start, work, exit). */
function runBin(bin: string, args: string[], env: Record<string, string> = {}): Run {
  const withTime = existsSync(TIME);
  const command = withTime ? TIME : process.execPath;
  const argv = withTime ? ['-f', '%M', process.execPath, bin, ...args] : [bin, ...args];
  const started = performance.now();
  const result = spawnSync(command, argv, {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const kilobytes = withTime ? Number(result.stderr.trim().split('\n').at(-1)) : NaN;
  return { seconds, peakMb: Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : null, code: result.status, stdout: result.stdout, stderr: result.stderr, startedAt: Date.now() - seconds * 1000 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The committed sources (`git archive HEAD`: the working tree may hold other people's unfinished edits) with a
 * stamped dist/ (bin/build-dist.js), as `npm install` from a clone leaves them. Returns the snapshot's bin.
 */
function buildSnapshot(folder: string): string {
  mkdirSync(folder);
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD', 'src', 'bin', 'examples', 'package.json', 'tsconfig.json', 'tsconfig.build.json'], {
    cwd: repo,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive failed: ${String(archive.stderr)}`);
  const untar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${String(untar.stderr)}`);
  symlinkSync(join(repo, 'node_modules'), join(folder, 'node_modules'));
  const build = spawnSync(process.execPath, [join(folder, 'bin', 'build-dist.js')], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build-dist failed: ${build.stdout}${build.stderr}`);
  return join(folder, 'bin', 'anker.js');
}

/**
 * The CLI as a user meets it: BEIR SciFact written as Markdown files (`# title` + abstract) and ingested with
 * `anker ingest`, a re-run on the unchanged folder, and the wall time of `anker --help`, `anker search` and
 * `anker ask` on that store, each from the TypeScript sources (tsx) and from a stamped dist/. Measures the
 * committed HEAD.
 */
export const cliFiles: Benchmark = {
  name: 'cli',
  description: 'anker ingest of SciFact as Markdown files (docs/s, peak RSS), unchanged re-run, and cold-start wall time of --help, search and ask from sources and from dist/.',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const work = mkdtempSync(join(tmpdir(), 'anker-bench-cli-'));
    try {
      const dataset = await readSciFact();
      const corpus = context.quick ? dataset.corpus.slice(0, 300) : dataset.corpus;
      const folder = join(work, 'scifact');
      mkdirSync(folder);
      for (const entry of corpus) writeFileSync(join(folder, `${entry.id}.md`), `# ${entry.title}\n\n${entry.text}\n`);
      const db = join(work, 'store');
      context.log('cli: building a stamped dist/ in a copy of the committed sources');
      const bin = buildSnapshot(join(work, 'snapshot'));
      const fromSource = { ANKER_FROM_SOURCE: '1' };

      context.log(`cli: ingesting ${corpus.length} Markdown files`);
      const ingest = runBin(bin, ['--db', db, '--json', 'ingest', folder]);
      if (ingest.code !== 0) throw new Error(`ingest exited ${ingest.code}`);
      const rerun = runBin(bin, ['--db', db, '--json', 'ingest', folder]);
      const repeats = context.quick ? 1 : 3;
      const commands: Record<string, string[]> = {
        help: ['--help'],
        search: ['--db', db, '--json', 'search', 'cerebral white matter in newborns', '-k', '10'],
        ask: ['--db', db, '--json', 'ask', 'What does diffusion tensor imaging show about white matter in newborns?'],
      };
      const coldStart: Record<string, { sourceSeconds: number; distSeconds: number; distPeakMb: number | null }> = {};
      for (const [name, args] of Object.entries(commands)) {
        const sourceRuns = Array.from({ length: repeats }, () => runBin(bin, args, fromSource));
        const distRuns = Array.from({ length: repeats }, () => runBin(bin, args));
        coldStart[name] = {
          sourceSeconds: round(median(sourceRuns.map((run) => run.seconds))),
          distSeconds: round(median(distRuns.map((run) => run.seconds))),
          distPeakMb: distRuns[0]!.peakMb,
        };
      }
      const figures = {
        documents: corpus.length,
        ingestSeconds: round(ingest.seconds),
        ingestDocsPerSecond: Math.round(corpus.length / ingest.seconds),
        ingestPeakMb: ingest.peakMb,
        unchangedRerunSeconds: round(rerun.seconds),
        coldStart,
        repeats,
      };
      const row = (name: string) => `| \`anker ${name}\` | ${coldStart[name]!.sourceSeconds} s | ${coldStart[name]!.distSeconds} s |`;
      return {
        figures,
        summary: [
          '| files | ingest | docs/s | peak RSS | unchanged re-run |',
          '|---|---|---|---|---|',
          `| ${corpus.length} SciFact Markdown | ${figures.ingestSeconds} s | ${figures.ingestDocsPerSecond} | ${figures.ingestPeakMb ?? '?'} MB | ${figures.unchangedRerunSeconds} s |`,
          '',
          `Cold start, wall time of the whole process (median of ${repeats}), on the store above:`,
          '',
          '| command | from sources (tsx) | from dist/ |',
          '|---|---|---|',
          row('help'),
          row('search'),
          row('ask'),
          '',
        ],
      };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Size of the large text file in MB (issue 12: 60 MB in ≤ 60 s with peak RSS ≤ 600 MB). */
const LARGE_FILE_MB = Number(process.env.BENCH_LARGE_FILE_MB ?? 60);

/**
 * One large plain-text file through `anker ingest --max-file-mb`, as a user would: SciFact abstracts written one
 * after another (numbered, so no two sections are equal) until the size is reached, ingested into a new store from
 * a stamped dist/ of the committed sources. Wall time and peak RSS of the whole process.
 */
export const largeFile: Benchmark = {
  name: 'large-file',
  description: `anker ingest of one ${LARGE_FILE_MB} MB text file (SciFact abstracts repeated) into a new store: wall time, MB/s and peak RSS; targets ≤ 60 s and ≤ 600 MB for 60 MB.`,
  async run(context: BenchContext): Promise<BenchOutcome> {
    const work = mkdtempSync(join(tmpdir(), 'anker-bench-large-'));
    try {
      const megabytes = context.quick ? 3 : LARGE_FILE_MB;
      const file = join(work, 'large.txt');
      const bytes = writeLargeText(file, megabytes * 1024 * 1024, (await readSciFact()).corpus);
      context.log('large-file: building a stamped dist/ in a copy of the committed sources');
      const bin = buildSnapshot(join(work, 'snapshot'));
      context.log(`large-file: ingesting ${(bytes / 1024 / 1024).toFixed(1)} MB`);
      const run = runBin(bin, ['--db', join(work, 'store'), '--log-level', 'info', '--json', 'ingest', '--max-file-mb', String(megabytes + 10), file]);
      if (run.code !== 0) throw new Error(`ingest exited ${run.code}`);
      const figures = {
        fileMb: round(bytes / 1024 / 1024),
        seconds: round(run.seconds),
        mbPerSecond: round(bytes / 1024 / 1024 / run.seconds),
        peakMb: run.peakMb,
        phases: ingestPhases(run),
        targets: { seconds: 60, peakMb: 600, fileMb: 60 },
      };
      return {
        figures,
        summary: [
          '| file | ingest | MB/s | peak RSS | target (60 MB) |',
          '|---|---|---|---|---|',
          `| ${figures.fileMb} MB text | ${figures.seconds} s | ${figures.mbPerSecond} | ${figures.peakMb ?? '?'} MB | ≤ 60 s, ≤ 600 MB |`,
          '',
          ...(figures.phases
            ? [
                `Where the time went (seconds from the process start, read from its log): first batch staged ${figures.phases.firstStagedSeconds} s, ` +
                  `all ${figures.phases.chunks} chunks staged ${figures.phases.allStagedSeconds} s, published ${figures.phases.publishedSeconds} s, ` +
                  `then index builds and ANALYZE until exit ${figures.seconds} s` +
                  (figures.phases.vectorIndexSeconds === null
                    ? '.'
                    : ` (full-text indexes ${figures.phases.lexicalIndexSeconds ?? 0} s, vector index ${figures.phases.vectorIndexSeconds} s, ANALYZE ${figures.phases.analyzeSeconds ?? 0} s).`),
                '',
              ]
            : []),
        ],
      };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};

/**
 * Seconds from the process start to the first and the last `document-chunks-staged` and to `document-ingested`
 * (pino's JSON log lines on stderr); null when the log has none (a file small enough not to be streamed).
 */
function ingestPhases(run: Run): {
  firstStagedSeconds: number;
  allStagedSeconds: number;
  publishedSeconds: number;
  chunks: number;
  /** Seconds of each maintenance step the store logged after the load (null when it logged none). */
  lexicalIndexSeconds: number | null;
  vectorIndexSeconds: number | null;
  analyzeSeconds: number | null;
} | null {
  const events = run.stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event?: string; time?: number; done?: number; ms?: number })
    .filter((entry) => typeof entry.time === 'number');
  const stepSeconds = (event: string) => {
    const entries = events.filter((entry) => entry.event === event && typeof entry.ms === 'number');
    return entries.length === 0 ? null : round(entries.reduce((sum, entry) => sum + entry.ms!, 0) / 1000);
  };
  const staged = events.filter((entry) => entry.event === 'document-chunks-staged');
  const published = events.find((entry) => entry.event === 'document-ingested');
  if (staged.length === 0 || !published) return null;
  const at = (entry: { time?: number }) => round((entry.time! - run.startedAt) / 1000);
  return {
    firstStagedSeconds: at(staged[0]!),
    allStagedSeconds: at(staged.at(-1)!),
    publishedSeconds: at(published),
    chunks: staged.at(-1)!.done ?? 0,
    lexicalIndexSeconds: stepSeconds('store-lexical-indexes-built'),
    vectorIndexSeconds: stepSeconds('store-vector-index-built'),
    analyzeSeconds: stepSeconds('store-analyzed'),
  };
}

/** Writes numbered SciFact abstracts until `target` bytes; returns the bytes written. */
function writeLargeText(path: string, target: number, corpus: readonly { id: string; title: string; text: string }[]): number {
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    for (let round = 0; written < target; round += 1) {
      for (const entry of corpus) {
        const section = Buffer.from(`Abschnitt ${round}-${entry.id}: ${entry.title}\n\n${entry.text}\n\n`);
        writeSync(fd, section);
        written += section.length;
        if (written >= target) break;
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}
