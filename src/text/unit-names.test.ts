import { describe, expect, it } from 'vitest';
import { unitNames } from './unit-names.js';

describe('unitNames', () => {
  it('gives the German and English words of the unit symbols a text writes', () => {
    expect(unitNames('Das Wasser hat im August 19 °C.')).toEqual(expect.arrayContaining(['grad', 'celsius', 'degrees']));
    expect(unitNames('Der Kurs kostet 240 €.')).toEqual(expect.arrayContaining(['euro']));
    expect(unitNames('The mole is 1.2 km long.')).toEqual(expect.arrayContaining(['kilometres', 'kilometer']));
  });

  it('reads a length symbol only after a number, never a letter of a word', () => {
    expect(unitNames('Der Steg liegt am Hafen.')).toEqual([]);
    expect(unitNames('Boote bis 12 m Länge')).toContain('meter');
  });
});
