import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';
import { lemmaKey, synonymGroupsOf, synonymStems, thesaurus } from './thesaurus.js';

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

  it("keeps a word's own groups apart from those of other words with its Snowball stem", () => {
    const ofWord = (word: string, language: 'german' | 'english') => synonymStems(stem(word.toLowerCase(), language), language, lemmaKey(word));
    // `Wien` and `Wiener` (the sausage, `Frankfurter`) share the stem `wien`; `verbindlich` and `verbinden` share `verbind`.
    expect(synonymStems(stem('wien', 'german'), 'german').has('frankfurt')).toBe(true);
    expect(ofWord('Wien', 'german').has('frankfurt')).toBe(false);
    expect(ofWord('Wiener', 'german').has('frankfurt')).toBe(true);
    expect(ofWord('verbindlich', 'german').has(stem('festgelegt', 'german'))).toBe(true);
    expect(ofWord('verbindlich', 'german').has(stem('vernetzen', 'german'))).toBe(false);
    // An inflected form finds its lemma's groups (`Kündigungen` → `Kündigung`); a word the keys miss keeps all groups.
    expect(ofWord('Kündigungen', 'german').has(stem('entlassung', 'german'))).toBe(true);
    expect(ofWord('holidays', 'english').has(stem('vacation', 'english'))).toBe(true);
  });

  it('stems its groups with the stemmer the text layer uses now', () => {
    // PostgreSQL 18's German stemmer keeps `-el` of `-eln` verbs (`abwandeln` → `abwandel`): data built with the older
    // stems could not be found by the stems words get now.
    const synonyms = synonymStems(stem('umwandeln', 'german'), 'german');
    expect(synonyms.has(stem('konvertieren', 'german'))).toBe(true);
  });
});

