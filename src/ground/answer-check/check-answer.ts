import type { Hit, NumberedCitation } from '../../spec/index.js';
import { fold } from '../text/index.js';
import { extractFactValues } from './normalize-values.js';

/** One way an answer goes beyond its sources. */
export interface AnswerViolation {
  kind: 'unsupported-number' | 'unsupported-date' | 'unsupported-time' | 'unsupported-quote' | 'unknown-marker';
  /** The offending text as written in the answer (`"1.990 €"`, `"[7]"`). */
  value: string;
}

/** Result of {@link checkAnswer}. */
export interface AnswerCheck {
  ok: boolean;
  violations: AnswerViolation[];
}

/** Options of {@link checkAnswer}. */
export interface CheckAnswerOptions {
  /** The user's question: numbers and quotes that the user wrote themselves may be repeated. */
  question?: string;
}

const markerGroupPattern = /\[(\s*\d+\s*(?:[,;–-]\s*\d+\s*)*)\]/g;
const quotePattern = /[„"“”»«‚‘](?<text>[^„"“”»«‚‘\n]{3,200})[“”"«»‘’]/g;

/**
 * Checks that every number, date, clock time and quoted phrase of an answer occurs in a cited source
 * (compared after normalising thousands separators, decimal commas, spaces, `%`/`Prozent` and `€`/`EUR`),
 * and that every `[n]` marker names one of the citations. The fourth argument is the question (or `{ question }`):
 * values the user wrote themselves may be repeated.
 */
export function checkAnswer(
  answer: string,
  citations: NumberedCitation[],
  hits: Hit[],
  questionOrOptions: string | CheckAnswerOptions = {},
): AnswerCheck {
  const options = typeof questionOrOptions === 'string' ? { question: questionOrOptions } : questionOrOptions;
  const violations: AnswerViolation[] = [];
  const known = new Set(citations.map((citation) => citation.marker));
  for (const match of answer.matchAll(markerGroupPattern)) {
    for (const number of (match[1] ?? '').split(/[,;–-]/)) {
      if (!known.has(Number(number.trim()))) violations.push({ kind: 'unknown-marker', value: `[${number.trim()}]` });
    }
  }
  const sourceText = citedText(citations, hits);
  const allowed = new Set(extractFactValues(sourceText + '\n' + (options.question ?? '')).flatMap((value) => value.keys));
  const checkedText = stripListNumbers(answer.replace(markerGroupPattern, ' '));
  for (const value of extractFactValues(checkedText)) {
    if (value.keys.some((key) => allowed.has(key))) continue;
    violations.push({ kind: `unsupported-${value.kind}`, value: value.raw });
  }
  const haystack = squash(sourceText + '\n' + (options.question ?? ''));
  for (const match of answer.matchAll(quotePattern)) {
    const quoted = match.groups?.text?.trim() ?? '';
    if (quoted && !haystack.includes(squash(quoted))) violations.push({ kind: 'unsupported-quote', value: quoted });
  }
  return { ok: violations.length === 0, violations };
}

/** Text a reader could check: chunk text and citation metadata of every cited source. */
function citedText(citations: NumberedCitation[], hits: Hit[]): string {
  const keys = new Set(citations.map((citation) => `${citation.source}\u0000${citation.version}`));
  const texts = hits.filter((hit) => keys.has(`${hit.citation.source}\u0000${hit.citation.version}`)).map((hit) => hit.text);
  const metadata = citations.map((citation) =>
    [citation.title, citation.version, citation.section, citation.page, citation.documentDate, citation.indexedAt.slice(0, 10)]
      .filter((part) => part !== null)
      .join(' '),
  );
  return [...texts, ...metadata].join('\n');
}

/** Removes `1.` / `2)` list numbering at line starts: structure, not facts. */
function stripListNumbers(text: string): string {
  return text.replace(/^(\s*)\d{1,2}[.)](?=\s)/gm, '$1');
}

function squash(text: string): string {
  return fold(text)
    .replace(/prozent|percent/g, '%')
    .replace(/\beur\b/g, '€')
    .replace(/[^\p{L}\p{N}%€]+/gu, ' ')
    .trim();
}
