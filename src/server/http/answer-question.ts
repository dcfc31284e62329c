import type { ModelMessage } from 'ai';
import { askWithTools, chat, type AskDeps, type AskResult, type AskWithCalls } from '../../agent/index.js';
import type { Anker } from '../../app/index.js';
import type { ServerTools } from '../tools/server-tools.js';
import { askInConversation, type ConversationTurn } from './conversation.js';

/** An answer of the HTTP ask paths: the `anker ask --json` shape, with `calls` (and a run id when paused) when tools ran. */
export type ServedAnswer = AskResult | AskWithCalls;

/**
 * Answers a question (after earlier turns) for one tenant. With the server's tools the agent loop runs with them
 * (`askWithTools`: every call through the tool runtime; an irreversible call pauses the run and the answer is
 * `awaiting_approval` with its run id and approvals); without them, or with `useTools: false`, exactly `ask`.
 */
export async function answerQuestion(
  tools: ServerTools | null,
  tenant: Anker,
  question: string,
  history: ConversationTurn[] | undefined,
  overrides: Partial<AskDeps> = {},
  useTools = true,
): Promise<ServedAnswer> {
  if (!tools || !useTools) return askInConversation(tenant, question, history, overrides);
  const run = (asked: string, fitted?: ModelMessage[]) => askWithTools(asked, tools.agentDeps(tenant, asked, { ...overrides, ...(fitted ? { history: fitted } : {}) }));
  if (!history || history.length === 0) return run(question);
  const messages: ModelMessage[] = [...history, { role: 'user', content: question }];
  return chat(messages, { logger: overrides.logger ?? tenant.logger, answer: run });
}
