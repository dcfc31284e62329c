import { formatTable, rateCell } from '../format-table.js';
import { clip } from '../metrics/index.js';
import type { XquadFailure, XquadReport } from './run-xquad-eval.js';

/** Human report: one row per language, then a few failures of each kind. */
export function formatXquadReport(report: XquadReport, examples = 8): string {
  const entries = Object.entries(report.languages);
  const table = formatTable(
    ['lang', 'asked in', 'questions', 'span recall', 'span|answered', 'gold cited', 'false rej.', 'neg.rejection'],
    entries.map(([language, result]) => [
      language,
      result.questionLanguage,
      String(result.questions),
      rateCell(result.spanRecall),
      rateCell(result.spanRecallAnswered),
      rateCell(result.goldCited),
      rateCell(result.falseRejection),
      rateCell(result.negativeRejection),
    ]),
  );
  const lines = [`XQuAD dev split from ${report.data} (${(report.durationMs / 1000).toFixed(1)} s)`, '', table];
  for (const [language, result] of entries) {
    lines.push('', `[${language}] answers without a gold span (${result.failures.span.length}), first ${examples}:`, ...result.failures.span.slice(0, examples).map(describe));
    lines.push(`[${language}] answered although the article is absent (${result.failures.negative.length}), first ${examples}:`, ...result.failures.negative.slice(0, examples).map(describe));
  }
  return lines.join('\n');
}

function describe(failure: XquadFailure): string {
  const attempts = failure.attempts.map((attempt) => `\n    · ${attempt}`).join('');
  return `  ${failure.id} ${failure.status}: ${failure.question}\n    gold: ${failure.gold.join(' | ')}\n    got: ${clip(failure.answer, 200)}${attempts}`;
}
