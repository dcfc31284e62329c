import type { Hit } from '../../spec/index.js';
import { analyzeQuestion, type AspectTerm } from '../judge/analyze-question.js';
import { aspectScore, textEvidence } from '../judge/hit-evidence.js';
import { fold, words } from '../text/index.js';
import { termDefinitions } from '../../text/index.js';

/** A term a document defines: `RPO (Recovery Point Objective): maximal zulässiger Datenverlust …`. */
export interface Definition {
  /** The defined term as written (`RPO`). */
  term: string;
  /** The definition text. */
  text: string;
  hit: Hit;
}

/** The documents' own term for what a question paraphrases. */
export interface ResolvedJargon {
  term: string;
  /** The question's words the definition covers, as written in the question. */
  covered: string[];
  /** The question, asked with the term instead of the words it covers (for search and judging). */
  question: string;
  /** A short query: the term, the question's names and its uncovered nouns. */
  query: string;
  /** The hit that states the definition. */
  definition: Hit;
}

/** Definitions in the hits (see `termDefinitions`): list items or lines that name a short term, a colon, and a sentence about it. */
export function findDefinitions(hits: readonly Hit[]): Definition[] {
  const found: Definition[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    for (const { term, text } of termDefinitions(hit.text)) {
      if (seen.has(fold(term))) continue;
      seen.add(fold(term));
      found.push({ term, text, hit });
    }
  }
  return found;
}

/** Least number of the question's asked terms a definition must cover to stand for them. */
const minCovered = 2;

/**
 * When the question paraphrases a term the documents define ("wie viel Datenverlust ist zulässig" for `RPO`,
 * "bis die Plattform nach einem Ausfall wieder läuft, höchstens" for `RTO`), returns that term: the documents state
 * their values under it (`| RPO | 15 Minuten |`), not under the question's words. The definition must cover at
 * least two asked terms, one of them a German noun or any English term, and more than any other definition; a term
 * the question already names needs no resolving.
 */
export function resolveJargon(question: string, hits: readonly Hit[]): ResolvedJargon | null {
  const analysis = analyzeQuestion(question);
  const asked = new Set(words(question).map((word) => word.folded));
  let best: { definition: Definition; covered: AspectTerm[] } | null = null;
  let tie = false;
  // A definition in the other language covers the question's words only through translations: its term, put into the
  // question, would mix the languages (and read as a name), so only definitions in the question's language count.
  const ownLanguage = analysis.language === 'de' ? 'german' : 'english';
  for (const definition of findDefinitions(hits.filter((hit) => hit.language === ownLanguage))) {
    if (words(definition.term).every((word) => asked.has(word.folded))) continue;
    const evidence = textEvidence(definition.hit, '', definition.text);
    // With the question's words, so that `Probezeit` inside `Probezeitgespräch` (another thing) does not count.
    const questionWords = analysis.aspects.map((aspect) => aspect.folded);
    const covered = analysis.aspects.filter((aspect) => aspectScore(evidence, aspect, questionWords) >= 0.8);
    if (covered.length < minCovered || !covered.some((aspect) => aspect.isNoun || analysis.language === 'en')) continue;
    if (!best || covered.length > best.covered.length) {
      best = { definition, covered };
      tie = false;
    } else if (covered.length === best.covered.length && fold(definition.term) !== fold(best.definition.term)) {
      tie = true;
    }
  }
  if (!best || tie) return null;
  const { term } = best.definition;
  const coveredWords = new Set(best.covered.map((aspect) => aspect.folded));
  // Covered words are cut from the question as written (hyphens and punctuation stay), the term takes the first place.
  let rewritten = '';
  let from = 0;
  let inserted = false;
  for (const word of words(question)) {
    if (!coveredWords.has(word.folded)) continue;
    rewritten += question.slice(from, word.index) + (inserted ? '' : term);
    inserted = true;
    from = word.index + word.raw.length;
  }
  rewritten = (rewritten + question.slice(from)).replace(/\s{2,}/g, ' ').replace(/\s+([?.!,])/g, '$1').trim();
  const names = analysis.entities.map((entity) => entity.text);
  const uncovered = analysis.aspects.filter((aspect) => !coveredWords.has(aspect.folded) && (aspect.isNoun || analysis.language === 'en'));
  return {
    term,
    covered: best.covered.map((aspect) => aspect.raw),
    question: rewritten,
    query: [term, ...names, ...uncovered.map((aspect) => aspect.raw)].join(' '),
    definition: best.definition.hit,
  };
}
