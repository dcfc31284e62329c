import type { Logger } from 'pino';
import type { KnowledgeStore } from '../spec/index.js';
import { decompound, germanWordList, isGermanDictionaryWord, isStopword, isUnknownEnglishWord, lowercase } from '../text/index.js';

/** A word of the question read as another word of the tenant's documents. */
export interface SpellingCorrection {
  /** The word as the question writes it (`Maastrich`). */
  from: string;
  /** The word as the documents write it, in the question's capitalisation (`Maastricht`). */
  to: string;
}

export interface SpellingOptions {
  corpus?: Pick<KnowledgeStore, 'documentFrequency'>;
  tenantId: string;
  logger?: Logger;
}

// Shorter words have too many neighbours one edit away (`Tarif` — `Tarife`, `Hafen` — `Hafer`) to tell a typo from
// another word.
const MIN_LENGTH = 7;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzäöüß';
const WORD = /(?<![\p{L}\p{N}_-])\p{L}+(?![\p{L}\p{N}_-])/gu;
// At most this many unknown words are looked up per question (each costs a few hundred candidate lookups).
const MAX_WORDS = 3;

/**
 * Reads a question's misspelt words as the tenant's own words (`Maastrich Treaty` → `Maastricht Treaty`, `ctenohore`
 * → `ctenophore`, `Hopfental` → `Hopfenthal`): a word of 7 or more letters that no dictionary knows as a word of its
 * own (German or English; a compound of German words may be a misspelt name) and no document of the tenant contains becomes the one word of the documents one edit away (a letter
 * left out, added, changed or two swapped), the most common one when several are. A typo then no longer makes an
 * answerable question not found; a word with no such neighbour stays as written (an absent client's name is still
 * absent). Without corpus statistics, or when they fail, the question is unchanged.
 */
export async function correctSpelling(question: string, options: SpellingOptions): Promise<{ question: string; corrections: SpellingCorrection[] }> {
  const { corpus, tenantId, logger } = options;
  const unchanged = { question, corrections: [] };
  if (!corpus?.documentFrequency) return unchanged;
  const candidates = [...new Set([...question.matchAll(WORD)].map((match) => match[0]))].filter(isCandidate);
  if (candidates.length === 0) return unchanged;
  try {
    const present = await corpus.documentFrequency(tenantId, candidates.map(lowercase));
    const absent = candidates.filter((word) => (present.frequencies.get(lowercase(word)) ?? 0) === 0).slice(0, MAX_WORDS);
    if (absent.length === 0) return unchanged;
    const editsOf = new Map(absent.map((word) => [word, [...oneEditAway(lowercase(word))].filter((edit) => !isStopword(edit, 'german') && !isStopword(edit, 'english'))]));
    const { frequencies } = await corpus.documentFrequency(tenantId, [...new Set([...editsOf.values()].flat())], { rare: true });
    const corrections: SpellingCorrection[] = [];
    for (const [word, edits] of editsOf) {
      const found = edits.map((edit) => ({ edit, count: frequencies.get(edit) ?? 0 })).filter(({ count }) => count > 0);
      if (found.length === 0) continue;
      const most = Math.max(...found.map(({ count }) => count));
      const best = found.filter(({ count }) => count === most);
      // Two neighbours as common as each other: which one was meant is a guess.
      if (best.length > 1) continue;
      // A compound of dictionary words (`Feierwagen`) is a word of its own: read as an ordinary word one edit away
      // (`Feiertagen`) it would change what the question asks. It is read only as a word no dictionary knows, a
      // name (`Hopfental` → `Hopfenthal`).
      if (decompound(lowercase(word)).length >= 2 && isGermanDictionaryWord(best[0]!.edit)) continue;
      corrections.push({ from: word, to: withCaseOf(word, best[0]!.edit) });
    }
    if (corrections.length === 0) return unchanged;
    let corrected = question;
    for (const { from, to } of corrections) corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}_-])${from}(?![\\p{L}\\p{N}_-])`, 'gu'), to);
    logger?.info({ event: 'spelling-corrected', corrections }, 'question words read as the documents spell them');
    return { question: corrected, corrections };
  } catch (error) {
    logger?.warn({ event: 'spelling-corpus-failed', err: error }, 'corpus statistics unavailable; the question is read as written');
    return unchanged;
  }
}

function isCandidate(word: string): boolean {
  if (word.length < MIN_LENGTH || /^\p{Lu}+$/u.test(word)) return false;
  const lower = lowercase(word);
  if (isStopword(lower, 'german') || isStopword(lower, 'english')) return false;
  // A word of either dictionary is no typo, only a word the documents do not use. A compound of dictionary words
  // (`Hopfental`) may well be a misspelt name (`Hopfenthal`).
  const germanWord = germanWordList().has(lower) || (isGermanDictionaryWord(lower) && decompound(lower).length < 2);
  return !germanWord && (!/^[a-z]+$/i.test(word) || isUnknownEnglishWord(lower));
}

/** Every string one edit (deletion, transposition, substitution, insertion) away from `word`. */
export function oneEditAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail && letter !== tail[0]) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

function withCaseOf(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
