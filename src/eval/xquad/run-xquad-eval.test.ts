import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeKnowledgeBases } from '../fake-knowledge-base.js';
import { runXquadEval } from './run-xquad-eval.js';

const folder = mkdtempSync(join(tmpdir(), 'anker-xquad-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const paragraphs = [
  { _id: 'a00p00', title: 'Super_Bowl', text: 'Die Broncos gewannen den Super Bowl gegen die Panthers.' },
  { _id: 'a01p00', title: 'Rhein', text: 'Der Rhein fließt durch Basel.' },
  { _id: 'a02p00', title: 'Test_Artikel', text: 'Dieser Absatz gehört zum Test-Split.' },
];
const questions = [
  { _id: 'q1', text: 'Wer verlor gegen die Broncos', paragraph: 'a00p00', answers: ['Panthers'] },
  { _id: 'q2', text: 'Wodurch fließt der Rhein', paragraph: 'a01p00', answers: ['Köln'] },
  { _id: 'q3', text: 'Was gehört zum Test', paragraph: 'a02p00', answers: ['Test-Split'] },
];
const view = join(folder, 'beir_de');
mkdirSync(join(view, 'qrels'), { recursive: true });
writeFileSync(join(folder, 'splits.json'), JSON.stringify({ dev_articles: ['a00', 'a01'], test_articles: ['a02'] }));
writeFileSync(join(view, 'corpus.jsonl'), paragraphs.map((row) => JSON.stringify(row)).join('\n'));
writeFileSync(join(view, 'queries.jsonl'), questions.map(({ _id, text }) => JSON.stringify({ _id, text })).join('\n'));
writeFileSync(join(view, 'answers.jsonl'), questions.map(({ _id, answers }) => JSON.stringify({ _id, answers })).join('\n'));
writeFileSync(join(view, 'qrels', 'test.tsv'), ['query-id\tcorpus-id\tscore', ...questions.map((row) => `${row._id}\t${row.paragraph}\t1`)].join('\n'));
// The parallel English view: the same ids, English questions (q2 has none, as a split may lack one).
const english = join(folder, 'beir_en');
mkdirSync(join(english, 'qrels'), { recursive: true });
writeFileSync(join(english, 'corpus.jsonl'), paragraphs.map((row) => JSON.stringify({ ...row, text: `EN ${row.text}` })).join('\n'));
writeFileSync(join(english, 'queries.jsonl'), [JSON.stringify({ _id: 'q1', text: 'Who lost to the Broncos' }), JSON.stringify({ _id: 'q3', text: 'What belongs to the test' })].join('\n'));
writeFileSync(join(english, 'answers.jsonl'), JSON.stringify({ _id: 'q1', answers: ['Panthers'] }));
writeFileSync(join(english, 'qrels', 'test.tsv'), ['query-id\tcorpus-id\tscore', 'q1\ta00p00\t1', 'q3\ta02p00\t1'].join('\n'));

describe('runXquadEval', () => {
  it('measures span recall with all dev paragraphs and rejection with the question’s article removed', async () => {
    const fake = fakeKnowledgeBases();
    const report = await runXquadEval({ data: folder, languages: ['de'], openKnowledgeBase: fake.open });
    const de = report.languages.de!;
    expect(de.questions).toBe(2);
    expect(de.paragraphs).toBe(2);
    // q1 answers with the gold span; q2 answers from the right paragraph but without the gold span "Köln".
    expect(de.spanRecall).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(de.goldCited).toEqual({ count: 2, total: 2, rate: 1 });
    expect(de.falseRejection.count).toBe(0);
    expect(de.failures.span.map((failure) => failure.id)).toEqual(['q2']);
    // Each half holds one article; each question is asked where its article is absent.
    expect(fake.opened.map((content) => content.passages!.map((passage) => passage.id))).toEqual([['a00p00', 'a01p00'], ['a00p00'], ['a01p00']]);
    expect(de.negativeRejection).toEqual({ count: 2, total: 2, rate: 1 });
    expect(fake.closed()).toBe(3);
    expect(fake.opened[0]!.passages![0]).toMatchObject({ title: 'Super Bowl', language: 'german' });
  });

  it('reports an answer without the article as a failed rejection', async () => {
    const fake = fakeKnowledgeBases();
    const leaky: typeof fake.open = async (content) => fake.open({ passages: [...(content.passages ?? []), { id: 'x', title: 'x', text: 'Broncos Rhein', language: 'german' }] });
    const report = await runXquadEval({ data: folder, languages: ['de'], openKnowledgeBase: leaky, limit: 1 });
    expect(report.languages.de!.questions).toBe(1);
    expect(report.languages.de!.negativeRejection).toEqual({ count: 0, total: 1, rate: 0 });
    expect(report.languages.de!.failures.negative[0]).toMatchObject({ id: 'q1', status: 'answered', cited: ['x'] });
  });

  it('asks the questions in the other language over the passages of the evaluated one, with their gold spans', async () => {
    const fake = fakeKnowledgeBases();
    const asked: string[] = [];
    const recording: typeof fake.open = async (content) => {
      const knowledgeBase = await fake.open(content);
      return { ...knowledgeBase, ask: (question: string) => (asked.push(question), knowledgeBase.ask(question)) };
    };
    const report = await runXquadEval({ data: folder, languages: ['de'], questionLanguage: 'en', openKnowledgeBase: recording });
    const de = report.languages.de!;
    expect(de.questionLanguage).toBe('en');
    // q2 has no English question: left out. The German passages are indexed, the English question asked.
    expect(de.questions).toBe(1);
    expect(asked[0]).toBe('Who lost to the Broncos');
    expect(fake.opened[0]!.passages!.map((passage) => passage.language)).toEqual(['german', 'german']);
    expect(de.failures.span[0]?.gold ?? ['Panthers']).toEqual(['Panthers']);
  });
});
