import type { Confidence, GroundingState, Judge, RelevanceLevel, Retriever } from '../spec/index.js';
import { groundedSearch, refersToPast, type GroundedSearchDeps } from './grounded-search.js';

/** One line of a grounding eval `questions.jsonl` (the fields this measurement reads). */
export interface JudgeEvalQuestion {
  id: string;
  question: string;
  kind: string;
  expected_behavior: 'answer' | 'not_found' | 'answer_with_caveat' | 'no_retrieval_needed';
}

/** Verdicts for one question. */
export interface JudgeEvalRow {
  id: string;
  kind: string;
  expected: JudgeEvalQuestion['expected_behavior'];
  /** The judge's level on the retriever's top hits of the original question. */
  level: RelevanceLevel;
  reason: string;
  /** Calibrated relevance of the retriever's best hit. */
  bestRelevance: number;
  /** Final state of the whole grounded search (thresholds, judge, re-query). */
  state: GroundingState;
  judgeAgrees: boolean;
  stateAgrees: boolean;
}

/** Agreement counts for a group of questions. */
export interface Agreement {
  total: number;
  judgeAgrees: number;
  stateAgrees: number;
}

/** Result of {@link measureJudge}. */
export interface JudgeEvalReport {
  rows: JudgeEvalRow[];
  overall: Agreement;
  byKind: Record<string, Agreement>;
  byExpected: Record<string, Agreement>;
}

/** Options of {@link measureJudge}. */
export interface MeasureJudgeOptions extends Omit<GroundedSearchDeps, 'judge' | 'retriever'> {
  questions: JudgeEvalQuestion[];
  retriever: Retriever;
  judge: Judge;
}

/**
 * Measures how often a judge agrees with the expected behaviour of eval questions:
 * `not_found` questions should get NOT_RELEVANT, or LOW without an answering sentence (and the grounded search NOT_FOUND), answerable ones
 * (`answer`, `answer_with_caveat`) HIGH/MEDIUM/LOW (and FOUND or LOW_RELEVANCE). `no_retrieval_needed` is skipped.
 */
export async function measureJudge(options: MeasureJudgeOptions): Promise<JudgeEvalReport> {
  const rows: JudgeEvalRow[] = [];
  for (const question of options.questions) {
    if (question.expected_behavior === 'no_retrieval_needed') continue;
    const includeSuperseded = refersToPast(question.question, (options.now ?? (() => new Date()))());
    const hits = await options.retriever.search(question.question, { tenantId: options.tenantId, limit: options.limit ?? 8, includeSuperseded });
    const verdict = await options.judge.judge(question.question, hits);
    const result = await groundedSearch(question.question, options);
    const negative = question.expected_behavior === 'not_found';
    rows.push({
      id: question.id,
      kind: question.kind,
      expected: question.expected_behavior,
      level: verdict.level,
      reason: verdict.reason,
      bestRelevance: Math.max(0, ...hits.map((hit) => hit.relevance)),
      state: result.state,
      // A LOW verdict that no sentence answers ends as NOT_FOUND (grounded search): it rejects like NOT_RELEVANT.
      judgeAgrees: negative === (verdict.level === 'NOT_RELEVANT' || rejects(verdict)),
      stateAgrees: negative ? result.state === 'NOT_FOUND' : result.state === 'FOUND' || result.state === 'LOW_RELEVANCE',
    });
  }
  return { rows, overall: tally(rows), byKind: groupTally(rows, (row) => row.kind), byExpected: groupTally(rows, (row) => row.expected) };
}

/** A plain-text table of a report, one line per group. */
export function formatJudgeReport(report: JudgeEvalReport): string {
  const line = (name: string, agreement: Agreement): string =>
    `${name.padEnd(28)} ${String(agreement.total).padStart(4)}  judge ${percent(agreement.judgeAgrees, agreement.total)}  pipeline ${percent(agreement.stateAgrees, agreement.total)}`;
  return [
    `${'group'.padEnd(28)} ${'n'.padStart(4)}  agreement with expected behaviour`,
    ...Object.entries(report.byExpected).map(([name, agreement]) => line(`expected=${name}`, agreement)),
    ...Object.entries(report.byKind).map(([name, agreement]) => line(name, agreement)),
    line('overall', report.overall),
  ].join('\n');
}

function tally(rows: JudgeEvalRow[]): Agreement {
  return {
    total: rows.length,
    judgeAgrees: rows.filter((row) => row.judgeAgrees).length,
    stateAgrees: rows.filter((row) => row.stateAgrees).length,
  };
}

function groupTally(rows: JudgeEvalRow[], key: (row: JudgeEvalRow) => string): Record<string, Agreement> {
  const groups = new Map<string, JudgeEvalRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return Object.fromEntries([...groups].map(([name, members]) => [name, tally(members)]));
}

function percent(part: number, total: number): string {
  return `${part}/${total} (${total === 0 ? '-' : ((100 * part) / total).toFixed(0)}%)`.padEnd(14);
}

function rejects(verdict: Confidence & { answeringSentence?: boolean }): boolean {
  return verdict.level === 'LOW' && !verdict.canAnswer && verdict.answeringSentence === false;
}
