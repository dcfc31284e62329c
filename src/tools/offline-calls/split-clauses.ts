import type { JsonSchema } from '../../spec/tool-spec.js';
import type { FilledArguments } from './fill-arguments.js';

// Where a message starts another request of the same kind: a new sentence, `, and …`, `and another …`, `, also …`,
// `and for …` / `and in …` (English), `, und …` / `und noch …` (German).
const CLAUSE_BREAK = /(?<=[.?!])\s+(?=\p{Lu})|,\s*(?:[Aa]nd|[Uu]nd)\s+|\s+and\s+(?=another\b|also\b|then\b|for\b|in\b|on\b|between\b|from\b)|,\s*(?:[Aa]lso|[Aa]nother|[Tt]hen)\s+|\s+und\s+(?=noch\b|dann\b|für\b)/gu;

/** The clauses of a message, in order (the whole message when it has one). */
export function splitClauses(message: string): string[] {
  return message
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

function sameCall(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/**
 * One call per clause when a message asks for the same tool several times (`… from Kiel to Oslo on 3 May and another
 * flight from Oslo to Bergen on 9 May`): each clause is filled on its own, a value it does not give carried over from
 * the clause before (`the same store`). Null unless at least two clauses each give a complete, different call and
 * more calls than the whole message did; text parameters filled with a whole clause do not count as given.
 */
export function callsPerClause(
  parameters: JsonSchema,
  message: string,
  whole: FilledArguments,
  fill: (clause: string) => FilledArguments,
): Array<Record<string, unknown>> | null {
  const clauses = splitClauses(message);
  if (clauses.length < 2) return null;
  const properties = (parameters.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(parameters.required) ? (parameters.required as string[]) : [];
  // A clause that changes a value of the call before it is a new request; one that only adds values refines it.
  const requests: Array<Record<string, unknown>> = [];
  for (const clause of clauses) {
    const filled = fill(clause);
    if (filled.calls.length !== 1) continue;
    // A clause's own evidence: values other than the clause itself as free text.
    const own = Object.fromEntries(Object.entries(filled.calls[0]!).filter(([, value]) => value !== clause));
    if (Object.keys(own).length === 0) continue;
    const last = requests.at(-1);
    const changed = last === undefined ? [] : Object.keys(own).filter((name) => last[name] !== undefined && JSON.stringify(last[name]) !== JSON.stringify(own[name]));
    if (last && changed.every((name) => Array.isArray(last[name]) && Array.isArray(own[name]))) {
      // Only added values, or further items of a list (`oak, beech, and birch`): the same request.
      const merged = Object.fromEntries(changed.map((name) => [name, [...new Set([...(last[name] as unknown[]), ...(own[name] as unknown[])])]]));
      requests[requests.length - 1] = { ...last, ...own, ...merged };
    } else requests.push({ ...last, ...own });
  }
  const calls: Array<Record<string, unknown>> = [];
  for (const call of requests) {
    if (required.some((name) => call[name] === undefined) || Object.keys(call).some((name) => !(name in properties))) continue;
    if (!calls.some((earlier) => sameCall(earlier, call))) calls.push(call);
  }
  return calls.length >= 2 && calls.length > whole.calls.length ? calls : null;
}
