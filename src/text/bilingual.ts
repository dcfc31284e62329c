import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { lowercase } from './fold.js';
import type { TextLanguage } from './language.js';
import { stem } from './stem.js';
import { isStopword } from './stopwords.js';

/** German↔English word translations (Ding), searchable by Snowball stem. */
export interface Bilingual {
  /**
   * The likeliest translations of a German word's stem into English, or of an English phrase's stems (joined by
   * spaces) into German, best first, as written in the dictionary (lowercase). Empty when the dictionary has none.
   * A German stem has the senses of its nouns and those of its verbs and adjectives (`meld`: `Melder` — `detector`,
   * `melden` — `report`): `noun` true puts the nouns' first, false the others', and without it they alternate.
   */
  lookup(from: 'german' | 'english', key: string, noun?: boolean): readonly string[];
  /**
   * The translations of an English word (lowercase) where they differ from its stem's (`instalment`: `Rate`, not
   * `install`'s `Installation`); empty otherwise.
   */
  englishWord(word: string): readonly string[];
}

const NONE: readonly string[] = [];
let loaded: Bilingual | undefined;

/** The shipped dictionary, read on first use from `src/text/data/bilingual-de-en.txt.gz` (`scripts/build-bilingual.ts`). */
export function bilingual(): Bilingual {
  return (loaded ??= readBilingual(dataFilePath('bilingual-de-en.txt.gz')));
}

/**
 * Reads a dictionary file: sorted lines `d|n|e|w<TAB>key<TAB>t1|t2|…`, binary-searched in the unpacked bytes (splitting
 * them into strings, or a Map of every key, would cost more than all lookups of a run).
 */
export function readBilingual(path: string): Bilingual {
  const bytes = gunzipSync(readFileSync(path));
  const starts: number[] = [0];
  for (let at = bytes.indexOf(10); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(10, at + 1))
    starts.push(at + 1);
  // The end of a line's key: its second tab.
  const keyEnd = (start: number): number => bytes.indexOf(9, start + 2);
  const line = (prefix: string, key: string): readonly string[] => {
    const wanted = Buffer.from(`${prefix}\t${key}`, 'utf8');
    let low = 0;
    let high = starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle]!;
      const end = keyEnd(start);
      const order = Buffer.compare(bytes.subarray(start, end), wanted);
      if (order === 0) {
        const lineEnd = bytes.indexOf(10, end);
        return bytes.toString('utf8', end + 1, lineEnd === -1 ? bytes.length : lineEnd).split('|');
      }
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return NONE;
  };
  return {
    englishWord(word) {
      return line('w', englishWordKey(word));
    },
    lookup(from, key, noun) {
      if (from === 'english') return line('e', key);
      const others = line('d', key);
      const nouns = line('n', key);
      if (nouns.length === 0) return others;
      if (others.length === 0) return nouns;
      const [first, second] = noun === false ? [others, nouns] : [nouns, others];
      if (noun !== undefined) return [...new Set([...first, ...second])];
      const alternating: string[] = [];
      for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
        if (index < first.length) alternating.push(first[index]!);
        if (index < second.length) alternating.push(second[index]!);
      }
      return [...new Set(alternating)];
    },
  };
}

/**
 * `word` written as a German noun (capitalised), for `translateWord`: a compound's member is one (`konten` of
 * `Administratorkonten` is `Konten`, accounts, not the verb `konten`, counter).
 */
export function asGermanNoun(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An English word without a plural `s` (`instalments` → `instalment`), as the dictionary's word lines are keyed. */
function englishWordKey(word: string): string {
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** The other language of German and English. */
export function otherLanguage(language: 'german' | 'english'): 'german' | 'english' {
  return language === 'german' ? 'english' : 'german';
}

/**
 * Translations of one word of `language` into the other, at most `limit`, best first; an English word may also be
 * looked up as the first of a two-word phrase with `next` (`drinking` `water` → `trinkwasser`), whose translations
 * come first. Stopwords have none. A German word as written tells its class: a capitalised one is read as a noun
 * first (`Melder` — `detector`), a lowercase one as a verb or adjective first (`melden` — `report`).
 */
export function translateWord(
  word: string,
  language: 'german' | 'english',
  limit: number,
  next?: string,
  dictionary: Bilingual = bilingual(),
): string[] {
  const lower = lowercase(word);
  if (lower.length < 2 || isStopword(lower, language)) return [];
  const found: string[] = [];
  if (language === 'english' && next && !isStopword(lowercase(next), language)) {
    found.push(
      ...dictionary.lookup('english', `${stem(lower, 'english')} ${stem(lowercase(next), 'english')}`),
    );
  }
  const noun = language === 'german' ? /^\p{Lu}/u.test(word) : undefined;
  const byStem = dictionary.lookup(language, stem(lower, language), noun);
  const own = language === 'english' ? dictionary.englishWord(lower) : NONE;
  // The word's own senses and its stem's alternate: a German source may name either (`Schutz` for `protects`).
  for (let index = 0; index < Math.max(own.length, byStem.length); index += 1) {
    if (index < own.length) found.push(own[index]!);
    if (index < byStem.length) found.push(byStem[index]!);
  }
  return [...new Set(found)].slice(0, limit);
}

/**
 * Translations of the English dictionary phrases of three words that contain `words[position]` (`data protection
 * officer` → `datenschutzbeauftragter` for each of its three words), at most `limit`. A phrase holds no stopword:
 * `words` may be a sentence's words with them. Two-word phrases stay with their first word (see `translateWord`): the
 * second keeps its own senses (`power connection` → `Netzanschluss` says nothing of a `connection` alone). German
 * writes such a phrase as one compound, which `translateWord` reads; there this is empty.
 */
export function phraseTranslations(
  words: readonly string[],
  position: number,
  language: 'german' | 'english',
  limit: number,
  dictionary: Bilingual = bilingual(),
): string[] {
  if (language !== 'english') return [];
  const found: string[] = [];
  for (const length of [3]) {
    for (
      let start = Math.max(0, position - length + 1);
      start <= position && start + length <= words.length;
      start += 1
    ) {
      const phrase = words.slice(start, start + length).map(lowercase);
      if (phrase.some((word) => word.length < 2 || isStopword(word, language))) continue;
      found.push(...dictionary.lookup('english', phrase.map((word) => stem(word, 'english')).join(' ')));
    }
  }
  return [...new Set(found)].slice(0, limit);
}

/** `phraseTranslations` as Snowball stem sequences of German (see `translationStems`). */
export function phraseTranslationStems(
  words: readonly string[],
  position: number,
  language: 'german' | 'english',
  limit: number,
  dictionary?: Bilingual,
): string[][] {
  return toStems(phraseTranslations(words, position, language, limit, dictionary), otherLanguage(language));
}

/**
 * Whether `word` of `language` is written the same in the other language and means the same there: the dictionary
 * translates the other language's word of that spelling back to it (German `Administrator` → `administrator`,
 * `Backup` → `backup`). A false friend is not (German `Personal` → `staff`, `Gift` → `poison`), nor is a word the
 * other language lacks. A source in the other language names such a word as the question writes it.
 */
export function isSameInOtherLanguage(
  word: string,
  language: 'german' | 'english',
  dictionary: Bilingual = bilingual(),
): boolean {
  const lower = lowercase(word);
  return translateWord(lower, otherLanguage(language), sameWordTranslations, undefined, dictionary).some(
    (translation) => lowercase(translation) === lower,
  );
}

// The other language's word is read with its first translations only: a later one is a rarer sense.
const sameWordTranslations = 6;

/**
 * The translations of `word` as Snowball stem sequences of the other language (`drinking water` → [`drink`,
 * `water`]), for matching a source written in that language. Stopwords inside a phrase are left out.
 */
export function translationStems(
  word: string,
  language: 'german' | 'english',
  limit: number,
  next?: string,
  dictionary?: Bilingual,
): string[][] {
  return toStems(translateWord(word, language, limit, next, dictionary), otherLanguage(language));
}

function toStems(translations: readonly string[], target: TextLanguage): string[][] {
  return translations
    .map((phrase) =>
      phrase
        .split(/[\s-]+/)
        .map(lowercase)
        .filter((part) => part.length > 1 && !isStopword(part, target))
        .map((part) => stem(part, target)),
    )
    .filter((stems) => stems.length > 0);
}
