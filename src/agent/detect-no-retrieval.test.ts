import { describe, expect, it } from 'vitest';
import { detectNoRetrieval } from './detect-no-retrieval.js';
import { evaluateArithmetic } from './evaluate-arithmetic.js';
import { isSensitiveQuery } from './sensitive-query.js';

describe('evaluateArithmetic', () => {
  it.each([
    ['19 mal 21', 399],
    ['12 percent of 450', 54],
    ['15 % von 200', 30],
    ['(3 + 4) * 2 ^ 2', 28],
    ['10 geteilt durch 4', 2.5],
    ['2,5 plus 1,25', 3.75],
    ['-3 - -3', 0],
  ])('computes %s = %d', (expression, value) => {
    expect(evaluateArithmetic(expression)).toBe(value);
  });

  it.each(['1 / 0', '2024', 'process.exit(1)', '3 +', '(1 + 2', '2 ^ 1000', 'Preis 5 mal'])('refuses %s', (expression) => {
    expect(evaluateArithmetic(expression)).toBeNull();
  });
});

describe('detectNoRetrieval', () => {
  it.each([
    ['Was ist 19 mal 21?', 'de', 'arithmetic', '399'],
    ['What is 12 percent of 450?', 'en', 'arithmetic', '54'],
    ['Hey, wie läuft es?', 'de', 'smalltalk', 'Hallo'],
    ['Danke schön und tschüss!', 'de', 'smalltalk', 'Gern'],
    ['Hello! How can you help me?', 'en', 'smalltalk', 'documents'],
  ] as const)('answers "%s" without documents', (question, language, kind, fragment) => {
    const result = detectNoRetrieval(question, language);
    expect(result?.kind).toBe(kind);
    expect(result?.answer).toContain(fragment);
  });

  it.each([
    'Hallo, wie viel kostet der Pro-Plan?',
    'Danke! Und welche Kündigungsfrist gilt?',
    'Was regelt § 7.3?',
    'What is 2024 revenue?',
    'Wie viele Kabinen hat die Fähre Seeschwalbe?',
  ])('needs retrieval for "%s"', (question) => {
    expect(detectNoRetrieval(question, 'de')).toBeNull();
  });
});

describe('isSensitiveQuery', () => {
  it.each(['Was kostet der Tarif Business?', 'Welche Kündigungsfrist gilt?', 'What is our current SLA?', 'Bis wann muss der Urlaub genommen werden?', 'latest price list'])(
    'flags "%s"',
    (question) => expect(isSensitiveQuery(question)).toBe(true),
  );
  it.each(['Erzähl mir einen Witz', 'Who wrote Faust?'])('does not flag "%s"', (question) => expect(isSensitiveQuery(question)).toBe(false));
  it('uses configured patterns', () => {
    expect(isSensitiveQuery('Wer ist der Betriebsrat?', [/betriebsrat/i])).toBe(true);
    expect(isSensitiveQuery('Was kostet das?', [/betriebsrat/i])).toBe(false);
  });
});
