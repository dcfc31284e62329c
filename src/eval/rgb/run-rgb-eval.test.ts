import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeKnowledgeBases } from '../fake-knowledge-base.js';
import { answerMatches, runRgbEval } from './run-rgb-eval.js';

const folder = mkdtempSync(join(tmpdir(), 'anker-rgb-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('answerMatches', () => {
  it('accepts a string answer or every part of a list, each part by any alternative', () => {
    expect(answerMatches('It was held in Tampa, Florida.', 'Tampa, Florida')).toBe(true);
    expect(answerMatches('It was held in Glendale.', 'Tampa, Florida')).toBe(false);
    expect(answerMatches('Released on Jul 21, 2017.', [['July 21 2017', 'Jul 21, 2017']])).toBe(true);
    expect(answerMatches('Facebook and Meta', ['Facebook', ['Meta', 'Meta Platforms']])).toBe(true);
    expect(answerMatches('Facebook only', ['Facebook', ['Meta']])).toBe(false);
  });
});

describe('runRgbEval', () => {
  it('asks each question against its negatives only and its positives only', async () => {
    const file = join(folder, 'en_fact.json');
    const rows = [
      { id: 0, query: 'Where was the game played in Tampa', answer: 'Tampa', fakeanswer: 'x', positive_wrong: [], positive: ['Played in Tampa, Florida.'], negative: ['Tickets in Las Vegas.'] },
      { id: 1, query: 'Who won in Tampa', answer: 'Buccaneers', fakeanswer: 'x', positive_wrong: [], positive: ['A game in Tampa.'], negative: ['Also in Tampa.'] },
    ];
    writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n'));
    const fake = fakeKnowledgeBases();
    const report = await runRgbEval({ file, openKnowledgeBase: fake.open });
    expect(report.questions).toBe(2);
    expect(fake.opened.map((content) => content.passages!.map((passage) => passage.text))).toEqual([
      ['Tickets in Las Vegas.'],
      ['Played in Tampa, Florida.'],
      ['Also in Tampa.'],
      ['A game in Tampa.'],
    ]);
    expect(report.negativeRejection).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(report.failures.negative.map((failure) => failure.id)).toEqual([1]);
    expect(report.answerAccuracy).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(report.failures.positive).toMatchObject([{ id: 1, gold: 'Buccaneers', status: 'answered' }]);
    expect(fake.closed()).toBe(4);
  });
});
