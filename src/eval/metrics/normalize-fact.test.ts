import { describe, expect, it } from 'vitest';
import { containsFact, factsIn, leakedNumbers, normalizeFactText, numbersIn } from './normalize-fact.js';

describe('normalizeFactText', () => {
  it.each([
    ['2.400', '2400'],
    ['2,400', '2400'],
    ['2400', '2400'],
    ['99,5 %', '99.5%'],
    ['99.5%', '99.5%'],
    ['1.490,50 €', '1490.50€'],
    ['15 000', '15 000'],
    ['Zwei   Stunden\n', 'zwei stunden'],
    ['−20 °C', '-20°c'],
    ['um 01:30 Uhr', 'um 1:30 uhr'],
    ['10:05', '10:05'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeFactText(input)).toBe(expected);
  });

  it('leaves dates, times and versions alone', () => {
    expect(normalizeFactText('30.11.2026 um 22:00, Version 4.1')).toBe('30.11.2026 um 22:00, version 4.1');
  });
});

describe('containsFact', () => {
  it('treats the README equivalences as equal in both directions', () => {
    for (const [text, fact] of [
      ['Der Plan kostet 2.400 € pro Jahr.', '2,400'],
      ['It costs 2,400 EUR.', '2.400'],
      ['Preis: 2400 Euro', '2.400'],
      ['Verfügbarkeit von 99.5% im Monat', '99,5 %'],
      ['Verfügbarkeit von 99,5 % im Monat', '99.5%'],
      ['MODBUS tcp wird unterstützt', 'Modbus TCP'],
    ]) {
      expect(containsFact(text!, fact!), `${fact} in "${text}"`).toBe(true);
    }
  });

  it('does not match a number inside a longer number', () => {
    expect(containsFact('Es sind 1500 Sensoren.', '500')).toBe(false);
    expect(containsFact('Es sind 500,5 Sensoren.', '500')).toBe(false);
    expect(containsFact('Es sind 12.400 €.', '2.400')).toBe(false);
    expect(containsFact('Aufschlag 110 %', '10 %')).toBe(false);
    expect(containsFact('Ab 2014 gilt', '14')).toBe(false);
  });

  it('accepts a number at punctuation and unit boundaries', () => {
    expect(containsFact('bis zu 500.', '500')).toBe(true);
    expect(containsFact('(500)', '500')).toBe(true);
    expect(containsFact('von −20 °C bis +60 °C', '20 °C')).toBe(true);
  });

  it('lets word facts match inflected forms but not mid-word, and short facts only as whole words', () => {
    expect(containsFact('innerhalb von 5 Werktagen', '5 Werktag')).toBe(true);
    expect(containsFact('Das Produkt Helix', 'Pro')).toBe(false);
    expect(containsFact('Tarif Pro (HX-2026-0031)', 'Pro')).toBe(true);
    expect(containsFact('die Kündigungsfrist', 'frist')).toBe(false);
  });

  it('never matches an empty fact', () => {
    expect(containsFact('anything', '  ')).toBe(false);
  });

  it('factsIn returns the facts present', () => {
    expect(factsIn('Enterprise mit 36 Monaten, Pro mit 24 Monaten', ['36 Monate', '24 Monate', '12 Monate'])).toEqual(['36 Monate', '24 Monate']);
  });
});

describe('numbers', () => {
  it('extracts normalised numbers', () => {
    expect(numbersIn('2.400 € und 99,5 % am 30.11.2026')).toEqual(['2400', '99.5', '30.11', '2026']);
  });

  it('reports numbers of the answer that the question does not contain', () => {
    expect(leakedNumbers('Die Frist beträgt 60 Tage nach § 7.', 'Was regelt § 7?')).toEqual(['60']);
    expect(leakedNumbers('Dazu habe ich nichts gefunden.', 'Was kostet der Plan?')).toEqual([]);
    expect(leakedNumbers('Siehe Richtlinie [1] und [2].', 'Was gilt?')).toEqual([]);
  });

  it('counts only numbers known from the documents when given', () => {
    expect(leakedNumbers('Ruf 2 an oder 60 Tage', 'Frage', new Set(['60']))).toEqual(['60']);
  });
});
