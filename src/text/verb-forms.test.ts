import { describe, expect, it } from 'vitest';
import { germanVerbForms } from './verb-forms.js';

describe('germanVerbForms', () => {
  it('gives the other forms of a strong verb from its past (`schwamm`)', () => {
    expect(germanVerbForms('schwamm')).toEqual(expect.arrayContaining(['schwimmen', 'geschwommen', 'schwimmt']));
  });

  it('gives them from the infinitive or the participle, in any case', () => {
    expect(germanVerbForms('Trinken')).toEqual(expect.arrayContaining(['trank', 'getrunken']));
    expect(germanVerbForms('getrunken')).toEqual(expect.arrayContaining(['trinken', 'trank']));
  });

  it('reads a past plural the dictionary does not list as its singular (`betraten` ~ `betrat`)', () => {
    expect(germanVerbForms('betraten')).toEqual(expect.arrayContaining(['betreten']));
  });

  it('gives the forms of a verb with an inseparable prefix from its base verb (`behoben` ~ `beheben` as `gehoben` ~ `heben`)', () => {
    expect(germanVerbForms('behoben')).toEqual(expect.arrayContaining(['beheben', 'behebt', 'behob']));
    expect(germanVerbForms('vergangen')).toEqual(expect.arrayContaining(['vergehen', 'verging']));
    expect(germanVerbForms('Erde')).toEqual([]);
  });

  it('gives nothing for a noun or an unknown word', () => {
    expect(germanVerbForms('Hafeneinfahrt')).toEqual([]);
    expect(germanVerbForms('quabbeln')).toEqual([]);
  });
});
