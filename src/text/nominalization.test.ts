import { describe, expect, it } from 'vitest';
import { ungNominalizations } from './nominalization.js';

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
