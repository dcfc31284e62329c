import { describe, expect, it } from 'vitest';
import { splitSentences, wordBeforeFinalPeriod } from './split-sentences.js';

describe('splitSentences', () => {
  it('splits at sentence ends followed by a capital, digit or quote', () => {
    expect(splitSentences('Erster Satz. Zweiter Satz! Dritter? 4 Punkte sind es. „Zitat" folgt.')).toEqual([
      'Erster Satz.',
      'Zweiter Satz!',
      'Dritter?',
      '4 Punkte sind es.',
      '„Zitat" folgt.',
    ]);
  });

  it('does not split after abbreviations, initials, ordinals or inside numbers', () => {
    const text =
      'Die Frist gilt z. B. ab dem 1. Februar 2026 bzw. nach Abs. 3 der Regel. Ansprechpartner ist J. Berger. Preis: 1.490 € inkl. Support. Version 2.0 gilt.';
    expect(splitSentences(text)).toEqual([
      'Die Frist gilt z. B. ab dem 1. Februar 2026 bzw. nach Abs. 3 der Regel.',
      'Ansprechpartner ist J. Berger.',
      'Preis: 1.490 € inkl. Support.',
      'Version 2.0 gilt.',
    ]);
  });

  it('does not split before a lower-case continuation', () => {
    expect(splitSentences('Das gilt etc. und so weiter.')).toEqual(['Das gilt etc. und so weiter.']);
  });

  it('splits after a year at the end of a sentence', () => {
    expect(splitSentences('Sie gilt seit 2026. Danach nicht.')).toEqual(['Sie gilt seit 2026.', 'Danach nicht.']);
  });
});

describe('wordBeforeFinalPeriod', () => {
  it('finds what /(\\S+)\\.$/ captured, on edge cases and random texts', () => {
    const byRegex = (text: string) => /(\S+)\.$/.exec(text)?.[1] ?? '';
    const cases = ['.', 'Nr.', 'z. B.', 'foo .', ' .', 'a..', 'x.y.', '(ca.', 'Satz\u00a0Nr.', 'Ende\tz.', 'ab\ncd.', '😀x.', 'a \u3000b.'];
    for (const text of cases) expect(wordBeforeFinalPeriod(text), text).toBe(byRegex(text));
    const alphabet = ['a', 'Z', '.', ' ', '\u00a0', '\t', '\n', '1', '(', '😀', '\u2009'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: 1 + (next() % 12) }, () => alphabet[next() % alphabet.length]).join('') + '.';
      expect(wordBeforeFinalPeriod(text), JSON.stringify(text)).toBe(byRegex(text));
    }
  });
});

