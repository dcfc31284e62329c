import { describe, expect, it } from 'vitest';
import { words } from './words.js';

describe('words', () => {
  it('reads an abbreviation written with dots as one word', () => {
    expect(words('the 2020 U.S. Open').map((word) => word.folded)).toEqual(['the', '2020', 'us', 'open']);
  });

  it('keeps numbers with separators whole and splits hyphenated words into their parts', () => {
    expect(words('HG-400 mit 99,5 % im Pro-Plan').map((word) => word.raw)).toEqual(['HG-400', 'mit', '99,5', 'im', 'Pro', 'Plan']);
  });
});
