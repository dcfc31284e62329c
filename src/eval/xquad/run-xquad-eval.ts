import type { AskResult, AskStatus } from '../../agent/index.js';
import type { EvalKnowledgeBase, OpenKnowledgeBase } from '../knowledge-base.js';
import { clip, containsFact, describeAttempts, rateOf, sourceName, type Rate } from '../metrics/index.js';
import { spread } from '../read-jsonl.js';
import { loadXquadDev, type XquadLanguage, type XquadQuestion } from './load-xquad.js';

/** Options of `runXquadEval`. */
export interface XquadEvalOptions {
  /** The XQuAD folder (`splits.json`, `beir_de/`, `beir_en/`). */
  data: string;
  languages: readonly XquadLanguage[];
  /**
   * Ask each question in this language instead (XQuAD is parallel: the same question id in the other language),
   * over the passages of the evaluated language: questions over documents in the other language [the same].
   */
  questionLanguage?: XquadLanguage;
  openKnowledgeBase: OpenKnowledgeBase;
  /** At most this many dev questions per language, spread over the articles (default: all). */
  limit?: number;
  onQuestion?: (progress: { language: XquadLanguage; phase: 'span' | 'negative'; done: number; total: number }) => void;
  now?: () => number;
}

/** One question that did not go as it should. */
export interface XquadFailure {
  id: string;
  question: string;
  gold: string[];
  status: AskStatus;
  /** The answer, cut to 300 characters. */
  answer: string;
  cited: string[];
  /** Retrieval attempts: state, judge level and reason, query. */
  attempts: string[];
}

/** Results of one language. */
export interface XquadLanguageReport {
  questions: number;
  /** The language the questions were asked in (the passages' and gold spans' language is the report's key). */
  questionLanguage: XquadLanguage;
  paragraphs: number;
  /** With every dev paragraph indexed: the answer contains a gold answer span. */
  spanRecall: Rate;
  /** Span recall among answered questions only (how precise the extractive answers are when given). */
  spanRecallAnswered: Rate;
  /** With every dev paragraph indexed: the gold paragraph is cited. */
  goldCited: Rate;
  /** With the gold paragraph indexed, the question was answered not_found. */
  falseRejection: Rate;
  /** With the question's whole article absent (only the other half of the dev articles indexed): not_found. */
  negativeRejection: Rate;
  statuses: { span: Partial<Record<AskStatus, number>>; negative: Partial<Record<AskStatus, number>> };
  failures: { span: XquadFailure[]; negative: XquadFailure[] };
}

/** The `anker eval xquad --json` report. */
export interface XquadReport {
  suite: 'xquad';
  data: string;
  split: 'dev';
  languages: Partial<Record<XquadLanguage, XquadLanguageReport>>;
  durationMs: number;
}

const ANSWERED: ReadonlySet<AskStatus> = new Set(['answered', 'answered_with_caveat']);

interface Asked {
  question: XquadQuestion;
  result: AskResult;
}

/**
 * XQuAD dev split per language: (a) answer-span recall with all dev paragraphs indexed; (b) negative rejection
 * with the dev articles split in two halves, each question asked against the half without its article.
 */
export async function runXquadEval(options: XquadEvalOptions): Promise<XquadReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const languages: XquadReport['languages'] = {};
  for (const language of options.languages) {
    const split = await loadXquadDev(options.data, language);
    const asked = options.questionLanguage ?? language;
    const texts = asked === language ? null : new Map((await loadXquadDev(options.data, asked)).questions.map((question) => [question.id, question.question]));
    // Gold spans stay those of the passages' language: the answer quotes the passage.
    const questions = spread(split.questions, options.limit)
      .filter((question) => !texts || texts.has(question.id))
      .map((question) => (texts ? { ...question, question: texts.get(question.id)! } : question));
    const progress = (phase: 'span' | 'negative') => (done: number) => options.onQuestion?.({ language, phase, done, total: questions.length });

    const full = await options.openKnowledgeBase({ passages: split.passages });
    const span = await askAll(full, questions, progress('span'));

    const half = Math.ceil(split.articles.length / 2);
    const halves = [new Set(split.articles.slice(0, half)), new Set(split.articles.slice(half))];
    const negative: Asked[] = [];
    for (const indexed of halves) {
      const asked = questions.filter((question) => !indexed.has(question.article));
      if (asked.length === 0) continue;
      const partial = await options.openKnowledgeBase({ passages: split.passages.filter((passage) => indexed.has(passage.id.slice(0, 3))) });
      const offset = negative.length;
      negative.push(...(await askAll(partial, asked, (done) => progress('negative')(offset + done))));
    }
    languages[language] = { ...summarize(span, negative, split.passages.length), questionLanguage: asked };
  }
  return { suite: 'xquad', data: options.data, split: 'dev', languages, durationMs: now() - started };
}

async function askAll(knowledgeBase: EvalKnowledgeBase, questions: readonly XquadQuestion[], onDone: (done: number) => void): Promise<Asked[]> {
  const asked: Asked[] = [];
  try {
    for (const question of questions) {
      asked.push({ question, result: await knowledgeBase.ask(question.question) });
      onDone(asked.length);
    }
  } finally {
    await knowledgeBase.close();
  }
  return asked;
}

function summarize(span: readonly Asked[], negative: readonly Asked[], paragraphs: number): Omit<XquadLanguageReport, 'questionLanguage'> {
  const hasSpan = ({ question, result }: Asked) => ANSWERED.has(result.status) && question.answers.some((answer) => containsFact(result.answer, answer));
  const cited = ({ question, result }: Asked) => result.citations.some((citation) => sourceName(citation.source) === question.paragraph);
  const all = () => true;
  return {
    questions: span.length,
    paragraphs,
    spanRecall: rateOf(span, all, hasSpan),
    spanRecallAnswered: rateOf(span, (asked) => ANSWERED.has(asked.result.status), hasSpan),
    goldCited: rateOf(span, all, cited),
    falseRejection: rateOf(span, all, (asked) => asked.result.status === 'not_found'),
    negativeRejection: rateOf(negative, all, (asked) => asked.result.status === 'not_found'),
    statuses: { span: countStatuses(span), negative: countStatuses(negative) },
    failures: {
      span: span.filter((asked) => !hasSpan(asked)).map(toFailure),
      negative: negative.filter((asked) => asked.result.status !== 'not_found').map(toFailure),
    },
  };
}

function countStatuses(asked: readonly Asked[]): Partial<Record<AskStatus, number>> {
  const counts: Partial<Record<AskStatus, number>> = {};
  for (const { result } of asked) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

function toFailure({ question, result }: Asked): XquadFailure {
  return {
    id: question.id,
    question: question.question,
    gold: question.answers,
    status: result.status,
    answer: clip(result.answer, 300),
    cited: result.citations.map((citation) => citation.source),
    attempts: describeAttempts(result),
  };
}
