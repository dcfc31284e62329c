import type { GroundingState } from '../spec/index.js';

/** Name of the knowledge-base search tool every Anker model is offered (verb_object). */
export const SEARCH_TOOL_NAME = 'search_knowledge_base';

/** One numbered source as a model sees it in the search tool result. */
export interface SearchToolSource {
  /** The [n] marker to cite. */
  marker: number;
  title: string;
  version: string | null;
  section: string | null;
  page: number | null;
  documentDate: string | null;
  status: string;
  /** Calibrated relevance in [0,1]. */
  relevance: number;
  /** Text of the retrieved passages of this source. */
  text: string;
  /**
   * The sentences, list items or table rows of these passages most likely to hold the answer (grounding's evidence
   * model), most probable first, each with that probability; absent when grounding did not score them.
   */
  answers?: { text: string; probability: number }[];
}

/**
 * What the search tool returns to a model (as JSON; for NOT_FOUND and TECHNICAL_ERROR as an error result so that
 * Anthropic receives `is_error: true` and other providers see the explicit state in the content).
 */
export interface SearchToolOutput {
  state: GroundingState;
  isError: boolean;
  /** Model-facing text of the grounded result: state line, sources with [n], explicit instruction. */
  content: string;
  /** Sources with their passages; empty for NOT_FOUND and TECHNICAL_ERROR. */
  sources: SearchToolSource[];
  /** For LOW_RELEVANCE (or stale/superseded sources): the caveat the answer must start with. */
  caveat?: string;
  /** For NOT_FOUND and TECHNICAL_ERROR: the reply to give the user instead of an answer. */
  userMessage?: string;
  /** The named entities a question compares or asks about together: each is answered or named as not found. */
  compared?: string[];
}

const STATES: readonly GroundingState[] = ['FOUND', 'LOW_RELEVANCE', 'NOT_FOUND', 'TECHNICAL_ERROR'];

/** Reads a search tool output from a tool-result value (object or JSON string); null when it is not one. */
export function parseSearchToolOutput(value: unknown): SearchToolOutput | null {
  let candidate = value;
  if (typeof candidate === 'string') {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      return null;
    }
  }
  if (typeof candidate !== 'object' || candidate === null) return null;
  const record = candidate as Record<string, unknown>;
  if (!STATES.includes(record.state as GroundingState) || typeof record.content !== 'string') return null;
  const sources = Array.isArray(record.sources) ? record.sources.filter(isSource) : [];
  return {
    state: record.state as GroundingState,
    isError: record.isError === true,
    content: record.content,
    sources,
    caveat: typeof record.caveat === 'string' ? record.caveat : undefined,
    userMessage: typeof record.userMessage === 'string' ? record.userMessage : undefined,
    ...(Array.isArray(record.compared) && record.compared.every((entity) => typeof entity === 'string') ? { compared: record.compared as string[] } : {}),
  };
}

function isSource(value: unknown): value is SearchToolSource {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.marker !== 'number' || typeof record.text !== 'string') return false;
  return record.answers === undefined || (Array.isArray(record.answers) && record.answers.every(isAnswer));
}

function isAnswer(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.text === 'string' && typeof record.probability === 'number';
}
