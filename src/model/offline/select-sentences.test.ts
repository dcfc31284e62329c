import { describe, expect, it } from 'vitest';
import { selectSentences } from './select-sentences.js';
import { splitIntoUnits, splitSentences } from './split-sentences.js';

describe('splitSentences', () => {
  it('keeps abbreviations, initials and German dates inside a sentence', () => {
    expect(splitSentences('Die Frist endet am 31. März 2026. Danach gilt z. B. die Regel von Dr. Meier. J. R. R. Tolkien schrieb viel.')).toEqual([
      'Die Frist endet am 31. März 2026.',
      'Danach gilt z. B. die Regel von Dr. Meier.',
      'J. R. R. Tolkien schrieb viel.',
    ]);
  });
});

describe('splitIntoUnits', () => {
  it('renders table rows with their headers and marks heading lines', () => {
    const units = splitIntoUnits('Preisliste > Tarife\n\n| Tarif | Preis |\n|---|---|\n| Pro | 850 € |\n\n## Rabatte\nJährlich 8 % Rabatt.');
    expect(units).toMatchObject([
      { text: 'Preisliste > Tarife', isHeading: true },
      { text: 'Tarif: Pro; Preis: 850 €', isHeading: false, isTableRow: true },
      { text: 'Rabatte', isHeading: true },
      { text: 'Jährlich 8 % Rabatt.', isHeading: false },
    ]);
  });
});

describe('selectSentences', () => {
  it('matches compound parts and takes the entity from the document title', () => {
    const contract = 'Vertrag > § 3 Kündigung\n\nDer Vertrag kann mit einer Frist von 6 Monaten gekündigt werden.\n\nDie Möwe KG zahlt 1.700 € im Monat.';
    const template = 'Der Vertrag kann mit einer Frist von 3 Monaten gekündigt werden.';
    const picked = selectSentences('Welche Kündigungsfrist gilt für die Möwe KG?', [
      { marker: 1, title: 'Rahmenvertrag Möwe KG', text: contract },
      { marker: 2, title: 'Vertragsvorlage', text: template },
    ]);
    expect(picked[0]).toMatchObject({ marker: 1, text: 'Der Vertrag kann mit einer Frist von 6 Monaten gekündigt werden.' });
  });

  it('returns nothing when no sentence shares a term with the question', () => {
    expect(selectSentences('Wie hoch ist der Mond?', [{ marker: 1, text: 'Der Tarif kostet 640 €.' }])).toEqual([]);
  });

  it('adds the preceding sentence when the best one starts with a pronoun', () => {
    const text = 'Peyton Manning spielte für Denver. Er ist mit 39 Jahren der älteste Quarterback im Super Bowl.';
    const picked = selectSentences('Wer ist der älteste Quarterback im Super Bowl?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Peyton Manning');
  });
});
