import { splitIntoUnits } from '../model/index.js';
import type { Hit } from '../spec/index.js';
import { words } from './text/index.js';

/** The name of a product, tariff or code as the question writes it, each variant as its folded words. */
export interface AskedName {
  variants: readonly (readonly string[])[];
}

// Chunks of other tables added at most: one name rarely keys rows of more than a few tables of one document.
const maxAdded = 2;

/**
 * A name the question asks about (`Fix24`) may key rows of several tables of one document (`LindenStrom Fix24`
 * among the electricity tariffs, `LindenGas Fix24` among the gas tariffs): the question does not say which it means,
 * so each row answers, not the one that happened to rank first. When the hits hold a table row whose key names the
 * question's names, the chunks of the same document among `candidates` whose rows' keys name as many of them (the
 * same ones) join the hits, as relevant as the hit whose rows they match. A key naming more of the question's names (`LindenStrom
 * Fix24` for a question about `LindenStrom Fix24`) leaves the rows naming fewer aside.
 */
export function withRowsNamedAlike(hits: readonly Hit[], candidates: readonly Hit[], names: readonly AskedName[]): Hit[] {
  if (names.length === 0 || hits.length === 0) return [...hits];
  // Per document, the names its best-naming hit's row keys name, and that hit's relevance.
  const best = new Map<string, { key: string; size: number; relevance: number }>();
  for (const hit of hits) {
    const named = namedByRows(hit, names);
    if (named.size === 0) continue;
    const known = best.get(hit.documentId);
    if (!known || known.size < named.size) best.set(hit.documentId, { key: [...named].sort().join('|'), size: named.size, relevance: hit.relevance });
  }
  if (best.size === 0) return [...hits];
  const shown = new Set(hits.map((hit) => hit.chunkId));
  const added: Hit[] = [];
  for (const candidate of candidates) {
    if (added.length >= maxAdded) break;
    const wanted = best.get(candidate.documentId);
    if (wanted === undefined || shown.has(candidate.chunkId)) continue;
    if (!hits.some((hit) => hit.documentId === candidate.documentId && hit.citation.status === candidate.citation.status)) continue;
    const named = namedByRows(candidate, names);
    if ([...named].sort().join('|') !== wanted.key) continue;
    shown.add(candidate.chunkId);
    // As relevant as the row it is the counterpart of: the answer weighs both alike.
    added.push({ ...candidate, relevance: Math.max(candidate.relevance, wanted.relevance) });
  }
  return [...hits, ...added];
}

/**
 * The indexes of the names that one table row of the hit names in its key (first cell), for the row naming the most;
 * empty when no row's key names any.
 */
function namedByRows(hit: Hit, names: readonly AskedName[]): Set<number> {
  let most = new Set<number>();
  for (const unit of splitIntoUnits(hit.text, hit.citation.title)) {
    if (!unit.isTableRow) continue;
    const first = unit.text.split('; ')[0] ?? '';
    const key = words(first.includes(': ') ? first.slice(first.indexOf(': ') + 2) : first).map((word) => word.folded);
    const named = new Set(names.flatMap((name, index) => (name.variants.some((variant) => variant.length > 0 && inARow(variant, key)) ? [index] : [])));
    if (named.size > most.size) most = named;
  }
  return most;
}

/** Whether `run` occurs in `sequence` as consecutive elements, in order. */
function inARow(run: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + run.length <= sequence.length; start += 1) {
    if (run.every((item, offset) => sequence[start + offset] === item)) return true;
  }
  return false;
}
