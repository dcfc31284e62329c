import type { TextLanguage } from '../../spec/index.js';
import { decompound } from './decompound.js';
import { fold as foldDiacritics } from '../../text/fold.js';
import { stem } from './stem.js';
import { isStopword } from './stopwords.js';
import { tokenize } from './tokenize.js';

const THOUSANDS = /^\d{1,3}(?:[.,]\d{3})+$/;
const DECIMAL_COMMA = /^\d+,\d+$/;
const ID_SEPARATOR = /[-_/]/;
const LETTERS = /^[a-z]+$/;

/**
 * Index terms of one folded token: the token, its stem, its compound parts and their stems, and number/id
 * variants (`1.490` → `1490`, `99,5` → `99.5`, `hg-400` → `hg400`). Duplicates removed, token first.
 */
export function expandToken(folded: string, language: TextLanguage): string[] {
  const terms = new Set<string>([folded]);
  if (LETTERS.test(folded)) {
    terms.add(stem(folded, language));
    if (language !== 'english') {
      const parts = decompound(folded);
      if (parts.length > 1) {
        for (const part of parts) {
          const foldedPart = foldDiacritics(part);
          terms.add(foldedPart);
          terms.add(stem(foldedPart, language));
        }
      }
    }
    return [...terms];
  }
  if (THOUSANDS.test(folded)) terms.add(folded.replace(/[.,]/g, ''));
  else if (DECIMAL_COMMA.test(folded)) terms.add(folded.replace(',', '.'));
  if (ID_SEPARATOR.test(folded)) {
    terms.add(folded.replace(/[-_/]/g, ''));
    for (const piece of folded.split(ID_SEPARATOR)) if (piece.length > 1) terms.add(piece);
  }
  return [...terms];
}

/**
 * Terms for the lexical index of a text: for every token that is not a stopword of `language`, its folded
 * form, stem, compound parts (German and `simple`) and number/id variants. In text order and with repeats
 * across tokens, so term frequency survives; all lowercase and diacritic-folded (ä→a, ß→ss) to match
 * PostgreSQL's `german`/`simple` configurations.
 */
export function expandTerms(text: string, language: TextLanguage): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const folded = foldDiacritics(token);
    if (isStopword(folded, language)) continue;
    for (const term of expandToken(folded, language)) out.push(term);
  }
  return out;
}

/**
 * Content terms of a query for an OR-query against `expandTerms` output: stopwords (German and English when
 * `language` is `simple`) removed, each remaining token expanded like `expandTerms`, duplicates removed.
 */
export function analyzeQuery(text: string, language: TextLanguage): string[] {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const folded = foldDiacritics(token);
    if (isStopword(folded, language)) continue;
    for (const term of expandToken(folded, language)) terms.add(term);
  }
  return [...terms];
}
