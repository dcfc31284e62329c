import type { ModelMessage } from 'ai';
import { groundedSearch, refersToPast } from '../ground/index.js';
import { composeAnswer, OFFLINE_PROVIDER } from '../model/index.js';
import { detectQuestionLanguage, messagesFor, systemPrompt, type QuestionLanguage } from '../prompt/index.js';
import type { GroundedResult } from '../spec/index.js';
import { agentMessages } from './agent-messages.js';
import { CitationRegistry } from './citation-registry.js';
import { detectNoRetrieval } from './detect-no-retrieval.js';
import { existingValues, groundedAnswer, groundedFailure, ignoresRequiredSearch, runState, statesFacts, unverifiedAnswer, verifyAnswer, type FinalAnswer } from './finalize-answer.js';
import { runGeneration, type GenerationOutcome } from './run-generation.js';
import { createSearchTool, toSearchToolOutput } from './search-tool.js';
import { isSensitiveQuery } from './sensitive-query.js';
import type { AskDeps, AskResult } from './types.js';

/**
 * Answers a question from the knowledge base through a model loop with the grounded search tool, then applies the
 * guards: no retrieval for small talk and arithmetic, a required search for sensitive questions answered without one,
 * no facts after NOT_FOUND / TECHNICAL_ERROR, and the answer check (one re-ask for LLMs, else a grounded fallback).
 */
export async function ask(question: string, deps: AskDeps): Promise<AskResult> {
  const trimmed = question.trim();
  const language = detectQuestionLanguage(trimmed);
  const logger = deps.logger;
  const noRetrieval = await detectNoRetrieval(trimmed, language, { corpus: deps.corpus, tenantId: deps.tenantId, logger });
  if (noRetrieval) {
    logger?.info({ event: 'no-retrieval', kind: noRetrieval.kind }, 'answered without retrieval');
    return { status: 'no_retrieval', answer: noRetrieval.answer, citations: [], trace: { attempts: [], toolCalls: 0, steps: 0 } };
  }

  const registry = new CitationRegistry();
  const results: GroundedResult[] = [];
  const counters = { toolCalls: 0, steps: 0 };
  const offline = deps.model.provider === OFFLINE_PROVIDER;
  // Decided on the user's question, not on a model's reformulated tool query, which may drop the year: a question about
  // an earlier year or an old, previous or superseded version may cite superseded documents.
  const includeSuperseded =
    deps.includeSuperseded ?? refersToPast(trimmed, deps.now?.() ?? new Date());
  const searchTool = createSearchTool({
    search: (query) => searchSafely(query, deps, language, includeSuperseded),
    registry,
    language,
    includeSourceText: offline,
    onResult: (result) => results.push(result),
    onCall: () => (counters.toolCalls += 1),
    logger,
  });
  const maxSteps = deps.maxSteps ?? 4;
  const messages: ModelMessage[] = [...(deps.history ?? []), { role: 'user', content: trimmed }];
  const round = async (firstToolChoice: 'auto' | 'required' | 'none', history: ModelMessage[], steps: number, name: string) => {
    const outcome = await runGeneration({
      model: deps.model,
      system: systemPrompt(language),
      messages: history,
      searchTool,
      firstToolChoice,
      maxSteps: steps,
      maxOutputTokens: deps.maxOutputTokens ?? 2048,
      round: name,
      logger,
      signal: deps.signal,
    });
    counters.steps += outcome.steps;
    return outcome;
  };
  const finish = (final: FinalAnswer): AskResult => {
    deps.onEvidence?.({ citations: registry.citations(), hits: registry.hits() });
    return withTrace(final);
  };
  const withTrace = (final: FinalAnswer): AskResult => ({
    ...final,
    trace: {
      attempts: results.flatMap((result) =>
        result.attempts.map((attempt) => ({ query: attempt.query, state: attempt.state, confidence: attempt.confidence ?? null })),
      ),
      toolCalls: counters.toolCalls,
      steps: counters.steps,
    },
  });
  const extractiveFallback = (): FinalAnswer => {
    const outputs = results.map((result) => toSearchToolOutput(result, { registry, language, includeSourceText: true }));
    const answer = composeAnswer(trimmed, outputs);
    if (/\[\d+\]/.test(answer) && verifyAnswer(answer, registry, trimmed).ok) {
      return groundedAnswer(answer, registry, language, { downgraded: true, logger });
    }
    return groundedFailure('NOT_FOUND', language);
  };

  let outcome: GenerationOutcome;
  try {
    outcome = await round('auto', messages, maxSteps, 'initial');
  } catch (error) {
    logger?.error({ event: 'model-error', err: error }, 'model call failed');
    return finish(runState(results) === 'answerable' ? extractiveFallback() : groundedFailure('TECHNICAL_ERROR', language));
  }
  if (results.length === 0 && outcome.toolCallsMade === 0 && isSensitiveQuery(trimmed, deps.sensitivePatterns)) {
    logger?.warn({ event: 'grounding-risk', reason: 'sensitive-without-search' }, 'sensitive question answered without search; retrying with a required search');
    try {
      outcome = await round('required', messages, maxSteps, 'required-search');
    } catch (error) {
      // The model answered once already, so the provider is up: a model that will not call the tool (the SDK's
      // tool-choice violation, or a 4xx for an unsupported `required`) could not verify its answer; that is not a
      // failed search.
      if (!ignoresRequiredSearch(error)) {
        logger?.error({ event: 'model-error', err: error }, 'model call failed');
        return finish(runState(results) === 'answerable' ? extractiveFallback() : groundedFailure('TECHNICAL_ERROR', language));
      }
      logger?.warn({ event: 'grounding-risk', reason: 'tool-choice-ignored', err: error }, 'model ignored the required search; answer not verifiable');
      return finish(unverifiedAnswer(language));
    }
    if (results.length === 0) {
      logger?.warn({ event: 'grounding-risk', reason: 'tool-choice-ignored' }, 'model answered again without searching; answer not verifiable');
      return finish(unverifiedAnswer(language));
    }
  }

  const state = runState(results);
  if (state === 'none') {
    if (outcome.text === '' || statesFacts(outcome.text, trimmed)) {
      logger?.warn({ event: 'grounding-risk', reason: 'facts-without-search' }, 'answer without search states facts; replaced');
      return finish(groundedFailure('NOT_FOUND', language));
    }
    return finish({ status: 'no_retrieval', answer: outcome.text, citations: [] });
  }
  if (state !== 'answerable') {
    if (statesFacts(outcome.text, trimmed)) {
      logger?.warn({ event: 'grounding-risk', reason: 'facts-after-' + state.toLowerCase() }, 'answer states facts although nothing was found; replaced');
    }
    return finish(groundedFailure(state, language, state === 'NOT_FOUND' ? missingAspects(results) : [], state === 'NOT_FOUND' ? existingValues(results) : []));
  }

  let answer = outcome.text;
  if (offline && !/\[\d+\]/.test(answer)) return finish(groundedFailure('NOT_FOUND', language));
  let verdict = verifyAnswer(answer, registry, trimmed);
  if (!verdict.ok && !offline && answer !== '') {
    logger?.warn({ event: 'grounding-risk', reason: 'answer-check', violations: verdict.violations }, 'answer check failed; asking again once');
    try {
      const retry = [...messages, ...outcome.responseMessages, { role: 'user' as const, content: agentMessages(language).violationsRetry(verdict.violations) }];
      answer = (await round('none', retry, 1, 're-ask')).text;
      verdict = verifyAnswer(answer, registry, trimmed);
    } catch (error) {
      logger?.error({ event: 'model-error', err: error }, 're-ask failed');
    }
  }
  if (!verdict.ok) {
    logger?.warn({ event: 'grounding-risk', reason: 'answer-check', violations: verdict.violations }, 'answer check failed; grounded fallback');
    return finish(extractiveFallback());
  }
  return finish(groundedAnswer(answer, registry, language, { downgraded: false, logger }));
}

/** What the judge found the question names but no source states, from the latest result that says so. */
function missingAspects(results: GroundedResult[]): string[] {
  for (const result of [...results].reverse()) {
    if (result.missing && result.missing.length > 0) return result.missing.slice(0, 3);
  }
  return [];
}

/** Grounded search that never throws: a failure becomes a TECHNICAL_ERROR result. */
export async function searchSafely(query: string, deps: AskDeps, language: QuestionLanguage, includeSuperseded: boolean): Promise<GroundedResult> {
  try {
    return await groundedSearch(query, {
      retriever: deps.retriever,
      judge: deps.judge,
      reformulator: deps.reformulator,
      evidence: deps.evidence,
      corpus: deps.corpus,
      tenantId: deps.tenantId,
      limit: deps.limit,
      thresholds: deps.thresholds,
      freshnessMonths: deps.freshnessMonths,
      now: deps.now,
      language,
      includeSuperseded,
      logger: deps.logger,
      signal: deps.signal,
    });
  } catch (error) {
    deps.logger?.error({ event: 'retrieval-error', err: error }, 'grounded search failed');
    const messages = messagesFor(language);
    return {
      state: 'TECHNICAL_ERROR',
      isError: true,
      content: `${messages.stateLine.TECHNICAL_ERROR}\n${messages.technicalErrorInstruction}`,
      hits: [],
      citations: [],
      attempts: [{ query, state: 'TECHNICAL_ERROR' }],
      error: { type: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) },
    };
  }
}
