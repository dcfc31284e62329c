import type { JsonSchema } from '../../spec/tool-spec.js';
import { contentTokens } from '../lint/text-similarity.js';
import type { MessageEvidence } from './fill-arguments.js';
import { isDatePattern } from './find-identifiers.js';
import { matchEnumValues } from './match-enum.js';

/** A part of a message set off as its own question (`… – und was sagt das SLA zur RPO?`). */
export interface Clause {
  text: string;
  index: number;
}

// Clause boundaries: a dash between spaces, a semicolon, a question mark, `, und` / `, and`.
const BOUNDARY = /\s[–—-]\s|;\s+|\?\s+|,\s+(?=(?:und|and|sowie|aber|but)\s)/gu;

/** The clauses of a message, in order. */
export function clausesOf(message: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const match of message.matchAll(BOUNDARY)) {
    const end = (match.index ?? 0) + (match[0].startsWith('?') ? 1 : 0);
    clauses.push({ text: message.slice(start, end).trim(), index: start });
    start = (match.index ?? 0) + match[0].length;
  }
  clauses.push({ text: message.slice(start).trim(), index: start });
  return clauses.filter((clause) => clause.text.length > 0);
}

/** True for a search tool: its only required parameter is free text (a query). */
export function isSearchTool(parameters: JsonSchema): boolean {
  const required = Array.isArray(parameters.required) ? (parameters.required as string[]) : [];
  const schema = ((parameters.properties ?? {}) as Record<string, JsonSchema>)[required[0] ?? ''];
  return required.length === 1 && schema?.type === 'string' && !Array.isArray(schema.enum) && typeof schema.pattern !== 'string' && !isDatePattern(schema);
}

/**
 * The question of a message that the chosen tools leave unanswered: a clause ending in `?` with no id, date or
 * enum value of the chosen tools and at least two content words. A search tool answers it beside the other calls.
 */
export function uncoveredQuestion(evidence: MessageEvidence, chosen: JsonSchema[]): string | null {
  const clauses = clausesOf(evidence.message);
  if (clauses.length < 2) return null;
  for (const clause of clauses) {
    const end = clause.index + clause.text.length + 2;
    const inside = (index: number) => index >= clause.index && index < end;
    if (!clause.text.endsWith('?')) continue;
    if (evidence.identifiers.some((mention) => inside(mention.index)) || evidence.dates.some((mention) => inside(mention.index))) continue;
    const namesEnum = chosen.some((parameters) =>
      Object.values((parameters.properties ?? {}) as Record<string, JsonSchema>).some((schema) => Array.isArray(schema.enum) && matchEnumValues(schema, clause.text).byOwnWords),
    );
    if (namesEnum || contentTokens(clause.text).length < 2) continue;
    return clause.text.replace(/^(?:und|and|sowie|aber|but)\s+/iu, '');
  }
  return null;
}
