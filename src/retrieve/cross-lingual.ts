import type { DocumentFrequency, TextLanguage } from '../spec/index.js';
import { asGermanNoun, decompound, isQuestionStopword, otherLanguage, phraseTranslations, translateWord } from '../text/index.js';
import { foldDiacritics, isStopword, tokenize } from '../embed/text/index.js';
import { queryTermGroups } from './lexical-text.js';

/** A query carried into the other language of German and English. */
export interface TranslatedQuery {
  language: 'german' | 'english';
  /** The translations (and the query's language-neutral words: names, codes, numbers) as one query text. */
  text: string;
  /** Per content word of the original query, the index terms of all its translations: coverage counts words, not translations. */
  groups: string[][];
  /** Per content word of the original query, the words of `text` that stand for it (its translations, or itself). */
  wordGroups: string[][];
}

// Translations per word in the query: the dictionary's first ones are its common senses, later ones add noise.
const perWord = 3;
const perPhrase = 2;
const minLetters = 3;

/**
 * The query in the other language, word by word from the shipped dictionary (see `translateWord`): an English
 * question finds a German document (`drinking water` → `Trinkwasser`), a German one an English document. A German
 * compound the dictionary lacks is translated member by member (`Zählertausch` → `meter`, `exchange`). A word the
 * dictionary does not know, or one with digits (a name, a code, a number), is kept as written: the other language
 * writes it the same. Null for other languages or when no word translates.
 */
export function translateQuery(query: string, language: TextLanguage): TranslatedQuery | null {
  if (language !== 'german' && language !== 'english') return null;
  const target = otherLanguage(language);
  // The same words as the query's own coverage groups (see queryTermGroups), so both searches' coverage compares.
  const tokens = tokenize(query).filter((token) => !isStopword(foldDiacritics(token), language) && !isStopword(foldDiacritics(token), 'simple'));
  // The tokens are lowercase; a German word the query capitalises is read as a noun first (see `translateWord`).
  const capitalised = new Set((query.match(/\p{Lu}\p{L}*/gu) ?? []).map((word) => word.toLowerCase()));
  const asWritten = (token: string): string =>
    capitalised.has(token) ? token.charAt(0).toUpperCase() + token.slice(1) : token;
  const words: string[] = [];
  const groups: string[][] = [];
  const wordGroups: string[][] = [];
  let translatedAny = false;
  for (const [position, token] of tokens.entries()) {
    const kept = (): void => {
      words.push(token);
      wordGroups.push([token]);
      groups.push(...queryTermGroups(token, target));
    };
    // A question word (`lange`, `wann`) is looked for in no language, but still counts as a word of the query.
    if (isQuestionStopword(token)) {
      groups.push(...queryTermGroups(token, language));
      continue;
    }
    if (/\d/.test(token) || token.length < minLetters) {
      kept();
      continue;
    }
    // A word of a dictionary phrase (`data protection officer`) stands for the phrase's translation, then its own.
    let translations = [...new Set([...phraseTranslations(tokens, position, language, perPhrase), ...translateWord(asWritten(token), language, perWord, tokens[position + 1])])];
    if (translations.length === 0 && language === 'german') {
      const members = decompound(token);
      if (members.length > 1) translations = members.flatMap((member) => translateWord(asGermanNoun(member), language, 2));
    }
    if (translations.length === 0) {
      kept();
      continue;
    }
    translatedAny = true;
    words.push(...translations);
    wordGroups.push(translations);
    const group = [...new Set(translations.flatMap((translation) => queryTermGroups(translation, target).flat()))];
    if (group.length > 0) groups.push(group);
  }
  return translatedAny ? { language: target, text: words.join(' '), groups, wordGroups } : null;
}

/**
 * The share of a translated query's lexical weight that carries one translation per word. A hit's `lexicalMax` sums
 * the weight (IDF) of every word of the text, all translations of a question word included (`Fahrer`, `Treiber`,
 * `Lenker` for `driver`), while a source holds one of them: the hit's BM25 norm would be a fraction of what the same
 * source gets from a question in its own language, and its calibrated relevance would stay below the grounding gate.
 * Each question word counts with its rarest translation that the tenant holds (never more than the source can have).
 * `weight`: a word's IDF as the store's `lexicalMax` counts it (`lexicalWeights`, or `documentIdf`). 1 when no word
 * occurs.
 */
export function perWordShare(wordGroups: readonly (readonly string[])[], weight: (word: string) => number): number {
  const all = [...new Set(wordGroups.flat())].reduce((sum, word) => sum + weight(word), 0);
  const perWord = wordGroups.reduce((sum, group) => sum + Math.max(0, ...group.map(weight)), 0);
  return all > 0 && perWord > 0 ? Math.min(1, perWord / all) : 1;
}

/** A word's IDF from the tenant's document frequencies (BM25's formula); 0 for a word no document holds. */
export function documentIdf(statistics: Pick<DocumentFrequency, 'documents' | 'frequencies'>): (word: string) => number {
  return (word) => {
    const frequency = statistics.frequencies.get(word) ?? 0;
    return frequency > 0 ? Math.log(1 + (statistics.documents - frequency + 0.5) / (frequency + 0.5)) : 0;
  };
}
