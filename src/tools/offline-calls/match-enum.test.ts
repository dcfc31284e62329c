import { describe, expect, it } from 'vitest';
import { matchEnum, matchEnumValues } from './match-enum.js';

describe('matchEnum', () => {
  it('reads values by their own words, several when several are named', () => {
    expect(matchEnum({ enum: ['CITY_BASIC', 'CITY_PLUS'] }, 'Was kostet der Tarif City Plus?')).toBe('CITY_PLUS');
    expect(matchEnumValues({ enum: ['CITY_BASIC', 'CITY_PLUS', 'EBIKE_DAY'] }, 'Vergleiche City Basic und Ebike Day.').values).toEqual(['CITY_BASIC', 'EBIKE_DAY']);
  });

  it('reads durations, hour windows and values of one shape, in the enum style when the enum lacks them', () => {
    expect(matchEnum({ enum: ['1m', '15m', '1h', '1d'] }, 'Werte im Viertelstundenraster')).toBe('15m');
    expect(matchEnum({ enum: ['15min', 'day', 'month'] }, 'hourly values please')).toBe('1h');
    expect(matchEnum({ enum: ['09-13', '13-17'] }, 'bitte zwischen 9 und 13 Uhr')).toBe('09-13');
    expect(matchEnum({ enum: ['L1', 'L2', 'L3'] }, 'Dringlichkeit L0, sofort')).toBe('L0');
  });

  it('passes a value named with other digits on as a variant, and names nothing when nothing fits', () => {
    expect(matchEnum({ enum: ['BASIC_M12', 'BASIC_M24'] }, 'Was kostet Basic M36?')).toBe('BASIC_M36');
    expect(matchEnum({ enum: ['BASIC_M12', 'BASIC_M24'] }, 'Wie wird das Wetter?')).toBeNull();
  });
});
