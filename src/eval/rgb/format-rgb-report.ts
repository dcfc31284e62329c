import { formatRate } from '../metrics/index.js';
import type { RgbFailure, RgbReport } from './run-rgb-eval.js';

/** Human report of the RGB suite with a few failures of each kind. */
export function formatRgbReport(report: RgbReport, examples = 8): string {
  const describe = (failure: RgbFailure) => `  #${failure.id} ${failure.status}: ${failure.query}\n    gold: ${failure.gold}\n    got: ${failure.answer.replace(/\s+/g, ' ').slice(0, 200)}`;
  return [
    `RGB en_fact: ${report.questions} questions from ${report.data} (${(report.durationMs / 1000).toFixed(1)} s)`,
    `negative rejection (only negative passages): ${formatRate(report.negativeRejection)}`,
    `answer accuracy (only positive passages):    ${formatRate(report.answerAccuracy)}`,
    `false rejection (only positive passages):    ${formatRate(report.falseRejection)}`,
    '',
    `answered although only negatives were indexed (${report.failures.negative.length}), first ${examples}:`,
    ...report.failures.negative.slice(0, examples).map(describe),
    `wrong or missing answer with positives (${report.failures.positive.length}), first ${examples}:`,
    ...report.failures.positive.slice(0, examples).map(describe),
  ].join('\n');
}
