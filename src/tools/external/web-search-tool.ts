import type { GroundedResult } from '../../spec/grounded-result.js';
import type { ToolPolicyOptions, ToolSpec } from '../../spec/tool-spec.js';
import type { ToolLanguage } from '../messages/index.js';
import { fetchJson } from './fetch-json.js';
import { groundedSearchTool, runGroundedSearch, type GroundedSearchToolConfig, type SearchArguments } from './grounded-search-tool.js';
import type { WebHit } from './grounded-web-result.js';

/** Settings of the web search tool (Tavily API shape). */
export interface WebSearchOptions {
  apiKey: string;
  /** Default `https://api.tavily.com`; any server speaking the same `POST /search` shape works. */
  baseUrl?: string;
  fetch?: typeof fetch;
  searchDepth?: 'basic' | 'advanced';
  language?: ToolLanguage;
  now?: () => number;
  policy?: ToolPolicyOptions;
}

interface TavilyResponse {
  results?: Array<{ title?: string; url?: string; content?: string; score?: number; published_date?: string }>;
}

function searchFor(options: WebSearchOptions) {
  const baseUrl = (options.baseUrl ?? 'https://api.tavily.com').replace(/\/$/, '');
  const fetchImpl = options.fetch ?? fetch;
  return async (query: string, limit: number, signal: AbortSignal): Promise<WebHit[]> => {
    const body = (await fetchJson('web-search', fetchImpl, `${baseUrl}/search`, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({ query, max_results: limit, search_depth: options.searchDepth ?? 'basic', include_answer: false }),
    })) as TavilyResponse;
    return (body.results ?? [])
      .filter((result) => result.url && result.title)
      .map((result) => ({
        title: result.title as string,
        url: result.url as string,
        snippet: (result.content ?? '').replace(/\s+/g, ' ').trim(),
        relevance: Math.max(0, Math.min(1, result.score ?? 0)),
        date: result.published_date ? result.published_date.slice(0, 10) : null,
      }));
  };
}

function config(options: WebSearchOptions): GroundedSearchToolConfig {
  return {
    name: 'search_web',
    source: 'Web search',
    description: {
      purpose: 'Searches the public web (Tavily API) and returns pages with title, URL and extract as a grounded result.',
      useWhen: 'a question needs current public information that is neither in the company documents nor in an encyclopedia.',
      doNotUseFor: 'company-internal facts (search_knowledge_base) or general background (search_wikipedia).',
      examples: ['Latest release of PostgreSQL?'],
    },
    search: searchFor(options),
    language: options.language,
    now: options.now,
    policy: options.policy,
  };
}

/** The `search_web` tool. */
export function createWebSearchTool(options: WebSearchOptions): ToolSpec<SearchArguments, GroundedResult> {
  return groundedSearchTool(config(options));
}

/** One web search as a GroundedResult, without the runtime (no retries). */
export function searchWeb(query: string, options: WebSearchOptions & { limit?: number; signal?: AbortSignal }): Promise<GroundedResult> {
  return runGroundedSearch(config(options), query, options);
}
