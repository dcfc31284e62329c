import { detectQuestionLanguage } from '../../prompt/detect-question-language.js';
import { englishFirstSenseSynonyms, fold, translateWord } from '../../text/index.js';
import { stem, tokenize } from './text-terms.js';

// Dictionary translations an asked word keeps (its first senses).
const translationsKept = 6;

/** Weight of a match through a synonym, against a match of the question's own word. */
export const SYNONYM_MATCH = 0.9;

/**
 * For each content word of the question, its dictionary translations into the other of German and English, by the
 * answerer's stems (`free trial` → `testphase`, `days` → `tag`): an English question then finds its answer in a German
 * sentence. From a general bilingual dictionary, not from a list of any knowledge base's words.
 */
export function synonymAlternatives(question: string): Map<string, string[]> {
  const result = new Map<string, Set<string>>();
  addTranslations(question, result);
  return new Map([...result].map(([key, set]) => [key, [...set]]));
}

/**
 * Each word's dictionary translations into the other of German and English (`drinking water` → `trinkwasser`), as
 * alternatives the same way: a source in the other language names the asked thing only so.
 */
function addTranslations(question: string, result: Map<string, Set<string>>): void {
  const language = detectQuestionLanguage(question) === 'de' ? 'german' : 'english';
  const words = question.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  for (const [position, word] of words.entries()) {
    if (/\d/.test(word)) continue;
    const translations = translateWord(word, language, translationsKept, words[position + 1]);
    if (translations.length === 0) continue;
    const key = stem(fold(word));
    const set = result.get(key) ?? new Set<string>();
    for (const translation of translations) {
      const tokens = tokenize(translation);
      const other = tokens.length === 1 ? stem(tokens[0]!) : tokens.join(' ');
      if (other && other !== key) set.add(other);
    }
    result.set(key, set);
  }
}

/**
 * An English question's nouns with their synonyms in their most frequent sense (`kids` → `child`), by the answerer's
 * stems: what a table's column header may call them (`Children under 16`). Only for headers: in running text they
 * made sentences about another thing answer (`nations` ~ `the country`).
 */
export function firstSenseAlternatives(question: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (detectQuestionLanguage(question) !== 'en') return result;
  for (const word of question.match(/[A-Za-z]+/g) ?? []) {
    const key = stem(fold(word));
    const others = englishFirstSenseSynonyms(word).map((lemma) => stem(lemma)).filter((other) => other !== key);
    if (others.length > 0) result.set(key, others);
  }
  return result;
}
