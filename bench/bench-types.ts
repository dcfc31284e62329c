/** What every benchmark receives from the runner. */
export interface BenchContext {
  /** Smoke run: small samples, finishes in seconds. */
  quick: boolean;
  /** Also run the slow sizes (100k chunks). */
  full: boolean;
  /** Progress lines on stderr. */
  log: (message: string) => void;
}

/** What a benchmark returns: machine-readable figures and a markdown section for SUMMARY.md. */
export interface BenchOutcome {
  figures: Record<string, unknown>;
  /** Markdown lines (without the heading) for the summary. */
  summary: string[];
}

export interface Benchmark {
  name: string;
  description: string;
  /** Result file name in bench/results (default `<name>.json`). */
  resultFile?: string;
  run(context: BenchContext): Promise<BenchOutcome>;
}
