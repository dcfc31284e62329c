import { APICallError } from '@ai-sdk/provider';
import { ToolChoiceViolationError } from 'ai';
import type { Logger } from 'pino';
import { checkAnswer, extractFactValues } from '../ground/index.js';
import { messagesFor, type QuestionLanguage } from '../prompt/index.js';
import type { GroundedResult } from '../spec/index.js';
import { agentMessages, type SearchedPlace } from './agent-messages.js';
import type { CitationRegistry, RunCitation } from './citation-registry.js';
import type { AskCitation, AskStatus } from './types.js';

/** A final answer with its status and the citations it uses. */
export interface FinalAnswer {
  status: AskStatus;
  answer: string;
  citations: AskCitation[];
}

const MARKER = /\[(\d+)\]/g;

/** The grounded state of a run: answerable when any search found something, else NOT_FOUND before TECHNICAL_ERROR. */
export function runState(results: GroundedResult[]): 'answerable' | 'NOT_FOUND' | 'TECHNICAL_ERROR' | 'none' {
  if (results.length === 0) return 'none';
  if (results.some((result) => result.state === 'FOUND' || result.state === 'LOW_RELEVANCE')) return 'answerable';
  return results.some((result) => result.state === 'NOT_FOUND') ? 'NOT_FOUND' : 'TECHNICAL_ERROR';
}

/** Whether a text states facts a not-found answer must not contain: numbers, dates, amounts, quotes or source markers. */
export function statesFacts(text: string, question: string): boolean {
  const allowed = new Set(extractFactValues(question).flatMap((value) => value.keys));
  if (extractFactValues(text).some((value) => !value.keys.some((key) => allowed.has(key)))) return true;
  return /\[\d+\]/.test(text) || /[„"“»][^„"“”»«\n]{3,}[“”"«]/.test(text);
}

/**
 * The grounded reply for a run without usable sources; `missing` (what the question names that no source states, as
 * the judge found it) is named in the not-found reply, and `existing` (what the documents hold instead, e.g. the tiers
 * of a table when another tier was asked) after it.
 */
export function groundedFailure(
  state: 'NOT_FOUND' | 'TECHNICAL_ERROR',
  language: QuestionLanguage,
  missing: string[] = [],
  existing: string[] = [],
  searched: readonly SearchedPlace[] = ['documents'],
): FinalAnswer {
  const messages = messagesFor(language);
  const quote = (items: string[]) => items.map((item) => (language === 'de' ? `„${item}"` : `"${item}"`)).join(', ');
  if (state === 'TECHNICAL_ERROR') return { status: 'error', answer: messages.technicalErrorAnswer, citations: [] };
  const places = [...new Set(searched)];
  // Only the documents searched: the grounded reply of src/prompt; else a reply that names every place searched.
  if (places.length === 0 || (places.length === 1 && places[0] === 'documents')) {
    return { status: 'not_found', answer: messages.notFoundAnswer(quote(missing) || undefined, quote(existing) || undefined), citations: [] };
  }
  const agent = agentMessages(language);
  return { status: 'not_found', answer: agent.notFoundIn(places.map((place) => agent.searchedPlace[place]), quote(missing) || undefined, quote(existing) || undefined), citations: [] };
}

/** Checks an answer against the run's sources: ok, or the violations as readable lines. */
export function verifyAnswer(answer: string, registry: CitationRegistry, question: string): { ok: boolean; violations: string[] } {
  if (answer.trim() === '') return { ok: false, violations: ['empty answer'] };
  const check = checkAnswer(answer, registry.citations(), registry.hits(), question);
  return { ok: check.ok, violations: check.violations.map((violation) => `${violation.kind}: ${violation.value}`) };
}

/**
 * Status, notes and citations of an answer that passed the check: cites the markers it uses (all answerable sources
 * when it uses none); a caveat when a cited source is LOW_RELEVANCE, stale or superseded, or when the answer was downgraded.
 */
export function groundedAnswer(
  answer: string,
  registry: CitationRegistry,
  language: QuestionLanguage,
  options: { downgraded: boolean; logger?: Logger },
): FinalAnswer {
  const all = registry.citations().filter((citation) => citation.state === 'FOUND' || citation.state === 'LOW_RELEVANCE');
  const used = new Set([...answer.matchAll(MARKER)].map((match) => Number(match[1])));
  const cited = used.size > 0 ? all.filter((citation) => used.has(citation.marker)) : all;
  const messages = messagesFor(language);
  // A superseded source is LOW_RELEVANCE by rule; its own note says more than the generic caveat.
  const low = options.downgraded || cited.some((citation) => citation.state === 'LOW_RELEVANCE' && citation.status !== 'superseded');
  const stale = cited.filter((citation) => citation.freshnessWarning && citation.status !== 'superseded');
  const superseded = cited.filter((citation) => citation.status === 'superseded');
  let text = answer;
  if (low && !text.includes(messages.caveatPrefix)) text = `${messages.caveatPrefix} ${text}`;
  if (stale.length > 0) {
    const note = messages.freshnessNote(unique(stale.map((citation) => citation.title)));
    if (!text.includes(note)) text = `${text}\n\n${note}`;
  }
  if (superseded.length > 0) text = `${text}\n\n${agentMessages(language).supersededNote(unique(superseded.map((citation) => citation.title)))}`;
  const caveat = low || stale.length > 0 || superseded.length > 0;
  options.logger?.debug({ event: 'answer-cited', markers: cited.map((citation) => citation.marker), caveat }, 'answer grounded');
  return { status: caveat ? 'answered_with_caveat' : 'answered', answer: text, citations: cited.map(toAskCitation) };
}

function toAskCitation(citation: RunCitation): AskCitation {
  return {
    marker: citation.marker,
    source: citation.source,
    title: citation.title,
    version: citation.version,
    section: citation.section,
    page: citation.page,
    documentDate: citation.documentDate,
    indexedAt: citation.indexedAt,
    relevance: Math.round(citation.relevance * 1000) / 1000,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** What the documents hold where the last search that says so found the asked value missing (at most six). */
export function existingValues(results: readonly GroundedResult[]): string[] {
  for (const result of [...results].reverse()) {
    if (result.existing && result.existing.length > 0) return result.existing.slice(0, 6);
  }
  return [];
}

/**
 * Whether a failed model call means the model will not call the tool it was required to (the AI SDK's tool-choice
 * violation, or a 4xx of a server that does not support `required`) rather than that the provider is down.
 */
export function ignoresRequiredSearch(error: unknown): boolean {
  if (ToolChoiceViolationError.isInstance(error)) return true;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The grounded reply when the model would not search: nothing from its own knowledge reaches the user. */
export function unverifiedAnswer(language: QuestionLanguage): FinalAnswer {
  return { status: 'not_found', answer: agentMessages(language).unverifiedAnswer, citations: [] };
}
