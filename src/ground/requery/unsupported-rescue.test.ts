import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { groundedSearch } from '../grounded-search.js';
import type { JudgeVerdict } from '../judge/index.js';
import { isUnsupportedRescue } from './unsupported-rescue.js';

describe('isUnsupportedRescue', () => {
  const question = 'What name was given to the eastern half of the colony?';
  it('flags a re-query of the question’s own words whose hits lack one of its nouns', () => {
    expect(isUnsupportedRescue(question, 'given eastern half colony', ['colony'], 'en')).toBe(true);
  });

  it('keeps rescues that add a term, lack only a preposition or adverb, or lack nothing', () => {
    expect(isUnsupportedRescue(question, 'given eastern half colony settlement', ['colony'], 'en')).toBe(false);
    expect(isUnsupportedRescue('Who won the match between Lindau and Kempten?', 'won match Lindau Kempten', ['between'], 'en')).toBe(false);
    expect(isUnsupportedRescue('How did the council effectively veto it?', 'council effectively veto', ['effectively'], 'en')).toBe(false);
    expect(isUnsupportedRescue(question, 'given eastern half colony', [], 'en')).toBe(false);
    expect(isUnsupportedRescue('Which family owned the mill?', 'family owned mill', ['family'], 'en')).toBe(true);
  });

  it('counts only nouns of a German question (verbs are paraphrased)', () => {
    expect(isUnsupportedRescue('Welche Richtlinie wurde 1994 erstellt?', 'Richtlinie 1994 erstellt', ['erstellt'], 'de')).toBe(false);
    expect(isUnsupportedRescue('Welche Richtlinie gilt für die Kolonie?', 'Richtlinie Kolonie', ['Kolonie'], 'de')).toBe(true);
  });
});

describe('groundedSearch with a re-query that only re-weights the question', () => {
  const neighbour = makeHit('The eastern district was given the name Brookside by the council.', { citation: { title: 'Lindau', source: 'lindau.md' } });
  const verdict: JudgeVerdict = { level: 'MEDIUM', reason: 'aspect coverage 0.75; not in any hit: colony', canAnswer: true, answeringSentence: true, missing: ['colony'] };
  const judge = { id: 'fixed', judge: async () => verdict };

  it('does not let hits lacking the asked noun rescue a first attempt that found nothing usable', async () => {
    const queries: string[] = [];
    const retriever = {
      search: async (query: string) => {
        queries.push(query);
        return [{ ...neighbour, relevance: queries.length === 1 ? 0.5 : 0.6 }];
      },
    };
    const result = await groundedSearch('What name was given to the eastern half of the colony?', { retriever, judge, tenantId: 't' });
    expect(queries).toHaveLength(2);
    expect(result.state).toBe('NOT_FOUND');
    expect(result.hits).toEqual([]);
    expect(result.content).not.toContain('Brookside');
  });

  it('lets the same hits stand when the first attempt was already usable', async () => {
    const retriever = { search: async () => [{ ...neighbour, relevance: 0.6 }] };
    const result = await groundedSearch('What name was given to the eastern half of the colony?', { retriever, judge, tenantId: 't' });
    expect(result.state).toBe('LOW_RELEVANCE');
  });
});
