import { describe, expect, it } from 'vitest';
import { askedDimensions, asksUnitMeasure, propertyNoun, statedDimensions, statesDimension } from './measure-dimensions.js';

describe('askedDimensions', () => {
  it('reads the dimension from the question adverb, in German and English', () => {
    expect(askedDimensions('How long is the hose of the pump?')).toEqual(['length', 'time']);
    expect(askedDimensions('Wie lange dauert die Überfahrt?')).toEqual(['time']);
    expect(askedDimensions('Wie lang ist der Steg?')).toEqual(['length', 'time']);
    expect(askedDimensions('Wie warm ist das Becken im Winter?')).toEqual(['temperature']);
    expect(askedDimensions('How heavy may a suitcase be?')).toEqual(['mass']);
    expect(askedDimensions('Wie weit ist es bis zum Bahnhof?')).toEqual(['length']);
    expect(askedDimensions('How many days does the repair take?')).toEqual(['time']);
  });

  it('reads how many times per period as a frequency, a count of times without a period not', () => {
    expect(askedDimensions('How many times a year is the pool cleaned?')).toEqual(['frequency']);
    expect(askedDimensions('Wie viele Male im Jahr wird das Becken gereinigt?')).toEqual(['frequency']);
    expect(askedDimensions('How many times did the club win the cup?')).toEqual([]);
  });

  it('reads a mass from the verb weigh (wie viel wiegt, how much does it weigh) and names the measured property', () => {
    expect(askedDimensions('Wie viel wiegt der Hafenkran?')).toEqual(['mass']);
    expect(askedDimensions('How much does the harbour crane weigh?')).toEqual(['mass']);
    expect(propertyNoun('mass', 'german')).toBe('Gewicht');
    expect(propertyNoun('temperature', 'english')).toBe('temperature');
    expect(propertyNoun('frequency', 'german')).toBeUndefined();
  });

  it('asks a value in a unit only for measures no word answers: not for a duration, a frequency or "wie weit"', () => {
    expect(asksUnitMeasure('Wie schwer ist der Kran?')).toBe(true);
    expect(asksUnitMeasure('How hot may the water get?')).toBe(true);
    expect(asksUnitMeasure('Wie lange dauert die Überfahrt?')).toBe(false);
    expect(asksUnitMeasure('Wie oft wird gewartet?')).toBe(false);
    expect(asksUnitMeasure('Wie weit darf die Menge abweichen?')).toBe(false);
    expect(asksUnitMeasure('Was kostet die Miete?')).toBe(false);
  });

  it('names none for a question whose adverb could ask for anything', () => {
    expect(askedDimensions('How big is the discount?')).toEqual([]);
    expect(askedDimensions('Was kostet die Miete?')).toEqual([]);
    expect(askedDimensions('Wer leitet das Projekt?')).toEqual([]);
  });
});

describe('statedDimensions', () => {
  it('reads symbols and unit words after a number', () => {
    expect(statedDimensions('Schlauch: 12,5 m, Druck 6 bar')).toEqual(['length']);
    expect(statedDimensions('Vorlauf höchstens 95 °C')).toEqual(['temperature']);
    expect(statedDimensions('Leistung 3,7 kW')).toEqual(['power']);
    expect(statedDimensions('Verbrauch 4.200 kWh im Jahr')).toEqual(['energy']);
    expect(statedDimensions('Gewicht: 18 kg')).toEqual(['mass']);
    expect(statedDimensions('innerhalb von 3 Werktagen')).toEqual(['time']);
    expect(statedDimensions('a tank of 40 litres')).toEqual(['volume']);
  });

  it('reads no unit letter of a word and no plain number or price', () => {
    expect(statedDimensions('Modell M3 mit Kabel')).toEqual([]);
    expect(statedDimensions('Preis: EUR 1,249.00')).toEqual([]);
    expect(statedDimensions('5 MB Speicher und 2 Mio Nutzer')).toEqual([]);
  });

  it('tells a value of the asked dimension from another number', () => {
    const asked = askedDimensions('How long is the hose?');
    expect(statesDimension('Hose: fixed, 12.5 m', asked)).toBe(true);
    expect(statesDimension('Pump power: 3.7 kW', asked)).toBe(false);
    expect(statesDimension('Pump power: 3.7 kW', [])).toBe(false);
  });

  it('reads how often as a frequency, stated in words, as a count of times or as an interval', () => {
    expect(askedDimensions('Wie oft wird die Heizung gewartet?')).toEqual(['frequency']);
    expect(askedDimensions('How often are the filters replaced?')).toEqual(['frequency']);
    for (const stated of ['Die Wartung erfolgt halbjährlich.', 'Filters are replaced twice a year.', 'Alle 3 Monate wird geprüft.', 'There is no periodic replacement.', 'zweimal pro Jahr']) {
      expect(statedDimensions(stated)).toContain('frequency');
    }
    expect(statedDimensions('Der Filter ist 12 cm breit.')).not.toContain('frequency');
  });

  it('reads counts written as words in an interval or a count of times', () => {
    for (const stated of ['Gewählt wird alle fünf Jahre.', 'The boards meet every six months.', 'Das Becken wird fünfmal im Jahr gereinigt.', 'checked seven times a year']) {
      expect(statedDimensions(stated)).toContain('frequency');
    }
    expect(statedDimensions('Die Wahl dauerte fünf Jahre.')).not.toContain('frequency');
  });
});

