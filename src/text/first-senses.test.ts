import { describe, expect, it } from 'vitest';
import { englishFirstSenseSynonyms } from './first-senses.js';

describe('englishFirstSenseSynonyms', () => {
  it('pairs nouns whose most frequent sense is the same, never through a rarer sense', () => {
    expect(englishFirstSenseSynonyms('kids')).toContain('child');
    expect(englishFirstSenseSynonyms('children')).toContain('kid');
    // `kid` is also a young goat, but that is not its first sense.
    expect(englishFirstSenseSynonyms('kids')).not.toContain('goat');
    // A word used mostly otherwise (`given`, `kid` as in "you kid me") is no noun unless its form is a plural.
    expect(englishFirstSenseSynonyms('given')).toEqual([]);
    expect(englishFirstSenseSynonyms('kid')).toEqual([]);
    expect(englishFirstSenseSynonyms('zzzz')).toEqual([]);
  });
});
