import { describe, expect, it } from 'vitest';
import { entityQueries } from './entity-queries.js';

describe('entityQueries', () => {
  it('searches once per named client, leaving the other out', () => {
    const queries = entityQueries('Welche Lieferfrist gilt für Omikron Bau und für Delta Logistik?');
    expect(queries).toHaveLength(2);
    expect(queries[0]).toContain('Omikron Bau');
    expect(queries[0]).not.toContain('Delta');
    expect(queries[1]).toContain('Delta Logistik');
    expect(queries[1]).not.toContain('Omikron');
  });

  it('returns nothing for one entity or none', () => {
    expect(entityQueries('Welche Lieferfrist gilt für Omikron Bau?')).toEqual([]);
    expect(entityQueries('Wie lange dauert die Lieferung?')).toEqual([]);
  });
});

describe('entityQueries on names written next to each other', () => {
  it('reads a brand and its product written in a row as one name, not two to search apart', () => {
    expect(entityQueries('Was kostet MöweCard Flex7 im Jahr?')).toEqual([]);
  });

  it('still searches apart names the question joins by a word', () => {
    expect(entityQueries('Was kostet MöweCard Flex7 und was InselCard Basis?').length).toBe(2);
  });
});
