import { describe, expect, it } from 'vitest';
import type { Hit, Retriever } from '../spec/index.js';
import { makeHit } from './__fixtures__/hits.js';
import { groundedSearch } from './grounded-search.js';
import { createOfflineJudge } from './judge/index.js';
import type { JudgeVerdict } from './judge/index.js';

const now = () => new Date('2026-11-29T12:00:00Z');
const retrieverOf = (hits: (query: string) => Hit[]): Retriever & { queries: string[] } => {
  const queries: string[] = [];
  return { queries, search: async (query) => (queries.push(query), hits(query)) };
};
const fixedJudge = (verdicts: JudgeVerdict[]) => {
  let call = 0;
  return { id: 'fixed', judge: async () => verdicts[Math.min(call++, verdicts.length - 1)]! };
};
const travel = makeHit('Hotelkosten im Inland werden bis 120 € pro Nacht erstattet. Für Reisen ins Ausland ist die Reisestelle zuständig.', {
  relevance: 0.8,
  citation: { title: 'Reiserichtlinie Nordholz', source: 'reise.md' },
});

describe('groundedSearch with sentence support', () => {
  it('turns LOW without an answering sentence into NOT_FOUND after the attempts, naming what is missing', async () => {
    const retriever = retrieverOf(() => [travel]);
    const result = await groundedSearch('Welche Hotelkosten werden bei einer Reise nach Oslo erstattet?', {
      retriever,
      judge: fixedJudge([{ level: 'LOW', reason: 'no sentence', canAnswer: false, answeringSentence: false, missing: ['Oslo'] }]),
      tenantId: 't',
      now,
    });
    expect(retriever.queries).toHaveLength(2);
    expect(result.state).toBe('NOT_FOUND');
    expect(result.isError).toBe(true);
    expect(result.hits).toEqual([]);
    expect(result.content).toContain('Oslo');
    expect(result.content).not.toContain('120');
    expect(result.attempts.every((attempt) => attempt.state === 'LOW_RELEVANCE')).toBe(true);
  });

  it('gives NOT_FOUND with the offline judge when the asked place is in no sentence', async () => {
    const result = await groundedSearch('Welche Hotelkosten werden bei einer Reise nach Oslo erstattet?', {
      retriever: retrieverOf(() => [travel]),
      judge: createOfflineJudge(),
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.content).not.toContain('120');
  });

  it('keeps LOW as LOW_RELEVANCE when a sentence answers (or the judge does not check sentences)', async () => {
    const retriever = retrieverOf(() => [travel]);
    const supported = await groundedSearch('Frage', {
      retriever,
      judge: fixedJudge([{ level: 'LOW', reason: 'r', canAnswer: false, answeringSentence: true }]),
      tenantId: 't',
      now,
    });
    expect(supported.state).toBe('LOW_RELEVANCE');
    const unchecked = await groundedSearch('Frage', { retriever, judge: fixedJudge([{ level: 'LOW', reason: 'r', canAnswer: false }]), tenantId: 't', now });
    expect(unchecked.state).toBe('LOW_RELEVANCE');
  });

  it('prefers the attempt with an answering sentence over an earlier one without', async () => {
    const other = makeHit('Bahnfahrten werden in der 2. Klasse erstattet.', { relevance: 0.7, citation: { title: 'Reiserichtlinie', source: 'bahn.md' } });
    const retriever = retrieverOf(() => (retriever.queries.length === 1 ? [other] : [travel]));
    const result = await groundedSearch('Frage', {
      retriever,
      judge: fixedJudge([
        { level: 'LOW', reason: 'none', canAnswer: false, answeringSentence: false },
        { level: 'LOW', reason: 'one', canAnswer: false, answeringSentence: true },
      ]),
      reformulator: { reformulate: async () => 'andere Frage' },
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits[0]?.citation.source).toBe('reise.md');
  });

  it('prefers, at the same state, the attempt the judge rates higher (MEDIUM over LOW)', async () => {
    const other = makeHit('Bahnfahrten werden in der 2. Klasse erstattet.', { relevance: 0.7, citation: { title: 'Reiserichtlinie', source: 'bahn.md' } });
    const retriever = retrieverOf(() => (retriever.queries.length === 1 ? [other] : [{ ...travel, relevance: 0.7 }]));
    const result = await groundedSearch('Frage', {
      retriever,
      judge: fixedJudge([
        { level: 'LOW', reason: 'weak', canAnswer: false, answeringSentence: true },
        { level: 'MEDIUM', reason: 'better', canAnswer: true, answeringSentence: true },
      ]),
      reformulator: { reformulate: async () => 'andere Frage' },
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits[0]?.citation.source).toBe('reise.md');
    expect(result.confidence?.level).toBe('MEDIUM');
  });

  it('answers when the sentence holds what is asked', async () => {
    const result = await groundedSearch('Bis zu welchem Betrag werden Hotelkosten im Inland erstattet?', {
      retriever: retrieverOf(() => [travel]),
      judge: createOfflineJudge(),
      tenantId: 't',
      now,
    });
    expect(['FOUND', 'LOW_RELEVANCE']).toContain(result.state);
    expect(result.content).toContain('120 €');
  });
});
