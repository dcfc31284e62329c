import type { AskResult, AskStatus } from '../../agent/index.js';
import { citationsComplete, citationsPrecise, describeAttempts, factsIn, leakedNumbers, unexpectedSources } from '../metrics/index.js';
import type { CaseCorrectness, CaseGroundedness } from './grade-answer.js';
import type { ExpectedBehavior, GroundingCase } from './grounding-case.js';

/** How one question went, with every check the metrics aggregate and the problems a reader should look at. */
export interface CaseOutcome {
  id: string;
  kind: string;
  lang: string;
  question: string;
  expected: ExpectedBehavior;
  status: AskStatus;
  answer: string;
  citedSources: string[];
  expectedFacts: string[];
  factsFound: string[];
  /** Forbidden facts checked for, and those found in the answer. */
  forbiddenFacts: string[];
  forbiddenFound: string[];
  /** Numbers from the documents in an answer that should have been not_found (none expected). */
  leakedNumbers: string[];
  /** Cited sources ⊆ expected documents; null when not applicable (not answered, or no expected documents). */
  citationsPrecise: boolean | null;
  /** Expected documents cited (all for comparisons, any otherwise); null when not applicable. */
  citationsComplete: boolean | null;
  /** Human-readable problems; empty when the question passed every check. */
  problems: string[];
  /** Retrieval attempts: state, judge level and reason, query. */
  attempts: string[];
  /** The evaluator's grade of an answered question (set by the eval run; absent or null when not graded). */
  groundedness?: CaseGroundedness | null;
  /** The evaluator's answer precision and recall against the test set (set by the eval run; null when not graded). */
  correctness?: CaseCorrectness | null;
}

const ANSWERED: ReadonlySet<AskStatus> = new Set(['answered', 'answered_with_caveat']);

/** Scores one answer against the expectations of its question. */
export function scoreGroundingCase(item: GroundingCase, result: AskResult, documentNumbers?: ReadonlySet<string>): CaseOutcome {
  const citedSources = [...new Set(result.citations.map((citation) => citation.source))];
  const answered = ANSWERED.has(result.status);
  const expectsAnswer = item.expected_behavior === 'answer' || item.expected_behavior === 'answer_with_caveat';
  const factsFound = factsIn(result.answer, item.expected_facts);
  const forbiddenFound = factsIn(result.answer, item.forbidden_facts);
  const leaked = item.expected_behavior === 'not_found' ? leakedNumbers(result.answer, item.question, documentNumbers) : [];
  const citationsApply = answered && item.expected_doc_ids.length > 0;
  const precise = citationsApply ? citationsPrecise(citedSources, item.expected_doc_ids) : null;
  const requireAll = item.kind === 'multi_entity_comparison';
  const complete = citationsApply ? citationsComplete(citedSources, item.expected_doc_ids, requireAll) : null;

  const problems: string[] = [];
  if (result.status === 'error') problems.push('status error');
  if (item.expected_behavior === 'not_found' && result.status !== 'not_found') problems.push(`expected not_found, got ${result.status}`);
  if (expectsAnswer && result.status === 'not_found') problems.push('false rejection (not_found)');
  if (item.expected_behavior === 'no_retrieval_needed' && result.status !== 'no_retrieval') problems.push(`expected no_retrieval, got ${result.status}`);
  if (item.expected_behavior === 'answer_with_caveat' && result.status === 'answered') problems.push('caveat missing');
  if (item.expected_behavior === 'answer' && result.status === 'answered_with_caveat') problems.push('unexpected caveat');
  if (leaked.length > 0) problems.push(`leaked numbers: ${leaked.join(', ')}`);
  if (forbiddenFound.length > 0) problems.push(`forbidden facts: ${forbiddenFound.join(' | ')}`);
  const missing = item.expected_facts.filter((fact) => !factsFound.includes(fact));
  if (missing.length > 0 && result.status !== 'not_found') problems.push(`missing facts: ${missing.join(' | ')}`);
  if (precise === false) problems.push(`cited outside expected: ${unexpectedSources(citedSources, item.expected_doc_ids).join(', ')}`);
  if (complete === false) problems.push(`expected citation missing: ${item.expected_doc_ids.join(requireAll ? ' + ' : ' or ')}`);

  return {
    id: item.id,
    kind: item.kind,
    lang: item.lang,
    question: item.question,
    expected: item.expected_behavior,
    status: result.status,
    answer: result.answer,
    citedSources,
    expectedFacts: item.expected_facts,
    factsFound,
    forbiddenFacts: item.forbidden_facts,
    forbiddenFound,
    leakedNumbers: leaked,
    citationsPrecise: precise,
    citationsComplete: complete,
    problems,
    attempts: describeAttempts(result),
  };
}
