import { describe, expect, it } from 'vitest';
import { isLyAdverb, isMoneyNoun, isMostlyVerb } from './word-class.js';

describe('isMostlyVerb', () => {
  it('tells words used mostly as verbs from nouns, in any inflection', () => {
    for (const verb of ['happens', 'receive', 'allowed', 'comes', 'pay']) expect(isMostlyVerb(verb)).toBe(true);
    for (const noun of ['certificate', 'defense', 'points', 'hospital', 'password']) expect(isMostlyVerb(noun)).toBe(false);
  });
});

describe('isLyAdverb', () => {
  it('knows adverbs of manner and degree in -ly, not adjectives or nouns that end so', () => {
    for (const adverb of ['really', 'Actually', 'currently', 'legally']) expect(isLyAdverb(adverb)).toBe(true);
    for (const word of ['monthly', 'daily', 'early', 'family', 'supply', 'real', 'intravenous']) expect(isLyAdverb(word)).toBe(false);
  });
});

describe('isMoneyNoun', () => {
  it('knows nouns that name an amount of money, in the singular and the plural', () => {
    for (const noun of ['fee', 'fees', 'deposit', 'rent', 'refunds', 'surcharge', 'salary']) expect(isMoneyNoun(noun)).toBe(true);
    for (const noun of ['way', 'cable', 'meeting', 'account', 'weeks']) expect(isMoneyNoun(noun)).toBe(false);
  });

  it('asked for the most frequent sense, leaves out nouns that are mostly something else (`duty`, `deposit`)', () => {
    expect(isMoneyNoun('fee', true)).toBe(true);
    for (const noun of ['duty', 'deposit', 'interest']) expect(isMoneyNoun(noun, true)).toBe(false);
  });
});
