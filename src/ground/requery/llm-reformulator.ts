import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { Logger } from 'pino';
import { reformulatePrompt } from '../../prompt/index.js';
import type { Reformulator } from './reformulator.js';

/** Options of {@link createLlmReformulator}. */
export interface LlmReformulatorOptions {
  logger?: Logger;
  /** Longest query accepted, in characters (default 300). */
  maxChars?: number;
}

/**
 * A reformulator that asks a language model for a better search query. Any failure or an empty or repeated
 * answer yields null (no further attempt); failures are logged, never thrown.
 */
export function createLlmReformulator(model: LanguageModelV3, options: LlmReformulatorOptions = {}): Reformulator {
  const maxChars = options.maxChars ?? 300;
  return {
    async reformulate(question, previous) {
      const queries = [question, ...previous.map((attempt) => attempt.query)];
      const { system, prompt } = reformulatePrompt(question, queries);
      try {
        const { text } = await generateText({ model, system, prompt, temperature: 0 });
        const query = firstLine(text).slice(0, maxChars);
        const repeated = queries.some((known) => known.trim().toLowerCase() === query.toLowerCase());
        return query && !repeated ? query : null;
      } catch (error) {
        options.logger?.warn({ event: 'reformulate-failed', err: error }, 'query reformulation failed');
        return null;
      }
    },
  };
}

function firstLine(text: string): string {
  const line = text
    .replace(/```[a-z]*\n?/gi, '')
    .split('\n')
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate.length > 0);
  return (line ?? '').replace(/^(?:new query|query|neue anfrage|anfrage)\s*:\s*/i, '').replace(/^["'„“]+|["'“”]+$/g, '').trim();
}
