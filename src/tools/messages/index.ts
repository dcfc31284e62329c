import { de } from './de.js';
import { en } from './en.js';
import type { ToolLanguage, ToolMessages } from './tool-messages.js';

export type { ToolLanguage, ToolMessages } from './tool-messages.js';
export { de, en };

/** The message set of a language. */
export function toolMessages(language: ToolLanguage): ToolMessages {
  return language === 'de' ? de : en;
}
