import { newStemmer } from 'snowball-stemmers';

// snowball-stemmers@0.6.0 implements the German algorithm as it was before Snowball 3.0; PostgreSQL 18 (and so
// PGlite) ships Snowball 3.0, whose German stemmer changed in four places. Each is applied around the old
// stemmer here, checked word by word against to_tsvector('german', …) in stem.test.ts.
const previous = newStemmer('german');
const VOWELS = 'aeiouyäöü';
const NEW_STEP_ONE_SUFFIXES: readonly (readonly [suffix: string, kept: string])[] = [
  ['erinnen', ''],
  ['erin', ''],
  ['lns', 'l'],
  ['ln', 'l'],
];

/** The Snowball 3.0 German stem (as in PostgreSQL 18) of a lowercase word. */
export function stemGerman(word: string): string {
  // 1. `ae`, `oe`, `ue` are read as ä, ö, ü: `zaehler` = `zähler`, `aktuelle` → `aktull`. Not `ue` after `q`, nor
  // after a vowel, where the `u` is a consonant (`neuer`, `dauer`), as the prelude marks it.
  const umlauts = word.replace(/ae|oe|(?<![qaeiouyäöü])ue/g, (pair) =>
    pair === 'ae' ? 'ä' : pair === 'oe' ? 'ö' : 'ü',
  );
  const r1 = regionOneStart(umlauts);
  // 2. New step-1 suffixes: feminine `-erin`/`-erinnen` (`mitarbeiterinnen` → `mitarbeit`) and `-ln`/`-lns`, which
  // keep their `l` (`regeln` → `regel`, `behandelns` → `behandel`). As in Snowball's `among`, the longest suffix
  // decides even when it lies outside R1 (then step 1 removes nothing: `kölns` → `kolns`). Step 1 removes one
  // suffix only, so the rest goes through the old stemmer with an `e` for its step 1 to take.
  for (const [suffix, kept] of NEW_STEP_ONE_SUFFIXES) {
    if (!umlauts.endsWith(suffix)) continue;
    if (umlauts.length - suffix.length >= r1)
      return previous.stem(umlauts.slice(0, umlauts.length - suffix.length) + kept + 'e');
    // Outside R1 the suffix still shadows the old stemmer's `-s`/`-en`; `-ln`/`-erin` shadow nothing.
    return previous.stem(suffix.endsWith('s') || suffix.endsWith('en') ? umlauts + 'e' : umlauts);
  }
  // 3. `-em` is kept after `syst` (`system`, `ticketsystem`).
  if (umlauts.endsWith('system')) return previous.stem(umlauts + 'e');
  return previous.stem(umlauts);
}

// R1: after the first non-vowel that follows a vowel, but at least 3 letters in; `u` and `y` between vowels are
// consonants (`brau|erin`).
function regionOneStart(word: string): number {
  const vowel = (i: number): boolean => {
    const char = word[i] ?? '';
    if (!VOWELS.includes(char)) return false;
    if (
      (char === 'u' || char === 'y') &&
      i > 0 &&
      VOWELS.includes(word[i - 1]!) &&
      VOWELS.includes(word[i + 1] ?? '')
    )
      return false;
    return true;
  };
  for (let i = 1; i < word.length; i++) if (!vowel(i) && vowel(i - 1)) return Math.max(3, i + 1);
  return word.length;
}
