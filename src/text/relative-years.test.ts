import { describe, expect, it } from 'vitest';
import { withRelativeYears } from './relative-years.js';

const now = new Date('2031-05-20T10:00:00Z');

describe('withRelativeYears', () => {
  it('writes this, next and last year as the years of today, German and English', () => {
    expect(withRelativeYears('Wie viele Boote werden dieses Jahr ersetzt?', now)).toBe('Wie viele Boote werden 2031 ersetzt?');
    expect(withRelativeYears('Was kostet der Liegeplatz im nächsten Jahr?', now)).toBe('Was kostet der Liegeplatz 2032?');
    expect(withRelativeYears('Wie hoch war das Budget letztes Jahr?', now)).toBe('Wie hoch war das Budget 2030?');
    expect(withRelativeYears('How many boats are replaced this year?', now)).toBe('How many boats are replaced in 2031?');
    expect(withRelativeYears('What did the berth cost last year?', now)).toBe('What did the berth cost in 2030?');
  });

  it('keeps a year of something else, `Vorjahr`, a century and a written year', () => {
    for (const question of ['Was gilt im letzten Jahr der Laufzeit?', 'Resturlaub aus dem Vorjahr', 'im letzten Jahrhundert', 'im Jahr 2025', 'the first year of the contract']) {
      expect(withRelativeYears(question, now)).toBe(question);
    }
  });
});
