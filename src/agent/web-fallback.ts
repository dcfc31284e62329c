import { composeAnswer } from '../model/index.js';
import { detectQuestionLanguage } from '../prompt/index.js';
import type { GroundedResult } from '../spec/index.js';
import { textTerms } from '../text/index.js';
import { externalSourceOf, type ToolRuntime } from '../tools/index.js';
import type { SearchedPlace } from './agent-messages.js';
import { CitationRegistry } from './citation-registry.js';
import { groundedAnswer, groundedFailure, runState, verifyAnswer } from './finalize-answer.js';
import { isGroundedResult } from './grounded-tools.js';
import { toSearchToolOutput } from './search-tool.js';
import type { AskResult } from './types.js';

/** The search terms of a question: its content words and numbers, in order (what a keyword search engine wants). */
export function searchTermsOf(question: string): string {
  const terms = textTerms(question).filter((term) => !term.isStopword && (term.kind !== 'word' || term.raw.length > 1));
  return terms.map((term) => term.raw).join(' ') || question;
}

/** What the offline web fallback needs. */
export interface WebFallbackDeps {
  runtime: ToolRuntime;
  /** The grounded external tools, tried in this order until one is answerable. */
  names: string[];
  runId: string;
  tenantId: string;
  signal?: AbortSignal;
}

/**
 * Offline, the knowledge base comes first; when it has nothing (`not_found`), the external sources are searched with
 * the question's terms, each call through the runtime, and the answer is composed extractively from an answerable
 * result with its citations (title, URL), LOW_RELEVANCE with the caveat. Every other result is returned unchanged,
 * and so is the not-found answer when no external source answers (their attempts are added to the trace).
 */
export async function answerFromWeb(question: string, knowledgeBase: AskResult, deps: WebFallbackDeps): Promise<AskResult> {
  if (knowledgeBase.status !== 'not_found' || deps.names.length === 0) return knowledgeBase;
  const language = detectQuestionLanguage(question);
  const registry = new CitationRegistry();
  const results: GroundedResult[] = [];
  const searched: SearchedPlace[] = ['documents'];
  const query = searchTermsOf(question);
  for (const [index, name] of deps.names.entries()) {
    const outcome = await deps.runtime.executeToolCall({ callId: `web-${index + 1}`, toolName: name, arguments: { query } }, { runId: deps.runId, tenantId: deps.tenantId, signal: deps.signal });
    if (outcome.status !== 'ok' || !isGroundedResult(outcome.output)) continue;
    results.push(registry.register(outcome.output));
    const place = externalSourceOf(name);
    if (place && outcome.output.state !== 'TECHNICAL_ERROR') searched.push(place);
    if (runState(results) === 'answerable') break;
  }
  const trace = {
    attempts: [...knowledgeBase.trace.attempts, ...results.flatMap((result) => result.attempts.map((attempt) => ({ query: attempt.query, state: attempt.state, confidence: attempt.confidence ?? null })))],
    toolCalls: knowledgeBase.trace.toolCalls + results.length,
    steps: knowledgeBase.trace.steps,
  };
  const state = runState(results);
  // Nothing answerable outside either: the not-found reply names every place searched; when the external sources
  // were down (none searched), the documents' not-found answer stands.
  if (state !== 'answerable') {
    return searched.length > 1 ? { ...knowledgeBase, ...groundedFailure('NOT_FOUND', language, [], [], searched), trace } : { ...knowledgeBase, trace };
  }
  const outputs = results.map((result) => toSearchToolOutput(result, { registry, language, includeSourceText: true }));
  const answer = composeAnswer(question, outputs);
  if (!/\[\d+\]/.test(answer) || !verifyAnswer(answer, registry, question).ok) return { ...knowledgeBase, trace };
  return { ...groundedAnswer(answer, registry, language, { downgraded: false }), trace };
}
