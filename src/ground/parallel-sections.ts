import type { Hit } from '../spec/index.js';
import type { AspectTerm } from './judge/analyze-question.js';
import { aspectScore, hitEvidence, textEvidence, type HitEvidence } from './judge/hit-evidence.js';
import { isStopword, words } from './text/index.js';

// How well a passage or heading must name a word of the question to count as naming it (a compound or inflection
// does, a thesaurus synonym does not).
const named = 0.9;

/** A hit left out because a parallel section of its document is the one about what the question asks. */
export interface OtherCase {
  hit: Hit;
  /** The question's word the hit does not name and the parallel section's heading does (as the question writes it). */
  asked: string;
  /** The heading of the parallel section that names it. */
  section: string;
  /** The hit of that parallel section. */
  parallel: Hit;
}

/**
 * A document that treats parallel cases in parallel sections (`B. Netzanschluss Strom`, `C. Netzanschluss Gas`)
 * answers a question about one case from that case's section: a passage of a sibling section whose heading names
 * another case (`Strom`) is about that case, however well its figures fit the question (a range that holds the asked
 * `40 kW`). Returns the hits that do not name a word of the question which the heading of a parallel section of their
 * own document names, with that word. Sections are parallel when they share their parent heading and their own
 * headings share a word (`Netzanschluss`) while each has a word of its own. The sibling sections known are those of
 * `candidates` (everything the attempts ranked), so a document's table of contents is never read.
 */
export function otherCaseHits(question: string, aspects: readonly AspectTerm[], hits: readonly Hit[], candidates: readonly Hit[]): OtherCase[] {
  if (aspects.length === 0) return [];
  // A word inside a heading's compound counts only as that compound's head (`Kunde` is not in `Kündigung`).
  const questionWords = words(question).map((word) => word.folded);
  const others: OtherCase[] = [];
  for (const hit of hits) {
    const path = headingPath(hit);
    if (path.length < 2) continue;
    const evidence = hitEvidence(hit);
    const unnamed = aspects.filter((aspect) => aspectScore(evidence, aspect) < named);
    // A compound's member the hit names nowhere (`Gas` of `Gasanschluss`, where the hit speaks of `Baustromanschluss`).
    const unnamedMembers = aspects.flatMap((aspect) => (aspect.members ?? []).filter((member) => !namesStem(evidence, member.stem)).map((member) => ({ aspect, member })));
    if (unnamed.length === 0 && unnamedMembers.length === 0) continue;
    const own = headingWords(path[path.length - 1]!);
    const seen = new Set<string>();
    for (const candidate of candidates) {
      if (candidate.documentId !== hit.documentId) continue;
      const other = headingPath(candidate);
      const heading = other[other.length - 1] ?? '';
      if (seen.has(heading) || other.length !== path.length || heading === path[path.length - 1] || !sameParent(path, other)) continue;
      seen.add(heading);
      const theirs = headingWords(heading);
      if (!parallel(own, theirs)) continue;
      const headingOnly = textEvidence(candidate, heading, '');
      const asked = unnamed.find((aspect) => aspectScore(headingOnly, aspect, questionWords) >= named) ?? unnamedMembers.find(({ member }) => namesStem(headingOnly, member.stem))?.aspect;
      if (asked) {
        others.push({ hit, asked: asked.raw, section: heading, parallel: candidate });
        break;
      }
    }
  }
  return others;
}

function namesStem(evidence: HitEvidence, stem: string): boolean {
  return evidence.terms.keys.has(stem) || evidence.terms.parts.has(stem);
}

function headingPath(hit: Hit): string[] {
  return (hit.citation.section ?? '')
    .split(' > ')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function sameParent(a: readonly string[], b: readonly string[]): boolean {
  return a.slice(0, -1).every((part, index) => part === b[index]);
}

/** The content words of a heading, folded: no enumerator (`B.`, `3.2`), no function word. */
function headingWords(heading: string): Set<string> {
  return new Set(
    words(heading)
      .map((word) => word.folded)
      .filter((word) => word.length >= 3 && !/\d/.test(word) && !isStopword(word)),
  );
}

/** Two headings of parallel cases: a word in common (what kind of section), and each a word of its own (which case). */
function parallel(own: ReadonlySet<string>, theirs: ReadonlySet<string>): boolean {
  const shared = [...own].some((word) => theirs.has(word));
  return shared && [...own].some((word) => !theirs.has(word)) && [...theirs].some((word) => !own.has(word));
}
