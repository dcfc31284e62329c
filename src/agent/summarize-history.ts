import type { ModelMessage } from 'ai';
import type { QuestionLanguage } from '../prompt/index.js';
import { toolCallMessages } from './tool-call-messages.js';

/** Rough token count of messages (4 characters a token, the usual estimate for Latin scripts). */
export function estimateTokens(messages: ModelMessage[]): number {
  return Math.ceil(JSON.stringify(messages).length / 4);
}

/**
 * Splits a history into turns: each starts at a user message and keeps everything up to the next one (the assistant's
 * tool calls, their results, the answer), so that trimming never separates a tool call from its result.
 */
export function groupTurns(messages: ModelMessage[]): ModelMessage[][] {
  const turns: ModelMessage[][] = [];
  for (const message of messages) {
    if (message.role === 'user' || turns.length === 0) turns.push([message]);
    else turns[turns.length - 1]!.push(message);
  }
  return turns;
}

function textOf(message: ModelMessage): string {
  if (typeof message.content === 'string') return message.content;
  return message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ');
}

// Facts of an earlier answer: its sentences with a number, a date or a source marker [n]; else its first sentence.
function factsOf(answer: string): string {
  const sentences = answer.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„"[(-])/u).filter((sentence) => sentence.trim() !== '');
  const facts = sentences.filter((sentence) => /\d|\[\d+\]/.test(sentence));
  const chosen = (facts.length > 0 ? facts : sentences.slice(0, 1)).join(' ');
  return chosen.length > 400 ? `${chosen.slice(0, 399)}…` : chosen;
}

/** The offline summary of whole turns: each question with the facts of its answer and the tool calls made. */
export function summarizeTurns(turns: ModelMessage[][], language: QuestionLanguage): string {
  const labels = toolCallMessages(language).summary;
  const lines = turns.map((turn) => {
    const question = turn.filter((message) => message.role === 'user').map(textOf).join(' ').trim();
    const answer = turn.filter((message) => message.role === 'assistant').map(textOf).join(' ').trim();
    const tools = turn.flatMap((message) => (message.role === 'assistant' && typeof message.content !== 'string' ? message.content.filter((part) => part.type === 'tool-call').map((part) => part.toolName) : []));
    const used = tools.length > 0 ? ` (${labels.tools}: ${[...new Set(tools)].join(', ')})` : '';
    return `- ${labels.question}: ${question}\n  ${labels.answer}: ${factsOf(answer) || '–'}${used}`;
  });
  return `${labels.title}\n${lines.join('\n')}`;
}

/** A history fitted into a token budget. */
export interface FittedHistory {
  messages: ModelMessage[];
  /** Turns replaced by the summary (0: the history fit). */
  summarizedTurns: number;
}

/**
 * Keeps the newest whole turns that fit into `budgetTokens` and replaces the older ones by one system message with
 * their offline summary (questions, the facts and source markers of the answers, the tools used).
 */
export function fitHistory(messages: ModelMessage[], budgetTokens: number, language: QuestionLanguage): FittedHistory {
  const turns = groupTurns(messages);
  let kept = 0;
  let tokens = 0;
  for (let index = turns.length - 1; index >= 0; index--) {
    tokens += estimateTokens(turns[index]!);
    if (tokens > budgetTokens) break;
    kept += 1;
  }
  if (kept === turns.length) return { messages, summarizedTurns: 0 };
  const older = turns.slice(0, turns.length - kept);
  const summary: ModelMessage = { role: 'system', content: summarizeTurns(older, language) };
  return { messages: [summary, ...turns.slice(turns.length - kept).flat()], summarizedTurns: older.length };
}
