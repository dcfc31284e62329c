import { z } from 'zod';
import type { GroundedResult } from '../../spec/grounded-result.js';
import type { ToolDescriptionParts, ToolPolicyOptions, ToolSpec } from '../../spec/tool-spec.js';
import { toolMessages, type ToolLanguage } from '../messages/index.js';
import { classifyError } from '../policies/classify-error.js';
import { groundedWebResult, technicalErrorResult, type WebHit, type WebThresholds } from './grounded-web-result.js';

/** Arguments of every grounded search tool. */
export interface SearchArguments {
  query: string;
  limit: number;
}

/** Runs one search against a remote source; throws ProviderError (or an abort) on failure. */
export type RemoteSearch = (query: string, limit: number, signal: AbortSignal) => Promise<WebHit[]>;

/** What a concrete search tool supplies. */
export interface GroundedSearchToolConfig {
  name: string;
  /** Shown to the model as the source (`Wikipedia`, `Web search`). */
  source: string;
  description: ToolDescriptionParts;
  search: RemoteSearch;
  /** Language of the model-facing content (default `de`). */
  language?: ToolLanguage;
  /** Epoch ms (default Date.now), for the retrieval date of citations. */
  now?: () => number;
  policy?: ToolPolicyOptions;
  /** FOUND / LOW_RELEVANCE bounds of a hit's relevance (default 0.75 / 0.55, as for the knowledge base). */
  thresholds?: WebThresholds;
}

const inputSchema = z.object({
  query: z.string().min(2).max(300).describe('Search terms, e.g. "Augsburg Einwohner".'),
  limit: z.number().int().min(1).max(10).default(5).describe('Results to return, e.g. 5.'),
});

function summaryOf(error: unknown): string {
  const classified = classifyError(error);
  if (classified.statusCode) return `HTTP ${classified.statusCode}`;
  return classified.reason === 'timeout' ? 'timeout' : classified.reason;
}

/**
 * Wraps a remote search as a tool whose output is a GroundedResult. Transient failures are thrown so the runtime's
 * retry policy (the one owner of retries) handles them; when retries are exhausted or the breaker is open, the
 * declared fallback turns the failure into TECHNICAL_ERROR. Permanent failures (400, 401) become TECHNICAL_ERROR at once.
 */
export function groundedSearchTool(config: GroundedSearchToolConfig): ToolSpec<SearchArguments, GroundedResult> {
  const language = config.language ?? 'de';
  const messages = toolMessages(language);
  const context = { messages, language: language === 'de' ? 'german' : 'english', now: config.now ?? Date.now, thresholds: config.thresholds } as const;
  return {
    name: config.name,
    description: config.description,
    inputSchema,
    sideEffect: 'none',
    policy: config.policy,
    checkOutput: (output) => typeof (output as GroundedResult | null)?.content === 'string' && (output as GroundedResult).content.length > 0,
    async execute(args, executionContext) {
      try {
        return groundedWebResult(config.source, args.query, await config.search(args.query, args.limit, executionContext.signal), context);
      } catch (error) {
        if (classifyError(error).type === 'TRANSIENT') throw error;
        return technicalErrorResult(config.source, args.query, { type: 'PERMANENT', message: (error as Error).message, summary: summaryOf(error) }, messages);
      }
    },
    fallback: (args, error) => technicalErrorResult(config.source, args.query, { type: error.error, message: error.message, summary: error.error === 'CIRCUIT_OPEN' ? 'circuit open' : error.message }, messages),
  };
}

/** Runs a grounded search once, without the runtime: every failure becomes TECHNICAL_ERROR; never throws. */
export async function runGroundedSearch(config: GroundedSearchToolConfig, query: string, options: { limit?: number; signal?: AbortSignal } = {}): Promise<GroundedResult> {
  const messages = toolMessages(config.language ?? 'de');
  try {
    const hits = await config.search(query, options.limit ?? 5, options.signal ?? new AbortController().signal);
    return groundedWebResult(config.source, query, hits, { messages, language: config.language === 'en' ? 'english' : 'german', now: config.now ?? Date.now, thresholds: config.thresholds });
  } catch (error) {
    const classified = classifyError(error);
    return technicalErrorResult(config.source, query, { type: classified.type, message: classified.message, summary: summaryOf(error) }, messages);
  }
}
