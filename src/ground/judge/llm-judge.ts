import type { LanguageModelV3 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { Logger } from 'pino';
import type { Confidence, Hit, Judge } from '../../spec/index.js';
import { judgePrompt } from '../../prompt/index.js';
import { parseJudgement } from './parse-judgement.js';

/** Options of {@link createLlmJudge}. */
export interface LlmJudgeOptions {
  logger?: Logger;
  /** How many of the best hits the model reads (default 6). */
  maxHits?: number;
  /** Characters of each hit shown to the model (default 1,500). */
  maxCharsPerHit?: number;
}

/** The safe verdict when the model's reply cannot be used. */
const fallback = (reason: string): Confidence => ({ level: 'LOW', reason, canAnswer: false });

/**
 * A judge that asks a language model for a strict JSON verdict. A reply that cannot be parsed (or names an
 * unknown level) and a failing model call both become LOW with canAnswer false, logged with the raw output.
 */
export function createLlmJudge(model: LanguageModelV3, options: LlmJudgeOptions = {}): Judge {
  const { logger } = options;
  return {
    id: `llm:${model.provider}:${model.modelId}`,
    async judge(question: string, hits: Hit[], callOptions = {}): Promise<Confidence> {
      if (hits.length === 0) return { level: 'NOT_RELEVANT', reason: 'no hits', canAnswer: false };
      const { system, prompt } = judgePrompt(question, hits.slice(0, options.maxHits ?? 6), options.maxCharsPerHit);
      let raw: string;
      try {
        ({ text: raw } = await generateText({ model, system, prompt, temperature: 0, abortSignal: callOptions.signal }));
      } catch (error) {
        logger?.warn({ event: 'judge-failed', judge: 'llm', err: error }, 'judge model call failed');
        return fallback('judge model call failed');
      }
      const parsed = parseJudgement(raw);
      if (!parsed.success) {
        logger?.warn({ event: 'judge-parse-failure', judge: 'llm', error: parsed.error, raw }, 'judge reply could not be parsed');
        return fallback(`unparseable judge reply: ${parsed.error}`);
      }
      logger?.debug({ event: 'judge-verdict', judge: 'llm', ...parsed.confidence }, 'judge verdict');
      return parsed.confidence;
    },
  };
}
