import { describe, expect, it } from 'vitest';
import { comparisonQueries } from './comparison-queries.js';

describe('comparisonQueries', () => {
  it('makes one query per compared item, the other item and the comparison left out', () => {
    expect(comparisonQueries('Wie unterscheidet sich die zugesicherte Verfügbarkeit zwischen SLA Standard und SLA Enterprise?')).toEqual([
      'die zugesicherte Verfügbarkeit SLA Standard?',
      'die zugesicherte Verfügbarkeit SLA Enterprise?',
    ]);
    // A choice names the items' category (`Welcher Kunde`) and a comparative (`längere`): neither is in the documents.
    expect(comparisonQueries('Welcher Kunde hat die längere Mindestlaufzeit: Alpha Maschinenbau oder Beta Logistics?')).toEqual([
      'hat die Mindestlaufzeit: Alpha Maschinenbau?',
      'hat die Mindestlaufzeit: Beta Logistics?',
    ]);
    expect(comparisonQueries('How does the notice period differ between Alpha and Beta?')).toEqual(['the notice period Alpha?', 'the notice period Beta?']);
    expect(comparisonQueries('Which plan and which contract number do Alpha Maschinenbau and Beta Logistics each have?')).toEqual([
      'Which plan and which contract number do Alpha Maschinenbau each have?',
      'Which plan and which contract number do Beta Logistics each have?',
    ]);
  });

  it('splits at the last preposition, so the compared items keep their context', () => {
    expect(comparisonQueries('Vergleiche die Kündigungsfristen in den Verträgen mit Alpha Maschinenbau und Beta Logistics.')).toEqual([
      'die Kündigungsfristen in den Verträgen mit Alpha Maschinenbau.',
      'die Kündigungsfristen in den Verträgen mit Beta Logistics.',
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
    expect(comparisonQueries('Was kostet der Pro-Plan pro Monat?')).toEqual([]);
    expect(comparisonQueries('Wie viele Sensoren und Benutzer hat der Basic-Plan?')).toEqual([]);
  });
});
