import { describe, expect, it } from 'vitest';
import { synonymAlternatives } from './synonym-alternatives.js';

describe('synonymAlternatives', () => {
  it('maps the question terms of a glossary expression to the stems of its one-word synonyms', () => {
    const alternatives = synonymAlternatives('How long is the notice period, in days?');
    expect(alternatives.get('notic')).toEqual(expect.arrayContaining(['kundigungsfrist', 'kundigung']));
    expect(alternatives.get('day')).toEqual(expect.arrayContaining(['tag']));
  });

  it('adds a word\'s dictionary translations into the other language', () => {
    expect(synonymAlternatives('Wann kommt die Rechnung vom Krankenhaus?').get('krankenhaus')).toEqual(expect.arrayContaining(['hospital']));
    expect(synonymAlternatives('When is the hospital invoice due?').get('hospital')).toEqual(expect.arrayContaining(['krankenhaus', 'klinik']));
    expect(synonymAlternatives('Zqxw vbnm?').size).toBe(0);
  });

  it('takes an abbreviation only as written in capitals (`kam` is a verb, `KAM` a role)', () => {
    expect(synonymAlternatives('Wann kam die Lieferung?').get('kam') ?? []).not.toContain('key account manager');
    expect(synonymAlternatives('Wer ist der KAM?').get('kam')).toEqual(expect.arrayContaining(['key account manager']));
  });
});
