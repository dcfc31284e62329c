import { describe, expect, it } from 'vitest';
import { decompound } from './decompound.js';

describe('decompound', () => {
  it.each([
    ['Kündigungsfrist', ['kündigung', 'frist']],
    ['Kündigungsfristen', ['kündigung', 'fristen']],
    ['Vertragsauflösung', ['vertrag', 'auflösung']],
    ['Rechnungsstellung', ['rechnung', 'stellung']],
    ['Verfügbarkeitsgarantie', ['verfügbarkeit', 'garantie']],
    ['Reisekostenrichtlinie', ['reise', 'kosten', 'richtlinie']],
    ['Rufbereitschaftspauschale', ['ruf', 'bereitschaft', 'pauschale']],
    ['Wartungsfenster', ['wartung', 'fenster']],
    ['Sensordaten', ['sensor', 'daten']],
    ['Datenschutzerklärung', ['daten', 'schutz', 'erklärung']],
    ['Geschäftsführer', ['geschäft', 'führer']],
    ['Schulbuch', ['schule', 'buch']],
  ])('splits %s', (word, parts) => {
    expect(decompound(word)).toEqual(parts);
  });

  it('returns folded parts when folding changes the length (ß)', () => {
    expect(decompound('Straßenbahn')).toEqual(['strasse', 'bahn']);
  });

  it('keeps simple, lexicalised and unknown words whole', () => {
    expect(decompound('Kündigung')).toEqual(['kündigung']);
    expect(decompound('Mitarbeiter')).toEqual(['mitarbeiter']);
    expect(decompound('Verfügbarkeit')).toEqual(['verfügbarkeit']);
    expect(decompound('Quxbarfoo')).toEqual(['quxbarfoo']);
    expect(decompound('HG-400')).toEqual(['hg-400']);
    expect(decompound('Rat')).toEqual(['rat']);
  });

  it('splits a known modifier from an unknown head, dropping the linking element', () => {
    expect(decompound('Datenschutzbeauftragte')).toEqual(['daten', 'schutz', 'beauftragte']);
    expect(decompound('Unterauftragsverarbeiter')).toEqual(['unter', 'auftrag', 'verarbeiter']);
  });

  it('accepts a custom lexicon', () => {
    const lexicon = {
      parts: new Set(['foo', 'bar']),
      modifiers: new Set<string>(),
      unsplittable: new Set<string>(),
    };
    expect(decompound('Foosbar', lexicon)).toEqual(['foo', 'bar']);
    expect(decompound('Kündigungsfrist', lexicon)).toEqual(['kündigungsfrist']);
  });
});
