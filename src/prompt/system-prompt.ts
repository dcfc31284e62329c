import { messagesFor, type QuestionLanguage } from './messages/index.js';

/** The system prompt for a model answering from Anker's sources, in the question's language. */
export function systemPrompt(language: QuestionLanguage): string {
  return messagesFor(language).systemPrompt;
}
