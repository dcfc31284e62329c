import { describe, expect, it } from 'vitest';
import { AGE_UNIT, askedQuantities, coversQuantity, figuresIn, rangesIn, withoutAges } from './quantity-range.js';

describe('askedQuantities', () => {
  it('reads a figure with its unit word in German and English writing', () => {
    expect(askedQuantities('Wir heizen mit etwa 12.500 kWh im Jahr, bei 3,5 kW Anschluss.')).toEqual([
      { raw: '12.500', value: 12_500, unit: 'kwh' },
      { raw: '3,5', value: 3.5, unit: 'kw' },
    ]);
    expect(askedQuantities('What does it cost for a team of 14 engineers and 2,000 litres?')).toEqual([
      { raw: '14', value: 14, unit: 'engineers' },
      { raw: '2,000', value: 2000, unit: 'litres' },
    ]);
  });

  it('reads a figure written as a word from two to twelve, not an article', () => {
    expect(askedQuantities('Was kostet es, wenn die Reparatur zwei Stunden dauert?')).toEqual([{ raw: 'zwei', value: 2, unit: 'stunden' }]);
    expect(askedQuantities('What if we send twelve engineers?')).toEqual([{ raw: 'twelve', value: 12, unit: 'engineers' }]);
    expect(askedQuantities('Was kostet eine Stunde, was ein Tag?')).toEqual([]);
  });

  it('reads an amount of a currency by its word, symbol or code, before or after the figure', () => {
    expect(askedQuantities('Wer gibt eine Bestellung über 5.000 € frei?')).toEqual([{ raw: '5.000', value: 5000, unit: 'euro' }]);
    expect(askedQuantities('Wer gibt eine Bestellung über 5.000 Euro frei?')).toEqual([{ raw: '5.000', value: 5000, unit: 'euro' }]);
    expect(askedQuantities('Who approves an order of EUR 30,000 or $200?')).toEqual([
      { raw: '30,000', value: 30_000, unit: 'euro' },
      { raw: '200', value: 200, unit: 'dollar' },
    ]);
  });

  it('reads a comparative before the figure as a bound: the asked case lies beyond it', () => {
    expect(askedQuantities('Welche Raumhöhe braucht ein Serverraum für mehr als 40 Racks?')).toEqual([{ raw: '40', value: 40, unit: 'racks', bound: 'above' }]);
    expect(askedQuantities('Which fee applies to parcels of less than 2 kg?')).toEqual([{ raw: '2', value: 2, unit: 'kg', bound: 'below' }]);
    expect(askedQuantities('Does it apply to orders over $500?')).toEqual([{ raw: '500', value: 500, unit: 'dollar', bound: 'above' }]);
    // An order `über 5.000 €` is an order of that amount: no bound.
    expect(askedQuantities('Wer gibt eine Bestellung über 5.000 € frei?')).toEqual([{ raw: '5.000', value: 5000, unit: 'euro' }]);
  });

  it('skips a year, a clock time and a number before a function word', () => {
    expect(askedQuantities('Was galt im Jahr 2024, um 9 Uhr, für 3 der Geräte?')).toEqual([]);
  });

  it('reads a number before a verb as a label of what precedes it, not a measure (`Fährlinie 3 eingestellt`)', () => {
    expect(askedQuantities('Wann wird die Fährlinie 3 eingestellt?')).toEqual([]);
    expect(askedQuantities('Was kostet die Überfahrt für 3 Personen?')).toEqual([{ raw: '3', value: 3, unit: 'personen' }]);
  });
});

describe('rangesIn with a currency', () => {
  it('reads the ranges of a price table written with the symbol or the code, before or after the figure', () => {
    expect(rangesIn('Bestellwert: über 1.000 € bis 25.000 €; Freigabe: Finance', 'euro')).toEqual([{ low: 1000, high: 25_000 }]);
    expect(rangesIn('Order value: over EUR 25,000; approval: management', 'euro')).toEqual([{ low: 25_000, high: Number.POSITIVE_INFINITY }]);
    expect(coversQuantity('bis 1.000 €: Teamleitung', { raw: '800', value: 800, unit: 'euro' })).toBe(true);
    expect(coversQuantity('bis 1.000 €: Teamleitung', { raw: '5.000', value: 5000, unit: 'euro' })).toBe(false);
    expect(rangesIn('bis 1.000 $: team lead', 'euro')).toEqual([]);
  });
});

describe('figuresIn', () => {
  it('finds the bare figures of the unit outside its ranges', () => {
    expect(figuresIn('Bis 30 kW gilt Stufe A; der Kessel hat 45 kW, die Pumpe 2,5 kW und 800 l.', 'kw')).toEqual([45, 2.5]);
    expect(figuresIn('über 2.000 bis 8.000 Liter: 25 €', 'liter')).toEqual([]);
    expect(figuresIn('A deposit of EUR 500 and 200 € for keys.', 'euro')).toEqual([500, 200]);
    expect(figuresIn('Kinder unter 16 zahlen 5 €, Kinder von 6 Jahren frei.', AGE_UNIT)).toEqual([]);
  });
});

describe('rangesIn', () => {
  it('finds bounded, open and half-open ranges of the unit only', () => {
    const text = 'Bis 2.000 Liter: 10 €. Über 2.000 bis 8.000 Liter: 25 €. Ab 8.000 Liter: 40 €. Bis 30 kW gilt Stufe A.';
    expect(rangesIn(text, 'liter')).toEqual([
      { low: 2000, high: 8000 },
      { low: 0, high: 2000 },
      { low: 8000, high: Number.POSITIVE_INFINITY },
    ]);
    expect(rangesIn('from 5 to 20 engineers; up to 4 engineers', 'engineers')).toEqual([
      { low: 5, high: 20 },
      { low: 0, high: 4 },
    ]);
  });

  it('reads a countdown from its high end and a unit in either number', () => {
    expect(rangesIn('Rücktritt 30 bis 15 Tage vor Kursbeginn: 50 %; 14 bis 1 Tag vorher: 80 %', 'tage')).toEqual([
      { low: 15, high: 30 },
      { low: 1, high: 14 },
    ]);
    expect(coversQuantity('| 14 bis 1 Tag vor Kursbeginn | 80 % |', { raw: '3', value: 3, unit: 'tage' })).toBe(true);
    expect(coversQuantity('| 30 bis 15 Tage vor Kursbeginn | 50 % |', { raw: '3', value: 3, unit: 'tage' })).toBe(false);
  });

  it('does not read a bare figure as a range', () => {
    expect(rangesIn('Der Speicher fasst 500 Liter.', 'liter')).toEqual([]);
  });

  it('holds a figure only in the range that contains it', () => {
    const quantity = { raw: '5.000', value: 5000, unit: 'liter' };
    expect(coversQuantity('Über 2.000 bis 8.000 Liter: 25 €', quantity)).toBe(true);
    expect(coversQuantity('Bis 2.000 Liter: 10 €', quantity)).toBe(false);
    expect(coversQuantity('Der Speicher fasst 5.500 Liter.', quantity)).toBe(false);
  });

  it('holds a bound only in a range that reaches beyond the figure', () => {
    const above = { raw: '40', value: 40, unit: 'racks', bound: 'above' as const };
    expect(coversQuantity('Serverräume bis 40 Racks: 3,0 m', above)).toBe(false);
    expect(coversQuantity('Serverräume über 40 Racks: 3,5 m', above)).toBe(true);
    const below = { raw: '2', value: 2, unit: 'kg', bound: 'below' as const };
    expect(coversQuantity('Parcels up to 5 kg: EUR 4.00', below)).toBe(true);
    expect(coversQuantity('Parcels over 2 kg: EUR 6.50', below)).toBe(false);
  });
});

describe('ages', () => {
  it('reads an asked age in German and English, in figures and words', () => {
    expect(askedQuantities('How much is a lesson for my 9 year old?')).toEqual([{ raw: '9', value: 9, unit: AGE_UNIT }]);
    expect(askedQuantities('Darf meine 12-jährige Tochter mitfahren?')).toEqual([{ raw: '12', value: 12, unit: AGE_UNIT }]);
    expect(askedQuantities('Was kostet der Kurs für meinen zehnjährigen Sohn?')).toEqual([{ raw: 'zehn', value: 10, unit: AGE_UNIT }]);
    expect(withoutAges('my 9 year old')).not.toMatch(/old/);
  });

  it('reads age ranges with or without the unit, not times, prices or shares', () => {
    expect(rangesIn('| Kurs | Erwachsene | Kinder unter 14 |', AGE_UNIT)).toEqual([{ low: 0, high: 14 }]);
    expect(rangesIn('Kinder von 6 bis 12 Jahren zahlen die Hälfte.', AGE_UNIT)).toEqual([{ low: 6, high: 12 }]);
    expect(rangesIn('Abfahrt bis 14:00 Uhr, Aufpreis bis 16 €, Rabatt bis 20 %.', AGE_UNIT)).toEqual([]);
    expect(coversQuantity('| Kinder unter 14 |', { raw: '9', value: 9, unit: AGE_UNIT })).toBe(true);
  });
});
