import type { Hit } from '../../spec/index.js';
import { BEST_UNIT_PROBABILITY, decisionFeatures, DECISION_FEATURES, passageEvidence, PASSAGE_FEATURES, profileQuestion, UNIT_FEATURES, type QuestionProfile } from './evidence-features.js';
import { EVIDENCE_MODEL } from './evidence-model-weights.js';

/** One logistic model of the evidence file: P = sigmoid(bias + Σ weights·features), features by name. */
export interface LogisticWeights {
  features: readonly string[];
  bias: number;
  weights: readonly number[];
}

/** The evidence model: a passage model (does this hit answer?) and a unit model (does this sentence hold the answer?). */
export interface EvidenceModel {
  version: number;
  /** Ranks the candidates: fitted on every candidate, answering and not answering weighed the same. */
  passage: LogisticWeights;
  unit: LogisticWeights;
  /**
   * P(this hit answers), calibrated: fitted on each question's best-ranked hit with the real mix of answerable and
   * unanswerable questions. This is the number the grounding thresholds read.
   */
  decision: LogisticWeights;
}

/** A sentence, list item or table row of a hit, with the probability that it holds the answer. */
export interface AnswerUnit {
  text: string;
  probability: number;
}

/** A hit re-scored by the evidence model. */
export interface EvidenceHit {
  hit: Hit;
  /** P(this passage answers the question). */
  probability: number;
  /** The hit's answering units, most probable first. */
  units: AnswerUnit[];
  /** Question entities (names, codes, numbers) neither the passage nor its title names. */
  missingEntities: string[];
}

function logit(model: LogisticWeights, features: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < features.length; i += 1) z += (model.weights[i] ?? 0) * features[i]!;
  return z;
}

function predict(model: LogisticWeights, features: readonly number[]): number {
  return 1 / (1 + Math.exp(-logit(model, features)));
}

function checkFeatures(model: LogisticWeights, expected: readonly string[], name: string): void {
  if (model.features.length !== expected.length || model.features.some((feature, i) => feature !== expected[i])) {
    throw new Error(`evidence model: the ${name} features of the model file do not match the code; re-run scripts/fit-evidence.ts`);
  }
}

/** The best ranking logit among the other candidates (a lone candidate competes with a clearly weaker one). */
function bestOther(passages: readonly { passage: unknown; logit: number }[], own: unknown): number {
  let best = -Infinity;
  let mine = 0;
  for (const entry of passages) {
    if (entry.passage === own) mine = entry.logit;
    else best = Math.max(best, entry.logit);
  }
  return best === -Infinity ? mine - 4 : best;
}

/**
 * Scores hits for a question: every hit gets P(it answers), and its units P(they hold the answer), from general
 * features (weighted coverage of stems and compound members, in the passage, its title and its best sentence; the
 * asked kind of value; named entities; retrieval scores and ranks). Most probable first.
 */
export function scoreEvidence(question: string | QuestionProfile, hits: readonly Hit[], model: EvidenceModel = EVIDENCE_MODEL): EvidenceHit[] {
  checkFeatures(model.passage, PASSAGE_FEATURES, 'passage');
  checkFeatures(model.unit, UNIT_FEATURES, 'unit');
  checkFeatures(model.decision, DECISION_FEATURES, 'decision');
  const profile = typeof question === 'string' ? profileQuestion(question) : question;
  const passages = passageEvidence(profile, hits).map((passage) => {
    const units = passage.units
      .map((unit) => ({ text: unit.text, probability: predict(model.unit, unit.features) }))
      .sort((a, b) => b.probability - a.probability);
    passage.features[BEST_UNIT_PROBABILITY] = units[0]?.probability ?? 0;
    return { passage, units, logit: logit(model.passage, passage.features) };
  });
  return passages
    .map(({ passage, units, logit: own }) => ({
      hit: passage.hit,
      probability: predict(model.decision, decisionFeatures(passage.features, own, own - bestOther(passages, passage))),
      units,
      missingEntities: passage.missingEntities.map((entity) => entity.text),
    }))
    .sort((a, b) => b.probability - a.probability);
}
