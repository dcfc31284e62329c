import { describe, expect, it } from 'vitest';
import { isMostlyVerb } from './word-class.js';

describe('isMostlyVerb', () => {
  it('tells words used mostly as verbs from nouns, in any inflection', () => {
    for (const verb of ['happens', 'receive', 'allowed', 'comes', 'pay']) expect(isMostlyVerb(verb)).toBe(true);
    for (const noun of ['certificate', 'defense', 'points', 'hospital', 'password']) expect(isMostlyVerb(noun)).toBe(false);
  });
});
