import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Embedder } from '../../spec/index.js';
import { ConfigError } from '../../errors/index.js';
import { detectLanguageOfTokens } from '../text/detect-language.js';
import { foldDiacritics } from '../text/fold-diacritics.js';
import { isStopword } from '../text/stopwords.js';
import { tokenize } from '../text/tokenize.js';
import { FeaturePages } from './feature-pages.js';
import {
  computeTokenFeatures,
  unorderedPairHash,
  type FeatureWeights,
  type TokenFeatures,
} from './token-features.js';

/** Options of the built-in embedder. */
export interface BuiltinEmbedderOptions {
  /** Vector length, 32–4096. Default 384. Part of the id: a change means re-index. */
  dimensions?: number;
  /** Feature weights; for experiments only (the id does not change with them). */
  weights?: Partial<FeatureWeights>;
  /** Multiplies all features of a folded token; for experiments only. Default 1. */
  tokenWeight?: (folded: string) => number;
  /** Exponent applied to each coordinate's magnitude before normalising; experimental. Default 0.6. */
  power?: number;
  /** Distinct tokens whose features are kept between calls. Default 100,000. */
  cacheSize?: number;
}

/**
 * Texts embedded between two turns of the event loop (~5 ms of work). The embedder runs on the calling thread; a
 * store in a worker thread whose transaction waits for its next statement (sent from this thread) would otherwise
 * wait for the whole call: an ingest's writes then alternated with its embedding instead of overlapping it.
 */
const TEXTS_PER_TURN = 32;

/** Version of the feature design; bump when vectors change for the same text. */
const VERSION = 'v1';
// Power normalisation dampens bursty features (a suffix n-gram shared by many words); 0.6 was best on XQuAD dev.
const DEFAULT_POWER = 0.6;
const DEFAULT_WEIGHTS: FeatureWeights = {
  word: 1,
  parts: 0.8,
  ngrams: 1.5,
  bigram: 0.2,
  minGram: 3,
  maxGram: 5,
};

/**
 * Offline, deterministic embedder without model weights: feature hashing of diacritic-folded stems,
 * German compound parts, character 3–5-grams and unordered pairs of neighbouring stems, with sublinear
 * term frequency and stopwords left out, signed into `dimensions` slots, power-normalised (|x|^0.6) and
 * L2-normalised. So
 * `Kündigungsfrist` lands near `Frist für die Kündigung` and `Verträge` near `Vertrag`.
 * Id: `builtin:v1-<dimensions>`.
 */
export function createBuiltinEmbedder(options: BuiltinEmbedderOptions = {}): Embedder {
  const dimensions = options.dimensions ?? 384;
  if (!Number.isInteger(dimensions) || dimensions < 32 || dimensions > 4096) {
    throw new ConfigError(
      `builtin embedder dimensions must be an integer from 32 to 4096, got ${dimensions}`,
      'Use --embedder builtin or builtin:<dims>, e.g. builtin:768.',
    );
  }
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const cacheSize = options.cacheSize ?? 100_000;
  const power = options.power ?? DEFAULT_POWER;
  const cache = new Map<string, TokenFeatures>();
  // Dropped with the cache: its pages then go once no feature of the chunk being embedded still points into them.
  let pages = new FeaturePages();

  const featuresOf = (folded: string): TokenFeatures => {
    let features = cache.get(folded);
    if (!features) {
      if (cache.size >= cacheSize) {
        cache.clear();
        pages = new FeaturePages();
      }
      features = computeTokenFeatures(folded, dimensions, weights, pages);
      cache.set(folded, features);
    }
    return features;
  };

  const embedOne = (text: string): Float32Array => {
    const vector = new Float32Array(dimensions);
    const tokens = tokenize(foldDiacritics(text));
    const language = detectLanguageOfTokens(tokens, { folded: true });
    // Each distinct content token once, in order of first occurrence (the order its features are added in), with
    // its count: one map lookup per token rather than a count read, a count write and a feature-cache read.
    const slots = new Map<string, number>();
    const distinct: string[] = [];
    const features: TokenFeatures[] = [];
    const counts: number[] = [];
    const pairs = new Map<number, number>();
    let previous = -1;
    for (const folded of tokens) {
      if (isStopword(folded, language)) continue;
      let slot = slots.get(folded);
      if (slot === undefined) {
        slot = distinct.length;
        slots.set(folded, slot);
        distinct.push(folded);
        features.push(featuresOf(folded));
        counts.push(1);
      } else {
        counts[slot]! += 1;
      }
      if (weights.bigram > 0) {
        const current = features[slot]!.stemHash;
        if (previous >= 0 && previous !== current) {
          const key = unorderedPairHash(previous, current);
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
        previous = current;
      }
    }
    for (let slot = 0; slot < distinct.length; slot++) {
      const { page, start, length } = features[slot]!;
      const { indices, values } = page;
      const scale = (1 + Math.log(counts[slot]!)) * (options.tokenWeight?.(distinct[slot]!) ?? 1);
      for (let i = start; i < start + length; i++) vector[indices[i]!]! += values[i]! * scale;
    }
    for (const [hash, count] of pairs) {
      const weight = weights.bigram * (1 + Math.log(count));
      vector[(hash >>> 1) % dimensions]! += hash & 1 ? weight : -weight;
    }
    if (power !== 1)
      for (let i = 0; i < dimensions; i++) vector[i] = Math.sign(vector[i]!) * Math.abs(vector[i]!) ** power;
    return normalize(vector);
  };

  return {
    id: `builtin:${VERSION}-${dimensions}`,
    dimensions,
    async embed(texts, embedOptions) {
      embedOptions?.signal?.throwIfAborted();
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += TEXTS_PER_TURN) {
        if (start > 0) await nextTurn();
        for (const text of texts.slice(start, start + TEXTS_PER_TURN)) vectors.push(embedOne(text));
      }
      return vectors;
    },
  };
}

// A text without content words gets a fixed unit vector, so cosine stays defined.
function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  if (sum === 0) {
    vector[0] = 1;
    return vector;
  }
  const inverse = 1 / Math.sqrt(sum);
  for (let i = 0; i < vector.length; i++) vector[i]! *= inverse;
  return vector;
}
