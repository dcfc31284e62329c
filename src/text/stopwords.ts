import { ENGLISH_STOPWORDS_TEXT, GERMAN_STOPWORDS_TEXT } from './data/stopwords.js';
import type { TextLanguage } from './language.js';

const GERMAN = new Set(GERMAN_STOPWORDS_TEXT.split(' '));
const ENGLISH = new Set(ENGLISH_STOPWORDS_TEXT.split(' '));

/**
 * True when PostgreSQL's `language` configuration drops `word` as a stopword (its Snowball lists, matched on the
 * lowercase, diacritic-preserving word: `daß` is one, `dass` is not, exactly as in PostgreSQL). `simple` has none.
 */
export function isStopword(word: string, language: TextLanguage): boolean {
  switch (language) {
    case 'german':
      return GERMAN.has(word);
    case 'english':
      return ENGLISH.has(word);
    case 'simple':
      return false;
  }
}

/**
 * True when `word` is a stopword of German or English, for text whose language is unknown (query filters, the
 * offline answerer). Also accepts the folded spelling of German stopwords (`fur`, `uber`).
 */
export function isAnyStopword(word: string): boolean {
  return GERMAN.has(word) || ENGLISH.has(word) || FOLDED_GERMAN.has(word);
}

/** The stopwords of `language` (lowercase, diacritic-preserving). */
export function stopwords(language: TextLanguage): ReadonlySet<string> {
  return language === 'german' ? GERMAN : language === 'english' ? ENGLISH : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
const FOLDED_GERMAN = new Set(
  [...GERMAN].map((word) =>
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss'),
  ),
);
