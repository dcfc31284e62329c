import { describe, expect, it } from 'vitest';
import { namesNounBySynonym } from './noun-synonyms.js';

describe('namesNounBySynonym', () => {
  it('finds a dictionary noun through an OpenThesaurus synonym in the text', () => {
    expect(namesNounBySynonym('Der Preis beträgt 3,10 € pro Kilogramm.', 'Kilo')).toBe(true);
  });

  it('is false for a text without a synonym, a name the dictionary does not know, and a lowercase word', () => {
    expect(namesNounBySynonym('Der Preis beträgt 3,10 € pro Sack.', 'Kilo')).toBe(false);
    expect(namesNounBySynonym('Die Reederei Kormoran liefert pro Kilogramm.', 'Kormoran')).toBe(false);
    expect(namesNounBySynonym('Der Preis beträgt 3,10 € pro Kilogramm.', 'kilo')).toBe(false);
  });
});
