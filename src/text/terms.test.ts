import { describe, expect, it } from 'vitest';
import { fold, lowercase } from './fold.js';
import { contentStems, indexTerms, textTerms } from './terms.js';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('keeps numbers, codes and section references whole', () => {
    const tokens = tokenize('Laut § 7.3 gilt für A_LINE1_042 unter GPLv3: 99,5 % und 1.490 EUR.');
    expect(tokens.map((token) => [token.raw, token.kind])).toEqual([
      ['Laut', 'word'],
      ['§ 7.3', 'section'],
      ['gilt', 'word'],
      ['für', 'word'],
      ['A_LINE1_042', 'code'],
      ['unter', 'word'],
      ['GPLv3', 'code'],
      ['99,5', 'number'],
      ['und', 'word'],
      ['1.490', 'number'],
      ['EUR', 'word'],
    ]);
  });

  it('splits hyphenated words, keeps joins with digits, squashes dotted abbreviations', () => {
    expect(tokenize('E-Mail-Adresse, HG-400, 2026-11-29, 24/7, U.S. Open').map((token) => token.raw)).toEqual(
      ['E', 'Mail', 'Adresse', 'HG-400', '2026-11-29', '24/7', 'US', 'Open'],
    );
  });

  it('reports offsets into the source text', () => {
    const text = 'Preis: HG-400 kostet 1.490 €';
    for (const token of tokenize(text))
      expect(text.slice(token.index, token.index + token.raw.length)).toBe(token.raw);
  });
});

describe('fold and lowercase', () => {
  it('keeps diacritics for the stemmer and removes them for matching', () => {
    expect(lowercase('Kündigungsfrist')).toBe('kündigungsfrist');
    expect(fold('Kündigungsfrist Straße Café')).toBe('kundigungsfrist strasse cafe');
  });
});

describe('textTerms', () => {
  it('gives raw, folded, stem, stopword flag and language per token', () => {
    const [die, frist] = textTerms('Die Kündigungsfristen', { language: 'german' });
    expect(die).toMatchObject({ raw: 'Die', lower: 'die', isStopword: true, language: 'german' });
    expect(frist).toMatchObject({
      lower: 'kündigungsfristen',
      folded: 'kundigungsfristen',
      stem: 'kundigungsfrist',
      isStopword: false,
    });
  });

  it('detects the language when none is given', () => {
    expect(textTerms('What is the notice period?')[0]?.language).toBe('english');
    expect(textTerms('Wie lang ist die Kündigungsfrist?')[0]?.language).toBe('german');
  });

  it('leaves numbers and codes unstemmed', () => {
    expect(textTerms('Messungen 1.490 GPLv3', { language: 'german' }).map((term) => term.stem)).toEqual([
      'messung',
      '1.490',
      'gplv3',
    ]);
  });
});

describe('contentStems and indexTerms', () => {
  it('drops stopwords and deduplicates content stems', () => {
    expect(contentStems('Die Frist und die Fristen', { language: 'german' })).toEqual(['frist']);
  });

  it('adds compound members and number variants', () => {
    const terms = indexTerms('Kündigungsfrist für HG-400: 1.490 EUR, 99,5 % laut § 7.3', {
      language: 'german',
    });
    expect(terms).toEqual(
      expect.arrayContaining([
        'kundigungsfrist',
        'kundig',
        'frist',
        'hg-400',
        'hg400',
        'hg',
        '400',
        '1490',
        '99.5',
        '§7.3',
        '7.3',
      ]),
    );
  });
});
