import { describe, expect, it } from 'vitest';
import { evaluateArithmetic, findArithmetic } from './evaluate-arithmetic.js';
import { decimalSeparatorOf, parseNumeral } from './parse-numeral.js';

describe('parseNumeral', () => {
  it.each([
    ['2.400', undefined, 2400],
    ['2,400', undefined, 2400],
    ['1.450,50', undefined, 1450.5],
    ['1,450.50', undefined, 1450.5],
    ['38,40', undefined, 38.4],
    ['38.40', undefined, 38.4],
    ['1.000.000', undefined, 1_000_000],
    ['0.125', undefined, 0.125],
    ['1234.567', undefined, 1234.567],
    ['2.400', '.', 2.4],
    ['2,400', ',', 2.4],
    ['2.400', ',', 2400],
  ] as const)('reads %s (decimal %s) as %d', (numeral, decimal, value) => {
    expect(parseNumeral(numeral, decimal)).toBe(value);
  });

  it.each(['1.45.6', '12,3456.7', '1.000,00,5', 'abc'])('refuses %s', (numeral) =>
    expect(parseNumeral(numeral)).toBeNull(),
  );

  it('learns the decimal separator from the other numerals of a message', () => {
    expect(decimalSeparatorOf(['1,450', '38.40'])).toBe('.');
    expect(decimalSeparatorOf(['3.200', '12,5'])).toBe(',');
    expect(decimalSeparatorOf(['2.400'])).toBeUndefined();
    expect(decimalSeparatorOf(['2,5', '3.5'])).toBeUndefined();
  });
});

describe('evaluateArithmetic', () => {
  it.each([
    ['19 mal 21', 399],
    ['12 percent of 450', 54],
    ['15 % von 200', 30],
    ['(3 + 4) * 2 ^ 2', 28],
    ['10 geteilt durch 4', 2.5],
    ['2,5 plus 1,25', 3.75],
    ['-3 - -3', 0],
    ['9 % of 3.300', 297],
    ['2,250 times 12.50', 28125],
    ['6x7', 42],
    ['100 : 8', 12.5],
    ['40 Prozent von 1.500 €', 600],
    ['2 to the power of 8', 256],
  ])('computes %s = %d', (expression, value) => {
    expect(evaluateArithmetic(expression)).toBe(value);
  });

  it.each([
    '1 / 0',
    '2024',
    'process.exit(1)',
    '3 +',
    '(1 + 2',
    '2 ^ 1000',
    'Preis 5 mal',
    '2026-03-15',
    '10:30',
    '24/7',
    'eval("1+1")',
  ])('refuses %s', (expression) => expect(evaluateArithmetic(expression)).toBeNull());
});

describe('findArithmetic', () => {
  const frame = (word: string) => ['was', 'ist', 'what', 's', 'is', 'rechne', 'mal', 'bitte'].includes(word);

  it('evaluates the span between the first and the last number', () => {
    expect(findArithmetic("What's 5 % of 2.400?", frame)).toEqual({ expression: '5 % of 2.400', value: 120 });
    expect(findArithmetic('Rechne mal 11 mal 11, bitte', frame)).toEqual({
      expression: '11 mal 11',
      value: 121,
    });
  });

  it('refuses when a word outside the span is not a frame word', () => {
    expect(findArithmetic('What is 2025 revenue?', frame)).toBeNull();
    expect(findArithmetic('Was ist 3 mal der Grundpreis?', frame)).toBeNull();
    expect(findArithmetic('Was kostet 4 mal 5?', frame)).toBeNull();
  });
});
