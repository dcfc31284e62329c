import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, type ModelMessage } from 'ai';
import type { Logger } from 'pino';
import { extractFactValues } from '../ground/index.js';
import type { QuestionLanguage } from '../prompt/index.js';
import { estimateTokens, fitHistory, groupTurns, summarizeTurns, type FittedHistory } from './summarize-history.js';
import { toolCallMessages } from './tool-call-messages.js';

/** Options of {@link fitHistoryWithModel}. */
export interface ModelSummaryOptions {
  model: LanguageModelV3;
  logger?: Logger;
  signal?: AbortSignal;
  /** Output cap of the summary (default 600 tokens). */
  maxOutputTokens?: number;
}

function partText(part: unknown): string {
  const value = part as { type: string; text?: string; toolName?: string; input?: unknown; output?: { value?: unknown } };
  if (value.type === 'text') return value.text ?? '';
  if (value.type === 'tool-call') return `[${value.toolName}(${JSON.stringify(value.input)})]`;
  if (value.type === 'tool-result') return `[${value.toolName} → ${JSON.stringify(value.output?.value ?? null)}]`;
  return '';
}

/** The turns as plain text for the summariser: who said what, tool calls and their results inline. */
function transcript(turns: ModelMessage[][]): string {
  return turns
    .flat()
    .map((message) => `${message.role}: ${typeof message.content === 'string' ? message.content : message.content.map(partText).join(' ')}`)
    .join('\n');
}

/**
 * Like `fitHistory`, but the older whole turns are summarised by the configured model; the summary is used only when
 * every number and date it states occurs in those turns (else, and when the call fails, the offline summary is used,
 * logged). Whole turns only, so a tool call is never separated from its result.
 */
export async function fitHistoryWithModel(messages: ModelMessage[], budgetTokens: number, language: QuestionLanguage, options: ModelSummaryOptions): Promise<FittedHistory> {
  const offline = fitHistory(messages, budgetTokens, language);
  if (offline.summarizedTurns === 0) return offline;
  const turns = groupTurns(messages);
  const older = turns.slice(0, offline.summarizedTurns);
  const kept = turns.slice(offline.summarizedTurns).flat();
  const labels = toolCallMessages(language).summary;
  const source = transcript(older);
  let summary: string;
  try {
    const { text } = await generateText({ model: options.model, system: labels.instruction, prompt: source, temperature: 0, maxOutputTokens: options.maxOutputTokens ?? 600, abortSignal: options.signal });
    summary = text.trim();
  } catch (error) {
    options.logger?.warn({ event: 'history-summary-failed', err: error }, 'model summary of older turns failed; offline summary used');
    return offline;
  }
  const known = new Set(extractFactValues(source).flatMap((value) => value.keys));
  const invented = extractFactValues(summary.replace(/\[\d+\]/g, ' ')).filter((value) => !value.keys.some((key) => known.has(key)));
  if (summary === '' || invented.length > 0) {
    options.logger?.warn({ event: 'history-summary-rejected', invented: invented.map((value) => value.raw), raw: summary }, 'model summary states facts the turns do not; offline summary used');
    return offline;
  }
  const message: ModelMessage = { role: 'system', content: `${labels.title}\n${summary}` };
  // A model summary longer than the offline one would spend the budget it was meant to save.
  if (estimateTokens([message]) > estimateTokens([{ role: 'system', content: summarizeTurns(older, language) }]) * 1.5) return offline;
  return { messages: [message, ...kept], summarizedTurns: older.length };
}
