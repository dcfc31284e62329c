import { describe, expect, it } from 'vitest';
import { fold as foldDiacritics } from '../../text/index.js';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('lowercases words and drops punctuation', () => {
    expect(tokenize('Die Kündigungsfrist beträgt 3 Monate.')).toEqual([
      'die',
      'kündigungsfrist',
      'beträgt',
      '3',
      'monate',
    ]);
  });

  it('keeps numbers with thousands and decimal separators whole', () => {
    expect(tokenize('Preis: 1.490 EUR, Verfügbarkeit 99,5 % und 2,400 units')).toEqual([
      'preis',
      '1.490',
      'eur',
      'verfügbarkeit',
      '99,5',
      'und',
      '2,400',
      'units',
    ]);
  });

  it('keeps ids with underscores and digit-bearing hyphen parts', () => {
    expect(tokenize('Sensor A_LINE1_042 meldet HG-400 am 2026-11-29 (24/7)')).toEqual([
      'sensor',
      'a_line1_042',
      'meldet',
      'hg-400',
      'am',
      '2026-11-29',
      '24/7',
    ]);
  });

  it('keeps section numbers and drops the paragraph sign', () => {
    expect(tokenize('siehe § 7.3 und Abschnitt 4.1.2.')).toEqual([
      'siehe',
      '7.3',
      'und',
      'abschnitt',
      '4.1.2',
    ]);
  });

  it('splits hyphenated words and sentence dots between words', () => {
    expect(tokenize('E-Mail-Adresse.Ende')).toEqual(['e', 'mail', 'adresse', 'ende']);
  });

  it('handles Unicode letters beyond Latin-1 and empty input', () => {
    expect(tokenize('Ærø — Łódź naïve café')).toEqual(['ærø', 'łódź', 'naïve', 'café']);
    expect(tokenize('  ... !')).toEqual([]);
  });
});

describe('foldDiacritics', () => {
  it('folds like PostgreSQL german snowball (ä→a, ß→ss)', () => {
    expect(foldDiacritics('Kündigungsfristen')).toBe('kundigungsfristen');
    expect(foldDiacritics('Straße Größe Äpfel')).toBe('strasse grosse apfel');
    expect(foldDiacritics('Café Niño')).toBe('cafe nino');
    expect(foldDiacritics('PLAIN ascii')).toBe('plain ascii');
  });
});
