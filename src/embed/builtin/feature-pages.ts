/** Features per page: 64 Ki slot indices and as many weights, 512 KB; ~2,000 tokens' features. */
const PAGE_LENGTH = 64 * 1024;

/** One page of features: slot indices and their signed weights (float32), filled from the start. */
export interface FeaturePage {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

/** Where one token's features are: `length` entries of `page` from `start`. */
export interface FeatureSpan {
  readonly page: FeaturePage;
  readonly start: number;
  readonly length: number;
}

/**
 * The features of many tokens in a few large typed arrays. A pair of small typed arrays per token, as before, cost
 * far more than the features: 83,000 tokens of 25 features each grew the process by 102–106 MB of RSS (33 MB of it
 * JS heap), against 31–33 MB in pages. Pages are only ever appended to; a span stays valid as long as it is held.
 */
export class FeaturePages {
  private page = newPage(PAGE_LENGTH);
  private used = 0;

  /** Stores one token's features (weights rounded to float32, as a Float32Array stores them). */
  add(indices: readonly number[], values: readonly number[]): FeatureSpan {
    const length = indices.length;
    if (length > PAGE_LENGTH - this.used) {
      this.page = newPage(Math.max(PAGE_LENGTH, length));
      this.used = 0;
    }
    const { page, used: start } = this;
    for (let i = 0; i < length; i++) {
      page.indices[start + i] = indices[i]!;
      page.values[start + i] = values[i]!;
    }
    this.used += length;
    return { page, start, length };
  }
}

function newPage(length: number): FeaturePage {
  return { indices: new Int32Array(length), values: new Float32Array(length) };
}
