import { fold as foldDiacritics } from '../../text/fold.js';
import { getGermanLexicon, type GermanLexicon } from './german-lexicon.js';

const MIN_PART = 3;
const MAX_PART = 24;
const MIN_WORD = 6;
// Fugenelemente between two members, tried longest first.
const LINKERS = ['es', 'en', 'er', 's', 'n', 'e'];
// Inflection the last member may carry (`Kündigungsfristen`).
const FINAL_ENDINGS = new Set(['e', 'n', 'en', 's', 'es', 'er', 'ern', 'ens', 'nen', 'in', 'innen']);

/**
 * Splits a German compound into its members using the built-in lexicon, e.g.
 * `Kündigungsfrist` → [`kündigung`, `frist`], `Reisekostenrichtlinie` → [`reise`, `kosten`, `richtlinie`].
 *
 * Dynamic programming over known members (at least 3 letters) joined by linking elements
 * (s, es, n, en, e, er); the last member may be inflected. Among complete splits it prefers the fewest
 * members, then the fewest linking elements, then longer members; members that are compounds themselves are
 * split again. Parts keep the word's spelling unless folding changed its length (`ß`), then they are folded. Returns `[word]` (lowercased) when
 * the word is short, lexicalised, or has no complete split.
 */
export function decompound(word: string, lexicon: GermanLexicon = getGermanLexicon()): string[] {
  const lower = word.toLowerCase();
  const folded = foldDiacritics(lower);
  if (folded.length < MIN_WORD || lexicon.unsplittable.has(folded) || !/^[a-z]+$/.test(folded))
    return [lower];
  const members = bestSplit(folded, lexicon) ?? knownPrefixSplit(folded, lexicon);
  if (!members) return [lower];
  // Same length means folding only replaced letters one by one, so the original spelling can be kept.
  const source = folded.length === lower.length ? lower : folded;
  // Members that are themselves compounds in the lexicon (`datenschutz`) are split further.
  return members.flatMap(([start, end, suffix]) => decompound(source.slice(start, end) + suffix, lexicon));
}

type Member = [start: number, end: number, suffix: string];

const MIN_UNKNOWN_HEAD = 5;
const MIN_KNOWN_PREFIX = 5;

// Fallback when no complete split exists: a known modifier part followed by an unknown head
// (`datenschutz|beauftragte`). German compounds put the head last, and the head is where vocabulary is
// open-ended (job titles, product words), so a lexicon misses it more often than the modifier.
function knownPrefixSplit(folded: string, lexicon: GermanLexicon): Member[] | undefined {
  for (let end = folded.length - MIN_UNKNOWN_HEAD; end >= MIN_KNOWN_PREFIX; end--) {
    const prefix = folded.slice(0, end);
    if (!lexicon.parts.has(prefix) && !bestSplit(prefix, lexicon)) continue;
    // `unterauftrags|…` would keep the linking `s`: a shorter prefix plus that linker splits it cleanly.
    if (LINKERS.some((link) => prefix.endsWith(link) && isKnown(prefix.slice(0, -link.length), lexicon))) continue;
    for (const link of [...LINKERS, '']) {
      const headStart = end + link.length;
      if (link && !folded.startsWith(link, end)) continue;
      const head = folded.slice(headStart);
      if (head.length < MIN_UNKNOWN_HEAD || !/[aeiouy]/.test(head)) continue;
      return [
        [0, end, ''],
        [headStart, folded.length, ''],
      ];
    }
  }
  return undefined;
}

function isKnown(piece: string, lexicon: GermanLexicon): boolean {
  return piece.length >= MIN_PART && (lexicon.parts.has(piece) || bestSplit(piece, lexicon) !== undefined);
}

// Cheapest cover of `folded` by members, or undefined. Costs: 100 per member (fewest members first), 1 per
// linking element or elided `e`, minus a little for long members. Back-pointers instead of path copies.
function bestSplit(folded: string, lexicon: GermanLexicon): Member[] | undefined {
  const n = folded.length;
  const cost = new Float64Array(n + 1).fill(Infinity);
  const previous = new Int32Array(n + 1).fill(-1);
  const memberEnd = new Int32Array(n + 1);
  const elidedAt = new Uint8Array(n + 1);
  cost[0] = 0;
  let doneCost = Infinity;
  let doneStart = -1;
  for (let start = 0; start < n; start++) {
    if (cost[start] === Infinity) continue;
    for (let end = start + MIN_PART; end <= Math.min(n, start + MAX_PART); end++) {
      const piece = folded.slice(start, end);
      const known = lexicon.parts.has(piece);
      const modifier = !known && end < n && lexicon.modifiers.has(piece);
      const elided = !known && !modifier && end < n && lexicon.parts.has(piece + 'e');
      if (!known && !modifier && !elided) continue;
      const base = cost[start]! + 100 - (end - start) ** 2 / 10_000 + (elided ? 1 : 0);
      if (known && start > 0 && (end === n || FINAL_ENDINGS.has(folded.slice(end))) && base < doneCost) {
        doneCost = base;
        doneStart = start;
      }
      if (end === n) continue;
      for (let linker = -1; linker < LINKERS.length; linker++) {
        const link = linker < 0 ? '' : LINKERS[linker]!;
        const next = end + link.length;
        if (next >= n || (link && !folded.startsWith(link, end))) continue;
        const candidate = base + (link ? 1 : 0);
        if (candidate < cost[next]!) {
          cost[next] = candidate;
          previous[next] = start;
          memberEnd[next] = end;
          elidedAt[next] = elided ? 1 : 0;
        }
      }
    }
  }
  if (doneStart < 0) return undefined;
  const members: Member[] = [[doneStart, n, '']];
  for (let state = doneStart; state > 0; state = previous[state]!) {
    members.unshift([previous[state]!, memberEnd[state]!, elidedAt[state] ? 'e' : '']);
  }
  return members;
}
