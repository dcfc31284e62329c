import { correctnessShares, gradeGroundedness, type CorrectnessGrade, type CorrectnessInput, type GroundednessGrade, type GroundednessInput } from '../../agent/index.js';
import type { EvalAnswer } from '../knowledge-base.js';
import { containsFact } from '../metrics/index.js';

/** The evaluator role: grades one answer's groundedness against the passages of the sources it cites. */
export type GroundednessGrader = (input: GroundednessInput) => Promise<GroundednessGrade>;

/** How the evaluator graded one answer of the grounding eval. */
export interface CaseGroundedness {
  /** Supported claims / claims in [0,1] (offline: 1 when the answer check passes, else 0). */
  score: number;
  by: GroundednessGrade['by'];
  /** The claims found unsupported (offline: the answer check's violations, `number: 30`). */
  unsupported: string[];
}

/** The offline evaluator: the answer check's verdict (numbers, quotes and markers against the cited passages). */
export const answerCheckGrader: GroundednessGrader = (input) => gradeGroundedness(input);

/**
 * Grades an answered question's groundedness: only answers that state something from the documents (status
 * answered / answered_with_caveat) with the run's sources at hand are graded, against the sources the answer
 * cites (the passages of every other source of the run left out). Null for the rest.
 */
export async function gradeAnswer(question: string, result: EvalAnswer, grade: GroundednessGrader): Promise<CaseGroundedness | null> {
  if ((result.status !== 'answered' && result.status !== 'answered_with_caveat') || !result.evidence) return null;
  const cited = new Set(result.citations.map((citation) => citation.marker));
  const citations = result.evidence.citations.filter((citation) => cited.has(citation.marker));
  const sources = new Set(citations.map((citation) => `${citation.source}\u0000${citation.version ?? ''}`));
  const hits = result.evidence.hits.filter((hit) => sources.has(`${hit.citation.source}\u0000${hit.citation.version ?? ''}`));
  const grading = await grade({ question, answer: result.answer, citations, hits });
  return { score: grading.groundedness, by: grading.by, unsupported: grading.claims.filter((claim) => !claim.supported).map((claim) => claim.claim) };
}

/** The evaluator role's answer precision and recall against the test set (see gradeCorrectness). */
export type CorrectnessGrader = (input: CorrectnessInput) => Promise<CorrectnessGrade>;

/**
 * The offline correctness grade, by string matching after normalisation (the metrics' `containsFact`): each
 * reference fact found in the answer agrees, each forbidden fact found contradicts.
 */
export function stringMatchCorrectness(input: CorrectnessInput): CorrectnessGrade {
  const facts = input.expected.map((fact) => ({ fact, stated: containsFact(input.answer, fact) }));
  const claims = [
    ...facts.filter((fact) => fact.stated).map((fact) => ({ claim: fact.fact, verdict: 'agrees' as const })),
    ...input.forbidden.filter((fact) => containsFact(input.answer, fact)).map((fact) => ({ claim: fact, verdict: 'contradicts' as const })),
  ];
  return { ...correctnessShares(facts, claims), facts, claims, by: 'string-match' };
}

/** An answered question's correctness as the report keeps it. */
export interface CaseCorrectness {
  recall: number | null;
  precision: number | null;
  by: CorrectnessGrade['by'];
}

/** Grades an answered question with a reference (expected or forbidden facts); null for the rest. */
export async function gradeCorrectnessOf(
  question: string,
  reference: { expected: readonly string[]; forbidden: readonly string[] },
  result: EvalAnswer,
  grade: CorrectnessGrader,
): Promise<CaseCorrectness | null> {
  if (result.status !== 'answered' && result.status !== 'answered_with_caveat') return null;
  if (reference.expected.length === 0 && reference.forbidden.length === 0) return null;
  const grading = await grade({ question, answer: result.answer, expected: reference.expected, forbidden: reference.forbidden });
  return { recall: grading.recall, precision: grading.precision, by: grading.by };
}
