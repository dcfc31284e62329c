import { describe, expect, it } from 'vitest';
import { isUnitName, unitNames } from './unit-names.js';

describe('unitNames', () => {
  it('gives the German and English words of the unit symbols a text writes', () => {
    expect(unitNames('Das Wasser hat im August 19 °C.')).toEqual(expect.arrayContaining(['grad', 'celsius', 'degrees']));
    expect(unitNames('Der Kurs kostet 240 €.')).toEqual(expect.arrayContaining(['euro']));
    expect(unitNames('The mole is 1.2 km long.')).toEqual(expect.arrayContaining(['kilometres', 'kilometer']));
  });

  it('reads `kWh` and `kW`, which are no words, also without a number (`pro kWh`, `ct/kWh`)', () => {
    expect(unitNames('Der Landstrom kostet 39 ct/kWh.')).toContain('kilowattstunde');
    expect(unitNames('Die Fähre braucht 2 l Diesel pro kWh.')).toContain('kilowattstunde');
    expect(unitNames('Der Anschluss liefert bis zu 11 kW.')).toContain('kilowatt');
    expect(unitNames('Die Kwh-Liste und das kWhz-Feld')).toEqual([]);
  });

  it('reads the larger energy units and apparent power the same way (`EUR 90 per MWh`, `250 kVA`)', () => {
    expect(unitNames('The energy price is EUR 90.00 per MWh.')).toEqual(expect.arrayContaining(['megawatt', 'hour']));
    expect(unitNames('Jahresverbrauch: 12 GWh')).toContain('gigawattstunde');
    expect(unitNames('Das Aggregat leistet 250 kVA.')).toContain('kilovoltampere');
    expect(unitNames('Die MWhs-Spalte')).toEqual([]);
  });

  it('reads an area or volume symbol also without a number: its superscript is no letter (`je m³`)', () => {
    expect(unitNames('Der Mengenpreis beträgt 1,95 € je m³.')).toContain('kubikmeter');
    expect(unitNames('Miete pro m² Wohnfläche')).toContain('quadratmeter');
    expect(unitNames('Atom³ und Form² als Fußnoten')).toEqual([]);
  });

  it('reads a length symbol only after a number, never a letter of a word', () => {
    expect(unitNames('Der Steg liegt am Hafen.')).toEqual([]);
    expect(unitNames('Boote bis 12 m Länge')).toContain('meter');
  });

  it('knows the words of units of measure, and nothing else', () => {
    for (const word of ['kilogramm', 'liter', 'prozent', 'kilometres']) expect(isUnitName(word)).toBe(true);
    for (const word of ['dampf', 'diesel', 'hafen']) expect(isUnitName(word)).toBe(false);
  });
});
