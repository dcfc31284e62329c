import { describe, expect, it } from 'vitest';
import { quarterWords } from './quarters.js';

describe('quarterWords', () => {
  it('names a quarter written as Q3 in German and English words, and the other way round', () => {
    expect(quarterWords('Auswertung Fahrgastzahlen Q3/2026')).toEqual(expect.arrayContaining(['Q3', 'dritten', 'Quartal', 'third', 'quarter']));
    expect(quarterWords('Im dritten Quartal stieg die Auslastung.')).toContain('Q3');
    expect(quarterWords('Im 2. Quartal 2026 fielen zwei Fähren aus.')).toEqual(expect.arrayContaining(['Q2', 'zweiten']));
    expect(quarterWords('Bookings fell in the fourth quarter.')).toEqual(expect.arrayContaining(['Q4', 'vierten', 'Quartal']));
    expect(quarterWords('Budget H1 2027')).toEqual(expect.arrayContaining(['H1', 'ersten', 'Halbjahr', 'first', 'half']));
  });

  it('reads no quarter in words that start with Q, in a symbol of a quantity, or in a fifth quarter', () => {
    expect(quarterWords('Die Qualität der Fähren ist gut.')).toEqual([]);
    expect(quarterWords('Zähler Q3 = 4 m³/h')).toEqual([]);
    expect(quarterWords('Q5 und H3')).toEqual([]);
  });
});
