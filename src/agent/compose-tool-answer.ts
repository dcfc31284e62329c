import type { QuestionLanguage } from '../prompt/index.js';
import type { AgentToolOutput } from './agent-tools.js';
import { toolCallMessages } from './tool-call-messages.js';

const MAX_SUMMARY = 1_200;
const MAX_ITEMS = 20;

function formatValue(value: unknown, depth: number): string {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'object') return String(value);
  if (depth > 3) return JSON.stringify(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? `(${formatValue(item, depth + 1)})` : formatValue(item, depth + 1)));
    return items.join(', ') + (value.length > MAX_ITEMS ? ', …' : '');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${item !== null && typeof item === 'object' && !Array.isArray(item) ? `(${formatValue(item, depth + 1)})` : formatValue(item, depth + 1)}`)
    .join('; ');
}

/** A tool's output as one line of text: every key and value as the tool gave it, nothing added or reworded. */
export function summarizeToolOutput(output: unknown): string {
  const text = formatValue(output, 0);
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

/**
 * The offline answer from tool results, deterministically: one line per call in call order, the output's keys and
 * values verbatim for a success, the runtime's structured message for a failure or refusal. It never states
 * anything a tool did not return.
 */
export function composeToolAnswer(outputs: AgentToolOutput[], language: QuestionLanguage): string {
  const messages = toolCallMessages(language);
  const lines = outputs.map((output) => {
    switch (output.status) {
      case 'ok':
        return `- ${messages.toolResult(output.tool, summarizeToolOutput(output.output))}`;
      case 'error':
        return `- ${messages.toolFailed(output.tool, output.error.message)}`;
      case 'pending_approval':
        return `- ${messages.awaitingApproval(output.tool, output.approval_id)}`;
    }
  });
  return lines.length === 0 ? '' : [messages.resultsIntro, ...lines].join('\n');
}
