import type { TextLanguage } from '../../spec/index.js';
import { fold as foldDiacritics } from '../../text/fold.js';
import { isStopword } from './stopwords.js';

/**
 * Guesses German or English from stopword hits among the given tokens (lowercase; pass `folded: true` when
 * they are already diacritic-folded). `simple` when neither language has at least `minimumHits` hits
 * (default 2) or they tie.
 */
export function detectLanguageOfTokens(
  tokens: readonly string[],
  options: { minimumHits?: number; folded?: boolean } = {},
): TextLanguage {
  const { minimumHits = 2, folded: alreadyFolded = false } = options;
  let german = 0;
  let english = 0;
  for (const token of tokens) {
    const folded = alreadyFolded ? token : foldDiacritics(token);
    if (isStopword(folded, 'german')) german++;
    if (isStopword(folded, 'english')) english++;
  }
  if (Math.max(german, english) < minimumHits || german === english) return 'simple';
  return german > english ? 'german' : 'english';
}
