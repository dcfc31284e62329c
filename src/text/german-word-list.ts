import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { fold } from './fold.js';

/** Lowercase German lemmas from OpenThesaurus, for the decompounder. */
export interface GermanWordList {
  /** Number of lemmas. */
  readonly size: number;
  /** Whether `word` (lowercase) is a lemma: `frist`, `stelle`, `leiten`, `kündigungsfrist`. */
  has(word: string): boolean;
  /** Whether `word` is written capitalised in the source, i.e. a noun (`frist`, `reise`). */
  isNoun(word: string): boolean;
  /** Whether `word` is written lowercase in the source: a verb, adjective or particle (`leiten`, `neu`). */
  isLowercase(word: string): boolean;
  /** Number of synonym groups `word` occurs in, a rough measure of how common it is; 0 when not a lemma. */
  senses(word: string): number;
  /** Every lemma, sorted by UTF-16 code units. */
  words(): string[];
}

const TAB = 9;
const NEWLINE = '\n';

/**
 * Reads `src/text/data/german-words.txt.gz` (OpenThesaurus, LGPL-2.1; layout in `scripts/build-german-words.ts`),
 * ~70k lemmas. The sorted lines are binary-searched in place: building a Set of every lemma would cost several
 * times the ~20 ms this takes. `file` defaults to that file.
 */
export function readGermanWordList(file = dataFilePath('german-words.txt.gz')): GermanWordList {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const starts: number[] = [];
  for (let at = 0; at < text.length;) {
    starts.push(at);
    const end = text.indexOf(NEWLINE, at);
    if (end < 0) break;
    at = end + 1;
  }
  const lineStarts = Int32Array.from(starts);
  const find = (word: string) => findLine(text, lineStarts, word);
  // Flags follow the tab: `n` (noun), `w` (lowercase), then the number of senses in base 36.
  const flagsOf = (word: string) => {
    const line = find(word);
    if (line < 0) return undefined;
    const from = lineStarts[line]! + word.length + 1;
    const to = line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : text.length;
    return text.slice(from, to);
  };
  return {
    size: lineStarts.length,
    has: (word) => find(word) >= 0,
    isNoun: (word) => flagsOf(word)?.startsWith('n') ?? false,
    isLowercase: (word) => flagsOf(word)?.replace(/^n/, '').startsWith('w') ?? false,
    senses: (word) => {
      const flags = flagsOf(word);
      return flags === undefined ? 0 : Number.parseInt(flags.replace(/^n?w?/, ''), 36);
    },
    words: () => Array.from(lineStarts, (start) => text.slice(start, text.indexOf('\t', start))),
  };
}

function findLine(text: string, lineStarts: Int32Array, word: string): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareAt(text, lineStarts[middle]!, word);
    if (order === 0) return middle;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

// Compares the word of the line at `start` (up to its tab) with `word`, without slicing: negative when the line's
// word sorts first. The tab sorts before every letter, as a shorter word does.
function compareAt(text: string, start: number, word: string): number {
  for (let i = 0; i < word.length; i++) {
    const difference = text.charCodeAt(start + i) - word.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return text.charCodeAt(start + word.length) === TAB ? 0 : 1;
}

/**
 * The same lemmas looked up by their folded spelling (`kundigung` finds `kündigung`, `strasse` finds `straße`): for
 * callers that hold only folded words, which would otherwise split on the wrong lemmas (`kundig|ungsfrist`). Where
 * two lemmas fold alike (`schon`, `schön`), a lookup answers for either.
 */
export function foldedWordList(list: GermanWordList): GermanWordList {
  const originals = new Map<string, string[]>();
  for (const word of list.words()) {
    const folded = fold(word);
    if (folded === word) continue;
    const known = originals.get(folded);
    if (known) known.push(word);
    else originals.set(folded, [word]);
  }
  const forms = (word: string): string[] => {
    const others = originals.get(word) ?? [];
    return list.has(word) ? [word, ...others] : others;
  };
  return {
    size: list.size,
    has: (word) => forms(word).length > 0,
    isNoun: (word) => forms(word).some((form) => list.isNoun(form)),
    isLowercase: (word) => forms(word).some((form) => list.isLowercase(form)),
    senses: (word) => Math.max(0, ...forms(word).map((form) => list.senses(form))),
    words: () => [...new Set(list.words().map(fold))].sort(),
  };
}
