import type { Hit } from '../spec/index.js';

/**
 * Calibrated relevance: raw RRF scores top out near 2/61 and say nothing absolute ("the best of a bad lot"
 * also ranks first), so the grounding thresholds (FOUND ≥ 0.75, LOW ≥ 0.55) cannot sit on them.
 *
 * Relevance is a logistic model of features that do carry absolute meaning:
 * - `coverage`: share of the query's content tokens present in the chunk (after stemming and decompounding),
 * - `cosine`: query–chunk cosine similarity of the embedder,
 * - `lexicalNorm`: BM25 score over the query's best possible BM25 (IDF-weighted coverage),
 * - `lexicalReciprocal` / `vectorReciprocal`: 1/rank in each candidate list (0 when absent).
 * The coefficients are fitted by logistic regression (scripts/fit-calibration.ts) on labelled query–chunk
 * pairs from the dev data (grounding-dev and XQuAD dev; a pair is relevant when the chunk comes from a gold
 * document), so the output estimates P(relevant). They are fitted for the builtin embedder; other embedders
 * have other cosine scales and should be re-fitted (the fit script takes --embedder).
 */
export interface CalibrationFeatures {
  coverage: number;
  cosine: number;
  lexicalNorm: number;
  lexicalReciprocal: number;
  vectorReciprocal: number;
}

export interface CalibrationModel {
  /** Embedder family the coefficients were fitted for. */
  embedder: string;
  bias: number;
  weights: CalibrationFeatures;
}

/** Fitted on the dev data with scripts/fit-calibration.ts (see bench/results/calibration.json). */
export const BUILTIN_CALIBRATION: CalibrationModel = {
  embedder: 'builtin',
  bias: -4.83,
  weights: { coverage: 1.718, cosine: 0.751, lexicalNorm: 2.205, lexicalReciprocal: 1.61, vectorReciprocal: 1.169 },
};

export function featureVector(features: CalibrationFeatures): number[] {
  return [features.coverage, features.cosine, features.lexicalNorm, features.lexicalReciprocal, features.vectorReciprocal];
}

/** The model's features from a hit's raw scores (shared by the retriever and the fitting script). */
export function calibrationFeatures(scores: Hit['scores']): CalibrationFeatures {
  return {
    coverage: scores.termCoverage ?? 0,
    cosine: Math.max(0, scores.cosine ?? 0),
    lexicalNorm: scores.lexicalNorm ?? 0,
    lexicalReciprocal: scores.lexicalRank ? 1 / scores.lexicalRank : 0,
    vectorReciprocal: scores.vectorRank ? 1 / scores.vectorRank : 0,
  };
}

/** P(relevant) in [0,1] under the model. */
export function calibrate(features: CalibrationFeatures, model: CalibrationModel = BUILTIN_CALIBRATION): number {
  const w = featureVector(model.weights);
  const x = featureVector(features);
  let z = model.bias;
  for (let i = 0; i < x.length; i += 1) z += w[i]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}
