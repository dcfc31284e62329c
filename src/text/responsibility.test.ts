import { describe, expect, it } from 'vitest';
import { namesResponsibility, responsibilityAlternatives } from './responsibility.js';

describe('responsibility words', () => {
  it('knows the German and English words for being responsible, in any case', () => {
    expect(namesResponsibility('zuständig')).toBe(true);
    expect(namesResponsibility('kümmert')).toBe(true);
    expect(namesResponsibility('Ansprechpartnerin')).toBe(true);
    expect(namesResponsibility('responsible')).toBe(true);
    expect(namesResponsibility('Wartung')).toBe(false);
  });

  it('offers the words a source states the relation with, but not the asked word itself and not `owner` (stem of `owned`)', () => {
    const alternatives = responsibilityAlternatives('zuständig').map((words) => words.join(' '));
    expect(alternatives).toContain('verantwortlich');
    expect(alternatives).toContain('beauftragte');
    expect(alternatives).not.toContain('zustandig');
    expect(responsibilityAlternatives('owner').map((words) => words.join(' '))).not.toContain('owner');
    expect(responsibilityAlternatives('Hafen')).toEqual([]);
  });
});
