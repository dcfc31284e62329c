import { describe, expect, it } from 'vitest';
import type { DocumentFrequency, KnowledgeStore } from '../spec/index.js';
import { correctSpelling, oneEditAway } from './spelling.js';

/** A tenant's documents as word lists: a word counts in a document that holds it (lowercase, as written). */
function corpusOf(documents: string[][], calls: string[][] = []): Pick<KnowledgeStore, 'documentFrequency'> {
  return {
    async documentFrequency(_tenantId, terms): Promise<DocumentFrequency> {
      calls.push([...terms]);
      const frequencies = new Map(terms.map((term) => [term, documents.filter((words) => words.includes(term.toLowerCase())).length]));
      return { documents: documents.length, frequencies, containing: new Map() };
    },
  };
}

const marina = corpusOf([
  ['liegeplatz', 'hopfenthal', 'marina', 'gebühr'],
  ['hopfenthal', 'brauerei', 'vertrag'],
  ['ctenophore', 'species', 'comb'],
]);

describe('oneEditAway', () => {
  it('holds the deletions, transpositions, substitutions and insertions of a word, not the word', () => {
    const edits = oneEditAway('segel');
    for (const edit of ['sgel', 'esgel', 'segle', 'sagel', 'segeln', 'ssegel']) expect(edits.has(edit)).toBe(true);
    expect(edits.has('segel')).toBe(false);
    expect(edits.has('sagen')).toBe(false);
  });
});

describe('correctSpelling', () => {
  it('reads a misspelt name or word as the documents write it (one letter missing, added or swapped)', async () => {
    for (const [question, expected] of [
      ['Welche Laufzeit hat der Vertrag der Brauerei Hopfental?', 'Welche Laufzeit hat der Vertrag der Brauerei Hopfenthal?'],
      ['Welche Laufzeit hat der Vertrag der Brauerei Hopfennthal?', 'Welche Laufzeit hat der Vertrag der Brauerei Hopfenthal?'],
      ['How many species of ctenohpore are there?', 'How many species of ctenophore are there?'],
    ]) {
      const result = await correctSpelling(question!, { corpus: marina, tenantId: 't' });
      expect(result.question).toBe(expected);
      expect(result.corrections).toHaveLength(1);
    }
  });

  it('leaves a name with no neighbour in the documents as written: an absent client stays absent', async () => {
    const question = 'Welche Laufzeit hat der Vertrag mit Nordwindreederei?';
    expect(await correctSpelling(question, { corpus: marina, tenantId: 't' })).toEqual({ question, corrections: [] });
  });

  it('leaves dictionary words, short words and words the documents hold untouched, and asks nothing then', async () => {
    const calls: string[][] = [];
    const corpus = corpusOf([['hafen'], ['hafer']], calls);
    for (const question of ['Was kostet der Hafen?', 'Wann öffnet die Verwaltung?', 'Welche Gebühren gelten?']) {
      expect((await correctSpelling(question, { corpus, tenantId: 't' })).question).toBe(question);
    }
    expect(calls).toEqual([]);
  });

  it('keeps a compound of dictionary words that an ordinary word of the documents is one edit away from', async () => {
    // A `Feierwagen` (a float for a parade) is a word in its own right, not a typo of `Feiertagen`; the name
    // `Hopfenthal` still corrects `Hopfental`.
    const corpus = corpusOf([['umzug', 'feiertagen'], ['hopfenthal', 'brauerei']]);
    const question = 'Was kostet der Feierwagen für den Umzug?';
    expect((await correctSpelling(question, { corpus, tenantId: 't' })).question).toBe(question);
    expect((await correctSpelling('Wo braut Hopfental?', { corpus, tenantId: 't' })).question).toBe('Wo braut Hopfenthal?');
  });

  it('keeps the word when two of its neighbours are as common as each other', async () => {
    const corpus = corpusOf([['sandberger'], ['sandbergar']]);
    const question = 'Wer ist Herr Sandbergr?';
    expect((await correctSpelling(question, { corpus, tenantId: 't' })).question).toBe(question);
  });

  it('reads the question as written without corpus statistics or when they fail', async () => {
    const question = 'Welche Laufzeit hat der Vertrag der Brauerei Hopfental?';
    expect((await correctSpelling(question, { tenantId: 't' })).question).toBe(question);
    const failing: Pick<KnowledgeStore, 'documentFrequency'> = { documentFrequency: () => Promise.reject(new Error('store closed')) };
    expect((await correctSpelling(question, { corpus: failing, tenantId: 't' })).question).toBe(question);
  });
});
