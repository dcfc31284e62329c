import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Logger } from 'pino';
import { z } from 'zod';
import { judgePrompt } from '../../prompt/index.js';
import type { Confidence, Judge } from '../../spec/index.js';
import { logStructuredFailure, structuredCall } from './structured-call.js';

/** The verdict a judge model returns (structured output). */
export const judgementSchema = z.object({
  level: z.enum(['HIGH', 'MEDIUM', 'LOW', 'NOT_RELEVANT']).describe('How well the passages answer the question.'),
  reason: z.string().describe('One sentence: why.'),
  canAnswer: z.boolean().describe('Whether the passages state the answer.'),
});

/** Options of {@link createStructuredJudge}. */
export interface StructuredJudgeOptions {
  logger?: Logger;
  /** Best hits the model reads (default 6). */
  maxHits?: number;
  maxCharsPerHit?: number;
}

/**
 * The relevance judge as a model role with structured output: `{level, reason, canAnswer}` by a zod schema. A reply
 * that does not fit it, and a failed call, give the safe default LOW (cannot answer), logged with the raw text.
 */
export function createStructuredJudge(model: LanguageModelV3, options: StructuredJudgeOptions = {}): Judge {
  return {
    id: `structured:${model.provider}:${model.modelId}`,
    async judge(question, hits, callOptions = {}): Promise<Confidence> {
      if (hits.length === 0) return { level: 'NOT_RELEVANT', reason: 'no hits', canAnswer: false };
      const { system, prompt } = judgePrompt(question, hits.slice(0, options.maxHits ?? 6), options.maxCharsPerHit);
      const outcome = await structuredCall(model, { system, prompt, schema: judgementSchema, name: 'relevance_judgement', signal: callOptions.signal });
      if (!outcome.success) {
        logStructuredFailure(options.logger, 'judge', outcome, 'LOW');
        return { level: 'LOW', reason: outcome.reason === 'parse' ? 'unparseable judge reply' : 'judge model call failed', canAnswer: false };
      }
      const { level, reason, canAnswer } = outcome.value;
      // A verdict that the passages are not relevant cannot say they answer in the same breath: the safe reading wins.
      return { level, reason, canAnswer: level === 'NOT_RELEVANT' ? false : canAnswer };
    },
  };
}
