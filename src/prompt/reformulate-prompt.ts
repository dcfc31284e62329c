import type { ModelPrompt } from './judge-prompt.js';

/** Prompt asking a model to rephrase a search query that found nothing useful. */
export function reformulatePrompt(question: string, previousQueries: string[]): ModelPrompt {
  return {
    system:
      'You rewrite search queries for a keyword and vector search over company documents. Keep the language of the question. ' +
      'Keep every name, product code and number; drop section numbers and filler; spell out abbreviations; add one or two synonyms. ' +
      'Reply with the new query only, on one line.',
    prompt: `Question: ${question}\nQueries already tried without a good result:\n${previousQueries.map((query) => `- ${query}`).join('\n')}\nNew query:`,
  };
}
