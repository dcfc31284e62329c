import { describe, expect, it } from 'vitest';
import { lightStem } from './light-stem.js';

describe('lightStem', () => {
  it('strips one inflection ending so forms of a word agree', () => {
    expect(lightStem('kundigungen')).toBe(lightStem('kundigung'));
    expect(lightStem('fristen')).toBe(lightStem('frist'));
    expect(lightStem('preises')).toBe(lightStem('preis'));
    expect(lightStem('hauses')).toBe(lightStem('haus'));
    expect(lightStem('vertrags')).toBe(lightStem('vertrag'));
    expect(lightStem('costs')).toBe('cost');
    expect(lightStem('policies')).toBe('policy');
    expect(lightStem('regeln')).toBe('regel');
  });

  it('keeps short words, numbers and a final -n that is no plural', () => {
    expect(lightStem('tag')).toBe('tag');
    expect(lightStem('2026')).toBe('2026');
    expect(lightStem('plan')).toBe('plan');
    expect(lightStem('status')).toBe('status');
  });
});
