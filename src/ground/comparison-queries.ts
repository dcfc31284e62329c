import { analyzeQuestion, coordinatedItems } from './judge/analyze-question.js';
import { isStopword, words } from './text/index.js';

/**
 * "Wie unterscheidet sich die Pünktlichkeit zwischen Tarif Komfort und Tarif Kompakt?": each compared item usually
 * has a document of its own, and each document covers only half the question, so one search ranks both below a
 * third document that names both (a template). Searching once per item, with the other item left out, finds each
 * item's own source. Returns the per-item queries, or an empty list when the question compares nothing.
 */
export function comparisonQueries(question: string): string[] {
  const text = question.trim();
  const found = itemsMatch(text);
  if (!found) return coordinatedQueries(text);
  const { match, first, second } = found;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  // `zwischen A und B` compares; each item's own search needs no `zwischen`.
  const lead = /^(?:zwischen|between)\s/i.test(match.groups?.lead ?? '') ? ' ' : (match.groups?.lead ?? '');
  // "Welcher Kunde hat die längere Laufzeit: A oder B?": a choice names the items' category and compares; each
  // item's own search asks only for its value (`hat die Laufzeit: A`), which its document states without either.
  // When nothing but the category names the topic ("Welche Kündigungsfrist ist länger: A oder B?"), it stays.
  const choice = /\b(?:oder|or)\b/i.test(match[0]);
  const withoutCategory = withoutComparison(before.replace(choiceLead, ''));
  const keepsTopic = words(withoutCategory).some((word) => word.folded.length >= 4 && !isStopword(word.folded));
  const stem = choice && keepsTopic ? withoutCategory : withoutComparison(before);
  return [first, second].map((item) => `${stem}${lead}${item}${withoutComparison(after)}`.replace(/\s+/g, ' ').trim());
}

/**
 * The two items a comparison or a question about parallel cases names (`Bergmann`, `Polarstern` of "bei Bergmann und
 * bei Polarstern"), as written, stripped of the words that would attach to each (`jeweils`); empty when it names none.
 */
export function comparedItems(question: string): string[] {
  const found = itemsMatch(question.trim());
  if (!found) return coordinatedItems(question, analyzeQuestion(question).entities);
  return [found.first, found.second].map((item) => item.replace(/\s+(?:jeweils|each|both|respectively)$/i, '').trim()).filter((item) => item.length > 0);
}

/**
 * Coordinated names (`… haben Alpha Maschinenbau und Beta Logistics?`, see coordinatedItems): each item's query is
 * the question with the chain of items replaced by that item alone.
 */
function coordinatedQueries(text: string): string[] {
  const items = coordinatedItems(text, analyzeQuestion(text).entities);
  if (items.length < 2) return [];
  const start = text.indexOf(items[0]!);
  const last = items[items.length - 1]!;
  const end = text.indexOf(last, start) + last.length;
  const before = text.slice(0, start);
  const after = text.slice(end);
  return items.map((item) => `${before}${item}${after}`.replace(/\s+/g, ' ').trim());
}

/** The first pattern's match that names two different items, with the items. */
function itemsMatch(text: string): { match: RegExpExecArray; first: string; second: string } | null {
  for (const pattern of patterns) {
    const match = lastMatch(pattern, text);
    const first = clean(match?.groups?.a);
    const second = clean(match?.groups?.b);
    if (match && first && second && first.toLowerCase() !== second.toLowerCase()) return { match, first, second };
  }
  return null;
}

const choiceLead = /^\s*(?:[Ww]elche[rsnm]?\s+\p{Lu}[\p{L}-]*|[Ww]hich\s+\p{L}+)\s+/u;
// Comparison verbs and comparatives (`längere`, `höher`, `longer`): the documents state each value, not the
// comparison. An explicit list: a suffix rule would also take `installieren`, `besonderen` or `where`.
const comparisonWords = new RegExp(
  String.raw`(?<![\p{L}-])(?:[Vv]ergleich\p{L}*|[Uu]nterscheide\p{L}*|[Uu]nterschied\p{L}*|[Cc]ompar\p{L}*|[Dd]iffer\p{L}*|` +
    String.raw`(?:läng|kürz|höh|niedrig|größ|klein|günstig|teur|bess|schlecht|schnell|langsam|früh|spät|neu|gering|stärk|schwäch)ere[nrsm]?|` +
    String.raw`länger|kürzer|höher|größer|teurer|besser|longer|shorter|higher|lower|larger|smaller|better|worse|greater|cheaper|faster|slower)(?![\p{L}-])`,
  'gu',
);

function withoutComparison(text: string): string {
  return text
    .replace(/\b(?:wie\s+)?unterscheide[nt]?\s+sich\b/giu, ' ')
    .replace(/\bhow\s+(?:do|does)\s+(?=.*\bdiffer)/giu, ' ')
    .replace(comparisonWords, ' ');
}

const article = String.raw`(?:(?:dem|der|den|die|das|the)\s+)?`;
const item = String.raw`[\p{L}\p{N}][\p{L}\p{N}.\- ]{0,60}?`;

// Each pattern names the two items `a` and `b`; `lead` is kept in front of either.
const patterns: RegExp[] = [
  new RegExp(String.raw`(?<lead>\bzwischen\s+)${article}(?<a>${item})\s+und\s+${article}(?<b>${item})(?=\s*[?.!]?\s*$)`, 'iu'),
  new RegExp(String.raw`(?<lead>\bbetween\s+)${article}(?<a>${item})\s+and\s+${article}(?<b>${item})(?=\s*[?.!]?\s*$)`, 'iu'),
  new RegExp(String.raw`(?<lead>\b(?:im|in|mit|bei|für|in den|in der|in dem)\s+)${article}(?<a>${item})\s+und\s+(?:(?:im|in|mit|bei|für|in den|in der|in dem)\s+)?${article}(?<b>${item})(?=\s*[?.!]?\s*$)`, 'iu'),
  new RegExp(String.raw`(?<lead>:\s*)(?<a>${item})\s+(?:oder|und)\s+(?<b>${item})(?=\s*[?.!]?\s*$)`, 'iu'),
  new RegExp(String.raw`(?<lead>\b(?:do|does|did|have|has)\s+)(?<a>${item})\s+and\s+(?<b>${item})(?=\s+(?:each|both|respectively)\b)`, 'iu'),
  new RegExp(String.raw`(?<lead>\b(?:in|for|of|at)\s+)${article}(?<a>${item})\s+(?:and|or)\s+${article}(?<b>${item})(?=\s*[?.!]?\s*$)`, 'iu'),
];

/** The match that starts last: `in den Verträgen mit A und B` compares A and B, not `Verträgen mit A` and B. */
function lastMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  for (let start = text.length - 1; start >= 0; start -= 1) {
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match) return match;
  }
  return null;
}

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}
