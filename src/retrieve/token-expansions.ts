import type { TextLanguage } from '../spec/index.js';
import { expandToken } from '../embed/text/index.js';

/** Tokens a retriever keeps the expansions of before it starts over (~100 bytes each). */
const DEFAULT_CAPACITY = 100_000;

/**
 * `expandToken` with its answers kept per retriever. A search scores the term coverage of up to twice its limit
 * in candidate chunks, each a few hundred tokens whose expansion (stemming, decompounding) is the costly part of the
 * search outside the database (~2.5 ms of a search at 100k synthetic chunks); the words of a corpus repeat, so most
 * tokens were expanded by an earlier search. The answers are `expandToken`'s own, so coverage is unchanged.
 */
export class TokenExpansions {
  /** Per language, so that a lookup hashes the token as it comes (a joined key cost ~0.5 ms of a search). */
  private readonly known = new Map<TextLanguage, Map<string, string[]>>();
  private size = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** The expansions of a folded token, as `expandToken(folded, language)` gives them. */
  readonly expand = (folded: string, language: TextLanguage): string[] => {
    let known = this.known.get(language);
    if (!known) this.known.set(language, (known = new Map()));
    let terms = known.get(folded);
    if (!terms) {
      terms = expandToken(folded, language);
      // Bounded without bookkeeping per hit: a full cache starts over (the next searches refill it).
      if (this.size >= this.capacity) {
        for (const tokens of this.known.values()) tokens.clear();
        this.size = 0;
      }
      known.set(folded, terms);
      this.size += 1;
    }
    return terms;
  };
}
