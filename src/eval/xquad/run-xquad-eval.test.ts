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
});
