import { detectQuestionLanguage } from '../../prompt/detect-question-language.js';
import { decompound } from '../../embed/index.js';
import { fold, isQuestionStopword, lightStem } from '../../text/index.js';

/** Language-light term handling for the offline answerer: German and English; compounds split by the embedder's lexicon. */

/** Lowercase with diacritics folded (the text layer's `fold`), so inflected and transliterated spellings meet. */
export { fold as foldText } from '../../text/index.js';

/** Word tokens (letters/digits, inner hyphens and dots of numbers kept apart), folded. */
export function tokenize(text: string): string[] {
  const folded = fold(text);
  return folded.match(/\d+(?:[.,]\d+)*|[a-z0-9]+/g) ?? [];
}

/** The text layer's question stopwords (`isQuestionStopword`), the judge's too. */
export function isStopword(token: string): boolean {
  return isQuestionStopword(token);
}

/** The judge's light stemmer (`lightStem`), so the answerer and the judge agree on what a word is. */
export { lightStem as stem } from '../../text/index.js';

/** Content terms of a text: tokens that are not stopwords, stemmed, deduplicated, in order. */
export function contentTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    if (isStopword(token)) continue;
    if (token.length < 2 && !/^\d/.test(token)) continue;
    seen.add(lightStem(token));
  }
  return [...seen];
}

/** Stemmed members of a German compound (`kundigungsfrist` → `kundigung`, `frist`); empty for simple words. */
export function compoundParts(token: string): string[] {
  if (token.length < 8 || /\d/.test(token)) return [];
  const parts = decompound(token).map((part) => lightStem(fold(part)));
  return parts.length > 1 ? parts.filter((part) => part.length >= 3) : [];
}

/** Content terms with their compound members, keyed by stem. */
export function contentTermParts(text: string): Map<string, string[]> {
  const terms = new Map<string, string[]>();
  for (const token of tokenize(text)) {
    if (isStopword(token) || (token.length < 2 && !/^\d/.test(token))) continue;
    const key = lightStem(token);
    if (!terms.has(key)) terms.set(key, compoundParts(token));
  }
  return terms;
}

/**
 * How well one question term matches a sentence's stems: 1 for the same stem, a partial score when one
 * contains the other (German compounds: `frist` in `kundigungsfrist`, or `kundigung` as their first part).
 */
export function termMatch(term: string, stems: ReadonlySet<string>, joined: string, parts: readonly string[] = []): number {
  if (stems.has(term)) return 1;
  if (/^\d/.test(term)) return 0;
  if (term.length >= 4 && joined.includes(term)) return 0.8;
  let best = 0;
  if (term.length >= 6) {
    for (const candidate of stems) {
      if (candidate.length >= 4 && term.startsWith(candidate) && candidate.length >= term.length * 0.6) best = Math.max(best, 0.6);
      else if (candidate.length >= 5 && term.length >= 5 && commonPrefix(candidate, term) >= 5) best = Math.max(best, 0.5);
    }
  }
  if (parts.length > 0) {
    const found = parts.filter((part) => stems.has(part) || (part.length >= 4 && joined.includes(part))).length;
    best = Math.max(best, (0.7 * found) / parts.length);
  }
  return best;
}

function commonPrefix(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/** German or English, as every part of Anker tells a question's language (see `detectQuestionLanguage`). */
export function guessLanguage(text: string): 'de' | 'en' {
  return detectQuestionLanguage(text);
}
