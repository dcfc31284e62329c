/**
 * Regenerates src/text/data/bilingual-de-en.txt.gz, the German↔English word translations of src/text/bilingual.ts,
 * from a general dictionary (never at test time):
 *   Ding (© Frank Richter, TU Chemnitz, GPL-2.0 or later), Debian package `trans-de-en`:
 *     apt-get update && apt-get install -y trans-de-en
 * Each entry's sections are read where both sides have as many (they align: the headwords, then their inflected
 * forms such as `leitet` — `routes`, or short examples), else only the headwords before the first `|`; usage
 * labels (`{f}`, `[techn.]`, `(Heizung)`) are dropped. A German headword of
 * one word pairs with every English headword of one to three words of its entry (`Trinkwasser` — `drinking water`,
 * `potable water`). Each direction keeps a word's likeliest translations, ranked by how often they stand together
 * over the whole dictionary: the share of the lines holding the word whose other side also holds the translation
 * (`Projekt` and `project` share hundreds of compound entries, `Projekt` and `scheme` a few), then by the entry with
 * the fewest headwords (the most specific).
 * Layout: lines `d<TAB>key<TAB>t1|t2|…` (German Snowball stem of lowercase headwords, verbs and adjectives →
 * English phrases), `n<TAB>key<TAB>…` (the same of capitalised headwords, nouns) and `e<TAB>key<TAB>t1|…` (English
 * phrase as Snowball stems joined by spaces → German words) and `w<TAB>word<TAB>…` (an English word without plural
 * `s` → German words, where they differ from its stem's), sorted by prefix and key, for binary search.
 * Run: npx tsx scripts/build-bilingual.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decompound } from '../src/text/decompound.js';
import { lowercase } from '../src/text/fold.js';
import { stem } from '../src/text/stem.js';
import { isStopword } from '../src/text/stopwords.js';

const DING = '/usr/share/trans/de-en';
const OUT = 'src/text/data/bilingual-de-en.txt.gz';
const KEPT = 6;
// The first translations compared to tell an English word from others of its stem.
const SHARED = 3;
const GERMAN_WORD = /^\p{L}[\p{L}-]*\p{L}$/u;
const ENGLISH_WORD = /^[a-z][a-z'-]*[a-z]$/;

function clean(headword: string): string {
  return headword
    .replace(/\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<[^>]*>|\/[^/]*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// A headword may carry its article (`der Verbrauch {m}`) or a verb its objects and reflexive pronoun (`etw. melden`,
// `sich jdm./etw. widmen` — `to report sth.`, `to devote oneself to sb./sth.`); the word alone is the headword.
const germanArticle = /^(?:der|die|das) (?=\p{Lu})/u;
const germanObjects = /(?:^|\s)(?:sich|(?:etw|jd[nmsr]?)\.(?:\/(?:etw|jd[nmsr]?)\.)*)(?=\s|$)/gu;
// An inflected form may carry its pronoun (`er/sie meldet`, `es kostet` — `he/she reports`, `it costs`).
const germanPronoun = /^(?:ich|du|er|sie|es|wir|ihr)(?:\/(?:ich|du|er|sie|es|wir|ihr))* (?=\p{Ll})/u;
const englishPronoun = /^(?:i|you|he|she|it|we|they)(?:\/(?:i|you|he|she|it|we|they))* /;
const englishObjects = /(?:^|\s)(?:oneself|one[’']s|(?:sth|sb)\.(?:\/(?:sth|sb)\.)*|sb[’']s)(?=\s|$)/g;

// Labels go before the alternatives are split: a label may hold a `;` (`to send {sent; sent}`).
function germanWords(side: string): string[] {
  return clean(side)
    .split(';')
    .map((word) => clean(clean(word).replace(germanArticle, '').replace(germanPronoun, '').replace(germanObjects, ' ')))
    .filter((word) => GERMAN_WORD.test(word) && !isStopword(lowercase(word), 'german'));
}

// English alternatives are also split at a comma (`at a/the minimum, at least`).
function englishPhrases(side: string): string[] {
  return clean(side)
    .split(/;|, /)
    .map((alternative) =>
      clean(lowercase(clean(alternative)).replace(englishPronoun, '').replace(englishObjects, ' ')).replace(/^(?:to|the|a|an) /, ''),
    )
    .filter((phrase) => {
      const words = phrase.split(' ');
      return (
        words.length <= 3 &&
        words.every((word) => ENGLISH_WORD.test(word)) &&
        !(words.length === 1 && isStopword(phrase, 'english'))
      );
    });
}

interface Pair {
  /** Association over the dictionary (Dice). */
  count: number;
  /** Headwords of the most specific entry that gave the pair. */
  width: number;
  order: number;
}

function add(
  map: Map<string, Map<string, Pair>>,
  key: string,
  translation: string,
  width: number,
  order: number,
): void {
  let targets = map.get(key);
  if (!targets) map.set(key, (targets = new Map()));
  const known = targets.get(translation);
  if (known) known.width = Math.min(known.width, width);
  else targets.set(translation, { count: 0, width, order });
}

/** An English word without a plural `s` (`instalments` → `instalment`), as `translateWord` looks it up. */
const englishWordKey = (word: string): string => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

const englishKey = (phrase: string): string =>
  phrase
    .split(' ')
    .map((word) => stem(word, 'english'))
    .join(' ');

const tokens = (text: string): string[] =>
  lowercase(clean(text))
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);

const members = new Map<string, string[]>();
/**
 * A German word, its compound members and its tails (`energieverbrauch` also counts as `verbrauch`, even where the
 * decompounder reads `verb|rauch`), lowercase.
 */
function withMembers(token: string): string[] {
  let known = members.get(token);
  if (!known) {
    const parts = token.length >= 8 ? decompound(token) : [];
    const tails = parts.slice(1, -1).map((_, index) => parts.slice(index + 1).join(''));
    members.set(token, (known = [...new Set([token, ...parts, ...tails])]));
  }
  return known;
}

/** For every stem, the dictionary lines whose German (or English) side holds it, ascending. */
function postings(sides: string[][], language: 'german' | 'english'): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const [line, side] of sides.entries()) {
    const tokens = language === 'german' ? side.flatMap(withMembers) : side;
    for (const word of new Set(tokens.map((token) => stem(token, language)))) {
      let list = index.get(word);
      if (!list) index.set(word, (list = []));
      list.push(line);
    }
  }
  return index;
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out.push(a[i]!);
      i += 1;
      j += 1;
    }
  }
  return out;
}

function build(): string {
  const entries = readFileSync(DING, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' :: '))
    .filter((sides): sides is [string, string] => sides.length === 2);
  const germanIndex = postings(
    entries.map(([german]) => tokens(german)),
    'german',
  );
  const englishIndex = postings(
    entries.map(([, english]) => tokens(english)),
    'english',
  );
  const association = (
    germanStem: string,
    phraseKey: string,
  ): { german: number; english: number; shared: number } => {
    const german = germanIndex.get(germanStem) ?? [];
    const lists = phraseKey.split(' ').map((word) => englishIndex.get(word) ?? []);
    const english = lists.reduce((common, list) => intersect(common, list));
    const shared = intersect(german, english).length;
    return { german: german.length, english: english.length, shared };
  };
  const germanToEnglish = new Map<string, Map<string, Pair>>();
  const germanNounsToEnglish = new Map<string, Map<string, Pair>>();
  const headwordStems = new Set<string>();
  const formLemmas = new Map<string, Set<string>>();
  const englishToGerman = new Map<string, Map<string, Pair>>();
  const englishWordsToGerman = new Map<string, Map<string, Pair>>();
  let order = 0;
  for (const [german, english] of entries) {
    // Sections align: headwords, then their inflected forms (`leitet | leitete` — `routes | routed`) or examples.
    const germanSections = german.split(' | ');
    const englishSections = english.split(' | ');
    const aligned = germanSections.length === englishSections.length ? germanSections.length : 1;
    const lemmas = germanWords(germanSections[0] ?? '');
    for (const lemma of lemmas) headwordStems.add(stem(lowercase(lemma), 'german'));
    for (let section = 0; section < aligned; section += 1) {
      const germanHeads = germanWords(germanSections[section] ?? '');
      // A verb's form stands for its infinitive, in the same place of the headwords (`sperrt` of `sperren`): a verb's
      // entry lists its participles, then its present and past (`sperrend | gesperrt | sperrt | sperrte`).
      if (section > 0 && section <= 4 && germanHeads.length === lemmas.length) {
        for (const [index, word] of germanHeads.entries()) {
          const lemma = lemmas[index]!;
          if (!/^\p{Ll}+n$/u.test(lemma) || !/^\p{Ll}+$/u.test(word)) continue;
          const form = stem(lowercase(word), 'german');
          let known = formLemmas.get(form);
          if (!known) formLemmas.set(form, (known = new Set()));
          known.add(stem(lowercase(lemma), 'german'));
        }
      }
      const englishHeads = englishPhrases(englishSections[section] ?? '');
      const width = germanHeads.length * englishHeads.length;
      for (const word of germanHeads) {
        for (const phrase of englishHeads) {
          order += 1;
          // A capitalised headword is a noun (`Melder` — `detector`), a lowercase one a verb or adjective (`melden` —
          // `report`): Snowball gives both one stem, and each class keeps its own senses.
          const map = /^\p{Lu}/u.test(word) ? germanNounsToEnglish : germanToEnglish;
          add(map, stem(lowercase(word), 'german'), phrase, width, order);
          add(englishToGerman, englishKey(phrase), lowercase(word), width, order);
          // Headwords only: an inflected form (`stored`) is read through its stem, with its infinitive's senses.
          if (section === 0 && !phrase.includes(' ')) add(englishWordsToGerman, englishWordKey(phrase), lowercase(word), width, order);
        }
      }
    }
  }
  const lines: string[] = [];
  // Forms of one word (`project`, `projects`) take one place: the first, best ranked.
  const emit = (
    prefix: string,
    map: Map<string, Map<string, Pair>>,
    strength: (key: string, translation: string) => number,
    form: (translation: string) => string,
    write = true,
  ): Map<string, string[]> => {
    const ranked = new Map<string, string[]>();
    for (const [key, targets] of map) {
      for (const [translation, pair] of targets) pair.count = strength(key, translation);
      const forms = new Set<string>();
      const best = [...targets.entries()]
        .sort(([, a], [, b]) => b.count - a.count || a.width - b.width || a.order - b.order)
        .map(([translation]) => translation)
        .filter((translation) => !forms.has(form(translation)) && forms.add(form(translation)) !== undefined)
        .slice(0, KEPT);
      ranked.set(key, best);
    }
    for (const [key, best] of write ? ranked : []) {
      // A form that is no headword (`sperrt`, `kostet`) has its infinitives' senses, alternating with its own, first
      // theirs: its own lines are few and may be a rare sense's (`kostet` — `tastes`), or the form's sense
      // (`startete` — `launched`).
      const lemmas = prefix === 'd' && !headwordStems.has(key) ? [...(formLemmas.get(key) ?? [])] : [];
      const theirs = [...new Set(lemmas.flatMap((lemma) => ranked.get(lemma) ?? []))];
      const alternating = Array.from({ length: Math.max(theirs.length, best.length) }, (_, index) => [theirs[index], best[index]]).flat();
      const senses = [...new Set(alternating.filter((sense): sense is string => sense !== undefined))].slice(0, KEPT);
      if (key && !key.includes('\t')) lines.push(`${prefix}\t${key}\t${senses.join('|')}`);
    }
    return ranked;
  };
  // A plural ending only: stems would also merge different words (`computer`, `computing`).
  // How often the translation stands beside the word, of all lines that hold the word: `consumption` lines mostly hold
  // `Verbrauch`, a few `Schwindsucht`. (The Dice coefficient would favour the rare sense.)
  const share = (shared: number, of: number): number => shared / (of || 1);
  const fromGerman = (key: string, phrase: string): number => {
    const a = association(key, englishKey(phrase));
    return share(a.shared, a.german);
  };
  const englishForm = (phrase: string): string => phrase.replace(/(?:es|s)$/, '');
  emit('d', germanToEnglish, fromGerman, englishForm);
  emit('n', germanNounsToEnglish, fromGerman, englishForm);
  const germanForm = (word: string): string => word.replace(/(?:en|er|e|n|s)$/, '');
  const byStem = emit(
    'e',
    englishToGerman,
    (key, word) => {
      const a = association(stem(word, 'german'), key);
      return share(a.shared, a.english);
    },
    germanForm,
  );
  // English words of one stem may mean different things (`instalment`, `install`: `instal`). A word whose first
  // translations share no German stem with its stem's first ones is such a word, and has a line of its own.
  const byWord = emit(
    'w',
    englishWordsToGerman,
    (key, word) => {
      const a = association(stem(word, 'german'), englishKey(key));
      return share(a.shared, a.english);
    },
    germanForm,
    false,
  );
  for (const [key, best] of byWord) {
    const stemmed = byStem.get(englishKey(key)) ?? [];
    const germanStems = (words: readonly string[]): Set<string> => new Set(words.slice(0, SHARED).map((word) => stem(word, 'german')));
    const stemSenses = germanStems(stemmed);
    const apart = stemmed.length > 0 && ![...germanStems(best)].some((sense) => stemSenses.has(sense));
    if (key && !key.includes('\t') && apart) lines.push(`w\t${key}\t${best.join('|')}`);
  }
  return lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n') + '\n';
}

writeFileSync(OUT, gzipSync(build(), { level: 9 }));
copyFileSync('/usr/share/doc/trans-de-en/copyright', 'src/text/data/LICENSE-ding.txt');
copyFileSync('/usr/share/common-licenses/GPL-2', 'src/text/data/LICENSE-ding-GPL-2.0.txt');
console.log(`wrote ${OUT}`);
