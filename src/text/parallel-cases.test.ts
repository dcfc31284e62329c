import { describe, expect, it } from 'vitest';
import { asksParallelCases } from './parallel-cases.js';

describe('asksParallelCases', () => {
  it('finds two cases joined with their preposition repeated, German and English', () => {
    expect(asksParallelCases('Wie hoch ist die Kaution bei Möwe und bei Kormoran?')).toBe(true);
    expect(asksParallelCases('Welche Frist gilt für Haushaltskunden und für Gewerbekunden?')).toBe(true);
    expect(asksParallelCases('What is the deposit for Alpha and for Beta?')).toBe(true);
  });

  it('does not take a single case or a list under one preposition for parallel cases', () => {
    expect(asksParallelCases('Wie hoch ist die Kaution bei Möwe?')).toBe(false);
    expect(asksParallelCases('Welche Regeln gelten für Urlaub und Krankheit?')).toBe(false);
    expect(asksParallelCases('What is the deposit for the boat and the trailer?')).toBe(false);
  });
});
