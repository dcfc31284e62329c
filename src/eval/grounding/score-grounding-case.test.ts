import { describe, expect, it } from 'vitest';
import { fakeAskResult } from '../fake-ask-result.js';
import type { GroundingCase } from './grounding-case.js';
import { scoreGroundingCase } from './score-grounding-case.js';
import { summarizeByKind, summarizeGrounding } from './summarize-grounding.js';

const base: GroundingCase = {
  id: 'q',
  question: 'Was kostet der Pro-Plan?',
  lang: 'de',
  kind: 'answerable',
  expected_behavior: 'answer',
  expected_doc_ids: ['preisliste_2026.md'],
  expected_facts: ['850'],
  forbidden_facts: ['720'],
};
const absent: GroundingCase = { ...base, id: 'n', kind: 'unanswerable_absent_entity', expected_behavior: 'not_found', expected_doc_ids: [], expected_facts: [], forbidden_facts: ['60 Tage'] };
const comparison: GroundingCase = { ...base, id: 'c', kind: 'multi_entity_comparison', expected_doc_ids: ['a.md', 'b.md'], expected_facts: ['6 Monate', '3 Monate'], forbidden_facts: [] };
const documentNumbers = new Set(['850', '720', '60', '6', '3']);

describe('scoreGroundingCase', () => {
  it('passes a correct, precisely cited answer', () => {
    const outcome = scoreGroundingCase(base, fakeAskResult('answered', 'Der Pro-Plan kostet 850 € [1].', ['preisliste_2026.md']), documentNumbers);
    expect(outcome).toMatchObject({ factsFound: ['850'], forbiddenFound: [], citationsPrecise: true, citationsComplete: true, problems: [] });
  });

  it('flags a superseded value, a foreign citation and a missing fact', () => {
    const outcome = scoreGroundingCase(base, fakeAskResult('answered', 'Er kostet 720 € [1].', ['preisliste_2025.md']), documentNumbers);
    expect(outcome.forbiddenFound).toEqual(['720']);
    expect(outcome.citationsPrecise).toBe(false);
    expect(outcome.citationsComplete).toBe(false);
    expect(outcome.problems).toEqual([
      'forbidden facts: 720',
      'missing facts: 850',
      'cited outside expected: preisliste_2025.md',
      'expected citation missing: preisliste_2026.md',
    ]);
  });

  it('counts a not_found answer to an answerable question as a false rejection, without citation checks', () => {
    const outcome = scoreGroundingCase(base, fakeAskResult('not_found', 'Nicht gefunden.'), documentNumbers);
    expect(outcome.problems).toEqual(['false rejection (not_found)']);
    expect(outcome.citationsPrecise).toBeNull();
  });

  it('treats numbers from the documents in an answer to an unanswerable question as a leak', () => {
    const leaked = scoreGroundingCase(absent, fakeAskResult('not_found', 'Laut Vorlage gelten 60 Tage.'), documentNumbers);
    expect(leaked.leakedNumbers).toEqual(['60']);
    expect(leaked.forbiddenFound).toEqual(['60 Tage']);
    const answered = scoreGroundingCase(absent, fakeAskResult('answered_with_caveat', 'Vermutlich 3 Monate [1].', ['x.md']), documentNumbers);
    expect(answered.problems).toContain('expected not_found, got answered_with_caveat');
  });

  it('requires every document for comparisons', () => {
    const outcome = scoreGroundingCase(comparison, fakeAskResult('answered', 'Alpha: 6 Monate [1], Beta: 3 Monate [1].', ['a.md']), documentNumbers);
    expect(outcome.citationsComplete).toBe(false);
    expect(outcome.problems).toEqual(['expected citation missing: a.md + b.md']);
  });
});

describe('summarizeGrounding', () => {
  it('aggregates the metrics overall and by kind', () => {
    const outcomes = [
      scoreGroundingCase(base, fakeAskResult('answered', '850 € [1]', ['preisliste_2026.md']), documentNumbers),
      scoreGroundingCase({ ...base, id: 'q2' }, fakeAskResult('not_found', 'Nicht gefunden.'), documentNumbers),
      scoreGroundingCase(absent, fakeAskResult('not_found', 'Nicht gefunden.'), documentNumbers),
      scoreGroundingCase({ ...absent, id: 'n2' }, fakeAskResult('not_found', 'Es sind 60 Tage.'), documentNumbers),
      scoreGroundingCase({ ...base, id: 'w', kind: 'smalltalk_no_tool', expected_behavior: 'no_retrieval_needed', expected_doc_ids: [], expected_facts: [], forbidden_facts: [] }, fakeAskResult('answered', 'Hallo [1]', ['x.md'])),
      scoreGroundingCase({ ...base, id: 'k', expected_behavior: 'answer_with_caveat' }, fakeAskResult('answered', '850 [1]', ['preisliste_2026.md'])),
    ];
    const metrics = summarizeGrounding(outcomes);
    expect(metrics.questions).toBe(6);
    expect(metrics.negativeRejection).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(metrics.falseRejection).toEqual({ count: 1, total: 3, rate: 0.3333 });
    expect(metrics.factRecall).toEqual({ count: 2, total: 3, rate: 0.6667 });
    expect(metrics.forbiddenFacts).toEqual({ count: 1, total: 5, rate: 0.2 });
    expect(metrics.citationPrecision).toEqual({ count: 2, total: 2, rate: 1 });
    expect(metrics.noRetrievalAccuracy).toEqual({ count: 0, total: 1, rate: 0 });
    expect(metrics.caveatAccuracy).toEqual({ count: 0, total: 1, rate: 0 });
    expect(Object.keys(summarizeByKind(outcomes))).toEqual(['answerable', 'unanswerable_absent_entity', 'smalltalk_no_tool']);
  });
});
