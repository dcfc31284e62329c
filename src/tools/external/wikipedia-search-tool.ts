import type { GroundedResult } from '../../spec/grounded-result.js';
import type { ToolPolicyOptions, ToolSpec } from '../../spec/tool-spec.js';
import type { ToolLanguage } from '../messages/index.js';
import { ProviderError } from '../../errors/index.js';
import type { TextLanguage } from '../../spec/document.js';
import { contentStems, indexTerms } from '../../text/index.js';
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

interface RestSummary {
  title?: string;
  extract?: string;
  timestamp?: string;
  content_urls?: { desktop?: { page?: string } };
}

/** Share of the query's content terms (stems, compound parts, number variants) that a text contains, in [0,1]. */
export function termCoverage(query: string, text: string, language: TextLanguage): number {
  const wanted = contentStems(query, { language });
  if (wanted.length === 0) return 0;
  const present = new Set(indexTerms(text, { language }));
  return wanted.filter((term) => present.has(term)).length / wanted.length;
}

/** The page summary of the REST API (`/api/rest_v1/page/summary/<title>`), or null when it cannot be had. */
async function summaryOf(baseUrl: string, title: string, fetchImpl: typeof fetch, headers: Record<string, string>, signal: AbortSignal): Promise<RestSummary | null> {
  try {
    return (await fetchJson('wikipedia', fetchImpl, `${baseUrl}/api/rest_v1/page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`, { signal, headers })) as RestSummary;
  } catch (error) {
    // The search already answered: a missing summary only costs the longer extract. An abort is passed on.
    if (signal.aborted) throw error;
    return null;
  }
}

function searchFor(options: WikipediaSearchOptions) {
  const baseUrl = (options.baseUrl ?? 'https://de.wikipedia.org').replace(/\/$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const language: TextLanguage = options.language === 'en' ? 'english' : 'german';
  const headers = { 'user-agent': options.userAgent ?? 'anker-tools/0.1 (https://github.com/anker)', accept: 'application/json' };
  return async (query: string, limit: number, signal: AbortSignal): Promise<WebHit[]> => {
    const params = new URLSearchParams({ action: 'query', list: 'search', srsearch: query, srlimit: String(limit), format: 'json', formatversion: '2', utf8: '1' });
    const body = (await fetchJson('wikipedia', fetchImpl, `${baseUrl}/w/api.php?${params}`, { signal, headers })) as MediaWikiSearchResponse;
    if (body.error) throw new ProviderError('wikipedia', `Wikipedia API error ${body.error.code}: ${body.error.info}`, { isRetryable: false });
    const results = body.query?.search ?? [];
    // The article summaries (REST API) of the best few give the model whole lead paragraphs, not 20-word snippets.
    const summaries = await Promise.all(results.map((result, index) => (index < SUMMARIES ? summaryOf(baseUrl, result.title, fetchImpl, headers, signal) : null)));
    return results.map((result, index) => {
      const summary = summaries[index];
      const snippet = summary?.extract?.replace(/\s+/g, ' ').trim() || snippetText(result.snippet ?? '');
      return {
        title: result.title,
        url: summary?.content_urls?.desktop?.page ?? `${baseUrl}/wiki/${encodeURIComponent(result.title.replace(/ /g, '_'))}`,
        snippet,
        // Wikipedia gives no score: relevance is how much of the query the title and text contain.
        relevance: Math.round(termCoverage(query, `${result.title}\n${snippet}`, language) * 100) / 100,
        date: (summary?.timestamp ?? result.timestamp)?.slice(0, 10) ?? null,
      };
    });
  };
}

/** How many of the best search results get their REST summary fetched. */
const SUMMARIES = 3;

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
