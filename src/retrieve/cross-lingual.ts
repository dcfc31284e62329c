import type { TextLanguage } from '../spec/index.js';
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
  let translatedAny = false;
  for (const [position, token] of tokens.entries()) {
    const kept = (): void => {
      words.push(token);
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
    const group = [...new Set(translations.flatMap((translation) => queryTermGroups(translation, target).flat()))];
    if (group.length > 0) groups.push(group);
  }
  return translatedAny ? { language: target, text: words.join(' '), groups } : null;
}
