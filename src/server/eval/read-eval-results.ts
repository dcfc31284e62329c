import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One figure of an eval result: a rate in [0, 1], with its target when the suite declares one. */
export interface EvalMetric {
  /** Path of the figure in the result file, e.g. `overall · factRecall` or `de · spanRecall`. */
  name: string;
  value: number;
  /** Counted cases behind a rate (`count` of `total`), when the file has them. */
  count?: number;
  total?: number;
  /** As the suite writes it, e.g. `≥ 95 %`. */
  target?: string;
  pass?: boolean;
}

/** The latest result of one `anker eval` suite, as the dashboard charts it. */
export interface EvalResultSummary {
  /** File name in the results folder (`eval-<suite>.json`). */
  file: string;
  suite: string;
  /** When the file was last written (ISO 8601). */
  writtenAt: string;
  /** The suite's own verdict over its targets, when it has one. */
  pass: boolean | null;
  metrics: EvalMetric[];
}

/** Parts of a result that are per-case detail, not figures. */
const SKIPPED_KEYS = new Set(['failures', 'results', 'byKind', 'cases', 'targets']);
const MAX_DEPTH = 4;
const MAX_METRICS = 40;
const RESULT_FILE = /^eval-[a-z0-9-]+\.json$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every rate a result file holds, by one rule for every suite: an object with a numeric `rate` (with `count` and
 * `total`) is a figure, and so is each entry of a `recallAt` map; per-case lists are skipped.
 */
export function metricsOf(result: Json): EvalMetric[] {
  const metrics: EvalMetric[] = [];
  const walk = (node: Json, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (SKIPPED_KEYS.has(key) || !isObject(value) || metrics.length >= MAX_METRICS) continue;
      const name = [...path, key];
      if (typeof value.rate === 'number') {
        metrics.push({ name: name.join(' · '), value: value.rate, count: Number(value.count), total: Number(value.total) });
      } else if (key === 'recallAt') {
        for (const [at, recall] of Object.entries(value)) if (typeof recall === 'number') metrics.push({ name: [...path, `recall@${at}`].join(' · '), value: recall });
      } else if (name.length < MAX_DEPTH) {
        walk(value, name);
      }
    }
  };
  walk(result, []);
  const targets = Array.isArray(result.targets) ? result.targets.filter(isObject) : [];
  for (const target of targets) {
    const metric = metrics.find((candidate) => candidate.name.split(' · ').at(-1) === target.metric);
    if (metric && typeof target.target === 'string') Object.assign(metric, { target: target.target, pass: target.pass === true });
  }
  return metrics.filter((metric) => Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= 1);
}

/**
 * The `eval-*.json` files of a results folder (what `anker eval … --out` and the benchmarks write), newest first.
 * Names are matched against a fixed pattern: nothing from a request ever becomes a path. An unreadable or
 * malformed file is left out, never an error for the whole list; a missing folder is an empty list.
 */
export async function readEvalResults(folder: string): Promise<EvalResultSummary[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const results: EvalResultSummary[] = [];
  for (const file of names.filter((name) => RESULT_FILE.test(name))) {
    const path = join(folder, file);
    const parsed = await readFile(path, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    if (!isObject(parsed)) continue;
    const written = await stat(path);
    results.push({
      file,
      suite: typeof parsed.suite === 'string' ? parsed.suite : file.slice('eval-'.length, -'.json'.length),
      writtenAt: written.mtime.toISOString(),
      pass: typeof parsed.pass === 'boolean' ? parsed.pass : null,
      metrics: metricsOf(parsed),
    });
  }
  return results.sort((a, b) => b.writtenAt.localeCompare(a.writtenAt) || a.file.localeCompare(b.file));
}
