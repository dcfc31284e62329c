import { describe, expect, it } from 'vitest';
import { isUnknownEnglishWord } from './unknown-word.js';

describe('isUnknownEnglishWord', () => {
  it("takes a lowercase word no dictionary knows for unknown (a program's or product's own word)", () => {
    expect(isUnknownEnglishWord('zstd')).toBe(true);
    expect(isUnknownEnglishWord('qpackd')).toBe(true);
  });

  it('knows dictionary words, their -er/-est/-s forms, stopwords, names and units', () => {
    for (const word of ['server', 'biggest', 'listens', 'negligence', 'has', 'the', 'for', 'went', 'mice']) expect(isUnknownEnglishWord(word)).toBe(false);
    expect(isUnknownEnglishWord('Zstd')).toBe(false);
    expect(isUnknownEnglishWord('kWh')).toBe(false);
  });
});
