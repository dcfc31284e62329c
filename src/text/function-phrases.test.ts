import { describe, expect, it } from 'vitest';
import { functionPhraseNouns } from './function-phrases.js';

describe('functionPhraseNouns', () => {
  it('finds the noun of a German complex preposition or adverbial', () => {
    expect([...functionPhraseNouns('Welche Boote stehen den Gästen zur Verfügung?')]).toEqual(['verfugung']);
    expect([...functionPhraseNouns('Was gilt in Bezug auf die Liegezeit?')]).toEqual(['bezug']);
    expect([...functionPhraseNouns('Wie wird die Kaution in der Regel erstattet?')]).toEqual(['regel']);
    expect([...functionPhraseNouns('Was tun wir im Falle eines Kenterns?')]).toEqual(['falle']);
    expect([...functionPhraseNouns('Wann tritt die Hafenordnung in Kraft?')]).toEqual(['kraft']);
    // `im Moment` says now, as `momentan` does.
    expect([...functionPhraseNouns('Was kostet ein Liegeplatz im Moment?')]).toEqual(['moment']);
    expect([...functionPhraseNouns('What does a berth cost at the moment?')]).toEqual(['moment']);
    expect(functionPhraseNouns('Welches Moment hat die Kurbelwelle?').size).toBe(0);
  });

  it('finds the noun of an English complex preposition', () => {
    expect([...functionPhraseNouns('Who signs on behalf of the sailing club in case of a dispute?')].sort()).toEqual(['behalf', 'case']);
    expect([...functionPhraseNouns('What applies with regard to mooring fees?')]).toEqual(['regard']);
    expect([...functionPhraseNouns('Which boats, apart from dinghies, may moor here?')]).toEqual(['apart']);
  });

  it('finds both words of `take place`, which says that something happens', () => {
    expect([...functionPhraseNouns('When did the autumn regatta take place?')]).toEqual(['take', 'place']);
    expect(functionPhraseNouns('Which place did the crew take in the regatta?').size).toBe(0);
  });

  it('finds the noun that frames a statement (`nach Angaben`, `die Tatsache, dass`, `the bulk of`)', () => {
    expect([...functionPhraseNouns('Wie lang ist der Steg nach Angaben des Hafenmeisters?')]).toEqual(['angaben']);
    expect([...functionPhraseNouns('Die Tatsache, dass der Hafen voll ist, führt wozu?')]).toEqual(['tatsache']);
    expect([...functionPhraseNouns('Welche Farbe hat der Großteil der Jollen?')]).toEqual(['grossteil']);
    expect([...functionPhraseNouns('What does the bulk of the fleet consist of?')]).toEqual(['bulk']);
  });

  it('leaves the same nouns alone outside the phrase', () => {
    expect(functionPhraseNouns('Welche Regel gilt für Gastlieger?').size).toBe(0);
    expect(functionPhraseNouns('Which form must a skipper fill in?').size).toBe(0);
    expect(functionPhraseNouns('Was kostet ein Anschluss an den Landstrom?').size).toBe(0);
    expect(functionPhraseNouns('What is the case number of the claim?').size).toBe(0);
    expect(functionPhraseNouns('Welche Angaben braucht die Anmeldung?').size).toBe(0);
  });
});
