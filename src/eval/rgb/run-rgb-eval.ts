import type { AskResult, AskStatus } from '../../agent/index.js';
import type { EvalPassage, OpenKnowledgeBase } from '../knowledge-base.js';
import { clip, containsFact, describeAttempts, rateOf, type Rate } from '../metrics/index.js';
import { readJsonl, spread } from '../read-jsonl.js';

/** One line of RGB `en_fact.json`: `answer` is a string, or a list of required parts each given as alternatives. */
export interface RgbCase {
  id: number;
  query: string;
  answer: string | Array<string | string[]>;
  positive: string[];
  negative: string[];
}

/** Options of `runRgbEval`. */
export interface RgbEvalOptions {
  /** Path of `en_fact.json` (JSON Lines). */
  file: string;
  openKnowledgeBase: OpenKnowledgeBase;
  limit?: number;
  onQuestion?: (done: number, total: number) => void;
  now?: () => number;
}

/** One question that did not go as it should. */
export interface RgbFailure {
  id: number;
  query: string;
  gold: string;
  status: AskStatus;
  /** The answer, cut to 300 characters. */
  answer: string;
  /** Retrieval attempts: state, judge level and reason, query. */
  attempts: string[];
}

/** The `anker eval rgb --json` report. */
export interface RgbReport {
  suite: 'rgb';
  data: string;
  questions: number;
  /** Only the negative passages indexed: answered not_found. */
  negativeRejection: Rate;
  /** Only the positive passages indexed: the answer contains the gold answer (every part, any alternative). */
  answerAccuracy: Rate;
  /** Only the positive passages indexed: answered not_found. */
  falseRejection: Rate;
  failures: { negative: RgbFailure[]; positive: RgbFailure[] };
  durationMs: number;
}

/** RGB en_fact: negative rejection (negatives only) and answer accuracy (positives only), one knowledge base per case. */
export async function runRgbEval(options: RgbEvalOptions): Promise<RgbReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const cases = spread(await readJsonl<RgbCase>(options.file), options.limit);
  const negative: Array<{ item: RgbCase; result: AskResult }> = [];
  const positive: Array<{ item: RgbCase; result: AskResult }> = [];
  for (const item of cases) {
    negative.push({ item, result: await askWith(options.openKnowledgeBase, passagesOf(item, 'negative'), item.query) });
    positive.push({ item, result: await askWith(options.openKnowledgeBase, passagesOf(item, 'positive'), item.query) });
    options.onQuestion?.(negative.length, cases.length);
  }
  const all = () => true;
  const correct = ({ item, result }: { item: RgbCase; result: AskResult }) => result.status !== 'not_found' && answerMatches(result.answer, item.answer);
  return {
    suite: 'rgb',
    data: options.file,
    questions: cases.length,
    negativeRejection: rateOf(negative, all, ({ result }) => result.status === 'not_found'),
    answerAccuracy: rateOf(positive, all, correct),
    falseRejection: rateOf(positive, all, ({ result }) => result.status === 'not_found'),
    failures: {
      negative: negative.filter(({ result }) => result.status !== 'not_found').map(toFailure),
      positive: positive.filter((asked) => !correct(asked)).map(toFailure),
    },
    durationMs: now() - started,
  };
}

/** True when the text holds the gold answer: a string, or every part of a list (a part may list alternatives). */
export function answerMatches(text: string, gold: RgbCase['answer']): boolean {
  if (typeof gold === 'string') return containsFact(text, gold);
  return gold.every((part) => (typeof part === 'string' ? containsFact(text, part) : part.some((alternative) => containsFact(text, alternative))));
}

/**
 * RGB passages are web snippets without titles. The title must not be the query: a title is read as context of every
 * sentence, so the query as title would make every passage look like it names what was asked.
 */
function passagesOf(item: RgbCase, kind: 'positive' | 'negative'): EvalPassage[] {
  return item[kind].map((text, index) => ({ id: `rgb-${item.id}-${kind}-${index}`, title: `Passage ${index + 1}`, text, language: 'english' as const }));
}

async function askWith(open: OpenKnowledgeBase, passages: EvalPassage[], query: string): Promise<AskResult> {
  const knowledgeBase = await open({ passages });
  try {
    return await knowledgeBase.ask(query);
  } finally {
    await knowledgeBase.close();
  }
}

function toFailure({ item, result }: { item: RgbCase; result: AskResult }): RgbFailure {
  const gold = typeof item.answer === 'string' ? item.answer : item.answer.map((part) => (typeof part === 'string' ? part : part[0] ?? '')).join(' + ');
  return { id: item.id, query: item.query, gold, status: result.status, answer: clip(result.answer, 300), attempts: describeAttempts(result) };
}
