import { describe, expect, it } from 'vitest';
import { findNumbers } from './find-numbers.js';

const read = (message: string) => findNumbers(message, []).map((mention) => [mention.value, mention.unit]);

describe('findNumbers', () => {
  it('reads German and English notation; a group of thousands never starts with 0', () => {
    expect(read('Stand 48.213 kWh, Abschlag 2.500,5 Euro')).toEqual([[48213, 'kwh'], [2500.5, 'euro']]);
    expect(read('a loan of 3,200 dollars at a rate of 0.035 with 1e-6 tolerance')).toEqual([[3200, 'dollars'], [0.035, 'with'], [0.000001, 'tolerance']]);
  });

  it('takes letters glued after a number as its unit, and scale words as part of the amount', () => {
    expect(read('a plank 12cm wide and 2m long')).toEqual([[12, 'cm'], [2, 'm']]);
    expect(read('a city of 3.4 million people')).toEqual([[3400000, 'people']]);
    expect(read('Das Budget beträgt 2,5 Mio. Euro')).toEqual([[2500000, 'euro']]);
  });

  it('keeps a number glued to letters before it out (part of a name)', () => {
    expect(read('Tarif Fix24 und Modell X7')).toEqual([]);
  });

  it('gives every item of a list the unit written after the last one', () => {
    expect(read('rent it for 3, 6 and 9 months')).toEqual([[3, 'months'], [6, 'months'], [9, 'months']]);
    expect(read('Laufzeit 12 oder 24 Monate')).toEqual([[12, 'monate'], [24, 'monate']]);
  });

  it('reads a comma in English as a list separator, in German as the decimal comma', () => {
    expect(read('the squares of 4,9 and 16')).toEqual([[4, ''], [9, ''], [16, '']]);
    expect(read('Der Zuschlag beträgt 4,9 Prozent')).toEqual([[4.9, 'prozent']]);
  });
});
