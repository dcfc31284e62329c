import { detectAnswerType, hasAnswerCue } from './answer-type.js';
import { splitIntoUnits } from './split-sentences.js';
import { contentTermParts, contentTerms, stem, termMatch, tokenize } from './text-terms.js';

/** One source as the offline answerer reads it from a search tool result. */
export interface AnswerSource {
  /** The [n] marker of the source. */
  marker: number;
  text: string;
  /** Document title: context for every sentence of the source (a client's name is often only there). */
  title?: string;
}

/** A sentence picked for the answer. */
export interface SelectedSentence {
  marker: number;
  text: string;
  score: number;
}

export interface SelectOptions {
  /** Most sentences in an answer (default 2). */
  maxSentences?: number;
  /** A further sentence must reach this share of the best score (default 0.75). */
  followRatio?: number;
  /** Least coverage of the question's weighted terms for a sentence to count as answering (default 0.2). */
  minScore?: number;
}

interface Candidate {
  marker: number;
  text: string;
  stems: Set<string>;
  joined: string;
  headingStems: Set<string>;
  headingJoined: string;
  titleStems: Set<string>;
  titleJoined: string;
  order: number;
}

/** Coverage of the question's terms at which a best sentence with the asked answer type stands alone. */
const SELF_SUFFICIENT_COVERAGE = 0.7;

const HEADING_WEIGHT = 0.5;
const TITLE_WEIGHT = 1;

/** Most sources one answer draws on. */
const MAX_SOURCES = 3;

const DEFAULTS: Required<SelectOptions> = { maxSentences: 2, followRatio: 0.6, minScore: 0.05 };

/** Picks the sentences of the sources that best answer the question, in source order; empty when none does. */
export function selectSentences(question: string, sources: AnswerSource[], options: SelectOptions = {}): SelectedSentence[] {
  const settings = { ...DEFAULTS, ...options };
  const termParts = contentTermParts(question);
  const terms = [...termParts.keys()];
  if (terms.length === 0) return [];
  const candidates = buildCandidates(sources);
  if (candidates.length === 0) return [];
  const weights = termWeights(terms, termParts, candidates, question);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const answerType = detectAnswerType(question);

  const scored = candidates.map((candidate) => {
    let covered = 0;
    for (const term of terms) {
      const parts = termParts.get(term);
      const direct = termMatch(term, candidate.stems, candidate.joined, parts);
      // The document title names what every sentence speaks of (the client of a contract); headings less so.
      const fromHeading = Math.max(
        HEADING_WEIGHT * termMatch(term, candidate.headingStems, candidate.headingJoined, parts),
        TITLE_WEIGHT * termMatch(term, candidate.titleStems, candidate.titleJoined, parts),
      );
      covered += weights.get(term)! * Math.max(direct, fromHeading);
    }
    const coverage = covered / total;
    if (coverage === 0) return { candidate, score: 0, coverage, cue: false };
    let score = coverage;
    const cue = answerType !== 'other' && hasAnswerCue(answerType, candidate.text, question);
    if (cue) score += 0.12;
    if (newContentShare(candidate, terms) < 0.15) score -= 0.1;
    return { candidate, score, coverage, cue };
  });
  scored.sort((a, b) => b.score - a.score || a.candidate.order - b.candidate.order);
  const best = scored[0]!;
  if (best.score < settings.minScore) return [];
  const threshold = best.score * settings.followRatio;
  const picked = [best];
  // Comparisons need each source's best sentence, so other sources come before a second sentence of the same one.
  const bestPerSource = new Map<number, (typeof scored)[number]>();
  for (const entry of scored) if (!bestPerSource.has(entry.candidate.marker)) bestPerSource.set(entry.candidate.marker, entry);
  for (const entry of bestPerSource.values()) {
    if (picked.length >= MAX_SOURCES || entry === best || entry.score < threshold) continue;
    picked.push(entry);
  }
  for (const entry of scored) {
    if (picked.length >= settings.maxSentences) break;
    if (picked.includes(entry) || entry.score < threshold) continue;
    // The best sentence already holds what was asked (a number for "wie viel", a date for "wann"): a second one
    // would mostly add a tempting neighbour (the monthly value next to the daily one).
    if (best.cue && best.coverage >= SELF_SUFFICIENT_COVERAGE) break;
    picked.push(entry);
  }
  const chosen = new Map<number, { candidate: Candidate; score: number }>(picked.map((entry) => [entry.candidate.order, entry]));
  for (const entry of picked) {
    const previous = candidates[entry.candidate.order - 1];
    if (ANAPHOR.test(entry.candidate.text) && previous && previous.marker === entry.candidate.marker && !chosen.has(previous.order)) {
      chosen.set(previous.order, { candidate: previous, score: entry.score });
    }
  }
  return [...chosen.values()]
    .sort((a, b) => a.candidate.order - b.candidate.order)
    .map(({ candidate, score }) => ({ marker: candidate.marker, text: candidate.text, score }));
}

/** A sentence that opens with a pronoun needs its predecessor to name what it speaks of. */
const ANAPHOR =
  /^(?:Er|Sie|Es|Dies|Diese|Dieser|Dieses|Dadurch|Damit|Dort|Daher|Deshalb|Sein|Seine|Ihr|Ihre|He|She|It|They|This|These|Those|His|Her|Its|Their|There|Thus)\b/;

function buildCandidates(sources: AnswerSource[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const source of sources) {
    const headings: string[] = [];
    const titleTokens = tokenize(source.title ?? '');
    for (const unit of splitIntoUnits(source.text, source.title?.trim())) {
      if (unit.isHeading) {
        headings.push(unit.text);
        continue;
      }
      const tokens = tokenize(unit.text);
      if (tokens.length < 2) continue;
      const headingTokens = tokenize(headings.join(' '));
      candidates.push({
        marker: source.marker,
        text: unit.text,
        stems: new Set(tokens.map(stem)),
        joined: tokens.join(' '),
        headingStems: new Set(headingTokens.map(stem)),
        headingJoined: headingTokens.join(' '),
        titleStems: new Set(titleTokens.map(stem)),
        titleJoined: titleTokens.join(' '),
        order: candidates.length,
      });
    }
  }
  return candidates;
}

/** Inverse document frequency over the candidate sentences; names and numbers in the question weigh more. */
function termWeights(terms: string[], termParts: Map<string, string[]>, candidates: Candidate[], question: string): Map<string, number> {
  const salient = new Set(
    (question.match(/(?<!^)\b\p{Lu}[\p{L}\d-]*|\d[\d.,]*/gu) ?? []).flatMap((word) => tokenize(word).map(stem)),
  );
  const weights = new Map<string, number>();
  for (const term of terms) {
    const frequency = candidates.filter((candidate) => termMatch(term, candidate.stems, candidate.joined, termParts.get(term)) > 0).length;
    let weight = Math.log(1 + (candidates.length + 1) / (frequency + 0.5));
    if (salient.has(term) && /[A-ZÄÖÜ\d]/.test(question)) weight *= 1.3;
    weights.set(term, weight);
  }
  return weights;
}

/** Share of a sentence's content terms that the question does not contain: an answer adds something. */
function newContentShare(candidate: Candidate, terms: string[]): number {
  const own = contentTerms(candidate.text);
  if (own.length === 0) return 0;
  const questionTerms = new Set(terms);
  return own.filter((term) => !questionTerms.has(term)).length / own.length;
}
