import { lowercase } from './fold.js';
import { readGermanWordList, type GermanWordList } from './german-word-list.js';
import { isStopword } from './stopwords.js';

const MIN_MEMBER = 3;
const MAX_MEMBER = 24;
const MIN_WORD = 6;
// Fugenelemente after a member, tried as written; the member itself is reported without them.
const LINKERS = ['', 's', 'es', 'n', 'en', 'e', 'er'];
const GERMAN_WORD = /^[a-zäöüß]+$/;
const LISTED_MIN_MEMBER = 4;
const MIN_UNKNOWN_HEAD = 5;
const DERIVATIONAL_HEADS = new Set(['schaft', 'schaften', 'haft', 'tum', 'tums']);

let defaultWordList: GermanWordList | undefined;

/** The word list `decompound` uses by default, read from `dictionary-de` on first use (~0.7 s, once per process). */
export function germanWordList(): GermanWordList {
  defaultWordList ??= readGermanWordList();
  return defaultWordList;
}

/**
 * Splits a German compound into its members, lowercase with diacritics kept:
 * `Kündigungsfrist` → [`kündigung`, `frist`], `Netzleitstelle` → [`netz`, `leit`, `stelle`],
 * `Reisekostenrichtlinie` → [`reise`, `kosten`, `richt`, `linie`]. Returns [word] (lowercased) for simple words,
 * words under 6 letters and words with no complete split.
 *
 * Members are dictionary forms of at least 3 letters (the last may be inflected: `fristen`), joined by the
 * linking elements -s-, -es-, -n-, -en-, -e-, -er-, which are dropped from the result. Among complete splits the
 * one with the fewest members wins (then fewer linking elements, then longer members), and each member is split
 * again the same way. A particle before a single member (`mit|arbeiter`, `bei|spiel`, `an|gebot`) is not a split:
 * those words are lexicalised.
 */
export function decompound(word: string, wordList: GermanWordList = germanWordList()): string[] {
  const lower = lowercase(word);
  if (lower.length < MIN_WORD || !GERMAN_WORD.test(lower)) return [lower];
  const members =
    bestSplit(lower, wordList, false) ??
    longSplitWithParticles(lower, wordList) ??
    knownHeadSplit(lower, wordList);
  if (!members || !acceptable(lower, members, wordList)) return [lower];
  return members.flatMap((member) => decompound(member, wordList));
}

// Words the dictionary lists on their own (`gutschrift`, `ausfall`) are split only into long members, so
// lexicalised words keep their meaning; derivational endings that are also nouns (`gesell|schaft`) never head one.
function acceptable(lower: string, members: string[], wordList: GermanWordList): boolean {
  if (DERIVATIONAL_HEADS.has(members[members.length - 1]!)) return false;
  return !wordList.words.has(lower) || members.every((member) => member.length >= LISTED_MIN_MEMBER);
}

// Fallback when nothing covers the whole word: a known modifier followed by a head the dictionary does not know
// (`sicherheits|vorfall`). German puts the head last, where vocabulary is open-ended.
function knownHeadSplit(lower: string, wordList: GermanWordList): string[] | undefined {
  if (wordList.words.has(lower)) return undefined;
  for (let end = lower.length - MIN_UNKNOWN_HEAD; end >= LISTED_MIN_MEMBER; end--) {
    const piece = lower.slice(0, end);
    if (isStopword(piece, 'german')) continue;
    const head = (linker: string) => lower.slice(end + linker.length);
    if (wordList.compoundForms.has(piece) && plausibleHead(head(''), wordList))
      return [withoutLinker(piece, wordList), head('')];
    if (!wordList.words.has(piece)) continue;
    for (const linker of LINKERS) {
      if (linker && !lower.startsWith(linker, end)) continue;
      if (plausibleHead(head(linker), wordList)) return [piece, head(linker)];
    }
  }
  return undefined;
}

// An unknown head must still look like German: a vowel, and ending in a known word of 4+ letters (`vor|fall`).
function plausibleHead(head: string, wordList: GermanWordList): boolean {
  if (head.length < MIN_UNKNOWN_HEAD || !/[aeiouyäöü]/.test(head)) return false;
  for (let start = 1; start + LISTED_MIN_MEMBER <= head.length; start++) {
    if (wordList.words.has(head.slice(start))) return true;
  }
  return false;
}

// A particle may start a compound of three or more members (`unter|auftrag|verarbeiter`), never one of two.
function longSplitWithParticles(lower: string, wordList: GermanWordList): string[] | undefined {
  const members = bestSplit(lower, wordList, true);
  return members && members.length >= 3 ? members : undefined;
}

interface Step {
  cost: number;
  from: number;
  member: string;
}

// Dynamic programming over end positions: best[i] is the cheapest cover of lower[0, i) by non-final members.
function bestSplit(lower: string, wordList: GermanWordList, allowParticles: boolean): string[] | undefined {
  const n = lower.length;
  const best: (Step | undefined)[] = new Array(n + 1);
  best[0] = { cost: 0, from: -1, member: '' };
  let final: Step | undefined;
  for (let start = 0; start < n; start++) {
    const reached = best[start];
    if (!reached) continue;
    for (let end = start + MIN_MEMBER; end <= Math.min(n, start + MAX_MEMBER); end++) {
      const piece = lower.slice(start, end);
      if (!allowParticles && isStopword(piece, 'german')) continue;
      const memberCost = reached.cost + 100 - (end - start) ** 2 / 1_000;
      if (end === n) {
        if (
          start > 0 &&
          wordList.words.has(piece) &&
          !DERIVATIONAL_HEADS.has(piece) &&
          (!final || memberCost < final.cost)
        )
          final = { cost: memberCost, from: start, member: piece };
        continue;
      }
      if (wordList.compoundForms.has(piece))
        relax(best, end, { cost: memberCost, from: start, member: withoutLinker(piece, wordList) });
      if (!wordList.words.has(piece)) continue;
      for (const linker of LINKERS) {
        const next = end + linker.length;
        if (next >= n || (linker && !lower.startsWith(linker, end))) continue;
        relax(best, next, {
          cost: memberCost + (linker ? 1 : 0),
          from: start,
          member: linker ? piece : withoutLinker(piece, wordList),
        });
      }
    }
  }
  if (!final) return undefined;
  const members = [final.member];
  for (let step = best[final.from]; step && step.from >= 0; step = best[step.from])
    members.unshift(step.member);
  return members;
}

function relax(best: (Step | undefined)[], at: number, step: Step): void {
  const current = best[at];
  if (!current || step.cost < current.cost) best[at] = step;
}

// `kündigungs` → `kündigung`, `urlaubs` → `urlaub`: a form minus its linking element when that is a word, unless
// the form is itself a dictionary lemma (`haus`, `kosten`).
function withoutLinker(piece: string, wordList: GermanWordList): string {
  if (wordList.lemmas.has(piece)) return piece;
  for (const linker of ['es', 's', 'en', 'n']) {
    if (piece.length - linker.length >= MIN_MEMBER && piece.endsWith(linker)) {
      const bare = piece.slice(0, -linker.length);
      if (wordList.words.has(bare)) return bare;
    }
  }
  return piece;
}
