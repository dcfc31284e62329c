import type { TextLanguage } from '../spec/index.js';
import { tokenExtras } from './lexical-text.js';

/** Distinct tokens per language whose terms a cache keeps before it starts over (~150 bytes each). */
const DEFAULT_CAPACITY = 100_000;

/**
 * `tokenExtras` with its answers kept, for an ingest: per-token folding, stopwords, stemming and decompounding were ~45 % of
 * `lexicalText` on synthetic chunks, and a corpus repeats its words chunk after chunk. Keyed by the token as
 * written, one map per language, so a lookup builds no key. The answers are `tokenExtras`' own, so the lexical
 * text is unchanged.
 */
export class LexicalTokenCache {
  private readonly byLanguage = new Map<TextLanguage, Map<string, readonly string[]>>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The terms `token` adds to a lexical text in `language`, as `tokenExtras(token, language)` gives them. */
  readonly extrasOf = (token: string, language: TextLanguage): readonly string[] => {
    let known = this.byLanguage.get(language);
    if (!known) {
      known = new Map();
      this.byLanguage.set(language, known);
    }
    let extras = known.get(token);
    if (!extras) {
      extras = tokenExtras(token, language);
      // Bounded without bookkeeping per hit: a full cache starts over (the next chunks refill it).
      if (known.size >= this.capacity) known.clear();
      known.set(token, extras);
    }
    return extras;
  };
}
