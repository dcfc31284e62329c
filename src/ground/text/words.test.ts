import { describe, expect, it } from 'vitest';
import { words } from './words.js';

describe('words', () => {
  it('reads an abbreviation written with dots as one word', () => {
    expect(words('the 2020 U.S. Open').map((word) => word.folded)).toEqual(['the', '2020', 'us', 'open']);
  });

  it('keeps numbers with separators whole and splits hyphenated words into their parts', () => {
    expect(words('HG-400 mit 99,5 % im Pro-Plan').map((word) => word.raw)).toEqual(['HG-400', 'mit', '99,5', 'im', 'Pro', 'Plan']);
  });

  it('keeps a count joined to words whole and also reads the words (`6-cylinder`, `24-Yard-Linie`)', () => {
    expect(words('a 6-cylinder engine').map((word) => word.raw)).toEqual(['a', '6-cylinder', 'cylinder', 'engine']);
    expect(words('an der 24-Yard-Linie').map((word) => word.raw)).toEqual(['an', 'der', '24-Yard-Linie', 'Yard', 'Linie']);
    expect(words('Modell HG-400-S').map((word) => word.raw)).toEqual(['Modell', 'HG-400-S']);
  });
});
