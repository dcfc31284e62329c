import { fold } from './fold.js';
import { isAnyStopword } from './stopwords.js';

/** A term a text defines: `RPO (Recovery Point Objective): maximal zulässiger Datenverlust …`. */
export interface TermDefinition {
  /** The defined term as written (`RPO`). */
  term: string;
  /** The long form and the definition (`Recovery Point Objective: maximal zulässiger Datenverlust …`). */
  text: string;
}

// `- RPO (Recovery Point Objective): maximal zulässiger Datenverlust …`, `**S1**: Störung mit …`, one per line.
const DEFINITION_LINE = /^\s*(?:[-*•]\s+)?(?:\*\*)?(?<term>[\p{L}\p{N}][\p{L}\p{N} .\-/]{0,40}?)(?:\*\*)?(?:\s*\((?<long>[^)]{2,60})\))?(?:\*\*)?\s*:(?:\*\*)?\s+(?<text>\S.{9,300})$/gmu;

/**
 * The definitions a text states as list items or lines: a short term (a noun or an abbreviation of at most three
 * words, no digits or function words), a colon, and a sentence about it. A key-value line whose value opens with a
 * number (`Kennzahl: 15 Minuten`) is data, not a definition.
 */
export function termDefinitions(text: string): TermDefinition[] {
  const found: TermDefinition[] = [];
  for (const match of text.matchAll(DEFINITION_LINE)) {
    const term = (match.groups?.['term'] ?? '').trim();
    const body = match.groups?.['text'] ?? '';
    if (!looksLikeTerm(term) || /\d/.test(body.slice(0, 12))) continue;
    found.push({ term, text: [match.groups?.['long'], body].filter(Boolean).join(': ') });
  }
  return found;
}

function looksLikeTerm(term: string): boolean {
  const parts = term.split(/[\s/-]+/).filter(Boolean);
  // A short code (`S1`, `P2`) is a term; other digits make a schedule or a count (`Nach 5 Monaten`).
  if (/^\p{Lu}{1,4}\d{1,2}$/u.test(term)) return true;
  if (parts.length === 0 || parts.length > 3 || /\d/.test(term) || parts.some((part) => isAnyStopword(fold(part)))) return false;
  // A mixed-case abbreviation (`iMSys`, `eID`) starts lowercase and is a term all the same.
  return /^\p{Lu}/u.test(term) || /^\p{Ll}+\p{Lu}/u.test(term);
}
