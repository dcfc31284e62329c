import { de } from './de.js';
import { en } from './en.js';
import type { Messages, QuestionLanguage } from './types.js';

export type { Messages, QuestionLanguage } from './types.js';
export { de } from './de.js';
export { en } from './en.js';

/** The texts for a language. */
export function messagesFor(language: QuestionLanguage): Messages {
  return language === 'en' ? en : de;
}
