import type { GroundedResult, NumberedCitation } from '../../spec/grounded-result.js';
import type { Hit } from '../../spec/hit.js';
import type { TextLanguage } from '../../spec/document.js';
import type { ToolMessages } from '../messages/index.js';

/** One result of an external search, before numbering. */
export interface WebHit {
  title: string;
  url: string;
  snippet: string;
  /** Relevance in [0,1] as far as the source tells it. */
  relevance: number;
  /** ISO date of the page, or null. */
  date: string | null;
}

function toHit(hit: WebHit, language: TextLanguage, retrievedAt: string): Hit {
  return {
    chunkId: hit.url,
    documentId: hit.url,
    text: hit.snippet,
    language,
    citation: { source: hit.url, title: hit.title, version: null, section: null, page: null, sourceUrl: hit.url, documentDate: hit.date, indexedAt: retrievedAt, status: 'current' },
    relevance: hit.relevance,
    scores: { rrf: hit.relevance },
  };
}

/** Relevance bounds of external results: FOUND at or above `found`, LOW_RELEVANCE at or above `low` (ground's defaults). */
export interface WebThresholds {
  found: number;
  low: number;
}

export const DEFAULT_WEB_THRESHOLDS: WebThresholds = { found: 0.75, low: 0.55 };

/**
 * The grounded state of external hits, as for the knowledge base: FOUND when the best hit reaches `found`,
 * LOW_RELEVANCE when it reaches `low` (with a caveat instruction), NOT_FOUND otherwise. Hits below `low` are dropped,
 * so they are never cited. Numbered citations carry title and URL. `content` is never empty.
 */
export function groundedWebResult(
  source: string,
  query: string,
  hits: WebHit[],
  context: { messages: ToolMessages; language: TextLanguage; now: () => number; thresholds?: WebThresholds },
): GroundedResult {
  const { messages } = context;
  const thresholds = context.thresholds ?? DEFAULT_WEB_THRESHOLDS;
  const kept = hits.filter((hit) => hit.relevance >= thresholds.low).sort((a, b) => b.relevance - a.relevance);
  if (kept.length === 0) {
    return {
      state: 'NOT_FOUND',
      isError: true,
      content: `${messages.search.notFound(source, query)}\n${messages.search.notFoundInstruction}`,
      hits: [],
      citations: [],
      attempts: [{ query, state: 'NOT_FOUND' }],
    };
  }
  const state = kept[0]!.relevance >= thresholds.found ? 'FOUND' : 'LOW_RELEVANCE';
  const retrievedAt = new Date(context.now()).toISOString();
  const hitList = kept.map((hit) => toHit(hit, context.language, retrievedAt));
  const citations: NumberedCitation[] = hitList.map((hit, index) => ({ ...hit.citation, marker: index + 1, relevance: hit.relevance }));
  const sources = kept.map((hit, index) => `[${index + 1}] ${hit.title} — ${hit.url}${hit.date ? ` (${hit.date})` : ''}\n${hit.snippet}`);
  const [line, instruction] = state === 'FOUND'
    ? [messages.search.found(source, kept.length), messages.search.foundInstruction]
    : [messages.search.lowRelevance(source, kept.length), messages.search.lowRelevanceInstruction];
  return {
    state,
    isError: false,
    content: [line, ...sources, instruction].join('\n\n'),
    hits: hitList,
    citations,
    attempts: [{ query, state }],
  };
}

/** TECHNICAL_ERROR: the source could not be searched. Details go to `error`, never into an answer. */
export function technicalErrorResult(source: string, query: string, detail: { type: string; message: string; summary: string }, messages: ToolMessages): GroundedResult {
  return {
    state: 'TECHNICAL_ERROR',
    isError: true,
    content: `${messages.search.technicalError(source, detail.summary)}\n${messages.search.technicalErrorInstruction}`,
    hits: [],
    citations: [],
    attempts: [{ query, state: 'TECHNICAL_ERROR' }],
    error: { type: detail.type, message: detail.message },
  };
}
