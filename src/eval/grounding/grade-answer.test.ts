import { describe, expect, it } from 'vitest';
import type { AnswerEvidence } from '../../agent/index.js';
import type { Citation, Hit, NumberedCitation } from '../../spec/index.js';
import { fakeAskResult } from '../fake-ask-result.js';
import { answerCheckGrader, gradeAnswer, stringMatchCorrectness, type GroundednessGrader } from './grade-answer.js';
import type { GroundingCase } from './grounding-case.js';
import { scoreGroundingCase } from './score-grounding-case.js';
import { summarizeGrounding } from './summarize-grounding.js';

function source(name: string): Citation {
  return { source: name, title: name, version: null, section: null, page: null, sourceUrl: null, documentDate: null, indexedAt: '2026-11-29T00:00:00.000Z', status: 'current' };
}

function hit(name: string, text: string): Hit {
  return { chunkId: `${name}#1`, documentId: name, text, language: 'german', citation: source(name), relevance: 0.9, scores: { rrf: 0.03 } };
}

// A run that found two sources: the tariff sheet ([1]) and the old sheet ([2]).
const evidence: AnswerEvidence = {
  citations: [
    { ...source('tarife.md'), marker: 1, relevance: 0.9 },
    { ...source('tarife-alt.md'), marker: 2, relevance: 0.7 },
  ] satisfies NumberedCitation[],
  hits: [hit('tarife.md', 'Der Grundpreis beträgt 12 Euro im Monat.'), hit('tarife-alt.md', 'Der Grundpreis betrug 9 Euro im Monat.')],
};

const question = 'Wie hoch ist der Grundpreis?';

describe('gradeAnswer', () => {
  it('offline: an answer whose numbers its cited passage states is grounded', async () => {
    const result = { ...fakeAskResult('answered', 'Der Grundpreis beträgt 12 Euro im Monat [1].', ['tarife.md']), evidence };
    expect(await gradeAnswer(question, result, answerCheckGrader)).toEqual({ score: 1, by: 'answer-check', unsupported: [] });
  });

  it('offline: a number only an uncited source states is not grounded', async () => {
    const result = { ...fakeAskResult('answered', 'Der Grundpreis beträgt 9 Euro im Monat [1].', ['tarife.md']), evidence };
    const grade = await gradeAnswer(question, result, answerCheckGrader);
    expect(grade?.score).toBe(0);
    expect(grade?.unsupported.join(' ')).toContain('9');
  });

  it('grades only answered questions with their sources at hand', async () => {
    expect(await gradeAnswer(question, { ...fakeAskResult('not_found', 'Nicht gefunden.'), evidence }, answerCheckGrader)).toBeNull();
    expect(await gradeAnswer(question, fakeAskResult('answered', 'Der Grundpreis beträgt 12 Euro [1].', ['tarife.md']), answerCheckGrader)).toBeNull();
  });

  it('hands the evaluator model only the cited sources and their passages', async () => {
    const seen: string[] = [];
    const grader: GroundednessGrader = async (input) => {
      seen.push(...input.citations.map((citation) => citation.source), ...input.hits.map((entry) => entry.text));
      return { groundedness: 0.5, claims: [{ claim: 'Grundpreis 12 Euro', supported: true }, { claim: 'monatlich kündbar', supported: false }], by: 'model' };
    };
    const result = { ...fakeAskResult('answered_with_caveat', 'Der Grundpreis beträgt 12 Euro [1], monatlich kündbar.', ['tarife.md']), evidence };
    expect(await gradeAnswer(question, result, grader)).toEqual({ score: 0.5, by: 'model', unsupported: ['monatlich kündbar'] });
    expect(seen).toEqual(['tarife.md', 'Der Grundpreis beträgt 12 Euro im Monat.']);
  });
});

describe('groundedness in the grounding metrics', () => {
  it('counts fully grounded answers and averages the graded shares', () => {
    const item: GroundingCase = { id: 'g', question, lang: 'de', kind: 'answerable', expected_behavior: 'answer', expected_doc_ids: ['tarife.md'], expected_facts: ['12'], forbidden_facts: [] };
    const answered = scoreGroundingCase(item, fakeAskResult('answered', '12 Euro [1]', ['tarife.md']));
    const outcomes = [
      { ...answered, groundedness: { score: 1, by: 'model' as const, unsupported: [] } },
      { ...answered, id: 'h', groundedness: { score: 0.5, by: 'model' as const, unsupported: ['x'] } },
      { ...scoreGroundingCase({ ...item, id: 'n' }, fakeAskResult('not_found', 'Nicht gefunden.')), groundedness: null },
    ];
    const metrics = summarizeGrounding(outcomes);
    expect(metrics.groundedness).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(metrics.meanGroundedness).toBe(0.75);
    expect(summarizeGrounding([answered]).meanGroundedness).toBeNull();
  });
});

describe('stringMatchCorrectness (offline precision and recall against the test set)', () => {
  it('counts reference facts found as agreeing and forbidden facts found as contradicting', () => {
    const grade = stringMatchCorrectness({
      question: 'Wie hoch ist die Kaution?',
      answer: 'Die Kaution beträgt 150 Euro; früher waren es 100 Euro.',
      expected: ['150 Euro', '14 Tage'],
      forbidden: ['100 Euro'],
    });
    expect(grade).toMatchObject({ recall: 0.5, precision: 0.5, by: 'string-match' });
    expect(grade.claims).toEqual([
      { claim: '150 Euro', verdict: 'agrees' },
      { claim: '100 Euro', verdict: 'contradicts' },
    ]);
  });

  it('has no recall without reference facts and no precision when no claim meets the reference', () => {
    expect(stringMatchCorrectness({ question: 'q', answer: 'Etwas anderes.', expected: [], forbidden: ['100 Euro'] })).toMatchObject({ recall: null, precision: null });
  });
});
