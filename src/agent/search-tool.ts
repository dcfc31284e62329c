import { tool } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import { stripInjectedText } from '../ground/index.js';
import type { SearchToolOutput, SearchToolSource } from '../model/index.js';
import { messagesFor, type QuestionLanguage } from '../prompt/index.js';
import type { GroundedResult, NumberedCitation } from '../spec/index.js';
import { agentMessages, type SearchedPlace } from './agent-messages.js';
import type { CitationRegistry } from './citation-registry.js';
import { groundedFailure } from './finalize-answer.js';

/** Description a model reads to decide when to search (purpose, use when, do not use for, example). */
export const SEARCH_TOOL_DESCRIPTION = [
  'Searches the company knowledge base (price lists, contracts, SLAs, policies, manuals, FAQs) and returns the matching passages',
  'with source markers [n] and an explicit state: FOUND, LOW_RELEVANCE, NOT_FOUND or TECHNICAL_ERROR.',
  'Use when: the question concerns company facts such as prices, plans, contracts and clauses, clients, deadlines, SLAs, products,',
  'internal rules, or anything "our / current / latest"; always before stating such a fact.',
  'Do not use for: small talk, pure arithmetic, or rephrasing an answer you already have.',
  'On NOT_FOUND or TECHNICAL_ERROR do not answer from your own knowledge.',
  'Example input: {"query": "Kündigungsfrist Vertrag Alpha Maschinenbau"}.',
].join(' ');

export const searchInputSchema = z.object({
  query: z
    .string()
    .trim()
    .min(2)
    .max(500)
    .describe('What to look up, in the language of the question: the user question or its key terms, e.g. "Preis Pro-Plan 2026".'),
});

/** Everything one run's search tool needs. `search` runs the grounded search for a query (it must not throw). */
export interface SearchToolContext {
  search(query: string): Promise<GroundedResult>;
  registry: CitationRegistry;
  language: QuestionLanguage;
  /** Include the passages per source in the tool output (the offline model reads them; LLMs read `content`). */
  includeSourceText: boolean;
  /** Called once per executed search (duplicates of an earlier query in the run are answered from memory). */
  onResult(result: GroundedResult): void;
  onCall(): void;
  logger?: Logger;
}

/** The `search_knowledge_base` tool of one run: grounded search, run-wide markers, error results as tool errors. */
export function createSearchTool(context: SearchToolContext) {
  const outputs = new Map<string, Promise<SearchToolOutput>>();
  return tool({
    description: SEARCH_TOOL_DESCRIPTION,
    inputSchema: searchInputSchema,
    execute: async ({ query }) => {
      context.onCall();
      const key = query.toLowerCase().replace(/\s+/g, ' ');
      const earlier = outputs.get(key);
      if (earlier) {
        context.logger?.info({ event: 'tool-call-duplicate', query }, 'duplicate search answered from this run');
        return earlier;
      }
      const pending = context.search(query).then((result) => {
        const numbered = context.registry.register(result);
        context.onResult(numbered);
        return toSearchToolOutput(numbered, context);
      });
      outputs.set(key, pending);
      return pending;
    },
    // NOT_FOUND / TECHNICAL_ERROR become error results: Anthropic receives `is_error: true`, other providers the JSON with the state.
    toModelOutput: ({ output }) => (output.isError ? { type: 'error-json', value: toJson(output) } : { type: 'json', value: toJson(output) }),
  });
}

/** The search tool output of a grounded result (markers already run-wide). */
export function toSearchToolOutput(
  result: GroundedResult,
  context: Pick<SearchToolContext, 'registry' | 'language' | 'includeSourceText'> & {
    /** Where the search looked (default the documents): the reply for the user names it. */
    place?: SearchedPlace;
  },
): SearchToolOutput {
  const messages = messagesFor(context.language);
  const answerable = result.state === 'FOUND' || result.state === 'LOW_RELEVANCE';
  const output: SearchToolOutput = {
    state: result.state,
    isError: result.isError,
    content: result.content,
    sources: answerable
      ? result.citations.map((citation) => ({
          marker: citation.marker,
          title: citation.title,
          version: citation.version,
          section: citation.section,
          page: citation.page,
          documentDate: citation.documentDate,
          status: citation.status,
          relevance: Math.round(citation.relevance * 100) / 100,
          // Lines that try to instruct a model are never material for an extractive answer.
          text: context.includeSourceText ? stripInjectedText(context.registry.textOf(citation)) : '',
          ...answersOf(citation, context),
        }))
      : [],
  };
  if (result.state === 'LOW_RELEVANCE' && result.citations.some((citation) => citation.status !== 'superseded')) output.caveat = messages.caveatPrefix;
  if (answerable && result.compared?.length) output.compared = result.compared;
  const place = context.place ?? 'documents';
  if (result.state === 'NOT_FOUND') output.userMessage = place === 'documents' ? messages.notFoundAnswer() : groundedFailure('NOT_FOUND', context.language, [], [], [place]).answer;
  if (result.state === 'TECHNICAL_ERROR') output.userMessage = place === 'documents' ? messages.technicalErrorAnswer : agentMessages(context.language).technicalErrorIn(agentMessages(context.language).searchedPlace[place]);
  return output;
}

function answersOf(citation: NumberedCitation, context: Pick<SearchToolContext, 'registry' | 'includeSourceText'>): Pick<SearchToolSource, 'answers'> {
  if (!context.includeSourceText) return {};
  const answers = context.registry
    .answersOf(citation)
    .map((unit) => ({ text: stripInjectedText(unit.text), probability: Math.round(unit.probability * 1000) / 1000 }))
    .filter((unit) => unit.text.trim() !== '');
  return answers.length > 0 ? { answers } : {};
}

function toJson(output: SearchToolOutput) {
  return JSON.parse(JSON.stringify(output)) as Record<string, never>;
}
