import { newStemmer, type SnowballStemmer } from 'snowball-stemmers';
import { stemGerman } from './german-snowball.js';
import type { TextLanguage } from './language.js';

const stemmers: Partial<Record<TextLanguage, SnowballStemmer>> = {};
// Words repeat a lot in documents; a bounded cache per language makes stemming a map lookup for most tokens.
const caches: Partial<Record<TextLanguage, Map<string, string>>> = {};
const CACHE_LIMIT = 50_000;

/**
 * The Snowball stem of one lowercase word, identical to the lexeme PostgreSQL's `to_tsvector(language, word)`
 * produces for a non-stopword (`kündigungsfristen` → `kundigungsfrist`, `connections` → `connect`). `simple`
 * returns the word unchanged, as PostgreSQL's `simple` configuration does. Pass the output of `lowercase`;
 * stopwords are not filtered here (see `isStopword`).
 */
export function stem(word: string, language: TextLanguage): string {
  if (language === 'simple') return word;
  let cache = caches[language];
  if (!cache) cache = caches[language] = new Map();
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const result =
    language === 'german' ? stemGerman(word) : (stemmers[language] ??= newStemmer(language)).stem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, result);
  return result;
}
