import type { GroundedResult } from '../../spec/grounded-result.js';
import type { ToolPolicyOptions, ToolSpec } from '../../spec/tool-spec.js';
import type { ToolLanguage } from '../messages/index.js';
import { fetchJson } from './fetch-json.js';
import { groundedSearchTool, runGroundedSearch, type GroundedSearchToolConfig, type SearchArguments } from './grounded-search-tool.js';
import type { WebHit } from './grounded-web-result.js';

/** Settings of the Wikipedia search tool. */
export interface WikipediaSearchOptions {
  /** Wiki root (default `https://de.wikipedia.org`); the API is `<baseUrl>/w/api.php`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Wikimedia asks every client to identify itself. */
  userAgent?: string;
  language?: ToolLanguage;
  now?: () => number;
  policy?: ToolPolicyOptions;
}

interface MediaWikiSearchResponse {
  query?: { search?: Array<{ title: string; pageid: number; snippet?: string; timestamp?: string }> };
  error?: { code: string; info: string };
}

const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#039;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of a MediaWiki search snippet (which marks matches with <span class="searchmatch">). */
export function snippetText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:quot|amp|lt|gt|nbsp|#0?39);/g, (entity) => entities[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

function searchFor(options: WikipediaSearchOptions) {
  const baseUrl = (options.baseUrl ?? 'https://de.wikipedia.org').replace(/\/$/, '');
  const fetchImpl = options.fetch ?? fetch;
  return async (query: string, limit: number, signal: AbortSignal): Promise<WebHit[]> => {
    const params = new URLSearchParams({ action: 'query', list: 'search', srsearch: query, srlimit: String(limit), format: 'json', formatversion: '2', utf8: '1' });
    const body = (await fetchJson('wikipedia', fetchImpl, `${baseUrl}/w/api.php?${params}`, {
      signal,
      headers: { 'user-agent': options.userAgent ?? 'anker-tools/0.1 (https://github.com/anker)', accept: 'application/json' },
    })) as MediaWikiSearchResponse;
    const results = body.query?.search ?? [];
    // Wikipedia gives no score, only an order; a rank-based relevance keeps that order visible.
    return results.map((result, index) => ({
      title: result.title,
      url: `${baseUrl}/wiki/${encodeURIComponent(result.title.replace(/ /g, '_'))}`,
      snippet: snippetText(result.snippet ?? ''),
      relevance: Math.round((1 / (1 + index * 0.25)) * 100) / 100,
      date: result.timestamp ? result.timestamp.slice(0, 10) : null,
    }));
  };
}

function config(options: WikipediaSearchOptions): GroundedSearchToolConfig {
  return {
    name: 'search_wikipedia',
    source: 'Wikipedia',
    description: {
      purpose: 'Searches Wikipedia (MediaWiki API) and returns matching articles with title, URL and snippet as a grounded result.',
      useWhen: 'a question needs general, public background knowledge (places, organisations, technical terms).',
      doNotUseFor: "company-internal facts such as contracts, prices or SLAs (search_knowledge_base), or current news.",
      examples: ['Was ist ein Kalman-Filter?', 'Where is Augsburg?'],
    },
    search: searchFor(options),
    language: options.language,
    now: options.now,
    policy: options.policy,
  };
}

/** The `search_wikipedia` tool. */
export function createWikipediaSearchTool(options: WikipediaSearchOptions = {}): ToolSpec<SearchArguments, GroundedResult> {
  return groundedSearchTool(config(options));
}

/** One Wikipedia search as a GroundedResult, without the runtime (no retries). */
export function searchWikipedia(query: string, options: WikipediaSearchOptions & { limit?: number; signal?: AbortSignal } = {}): Promise<GroundedResult> {
  return runGroundedSearch(config(options), query, options);
}
