import { rate, rateOf, type Rate } from '../metrics/index.js';
import type { CaseOutcome } from './score-grounding-case.js';

/** The grounding metrics of a set of questions (README of grounding-dev; issue 3 "Evaluation"). */
export interface GroundingMetrics {
  questions: number;
  /** Expected not_found answered not_found with no forbidden fact and no number from the documents. */
  negativeRejection: Rate;
  /** Answerable questions (answer / answer_with_caveat) answered not_found. Lower is better. */
  falseRejection: Rate;
  /** Expected facts found in the answers (micro: facts found / facts expected; rejections count as misses). */
  factRecall: Rate;
  /** Questions with expected facts whose answer holds all of them. */
  allFactsFound: Rate;
  /** Questions with forbidden facts whose answer holds at least one. Target: 0. */
  forbiddenFacts: Rate;
  /** Answered questions with expected documents whose cited sources ⊆ expected documents. */
  citationPrecision: Rate;
  /** Answered questions with expected documents citing them (all for multi_entity_comparison, any otherwise). */
  citationRecall: Rate;
  /** Small talk and arithmetic answered with status no_retrieval. */
  noRetrievalAccuracy: Rate;
  /** answer_with_caveat questions answered with status answered_with_caveat. */
  caveatAccuracy: Rate;
  /** Plain `answer` questions that got a caveat (informative; not a failure of grounding). */
  unexpectedCaveat: Rate;
  /** Questions that ended with status error. */
  errors: Rate;
  /** Graded answers the evaluator found fully grounded (every claim supported by its cited passage). */
  groundedness: Rate;
  /** Mean supported share of claims over the graded answers (Ragas faithfulness); null when none was graded. */
  meanGroundedness: number | null;
  /**
   * Answer recall against the test set (as Ragas' factual correctness): mean share of the reference facts an answer
   * states, over the answered questions with reference facts; graded by the evaluator model, offline by string match.
   */
  answerRecall: number | null;
  /** Answer precision against the test set: mean share of an answer's claims that agree with the reference, of those it speaks to. */
  answerPrecision: number | null;
}

/** Aggregates case outcomes into the grounding metrics. */
export function summarizeGrounding(outcomes: readonly CaseOutcome[]): GroundingMetrics {
  const all = () => true;
  const expectsAnswer = (outcome: CaseOutcome) => outcome.expected === 'answer' || outcome.expected === 'answer_with_caveat';
  const factsExpected = outcomes.reduce((sum, outcome) => sum + outcome.expectedFacts.length, 0);
  const factsFound = outcomes.reduce((sum, outcome) => sum + outcome.factsFound.length, 0);
  return {
    questions: outcomes.length,
    negativeRejection: rateOf(
      outcomes,
      (outcome) => outcome.expected === 'not_found',
      (outcome) => outcome.status === 'not_found' && outcome.forbiddenFound.length === 0 && outcome.leakedNumbers.length === 0,
    ),
    falseRejection: rateOf(outcomes, expectsAnswer, (outcome) => outcome.status === 'not_found'),
    factRecall: rate(factsFound, factsExpected),
    allFactsFound: rateOf(outcomes, (outcome) => outcome.expectedFacts.length > 0, (outcome) => outcome.factsFound.length === outcome.expectedFacts.length),
    forbiddenFacts: rateOf(outcomes, (outcome) => outcome.forbiddenFacts.length > 0, (outcome) => outcome.forbiddenFound.length > 0),
    citationPrecision: rateOf(outcomes, (outcome) => outcome.citationsPrecise !== null, (outcome) => outcome.citationsPrecise === true),
    citationRecall: rateOf(outcomes, (outcome) => outcome.citationsComplete !== null, (outcome) => outcome.citationsComplete === true),
    noRetrievalAccuracy: rateOf(outcomes, (outcome) => outcome.expected === 'no_retrieval_needed', (outcome) => outcome.status === 'no_retrieval'),
    caveatAccuracy: rateOf(outcomes, (outcome) => outcome.expected === 'answer_with_caveat', (outcome) => outcome.status === 'answered_with_caveat'),
    unexpectedCaveat: rateOf(outcomes, (outcome) => outcome.expected === 'answer', (outcome) => outcome.status === 'answered_with_caveat'),
    errors: rateOf(outcomes, all, (outcome) => outcome.status === 'error'),
    groundedness: rateOf(outcomes, (outcome) => Boolean(outcome.groundedness), (outcome) => outcome.groundedness?.score === 1),
    meanGroundedness: meanOf(outcomes.flatMap((outcome) => (outcome.groundedness ? [outcome.groundedness.score] : []))),
    answerRecall: meanOf(outcomes.flatMap((outcome) => (outcome.correctness?.recall != null ? [outcome.correctness.recall] : []))),
    answerPrecision: meanOf(outcomes.flatMap((outcome) => (outcome.correctness?.precision != null ? [outcome.correctness.precision] : []))),
  };
}

/** Metrics per question kind, kinds in first-seen order. */
export function summarizeByKind(outcomes: readonly CaseOutcome[]): Record<string, GroundingMetrics> {
  const groups = new Map<string, CaseOutcome[]>();
  for (const outcome of outcomes) groups.set(outcome.kind, [...(groups.get(outcome.kind) ?? []), outcome]);
  return Object.fromEntries([...groups].map(([kind, group]) => [kind, summarizeGrounding(group)]));
}

function meanOf(values: number[]): number | null {
  return values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10_000) / 10_000;
}
