import { describe, expect, it } from 'vitest';
import { namesQuotedTerm, quotedTerms } from './quoted-terms.js';

describe('quotedTerms', () => {
  it('reads double quotes of either language and single quotes around a term', () => {
    expect(quotedTerms('Was bedeutet „Liegegeld" im Vertrag?')).toEqual(['Liegegeld']);
    expect(quotedTerms('What may the group \'wheel\' do?')).toEqual(['wheel']);
    expect(quotedTerms('Was heißt ‚Kaskoschaden‘ hier?')).toEqual(['Kaskoschaden']);
  });

  it('takes no apostrophe for a quote', () => {
    expect(quotedTerms("Don't the users' files count? It's the user's choice.")).toEqual([]);
  });

  it('finds the quoted words in a row, case and accents aside', () => {
    expect(namesQuotedTerm('Members of WHEEL may use sudo.', 'wheel')).toBe(true);
    expect(namesQuotedTerm('Members of wheelhouse may enter.', 'wheel')).toBe(false);
  });
});
