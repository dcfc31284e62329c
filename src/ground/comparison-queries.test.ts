import { describe, expect, it } from 'vitest';
import { comparedItems, comparisonQueries } from './comparison-queries.js';

describe('comparisonQueries', () => {
  it('makes one query per compared item, the other item and the comparison left out', () => {
    expect(comparisonQueries('Wie unterscheidet sich die garantierte Überfahrtszeit zwischen Route Nord und Route Süd?')).toEqual([
      'die garantierte Überfahrtszeit Route Nord?',
      'die garantierte Überfahrtszeit Route Süd?',
    ]);
    // A choice names the items' category (`Welche Reederei`) and a comparative (`längere`): neither is in the documents.
    expect(comparisonQueries('Welche Reederei hat die längere Charterdauer: Möwe Fährlinien oder Inselhopper KG?')).toEqual([
      'hat die Charterdauer: Möwe Fährlinien?',
      'hat die Charterdauer: Inselhopper KG?',
    ]);
    expect(comparisonQueries('How does the notice period differ between Alpha and Beta?')).toEqual(['the notice period Alpha?', 'the notice period Beta?']);
    expect(comparisonQueries('Which berth and which harbour do Seeschwalbe and Kormoran each have?')).toEqual([
      'Which berth and which harbour do Seeschwalbe each have?',
      'Which berth and which harbour do Kormoran each have?',
    ]);
  });

  it('splits at the last preposition, so the compared items keep their context', () => {
    expect(comparisonQueries('Vergleiche die Stornofristen in den Charterverträgen mit Möwe Fährlinien und Inselhopper KG.')).toEqual([
      'die Stornofristen in den Charterverträgen mit Möwe Fährlinien.',
      'die Stornofristen in den Charterverträgen mit Inselhopper KG.',
    ]);
  });

  it('keeps a choice’s noun when it is the topic, and words that only end like a comparative', () => {
    expect(comparisonQueries('Welche Kündigungsfrist ist länger: Alpha Maschinenbau oder Beta Logistics?')).toEqual([
      'Welche Kündigungsfrist ist : Alpha Maschinenbau?',
      'Welche Kündigungsfrist ist : Beta Logistics?',
    ]);
    expect(comparisonQueries('Welche Versicherer installieren die besonderen Geräte bei Alpha und Beta?')).toEqual([
      'Welche Versicherer installieren die besonderen Geräte bei Alpha?',
      'Welche Versicherer installieren die besonderen Geräte bei Beta?',
    ]);
  });

  it('returns nothing for a question without two items', () => {
    expect(comparisonQueries('Was kostet die Überfahrt pro Person?')).toEqual([]);
    expect(comparisonQueries('Wie viele Sensoren und Benutzer hat der Basic-Plan?')).toEqual([]);
  });
});

describe('comparedItems', () => {
  it('names the two items of a comparison or of parallel cases, without a trailing "jeweils"', () => {
    expect(comparedItems('Wie hoch ist die Kaution bei Möwe und bei Kormoran?')).toEqual(['Möwe', 'Kormoran']);
    expect(comparedItems('Bis wann laufen die Verträge mit Möwe und Kormoran jeweils?')).toEqual(['Möwe', 'Kormoran']);
    expect(comparedItems('Wie unterscheidet sich die Pünktlichkeit zwischen Tarif Komfort und Tarif Kompakt?')).toEqual(['Tarif Komfort', 'Tarif Kompakt']);
  });

  it('names none in a question about one thing', () => {
    expect(comparedItems('Wie hoch ist die Kaution bei Möwe?')).toEqual([]);
  });
});

// A fictional shipping line with charter clients (Reederei Möwe, Kormoran Tours, Bellmann Yachting).
describe('names joined without a comparison word', () => {
  it('are the compared items, two or more, German and English', () => {
    expect(comparedItems('Welche Stornofristen haben Kormoran Tours und Bellmann Yachting?')).toEqual(['Kormoran Tours', 'Bellmann Yachting']);
    expect(comparedItems('What cancellation periods do Kormoran Tours and Bellmann Yachting have?')).toEqual(['Kormoran Tours', 'Bellmann Yachting']);
    expect(comparedItems('Welche Kaution gilt in den Verträgen mit Kormoran Tours, Bellmann Yachting und Haverkamp Reisen?')).toEqual([
      'Kormoran Tours',
      'Bellmann Yachting',
      'Haverkamp Reisen',
    ]);
  });

  it('make one query per item, the other items left out', () => {
    expect(comparisonQueries('Welche Stornofristen haben Kormoran Tours und Bellmann Yachting?')).toEqual([
      'Welche Stornofristen haben Kormoran Tours?',
      'Welche Stornofristen haben Bellmann Yachting?',
    ]);
  });

  it('are no comparison when only one name stands there, or the names are not joined', () => {
    expect(comparedItems('Welche Stornofrist hat Kormoran Tours im Vertrag mit der Reederei?')).toEqual([]);
    expect(comparedItems('Hat Kormoran Tours den Vertrag von Bellmann Yachting übernommen?')).toEqual([]);
    expect(comparedItems('Welche Stornofristen und Kautionen gelten?')).toEqual([]);
  });
});
