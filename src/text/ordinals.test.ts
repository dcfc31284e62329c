import { describe, expect, it } from 'vitest';
import { countedNouns, countsOtherOrdinal, statesOrdinal } from './ordinals.js';

describe('countedNouns', () => {
  it('reads German and English ordinals with the word they count, an adjective between', () => {
    expect(countedNouns('Im ersten vollen Kalenderjahr und in the third week').map(({ number, noun, text }) => ({ number, noun, text }))).toEqual([
      { number: 1, noun: 'kalenderjahr', text: 'ersten vollen Kalenderjahr' },
      { number: 3, noun: 'week', text: 'third week' },
    ]);
  });

  it('counts `nach dem ersten Jahr` as the second and marks ranges', () => {
    expect(countedNouns('Nach dem ersten Jahr sinkt der Preis.')).toMatchObject([{ number: 2, onwards: false }]);
    expect(countedNouns('Ab dem zweiten Jahr gilt 10 %.')).toMatchObject([{ number: 2, onwards: true }]);
    expect(countedNouns('In the first year 5 %, thereafter 3 %.')).toMatchObject([{ number: 1, onwards: true }]);
  });
});

describe('countsOtherOrdinal', () => {
  const asked = countedNouns('Was gilt im dritten Jahr?');
  it('tells a text about another case from one that states the asked case or a range reaching it', () => {
    expect(countsOtherOrdinal(asked, 'Im ersten Jahr gilt 5 %.')).toBe(true);
    expect(countsOtherOrdinal(asked, 'Im ersten Jahr 5 %, im dritten Jahr 3 %.')).toBe(false);
    expect(countsOtherOrdinal(asked, 'Ab dem zweiten Jahr gilt 3 %.')).toBe(false);
    expect(countsOtherOrdinal(asked, 'Im ersten Monat gilt 5 %.')).toBe(false);
    expect(statesOrdinal(asked[0]!, 'Ab dem zweiten Jahr gilt 3 %.')).toBe(true);
    expect(statesOrdinal(asked[0]!, 'Im vierten Jahr gilt 3 %.')).toBe(false);
  });
});
