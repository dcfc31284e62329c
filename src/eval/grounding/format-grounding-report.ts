import { formatTable, rateCell } from '../format-table.js';
import { clip } from '../metrics/index.js';
import type { GroundingMetrics } from './summarize-grounding.js';
import type { GroundingReport } from './run-grounding-eval.js';

/** Column labels of the human report, in order, with the metric each shows. */
const COLUMNS: ReadonlyArray<[string, Exclude<keyof GroundingMetrics, 'questions' | 'meanGroundedness' | 'answerRecall' | 'answerPrecision'>]> = [
  ['neg.rejection', 'negativeRejection'],
  ['false rej.', 'falseRejection'],
  ['fact recall', 'factRecall'],
  ['forbidden', 'forbiddenFacts'],
  ['cit.precision', 'citationPrecision'],
  ['cit.recall', 'citationRecall'],
  ['no-retrieval', 'noRetrievalAccuracy'],
  ['caveat', 'caveatAccuracy'],
  ['grounded', 'groundedness'],
];

/** Human report: metrics by kind and overall, targets with pass/fail, then every failing question. */
export function formatGroundingReport(report: GroundingReport): string {
  const row = (name: string, metrics: GroundingMetrics) => [name, String(metrics.questions), ...COLUMNS.map(([, key]) => rateCell(metrics[key]))];
  const table = formatTable(
    ['kind', 'n', ...COLUMNS.map(([label]) => label)],
    [...Object.entries(report.byKind).map(([kind, metrics]) => row(kind, metrics)), row('OVERALL', report.overall)],
  );
  const targets = report.targets.map(
    (target) => `${target.pass ? 'PASS' : 'FAIL'}  ${target.metric} = ${target.value === null ? '–' : `${(target.value * 100).toFixed(1)} %`} (target ${target.target})`,
  );
  const failures = report.failures.map(
    (failure) =>
      `${failure.id} [${failure.kind}, ${failure.lang}] expected ${failure.expected}${failure.expectedFacts.length > 0 ? ` (${failure.expectedFacts.join(' | ')})` : ''}, got ${failure.status}` +
      `${failure.citedSources.length > 0 ? ` citing ${failure.citedSources.join(', ')}` : ''}\n    ${failure.problems.join('; ')}\n    Q: ${failure.question}\n    A: ${clip(failure.answer, 240)}` +
      failure.attempts.map((attempt) => `\n    · ${attempt}`).join(''),
  );
  const mean = report.overall.meanGroundedness;
  const ungrounded = report.ungrounded.map((entry) => `  ${entry.id} groundedness ${entry.groundedness.score.toFixed(2)}: ${entry.groundedness.unsupported.map((claim) => clip(claim, 120)).join('; ')}`);
  return [
    `Grounding eval: ${report.overall.questions} questions from ${report.data} (${(report.durationMs / 1000).toFixed(1)} s)`,
    '',
    table,
    '',
    `Groundedness (evaluator: ${report.evaluator}${gradedBy(report)}): ${rateCell(report.overall.groundedness)} of the graded answers fully grounded, mean ${mean === null ? '–' : mean.toFixed(3)}`,
    ...ungrounded,
    `Answer correctness against the test set (as Ragas' factual correctness${correctnessBy(report)}): recall ${share(report.overall.answerRecall)}, precision ${share(report.overall.answerPrecision)}`,
    '',
    'Targets (offline default):',
    ...targets,
    '',
    `${report.failures.length} questions with problems:`,
    ...failures,
  ].join('\n');
}

/** `; graded by the model 40, by the answer check 3` when both graded (a model that failed on some answers). */
function gradedBy(report: GroundingReport): string {
  const { model, 'answer-check': check } = report.gradedBy ?? {};
  return model && check ? `; graded by the model ${model}, by the answer check ${check} after the model failed` : '';
}

function share(value: number | null): string {
  return value === null ? '–' : value.toFixed(3);
}

/** `; graded by the model` / `by string match` / both with counts. */
function correctnessBy(report: GroundingReport): string {
  const { model, 'string-match': strings } = report.correctnessBy ?? {};
  if (model && strings) return `; graded by the model ${model}, by string match ${strings} after the model failed`;
  if (model) return `; graded by ${report.evaluator}`;
  return strings ? '; graded by string match' : '';
}
