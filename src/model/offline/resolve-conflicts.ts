import { textTerms } from '../../text/index.js';

/** An answer unit chosen for the offline answer, with what conflict resolution needs to know of its source. */
export interface ChosenAnswer {
  text: string;
  marker: number;
  probability: number;
  documentDate: string | null;
  status: string;
}

/** The answers to give, and the older sources that state another value for the same thing. */
export interface ResolvedAnswers {
  answers: ChosenAnswer[];
  /** Older current sources whose statement of the same thing was dropped for a newer one's. */
  overruled: { marker: number; documentDate: string | null; by: number }[];
}

/**
 * Two current documents that state the same thing with different values (an older and a newer meeting minute): the
 * newer document date wins, and the older one is reported as stating otherwise, without its value. "The same thing"
 * is measured on the statements themselves: most of their words agree and their numbers do not.
 */
export function resolveConflicts(chosen: readonly ChosenAnswer[]): ResolvedAnswers {
  const kept: ChosenAnswer[] = [];
  const overruled: ResolvedAnswers['overruled'] = [];
  for (const answer of chosen) {
    const rival = kept.findIndex((other) => conflicts(other, answer));
    if (rival < 0) {
      kept.push(answer);
      continue;
    }
    const other = kept[rival]!;
    const [newer, older] = (answer.documentDate ?? '') > (other.documentDate ?? '') ? [answer, other] : [other, answer];
    kept[rival] = newer;
    overruled.push({ marker: older.marker, documentDate: older.documentDate, by: newer.marker });
  }
  return { answers: kept, overruled };
}

const minSharedWords = 0.5;

function conflicts(a: ChosenAnswer, b: ChosenAnswer): boolean {
  if (a.marker === b.marker || a.status !== 'current' || b.status !== 'current') return false;
  if (!a.documentDate || !b.documentDate || a.documentDate === b.documentDate) return false;
  return statesOtherwise(a.text, b.text);
}

/** Whether two statements speak of the same thing with different values: most words agree, the numbers do not. */
export function statesOtherwise(a: string, b: string): boolean {
  const left = split(a);
  const right = split(b);
  if (left.numbers.size === 0 || right.numbers.size === 0) return false;
  if ([...left.numbers].every((number) => right.numbers.has(number))) return false;
  const shared = [...left.words].filter((word) => right.words.has(word)).length;
  return shared / Math.max(1, Math.min(left.words.size, right.words.size)) >= minSharedWords;
}

function split(text: string): { words: Set<string>; numbers: Set<string> } {
  const words = new Set<string>();
  const numbers = new Set<string>();
  for (const term of textTerms(text)) {
    if (term.kind === 'number') numbers.add(term.lower.replace(/[.,](?=\d{3}\b)/g, ''));
    else if (term.kind === 'word' && !term.isStopword && term.lower.length > 2) words.add(term.stem);
  }
  return { words, numbers };
}
