import { describe, expect, it } from 'vitest';
import { documentIdf, perWordShare, translateQuery } from './cross-lingual.js';

describe('translateQuery', () => {
  it('carries an English question into German, keeping codes and numbers', () => {
    const translated = translateQuery('Which hospital invoice is due in 2026 for ward B7?', 'english');
    expect(translated?.language).toBe('german');
    expect(translated?.text).toMatch(/krankenhaus/);
    expect(translated?.text).toMatch(/rechnung/);
    expect(translated?.text).toContain('2026');
    expect(translated?.text).toContain('b7');
  });

  it('carries a German question into English; one coverage group per content word', () => {
    const translated = translateQuery('Wann kommt die Rechnung vom Krankenhaus?', 'german');
    expect(translated?.language).toBe('english');
    expect(translated?.text).toMatch(/invoice|bill/);
    expect(translated?.text).toMatch(/hospital/);
    // `wann`, `kommt`, `Rechnung`, `Krankenhaus`: each word one group, however many translations it has, the question
    // word too (looked for in no language, it still counts as a word of the question, as in the query's own groups).
    expect(translated?.groups.length).toBeLessThanOrEqual(4);
    expect(translated?.text).not.toMatch(/\bwann\b/);
    expect(translated?.groups.some((group) => group.includes('hospital'))).toBe(true);
  });

  it('searches a three-word English term as the German compound the dictionary gives for it (`first aid kit`)', () => {
    const translated = translateQuery('Where is the first aid kit in the warehouse?', 'english');
    expect(translated?.text.split(' ')).toContain('sanitätskasten');
    // Each of the three words is covered where a source names the compound.
    expect(translated?.groups.filter((group) => group.includes('sanitatskasten'))).toHaveLength(3);
  });

  it('translates nothing for an unknown language or a question of names only', () => {
    expect(translateQuery('Rechnung', 'simple')).toBeNull();
    expect(translateQuery('Zqxw Vbnm?', 'german')).toBeNull();
  });
});

describe('perWordShare', () => {
  it('keeps one translation per question word: its rarest one that the tenant holds', () => {
    const frequencies = new Map([
      ['fahrer', 2],
      ['treiber', 8],
      ['lenker', 0],
      ['urlaub', 4],
    ]);
    const idf = (frequency: number): number => Math.log(1 + (20 - frequency + 0.5) / (frequency + 0.5));
    const share = perWordShare([['fahrer', 'treiber', 'lenker'], ['urlaub']], documentIdf({ documents: 20, frequencies }));
    expect(share).toBeCloseTo((idf(2) + idf(4)) / (idf(2) + idf(8) + idf(4)), 10);
    expect(share).toBeLessThan(1);
  });

  it('is 1 for one translation per word, and when no word occurs', () => {
    expect(perWordShare([['fahrer'], ['urlaub']], documentIdf({ documents: 20, frequencies: new Map([['fahrer', 2], ['urlaub', 4]]) }))).toBe(1);
    expect(perWordShare([['fahrer', 'treiber']], documentIdf({ documents: 20, frequencies: new Map() }))).toBe(1);
  });

  it('gives every content word of a translated query its group of words of the text', () => {
    const translated = translateQuery('Wie lange ist die Kündigungsfrist für Fahrer?', 'german');
    expect(translated?.wordGroups.length).toBeGreaterThanOrEqual(2);
    for (const group of translated?.wordGroups ?? []) for (const word of group) expect(translated?.text).toContain(word);
  });
});
