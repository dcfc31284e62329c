import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import type { Logger } from 'pino';
import { detectQuestionLanguage } from '../prompt/index.js';
import type { AskWithCalls } from './ask-with-tools.js';
import { fitHistory } from './summarize-history.js';
import { fitHistoryWithModel } from './summarize-with-model.js';
import type { AskResult } from './types.js';

/** What one chat turn returns: the ask result, with tool calls when tools are in use. */
export type ChatResult = AskResult | AskWithCalls;

/** Answers the last user message of a conversation; `history` are the (fitted) messages before it. */
export type AnswerWithHistory = (question: string, history: ModelMessage[]) => Promise<ChatResult>;

/** Options of a chat. */
export interface ChatOptions {
  answer: AnswerWithHistory;
  /** Token budget of the history sent with a message (default 3,000); older turns are summarised. */
  historyTokens?: number;
  /** A configured language model: older turns are summarised by it (checked, offline summary on failure); absent: offline. */
  summaryModel?: LanguageModelV3;
  logger?: Logger;
}

/**
 * The library call behind `anker chat`: answers the last user message of `messages`, with the earlier messages as
 * history fitted into the token budget (older whole turns summarised, by `summaryModel` when given, else offline; a
 * tool call never split from its result).
 */
export async function chat(messages: ModelMessage[], options: ChatOptions): Promise<ChatResult> {
  const last = messages.at(-1);
  if (last?.role !== 'user') throw new TypeError('chat: the last message must be the user message to answer.');
  const question = typeof last.content === 'string' ? last.content : last.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
  const language = detectQuestionLanguage(question);
  const budget = options.historyTokens ?? 3_000;
  const fitted = options.summaryModel
    ? await fitHistoryWithModel(messages.slice(0, -1), budget, language, { model: options.summaryModel, logger: options.logger })
    : fitHistory(messages.slice(0, -1), budget, language);
  if (fitted.summarizedTurns > 0) options.logger?.info({ event: 'history-summarized', turns: fitted.summarizedTurns }, 'older turns summarised');
  return options.answer(question, fitted.messages);
}

/** A conversation kept in memory: the history grows by each question and its answer. */
export interface ChatSession {
  send(message: string): Promise<ChatResult>;
  /** The last turn's result, for `/sources` and `/trace`. */
  last(): ChatResult | null;
  /** The history as it stands (all turns, before fitting). */
  messages(): ModelMessage[];
  /** The approvals the last answer waits for, with its run; null when it waits for none. */
  pending(): { runId: string; approvals: NonNullable<AskWithCalls['approvals']> } | null;
  /**
   * Records the result of the last turn's resumed run (after an approval decided in the conversation): it replaces the
   * last answer in the history, so the model sees what was done, not that it was waiting.
   */
  resolveLast(result: ChatResult): void;
  reset(): void;
}

/** Starts a conversation over `chat`. */
export function createChatSession(options: ChatOptions): ChatSession {
  let history: ModelMessage[] = [];
  let last: ChatResult | null = null;
  return {
    async send(message) {
      const user: ModelMessage = { role: 'user', content: message.trim() };
      last = await chat([...history, user], options);
      history = [...history, user, { role: 'assistant', content: last.answer }];
      return last;
    },
    last: () => last,
    messages: () => history,
    pending() {
      if (!last || last.status !== 'awaiting_approval' || !('run_id' in last) || !last.run_id) return null;
      return { runId: last.run_id, approvals: last.approvals ?? [] };
    },
    resolveLast(result) {
      last = result;
      const end = history.at(-1);
      if (end?.role === 'assistant') history = [...history.slice(0, -1), { role: 'assistant', content: result.answer }];
    },
    reset() {
      history = [];
      last = null;
    },
  };
}
