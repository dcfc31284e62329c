import { describe, expect, it } from 'vitest';
import { synonymAlternatives } from './synonym-alternatives.js';

describe('synonymAlternatives', () => {
  it('adds a word\'s dictionary translations into the other language', () => {
    expect(synonymAlternatives('Wann kommt die Rechnung vom Krankenhaus?').get('krankenhaus')).toEqual(expect.arrayContaining(['hospital']));
    expect(synonymAlternatives('When is the hospital invoice due?').get('hospital')).toEqual(expect.arrayContaining(['krankenhaus', 'klinik']));
    expect(synonymAlternatives('Zqxw vbnm?').size).toBe(0);
  });
});
