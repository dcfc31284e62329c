import { messagesFor, type QuestionLanguage } from '../prompt/index.js';

/** The user-facing answer when nothing grounded was found: no facts, what is missing, how to proceed. */
export function groundedNotFoundAnswer(language: QuestionLanguage, whatIsMissing?: string): string {
  return messagesFor(language).notFoundAnswer(whatIsMissing);
}

/** The user-facing answer when the search failed technically: no facts, try again later or contact support. */
export function groundedTechnicalErrorAnswer(language: QuestionLanguage): string {
  return messagesFor(language).technicalErrorAnswer;
}

/** The opening sentence of an answer built from only partly matching (LOW_RELEVANCE) sources. */
export function caveatPrefix(language: QuestionLanguage): string {
  return messagesFor(language).caveatPrefix;
}

/** A note naming sources whose document date is older than the freshness limit, for the end of an answer. */
export function freshnessNote(language: QuestionLanguage, titles: string[]): string {
  return messagesFor(language).freshnessNote(titles);
}
