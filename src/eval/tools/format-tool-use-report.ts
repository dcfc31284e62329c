import type { Share, ToolUseEvalReport } from './run-tool-use-eval.js';

function percent(value: Share): string {
  return `${(value.rate * 100).toFixed(1)} % (${value.passed}/${value.total})`;
}

/** Human summary of `anker eval tool-use`, with the cases that missed. */
export function formatToolUseReport(report: ToolUseEvalReport): string {
  const misses = report.results.filter((result) => (result.shouldCall ? !result.rightArguments : result.called));
  return [
    `Tool-use eval (${report.model === 'offline' ? 'offline chooser' : report.model}, dry run) on ${report.data}: ${report.pass ? 'targets met' : 'targets missed'}`,
    `should call:            ${percent(report.shouldCall)}   target ≥ ${report.targets.shouldCall * 100} %`,
    `should not call:        ${percent(report.shouldNotCall)}`,
    `correct tool:           ${percent(report.correctTool)}   target ≥ ${report.targets.correctTool * 100} %`,
    `arguments:              ${percent(report.argumentsMatch)}   target ≥ ${report.targets.argumentsMatch * 100} %`,
    `validation errors hint: ${percent(report.validationErrors)}`,
    `valid calls accepted:   ${percent(report.validAccepted)}`,
    `clarifications asked:   ${percent(report.clarifications)}`,
    `irreversible calls:     ${report.irreversible.proposed} proposed, ${report.irreversible.executedWithoutApproval} executed without approval`,
    ...misses.map((miss) => `  miss ${miss.id} (${miss.category}): ${miss.decision}${miss.missing.length ? ` [${miss.missing.join(', ')}]` : ''} ${JSON.stringify(miss.calls).slice(0, 160)}`),
  ].join('\n');
}
