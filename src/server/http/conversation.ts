import type { ModelMessage } from 'ai';
import { chat, type AskDeps, type AskResult } from '../../agent/index.js';
import type { Anker } from '../../app/index.js';

/** One earlier turn as the API takes it: `/v1/ask`'s `history` entries and the text of OpenAI messages. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

type OpenAiContent = string | { type: string; text?: string }[] | null | undefined;

function textOf(content: OpenAiContent): string {
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join(' ') : '';
}

/**
 * The turns before the last user message of an OpenAI `messages` array: user and assistant text only. System,
 * developer and tool messages are left out: a client's system prompt never replaces the grounding rules, and
 * tool messages belong to the client's own tools, not Anker's.
 */
export function turnsBeforeQuestion(messages: { role: string; content?: OpenAiContent }[]): ConversationTurn[] {
  const last = messages.map((message) => message.role).lastIndexOf('user');
  const turns: ConversationTurn[] = [];
  for (const message of messages.slice(0, Math.max(last, 0))) {
    const content = textOf(message.content).trim();
    if ((message.role === 'user' || message.role === 'assistant') && content) turns.push({ role: message.role, content });
  }
  return turns;
}

/**
 * Answers `question` as the next turn of a conversation, through the agent's `chat` (the history fitted into its
 * token budget, older turns summarised); without history exactly `tenant.ask(question)`.
 */
export async function askInConversation(
  tenant: Anker,
  question: string,
  history: ConversationTurn[] | undefined,
  overrides: Partial<AskDeps> = {},
): Promise<AskResult> {
  if (!history || history.length === 0) return tenant.ask(question, overrides);
  let result: AskResult | undefined;
  const messages: ModelMessage[] = [...history, { role: 'user', content: question }];
  await chat(messages, {
    logger: overrides.logger ?? tenant.logger,
    answer: async (asked, fitted) => (result = await tenant.ask(asked, { ...overrides, history: fitted })),
  });
  return result!;
}
