import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Anker } from '../src/app/index.js';
import { createAnker } from '../src/app/index.js';
import { evalKnowledgeBases } from '../src/cli/commands/eval.js';
import {
  containsFact,
  GROUNDING_DEV_FRESHNESS_MONTHS,
  GROUNDING_DEV_REFERENCE_DATE,
  leakedNumbers,
  loadGroundingSet,
  runGroundingEval,
  type CaseOutcome,
  type GroundingMetrics,
  type GroundingReport,
  type OpenKnowledgeBase,
  type Rate,
} from '../src/eval/index.js';
import { describeWithSharedEval, sharedEvalPath } from '../src/testing/shared-eval.js';

const data = sharedEvalPath('grounding-dev');

function expectWellFormedRate(value: Rate): void {
  expect(Number.isInteger(value.count) && Number.isInteger(value.total)).toBe(true);
  expect(value.count).toBeGreaterThanOrEqual(0);
  expect(value.count).toBeLessThanOrEqual(value.total);
  if (value.total === 0) expect(value.rate).toBeNull();
  else expect(value.rate).toBeCloseTo(value.count / value.total, 3);
}

function expectWellFormedMetrics(metrics: GroundingMetrics): void {
  for (const [key, value] of Object.entries(metrics)) {
    if (key === 'questions') expect(value).toBeGreaterThan(0);
    else if (key === 'meanGroundedness' || key === 'answerRecall' || key === 'answerPrecision') {
      expect(value === null || (typeof value === 'number' && value >= 0 && value <= 1)).toBe(true);
    }
    else expectWellFormedRate(value as Rate);
  }
}

describeWithSharedEval('anker eval grounding (offline default, real store and agent)', ['grounding-dev/questions.jsonl'], () => {
  let anker: Anker;
  let open: OpenKnowledgeBase;
  let report: GroundingReport;
  const outcomes: CaseOutcome[] = [];

  beforeAll(async () => {
    anker = await createAnker({ config: { db: 'memory://', tenant: 'eval', logLevel: 'silent' } });
    open = evalKnowledgeBases(anker, { now: new Date(GROUNDING_DEV_REFERENCE_DATE), freshnessMonths: GROUNDING_DEV_FRESHNESS_MONTHS });
    report = await runGroundingEval({ data, openKnowledgeBase: open, limit: 15, onCase: (outcome) => outcomes.push(outcome) });
  }, 240_000);
  afterAll(async () => anker?.close());

  it('reports well-formed metrics overall and for every kind of the subset', () => {
    expect(report.suite).toBe('grounding');
    expect(report.overall.questions).toBe(15);
    expectWellFormedMetrics(report.overall);
    const kinds = new Set(outcomes.map((outcome) => outcome.kind));
    expect(kinds.size).toBe(12);
    expect(Object.keys(report.byKind).sort()).toEqual([...kinds].sort());
    for (const metrics of Object.values(report.byKind)) expectWellFormedMetrics(metrics);
    expect(Object.values(report.byKind).reduce((sum, metrics) => sum + metrics.questions, 0)).toBe(15);
    expect(report.targets.map((target) => target.metric)).toEqual(['negativeRejection', 'forbiddenFacts', 'falseRejection', 'citationPrecision']);
    expect(report.pass).toBe(report.targets.every((target) => target.pass));
    expect(report.failures.map((failure) => failure.id)).toEqual(outcomes.filter((outcome) => outcome.problems.length > 0).map((outcome) => outcome.id));
  });

  it('never puts a forbidden fact or a number from the documents into an answer to a not_found question', async () => {
    const set = await loadGroundingSet(data);
    const notFound = outcomes.filter((outcome) => outcome.expected === 'not_found');
    expect(notFound.length).toBeGreaterThanOrEqual(3);
    for (const outcome of notFound) {
      const item = set.cases.find((candidate) => candidate.id === outcome.id)!;
      for (const fact of item.forbidden_facts) expect(containsFact(outcome.answer, fact), `${outcome.id}: ${fact}`).toBe(false);
      if (outcome.status === 'not_found') {
        expect(leakedNumbers(outcome.answer, item.question, set.documentNumbers), outcome.id).toEqual([]);
        expect(outcome.citedSources, outcome.id).toEqual([]);
      }
    }
    expect(notFound.some((outcome) => outcome.status === 'not_found')).toBe(true);
  });

  it('answers small talk and arithmetic without retrieval and finds the arithmetic result', () => {
    const noRetrieval = outcomes.filter((outcome) => outcome.expected === 'no_retrieval_needed');
    expect(noRetrieval.length).toBeGreaterThanOrEqual(2);
    for (const outcome of noRetrieval) expect(outcome.status, outcome.id).toBe('no_retrieval');
    expect(report.byKind.arithmetic_no_tool?.factRecall.rate).toBe(1);
  });

  it('with an empty knowledge base rejects every document question and states no fact', async () => {
    const ids = ['dev-q001', 'dev-q039', 'dev-q055', 'dev-q065', 'dev-q086'];
    const empty: OpenKnowledgeBase = async () => open({});
    const result = await runGroundingEval({ data, openKnowledgeBase: empty, ids });
    expect(result.overall.questions).toBe(ids.length);
    expect(result.overall.falseRejection).toEqual({ count: 3, total: 3, rate: 1 });
    expect(result.overall.negativeRejection).toEqual({ count: 2, total: 2, rate: 1 });
    expect(result.overall.forbiddenFacts.count).toBe(0);
    expect(result.overall.factRecall.count).toBe(0);
    expect(result.targets.find((target) => target.metric === 'falseRejection')?.pass).toBe(false);
    expect(result.pass).toBe(false);
    const questions = (await readFile(join(data, 'questions.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string });
    expect(result.failures.every((failure) => questions.some((question) => question.id === failure.id))).toBe(true);
  }, 120_000);
});
