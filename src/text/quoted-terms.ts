import { fold } from './fold.js';

// Double quotes of either language, and single quotes around a term (`the group 'staff'`), never an apostrophe.
const QUOTED = /[„"“](?<text>[^„"“”]{2,80})[“”"]|(?<![\p{L}\p{N}])['‘‚](?<single>[^'‘’\s][^'‘’]{0,38}[^'‘’\s])['’‘](?![\p{L}\p{N}])/gu;

/** The terms a question puts in quotes, as written: what is asked about by name. */
export function quotedTerms(question: string): string[] {
  return [...question.matchAll(QUOTED)].map((match) => match.groups?.text ?? match.groups?.single ?? '').filter((text) => text.length > 0);
}

/** Whether a text holds the quoted term's words in a row (case and accents aside). */
export function namesQuotedTerm(text: string, term: string): boolean {
  const words = (value: string) => (fold(value).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  const wanted = words(term);
  return wanted.length > 0 && ` ${words(text)} `.includes(` ${wanted} `);
}
