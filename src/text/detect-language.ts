import { eld } from 'eld/extrasmall';
import { lowercase } from './fold.js';
import { textLanguageOf, type LanguageCode, type TextLanguage } from './language.js';
import { isStopword } from './stopwords.js';

/** Options of `detectLanguage`. */
export interface DetectLanguageOptions {
  /** Returned when the text carries no German or English signal (`SLA?`, `RTO`, a number). Default `unknown`. */
  fallback?: LanguageCode;
  /** Characters read from long passages; the beginning of a passage decides (default 2,000). */
  maxLength?: number;
}

/**
 * German or English? For questions of a few words and for passages. Compares only the `de` and `en` scores of
 * eld's n-gram model (other languages it considers are ignored, so a short German question that also scores as
 * Dutch stays German); when eld has no n-gram signal for either, the stopwords of both languages decide, then
 * `fallback`. Does not touch eld's shared language subset.
 */
export function detectLanguage(text: string, options: DetectLanguageOptions = {}): LanguageCode {
  const { fallback = 'unknown', maxLength = 2_000 } = options;
  const sample = text.length > maxLength ? text.slice(0, maxLength) : text;
  const scores = eld.detect(sample).getScores();
  const german = scores['de'] ?? 0;
  const english = scores['en'] ?? 0;
  if (german !== english) return german > english ? 'de' : 'en';
  return stopwordVote(sample) ?? fallback;
}

/** `detectLanguage` as a PostgreSQL text-search configuration: `german`, `english`, or `simple` when unknown. */
export function detectTextLanguage(text: string, options: DetectLanguageOptions = {}): TextLanguage {
  return textLanguageOf(detectLanguage(text, options));
}

function stopwordVote(text: string): LanguageCode | undefined {
  let german = 0;
  let english = 0;
  for (const word of lowercase(text).match(/\p{L}+/gu) ?? []) {
    if (isStopword(word, 'german')) german++;
    if (isStopword(word, 'english')) english++;
  }
  if (german === english) return undefined;
  return german > english ? 'de' : 'en';
}
