import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';
import { synonymGroupsOf, synonymStems, thesaurus } from './thesaurus.js';

describe('thesaurus', () => {
  // Load time is a benchmark figure, not a test assertion: only that each language loads once is asserted here.
  it('loads each language once', () => {
    for (const language of ['german', 'english'] as const) {
      const data = thesaurus(language);
      expect(data.size).toBeGreaterThan(10_000);
      expect(thesaurus(language)).toBe(data);
    }
  });

  it('finds German synonyms by Snowball stem (OpenThesaurus)', () => {
    const synonyms = synonymStems(stem('kündigung', 'german'), 'german');
    expect(synonyms.has(stem('entlassung', 'german'))).toBe(true);
    expect(synonymStems(stem('urlaub', 'german'), 'german').has(stem('ferien', 'german'))).toBe(true);
  });

  it('finds English synonyms by Snowball stem (WordNet)', () => {
    expect(synonymStems(stem('price', 'english'), 'english').has(stem('cost', 'english'))).toBe(true);
    expect(synonymStems(stem('vacation', 'english'), 'english').has(stem('holiday', 'english'))).toBe(true);
  });

  it('returns groups that contain the stem itself, and nothing for unknown stems or simple', () => {
    for (const group of synonymGroupsOf('frist', 'german')) expect(group).toContain('frist');
    expect(synonymStems('qqqxyz', 'german').size).toBe(0);
    expect(synonymStems('frist', 'simple').size).toBe(0);
  });
});
