import { describe, expect, it } from 'vitest';
import { detectLanguageOfTokens } from './detect-language.js';
import { analyzeQuery, expandTerms } from './expand-terms.js';
import { tokenize } from './tokenize.js';

describe('expandTerms', () => {
  it('adds stems and compound parts so a compound matches its parts', () => {
    const terms = expandTerms('Die Kündigungsfristen', 'german');
    expect(terms).toEqual(['kundigungsfristen', 'kundigungsfrist', 'kundigung', 'fristen', 'frist']);
  });

  it('keeps repeats across tokens so term frequency survives', () => {
    expect(expandTerms('Vertrag und Vertrag', 'german')).toEqual(['vertrag', 'vertrag']);
  });

  it('adds number and id variants', () => {
    expect(expandTerms('1.490 EUR und 99,5 %', 'german')).toEqual(['1.490', '1490', 'eur', '99,5', '99.5']);
    expect(expandTerms('HG-400 A_LINE1_042', 'english')).toEqual([
      'hg-400',
      'hg400',
      'hg',
      '400',
      'a_line1_042',
      'aline1042',
      'line1',
      '042',
    ]);
  });

  it('does not decompound English text', () => {
    expect(expandTerms('The services', 'english')).toEqual(['services', 'service']);
  });
});

describe('analyzeQuery', () => {
  it('drops German stopwords and dedupes', () => {
    expect(analyzeQuery('Wie lang ist die Frist für die Kündigung?', 'german')).toEqual([
      'lang',
      'frist',
      'kundigung',
    ]);
  });

  it('drops English stopwords', () => {
    expect(analyzeQuery('What are the prices of the services?', 'english')).toEqual([
      'prices',
      'price',
      'services',
      'service',
    ]);
  });

  it('drops both lists in simple mode and returns nothing for stopword-only input', () => {
    expect(analyzeQuery('Was ist the price?', 'simple')).toEqual(['price', 'pric']);
    expect(analyzeQuery('und oder', 'german')).toEqual([]);
  });
});

describe('detectLanguageOfTokens', () => {
  it('tells German from English and gives up on too little evidence', () => {
    expect(detectLanguageOfTokens(tokenize('Die Frist für die Kündigung ist nicht lang'))).toBe('german');
    expect(detectLanguageOfTokens(tokenize('The notice period of the contract is three months'))).toBe(
      'english',
    );
    expect(detectLanguageOfTokens(tokenize('Kündigungsfrist'))).toBe('simple');
  });
});
