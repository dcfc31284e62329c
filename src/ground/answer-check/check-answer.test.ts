import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { buildCitations } from '../citations/index.js';
import { checkAnswer } from './check-answer.js';
import { extractFactValues, numberKeys } from './normalize-values.js';

const prices = makeHit(
  'Der Enterprise-Plan kostet 2.400 € pro Monat. Verfügbarkeit 99,5 % pro Kalendermonat. Release 4.2 erscheint am 8. Dezember 2026. Vollsicherung um 01:30 Uhr. „Fair Use bis 5.000 Sensoren"',
  { citation: { source: 'preisliste.md', title: 'Preisliste 2026', version: '3.0', documentDate: '2026-09-01' } },
);
const other = makeHit('Der Pro-Plan kostet 850 € pro Monat.', { citation: { source: 'other.md', title: 'Andere Liste' } });
const citations = buildCitations([prices], { freshnessMonths: 6, now: new Date('2026-11-29'), language: 'de' });

describe('checkAnswer', () => {
  it.each([
    'Der Enterprise-Plan kostet 2.400 € pro Monat [1].',
    'The Enterprise plan costs 2,400 EUR per month [1].',
    'Enterprise: 2400 Euro monatlich [1].',
    'Die Verfügbarkeit beträgt 99.5% [1].',
    'Die Verfügbarkeit beträgt 99,5 Prozent [1].',
    'Release 4.2 erscheint am 08.12.2026 [1].',
    'Release 4.2 is due on December 8, 2026 [1].',
    'Die Vollsicherung läuft um 1:30 Uhr [1].',
    'Laut Preisliste „Fair Use bis 5.000 Sensoren" [1].',
    'Preisliste 2026, Version 3.0, Stand 2026-09-01 [1].',
  ])('accepts normalised equal facts: %s', (answer) => {
    expect(checkAnswer(answer, citations, [prices])).toEqual({ ok: true, violations: [] });
  });

  it('catches invented numbers, amounts and dates', () => {
    const result = checkAnswer('Enterprise kostet 1.990 € [1], ab dem 1. Januar 2027 gilt 99,9 %.', citations, [prices]);
    expect(result.ok).toBe(false);
    expect(result.violations).toEqual([
      { kind: 'unsupported-number', value: '1.990' },
      { kind: 'unsupported-date', value: '1. Januar 2027' },
      { kind: 'unsupported-number', value: '99,9' },
    ]);
  });

  it('catches markers that point at no citation', () => {
    const result = checkAnswer('Enterprise kostet 2.400 € [1][3], siehe auch [2, 4].', citations, [prices]);
    expect(result.violations.filter((violation) => violation.kind === 'unknown-marker').map((violation) => violation.value)).toEqual([
      '[3]',
      '[2]',
      '[4]',
    ]);
  });

  it('only accepts numbers from cited sources, not from other hits', () => {
    const result = checkAnswer('Pro kostet 850 € [1].', citations, [prices, other]);
    expect(result.violations).toEqual([{ kind: 'unsupported-number', value: '850' }]);
  });

  it('catches quotes that are not in a cited source', () => {
    const result = checkAnswer('Die Mitteilung sagt: „Enterprise ist kostenlos" [1].', citations, [prices]);
    expect(result.violations).toEqual([{ kind: 'unsupported-quote', value: 'Enterprise ist kostenlos' }]);
  });

  it('allows numbers the user wrote in the question', () => {
    const answer = 'Zu Version 7.1 der Buchungs-App steht nichts in den Dokumenten.';
    expect(checkAnswer(answer, citations, [prices]).ok).toBe(false);
    expect(checkAnswer(answer, citations, [prices], 'Wann kommt Version 7.1 der Buchungs-App?').ok).toBe(true);
    expect(checkAnswer(answer, citations, [prices], { question: 'Wann kommt Version 7.1 der Buchungs-App?' }).ok).toBe(true);
  });

  it('ignores list numbering and marker digits', () => {
    expect(checkAnswer('1. Enterprise kostet 2.400 € [1]\n2. Mehr steht nicht in den Quellen.', citations, [prices]).ok).toBe(true);
  });
});

describe('number normalisation', () => {
  it('reads thousands separators and decimal commas', () => {
    expect(numberKeys('2.400')).toEqual(['2400']);
    expect(numberKeys('2,400')).toEqual(['2400']);
    expect(numberKeys('0.125')).toEqual(['0.125']);
    expect(numberKeys('99,5')).toEqual(['99.5']);
    expect(numberKeys('1.234.567')).toEqual(['1234567']);
    expect(numberKeys('1.234,50')).toEqual(['1234.5']);
    expect(numberKeys('007')).toEqual(['7']);
  });

  it('finds dates in several spellings as one key', () => {
    const keys = (text: string) => extractFactValues(text).flatMap((value) => value.keys);
    expect(keys('30.11.2026')).toEqual(['2026-11-30']);
    expect(keys('30. November 2026')).toEqual(['2026-11-30']);
    expect(keys('2026-11-30')).toEqual(['2026-11-30']);
    expect(keys('31. März 2027')).toEqual(['2027-03-31']);
  });
});
