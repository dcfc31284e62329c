import { opensWithClause } from '../model/index.js';
import type { Hit } from '../spec/index.js';

/**
 * "Was regelt § 7.3 im Vertrag mit Alpha?": the user names the clause. Its number is a weak search term (every
 * contract has a 7.3, and the client's name weighs more), so the clause's chunk may rank below the document's other
 * chunks; but once the search has found the document, its chunk holding that clause is exactly what was asked.
 */

/** Whether a hit holds the numbered clause: a line that opens with it (`7.3 Unterschreitet …`, `§ 7.3`) or a heading path naming it. */
export function holdsClause(hit: Hit, number: string): boolean {
  const inPath = new RegExp(`(?:§+\\s*|(?:^|[\\s>])(?:abschnitt|section|ziffer)?\\s*)${number.replace(/\./g, '\\.')}(?!\\d)`, 'iu');
  return hit.text.split('\n').some((line) => opensWithClause(line, number)) || (number.includes('.') && inPath.test(hit.citation.section ?? ''));
}

/**
 * Hits of a document the search found with a usable relevance that hold a clause the question names come first,
 * with the relevance of that document's best hit: the question asks for that clause of that document.
 */
export function promoteClauses(hits: readonly Hit[], references: readonly string[], usable: number): Hit[] {
  if (references.length === 0) return [...hits];
  const bestOfDocument = new Map<string, number>();
  for (const hit of hits) bestOfDocument.set(hit.documentId, Math.max(bestOfDocument.get(hit.documentId) ?? 0, hit.relevance));
  const promoted = hits.map((hit) => {
    const documentBest = bestOfDocument.get(hit.documentId) ?? 0;
    const holds = documentBest >= usable && references.some((number) => holdsClause(hit, number));
    return holds ? { ...hit, relevance: Math.max(hit.relevance, documentBest) } : hit;
  });
  return promoted.sort((a, b) => b.relevance - a.relevance);
}
