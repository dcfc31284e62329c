import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.js';

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
