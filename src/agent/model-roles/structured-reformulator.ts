import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Reformulator } from '../../ground/index.js';
import { reformulatePrompt } from '../../prompt/index.js';
import { logStructuredFailure, structuredCall } from './structured-call.js';

// No length keywords: strict JSON-schema modes (OpenAI) reject them; the length is checked after parsing.
const reformulationSchema = z.object({
  query: z.string().describe('The new search query, in the language of the question.'),
});

/**
 * The reformulator as a model role with structured output `{query}`. A reply that does not fit, a failed call, and a
 * query already tried all give null: no further attempt (logged with the raw text).
 */
export function createStructuredReformulator(model: LanguageModelV3, options: { logger?: Logger } = {}): Reformulator {
  return {
    async reformulate(question, previous) {
      const queries = [question, ...previous.map((attempt) => attempt.query)];
      const { system, prompt } = reformulatePrompt(question, queries);
      const outcome = await structuredCall(model, { system, prompt, schema: reformulationSchema, name: 'search_query' });
      if (!outcome.success) {
        logStructuredFailure(options.logger, 'reformulator', outcome, 'no further attempt');
        return null;
      }
      const query = outcome.value.query.trim().slice(0, 300);
      if (query.length < 2) return null;
      return queries.some((known) => known.trim().toLowerCase() === query.toLowerCase()) ? null : query;
    },
  };
}
