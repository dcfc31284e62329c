import { decompound } from '../text/decompound.js';
import { stem } from '../text/stem.js';
import type { FeaturePages, FeatureSpan } from './feature-pages.js';
import { fnv1a, fnvStep, namespaceSeed } from './hash.js';

/** Weights of the feature families; tuned on the XQuAD dev split (see eval-xquad.ts). */
export interface FeatureWeights {
  /** The token's stem. */
  word: number;
  /** All compound parts together (shared with the word namespace, so `frist` matches `kündigungsfrist`). */
  parts: number;
  /** All character n-grams of the token together. */
  ngrams: number;
  /** A pair of neighbouring content stems. */
  bigram: number;
  /** Shortest and longest character n-gram. */
  minGram: number;
  maxGram: number;
}

/** Hashed features of one token (slot indices and signed weights, where its span says), reused for every occurrence. */
export interface TokenFeatures extends FeatureSpan {
  /** Hash of the stem, used to form pairs with the neighbouring tokens. */
  readonly stemHash: number;
}

const WORD_SEED = namespaceSeed('w');
const NGRAM_SEED = namespaceSeed('g');
const BIGRAM_SEED = namespaceSeed('b');
const SPACE = 32;
const LETTERS = /^[a-z]+$/;
const ID_SEPARATOR = /[-_/]/;

/** Computes the hashed features of one folded, non-stopword token, stored in `pages`. */
export function computeTokenFeatures(
  folded: string,
  dimensions: number,
  weights: FeatureWeights,
  pages: FeaturePages,
): TokenFeatures {
  const indices: number[] = [];
  const values: number[] = [];
  const add = (hash: number, weight: number) => {
    indices.push((hash >>> 1) % dimensions);
    values.push(hash & 1 ? weight : -weight);
  };
  const stemHash = fnv1a(stem(folded), WORD_SEED);
  add(stemHash, weights.word);
  if (LETTERS.test(folded)) {
    const parts = decompound(folded);
    if (parts.length > 1) {
      const share = weights.parts / Math.sqrt(parts.length);
      const hashes = parts.map((part) => fnv1a(stem(part), WORD_SEED));
      for (const hash of hashes) add(hash, share);
      // The same unordered pair as `Frist der Kündigung` produces between neighbouring words.
      for (let i = 1; i < hashes.length; i++)
        add(unorderedPairHash(hashes[i - 1]!, hashes[i]!), weights.bigram);
    }
  } else if (ID_SEPARATOR.test(folded)) {
    // `get_sensor_reading` and `hg-400` also carry their pieces, like compound parts.
    const pieces = folded.split(ID_SEPARATOR).filter((piece) => piece.length > 1);
    const share = weights.parts / Math.sqrt(Math.max(1, pieces.length));
    for (const piece of pieces) add(fnv1a(stem(piece), WORD_SEED), share);
  }
  addCharacterNgrams(folded, weights, add);
  const { page, start, length } = pages.add(indices, values);
  return { page, start, length, stemHash };
}

// N-grams of ` token ` (with boundary spaces), hashed incrementally: no substrings are built.
function addCharacterNgrams(
  folded: string,
  weights: FeatureWeights,
  add: (hash: number, weight: number) => void,
): void {
  const { ngrams: total, minGram, maxGram } = weights;
  const padded = folded.length + 2;
  if (total === 0 || padded < minGram) return;
  let count = 0;
  for (let n = minGram; n <= maxGram; n++) count += Math.max(0, padded - n + 1);
  const weight = total / Math.sqrt(count);
  for (let start = 0; start + minGram <= padded; start++) {
    let hash = NGRAM_SEED;
    for (let k = 0; k < maxGram && start + k < padded; k++) {
      const position = start + k;
      const code = position === 0 || position === padded - 1 ? SPACE : folded.charCodeAt(position - 1);
      hash = fnvStep(hash, code);
      if (k + 1 >= minGram) add(hash >>> 0, weight);
    }
  }
}

/** Hash of an unordered pair of stem hashes: `(a, b)` and `(b, a)` hash alike (murmur3 finaliser). */
export function unorderedPairHash(left: number, right: number): number {
  let hash =
    Math.imul((left < right ? left : right) ^ BIGRAM_SEED, 0x9e3779b1) ^ (left < right ? right : left);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
