import { describe, expect, it } from 'vitest';
import { stem, stemEnglish, stemGerman } from './stem.js';
import { fold as foldDiacritics } from '../../text/index.js';

const german = (word: string) => stemGerman(foldDiacritics(word));

describe('stemGerman', () => {
  it('maps inflected forms of one noun to one stem', () => {
    expect(german('Kündigungen')).toBe(german('Kündigung'));
    expect(german('Verträge')).toBe(german('Vertrag'));
    expect(german('Fristen')).toBe(german('Frist'));
    expect(german('Preise')).toBe(german('Preis'));
    expect(german('Vertrages')).toBe(german('Vertrag'));
    expect(german('Kosten')).toBe(german('Kosten'));
  });

  it('keeps different words apart', () => {
    expect(german('Frist')).not.toBe(german('Preis'));
    expect(german('Vertrag')).toBe('vertrag');
  });

  it('leaves short words, numbers and unfolded input alone', () => {
    expect(stemGerman('die')).toBe('die');
    expect(stemGerman('1.490')).toBe('1.490');
    expect(stemGerman('kündigungen')).toBe('kündigungen');
  });
});

describe('stemEnglish', () => {
  it('strips plurals only', () => {
    expect(stemEnglish('services')).toBe('service');
    expect(stemEnglish('policies')).toBe('policy');
    expect(stemEnglish('classes')).toBe('class');
    expect(stemEnglish('status')).toBe('status');
    expect(stemEnglish('running')).toBe('running');
  });
});

describe('stem', () => {
  it('dispatches by language and agrees on forms in simple mode', () => {
    expect(stem('services', 'english')).toBe('service');
    expect(stem('vertrage', 'german')).toBe('vertrag');
    expect(stem('services', 'simple')).toBe(stem('service', 'simple'));
    expect(stem('policies', 'simple')).toBe(stem('policy', 'simple'));
  });
});
