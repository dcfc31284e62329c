import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EvalPassage } from '../knowledge-base.js';
import { readJsonl } from '../read-jsonl.js';

/** A language of XQuAD this suite evaluates. */
export type XquadLanguage = 'de' | 'en';

/** One XQuAD question with its gold paragraph and answer spans. */
export interface XquadQuestion {
  id: string;
  question: string;
  /** Gold paragraph id `aNNpMM`. */
  paragraph: string;
  /** Article id `aNN`. */
  article: string;
  answers: string[];
}

/** The dev split of one language: its paragraphs (as passages) and questions. */
export interface XquadSplit {
  language: XquadLanguage;
  articles: string[];
  passages: EvalPassage[];
  questions: XquadQuestion[];
}

/** Reads the passage-retrieval view `beir_<lang>/` restricted to the dev articles of `splits.json`. */
export async function loadXquadDev(folder: string, language: XquadLanguage): Promise<XquadSplit> {
  const splits = JSON.parse(await readFile(join(folder, 'splits.json'), 'utf8')) as { dev_articles: string[] };
  const articles = splits.dev_articles;
  const inDev = new Set(articles);
  const view = join(folder, `beir_${language}`);
  const corpus = await readJsonl<{ _id: string; title: string; text: string }>(join(view, 'corpus.jsonl'));
  const queries = await readJsonl<{ _id: string; text: string }>(join(view, 'queries.jsonl'));
  const answers = new Map((await readJsonl<{ _id: string; answers: string[] }>(join(view, 'answers.jsonl'))).map((row) => [row._id, row.answers]));
  const gold = new Map<string, string>();
  for (const line of (await readFile(join(view, 'qrels', 'test.tsv'), 'utf8')).split('\n').slice(1)) {
    const [query, paragraph] = line.trim().split('\t');
    if (query && paragraph) gold.set(query, paragraph);
  }
  const passages = corpus
    .filter((row) => inDev.has(articleOf(row._id)))
    .map((row) => ({ id: row._id, title: row.title.replace(/_/g, ' '), text: row.text, language: language === 'de' ? ('german' as const) : ('english' as const) }));
  const questions: XquadQuestion[] = [];
  for (const query of queries) {
    const paragraph = gold.get(query._id);
    if (!paragraph || !inDev.has(articleOf(paragraph))) continue;
    questions.push({ id: query._id, question: query.text, paragraph, article: articleOf(paragraph), answers: answers.get(query._id) ?? [] });
  }
  return { language, articles, passages, questions };
}

/** `a07p03` → `a07`. */
export function articleOf(paragraph: string): string {
  return paragraph.slice(0, 3);
}
