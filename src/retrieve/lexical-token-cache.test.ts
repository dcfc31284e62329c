import { describe, expect, it } from 'vitest';
import { lexicalText, tokenExtras } from './lexical-text.js';
import { LexicalTokenCache } from './lexical-token-cache.js';

describe('LexicalTokenCache', () => {
  it('answers as tokenExtras does, per language, also after it started over', () => {
    const cache = new LexicalTokenCache(2);
    const tokens = [['Kündigungsfristen', 'german'], ['policies', 'english'], ['Kündigungsfristen', 'simple'], ['A_LINE1_042', 'german'], ['der', 'german']] as const;
    for (const [token, language] of tokens) {
      expect(cache.extrasOf(token, language)).toEqual(tokenExtras(token, language));
      expect(cache.extrasOf(token, language)).toEqual(tokenExtras(token, language));
    }
    expect(cache.extrasOf('der', 'german')).toEqual([]);
  });

  it('gives lexicalText the same text as the uncached terms, for texts that repeat their words', () => {
    const cache = new LexicalTokenCache();
    const texts = [
      ['Die Kündigungsfrist beträgt 1.490 Tage; Sonn- und Feiertage zählen mit.', 'german'],
      ['Die Kündigungsfristen der Verträge sichert der Anbieter zu.', 'german'],
      ['Service policies of the HG-400 apply 24/7.', 'english'],
    ] as const;
    for (const [text, language] of [...texts, ...texts]) expect(lexicalText(text, language, cache.extrasOf)).toBe(lexicalText(text, language));
  });
});
