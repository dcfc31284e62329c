import { describe, expect, it } from 'vitest';
import { adjectiveNouns, agentVerbs, feminineBase, feminineForms, propertyAdjectives, ungNominalizations, ungVerbForms } from './nominalization.js';

describe('ungNominalizations', () => {
  it('names the -ung noun of a verb form: participle, finite form, infinitive, with a separable particle, an -ier verb', () => {
    expect(ungNominalizations('gemeldet')).toEqual(['meldung']);
    expect(ungNominalizations('überschreitet')).toContain('überschreitung');
    expect(ungNominalizations('kündigen')).toEqual(['kündigung']);
    expect(ungNominalizations('abgerechnet')).toContain('abrechnung');
    expect(ungNominalizations('reserviert')).toContain('reservierung');
  });

  it('names none for nouns, adjectives and forms without such a noun', () => {
    expect(ungNominalizations('Meldung')).toEqual([]);
    expect(ungNominalizations('schnell')).toEqual([]);
    expect(ungNominalizations('kostet')).toEqual([]);
  });
});

describe('propertyAdjectives', () => {
  it('gives the adjective a noun of a property is made from', () => {
    expect(propertyAdjectives('Verfügbarkeit')).toEqual(['verfügbar']);
    expect(propertyAdjectives('Pünktlichkeit')).toEqual(['pünktlich']);
    expect(propertyAdjectives('Genauigkeit')).toEqual(['genau']);
    expect(propertyAdjectives('Stabilität')).toEqual(['stabil']);
    expect(propertyAdjectives('Flexibilität')).toEqual(['flexibel']);
  });

  it('gives nothing for a noun of another ending or one whose base is no adjective', () => {
    expect(propertyAdjectives('Segelboot')).toEqual([]);
    expect(propertyAdjectives('Kapazität')).toEqual([]);
  });
});

describe('agentVerbs', () => {
  it('gives the verb a person noun is made from, also of its feminine and with the noun’s umlaut', () => {
    expect(agentVerbs('Hersteller')).toEqual(['herstellen']);
    expect(agentVerbs('Leiterin')).toEqual(['leiten']);
    expect(agentVerbs('Verkäufer')).toEqual(['verkaufen']);
    expect(agentVerbs('Wanderer')).toEqual(['wandern']);
  });

  it('gives nothing for a noun in -er that names no doer (`Wasser`, `Meister`)', () => {
    expect(agentVerbs('Wasser')).toEqual([]);
    expect(agentVerbs('Meister')).toEqual([]);
  });
});

describe('feminineBase', () => {
  it('gives the noun whose feminine a word is', () => {
    expect(feminineBase('Leiterin')).toBe('leiter');
    expect(feminineBase('Kundin')).toBe('kunde');
    expect(feminineBase('Ärztinnen')).toBe('arzt');
  });

  it('gives nothing for a name that ends in -in', () => {
    expect(feminineBase('Kerstin')).toBeUndefined();
    expect(feminineBase('Berlin')).toBeUndefined();
  });
});

describe('ungVerbForms', () => {
  it('gives the inflected forms of the verb an -ung noun names, never the infinitive', () => {
    expect(ungVerbForms('Gründung')).toEqual(expect.arrayContaining(['gegründet', 'gründete']));
    expect(ungVerbForms('Eröffnungen')).toContain('eröffnete');
    expect(ungVerbForms('Zahlung')).not.toContain('zahlen');
  });

  it('gives none for a word that is no -ung noun of a verb', () => {
    for (const word of ['Zeitung', 'Hafen', 'Jung', 'Satzung']) expect(ungVerbForms(word)).toEqual([]);
  });
});

describe('feminineForms', () => {
  it('gives the feminine of a person noun, from the dictionary or by its ending', () => {
    expect(feminineForms('Schauspieler')).toEqual(['schauspielerin', 'schauspielerinnen']);
    expect(feminineForms('Präsident')).toEqual(['präsidentin', 'präsidentinnen']);
    expect(feminineForms('Fahrer')).toContain('fahrerin');
  });

  it('gives none for a feminine itself, a thing or a name', () => {
    for (const word of ['Leiterin', 'Hafen', 'Vertrag', 'Berlin', 'Nordwind']) expect(feminineForms(word)).toEqual([]);
  });
});

describe('adjectiveNouns', () => {
  it('gives the noun an adjective in -lich or -isch is made from, inflected or with an umlaut', () => {
    expect(adjectiveNouns('jährliche')).toContain('jahr');
    expect(adjectiveNouns('wöchentlich')).toContain('woche');
    expect(adjectiveNouns('vertraglichen')).toEqual(['vertrag']);
    expect(adjectiveNouns('telefonisch')).toEqual(['telefon']);
  });

  it('gives nothing for an adjective of no noun or one in -ig', () => {
    expect(adjectiveNouns('möglich')).toEqual([]);
    expect(adjectiveNouns('zuständig')).toEqual([]);
  });
});
