import { describe, expect, it } from 'vitest';
import { expandToken } from '../embed/text/index.js';
import { termCoverage } from './lexical-text.js';
import { TokenExpansions } from './token-expansions.js';

describe('TokenExpansions', () => {
  it('answers as expandToken does, per language, also after it started over', () => {
    const expansions = new TokenExpansions(2);
    for (const [token, language] of [['kundigungsfrist', 'german'], ['running', 'english'], ['kundigungsfrist', 'simple'], ['a_line1_042', 'german']] as const) {
      expect(expansions.expand(token, language)).toEqual(expandToken(token, language));
      expect(expansions.expand(token, language)).toEqual(expandToken(token, language));
    }
  });

  it('gives termCoverage the same coverage as the uncached expansions', () => {
    const expansions = new TokenExpansions();
    const groups = [['kundigung'], ['frist'], ['vertrag']];
    const text = 'Die Kündigungsfrist beträgt drei Monate.';
    expect(termCoverage(groups, text, 'german', expansions.expand)).toBe(termCoverage(groups, text, 'german'));
    expect(termCoverage(groups, text, 'german', expansions.expand)).toBeCloseTo(2 / 3);
  });
});
