import type { Hit } from '../../spec/index.js';
import { splitIntoUnits } from '../../model/index.js';
import { analyzeQuestion, type AspectTerm, type SalientEntity } from '../judge/analyze-question.js';
import { aspectScore, hasEntity, hitEvidence } from '../judge/hit-evidence.js';
import { stripInjectedText } from '../judge/strip-injected-text.js';
import { detectTextLanguage } from '../../text/index.js';
import type { TextLanguage } from '../../spec/index.js';
import { crossLingualMatch, evidenceTerms, questionTerms, synonymMatch, termIndex, termMatch, type QuestionTerm, type TermIndex } from './evidence-terms.js';
import { askedValue, holdsAskedValue, type AskedValue } from './value-types.js';

/** What the evidence model reads of a question, computed once per question. */
export interface QuestionProfile {
  question: string;
  language: TextLanguage;
  terms: QuestionTerm[];
  /** Per term: whether the tenant's documents use it anywhere. */
  known: boolean[];
  asked: AskedValue;
  /** Names, codes and numbers the question makes specific (a client, a product code, an amount). */
  entities: SalientEntity[];
  /** The judge's reading of the question's words (with their alternatives, synonyms and translations), and their total weight. */
  aspects: AspectTerm[];
  aspectWeight: number;
}

/**
 * Profiles a question. `known` (optional) says which of its words occur anywhere in the tenant's current documents:
 * a word the corpus never uses is a paraphrase (or an absent topic) and its absence from a passage says little, while
 * a word the corpus uses but the passage lacks points to another passage or a neighbouring topic. Without it every
 * word counts as known (the stricter reading).
 */
export function profileQuestion(question: string, known?: ReadonlySet<string>): QuestionProfile {
  const detected = detectTextLanguage(question);
  const language = detected === 'simple' ? 'german' : detected;
  const analysis = analyzeQuestion(question);
  // The judge's translations of each word (dictionary senses, phrases, compound members), for passages in the other language.
  const translations = new Map(analysis.aspects.flatMap((aspect) => (aspect.translations ? [[aspect.raw, aspect.translations.stems] as const] : [])));
  const terms = questionTerms(question, language).map((term) => {
    const stems = translations.get(term.raw);
    return stems ? { ...term, translations: stems } : term;
  });
  return {
    question,
    language,
    terms,
    known: terms.map((term) => !known || known.has(term.raw)),
    asked: askedValue(question),
    entities: analysis.entities,
    aspects: analysis.aspects,
    aspectWeight: analysis.aspects.reduce((sum, aspect) => sum + aspect.weight, 0),
  };
}

/** One answering unit of a passage (a sentence, list item or table row with its header) and its features. */
export interface UnitEvidence {
  text: string;
  isTableRow: boolean;
  /** Features in the order of {@link UNIT_FEATURES}. */
  features: number[];
}

/** A hit with its features for the passage model, in the order of {@link PASSAGE_FEATURES}. */
export interface PassageEvidence {
  hit: Hit;
  features: number[];
  units: UnitEvidence[];
  /** Entities of the question this passage (with its title) does not name. */
  missingEntities: SalientEntity[];
}

/** Names of the passage model's features (the model file lists them; a mismatch is an error). */
export const PASSAGE_FEATURES = [
  'coverage',
  'coverageExact',
  'coverageTitle',
  'coverageRelative',
  'bestUnitCoverage',
  'bestUnitWithValueCoverage',
  'askedValueKnown',
  'entityMissingShare',
  'lexicalNorm',
  'cosine',
  'rankReciprocal',
  'retrievalRelevance',
  'questionTerms',
  'coverageSynonym',
  'missingKnown',
  'unknownShare',
  'bestUnitProbability',
  'aspectCoverage',
] as const;

/** Position of `bestUnitProbability`: filled in from the unit model once the units are scored. */
export const BEST_UNIT_PROBABILITY = PASSAGE_FEATURES.indexOf('bestUnitProbability');

/** Names of the unit (sentence) model's features. */
export const UNIT_FEATURES = [
  'unitCoverage',
  'unitCoverageExact',
  'holdsAskedValue',
  'askedValueKnown',
  'isTableRow',
  'unitLength',
  'passageCoverage',
  'unitRankInPassage',
  'unitCoverageSynonym',
  'unitMissingKnown',
] as const;

/**
 * Features of every hit for one question. Term weights are an inverse document frequency over the candidates
 * themselves: a word every candidate holds tells them apart less than one few hold, and a word none holds weighs most.
 */
export function passageEvidence(profile: QuestionProfile, hits: readonly Hit[]): PassageEvidence[] {
  const prepared = hits.map((hit) => {
    const body = stripInjectedText(hit.text);
    const language = hit.language === 'simple' ? profile.language : hit.language;
    // A passage in the other language holds the question's words as their translations.
    const match = language === profile.language ? termMatch : crossLingualMatch;
    const titleIndex = termIndex(evidenceTerms(`${hit.citation.title}\n${hit.citation.section ?? ''}`, language));
    // Each unit is read once: the passage's terms are the union of its units' terms.
    const units = splitIntoUnits(body, hit.citation.title).map((unit) => ({ unit, terms: evidenceTerms(unit.text, language) }));
    const index = units.reduce((merged, { terms }) => mergeIndex(merged, termIndex(terms)), titleIndex);
    return { hit, units, titleIndex, index, match };
  });
  const weights = termWeights(profile.terms, prepared.map((entry) => ({ index: entry.index, match: entry.match })));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const coverageOf = (index: TermIndex, match: TermMatcher, exact = false) =>
    profile.terms.reduce((sum, term, position) => {
      const matched = match(term, index);
      return sum + weights[position]! * (exact ? (matched === 1 ? 1 : 0) : matched);
    }, 0) / total;
  // Terms the passage lacks as words but holds as a thesaurus synonym: weaker evidence, a feature of its own.
  const synonymCoverageOf = (index: TermIndex, match: TermMatcher) =>
    profile.terms.reduce((sum, term, position) => sum + (match(term, index) < 0.7 && synonymMatch(term, index) ? weights[position]! : 0), 0) / total;
  // Words the corpus uses elsewhere but this text lacks (neither as a word, member nor synonym).
  const missingKnownOf = (index: TermIndex, match: TermMatcher) =>
    profile.terms.reduce((sum, term, position) => sum + (profile.known[position] && match(term, index) < 0.7 && !synonymMatch(term, index) ? weights[position]! : 0), 0) / total;
  const unknownShare = profile.terms.reduce((sum, _, position) => sum + (profile.known[position] ? 0 : weights[position]!), 0) / total;
  const coverages = prepared.map((entry) => coverageOf(entry.index, entry.match));
  const bestCoverage = Math.max(1e-9, ...coverages);
  const askedKnown = profile.asked === 'any' ? 0 : 1;
  return prepared.map((entry, rank) => {
    const { hit } = entry;
    let heading = entry.titleIndex;
    const unitEvidence: UnitEvidence[] = [];
    for (const { unit, terms: unitTerms } of entry.units) {
      if (unit.isHeading) {
        heading = mergeIndex(entry.titleIndex, termIndex(unitTerms));
        continue;
      }
      const own = termIndex(unitTerms);
      const context = mergeIndex(own, heading);
      const holds = holdsAskedValue(profile.asked, unit.text) ? 1 : 0;
      unitEvidence.push({
        text: unit.text,
        isTableRow: unit.isTableRow === true,
        features: [
          coverageOf(context, entry.match),
          coverageOf(context, entry.match, true),
          holds,
          askedKnown,
          unit.isTableRow ? 1 : 0,
          Math.log1p(unitTerms.length),
          coverages[rank]!,
          0,
          synonymCoverageOf(context, entry.match),
          missingKnownOf(context, entry.match),
        ],
      });
    }
    const order = [...unitEvidence].sort((a, b) => b.features[0]! - a.features[0]!);
    order.forEach((unit, position) => (unit.features[7] = 1 / (position + 1)));
    const bestUnit = order[0]?.features[0] ?? 0;
    const bestWithValue = Math.max(0, ...unitEvidence.filter((unit) => unit.features[2] === 1).map((unit) => unit.features[0]!));
    const evidence = hitEvidence(hit);
    const missingEntities = profile.entities.filter((entity) => !hasEntity(evidence, entity));
    // The judge's weighted coverage: its word forms, nominalisations, synonyms, compounds and translations.
    const aspectCoverage = profile.aspectWeight > 0 ? profile.aspects.reduce((sum, aspect) => sum + aspect.weight * aspectScore(evidence, aspect), 0) / profile.aspectWeight : 0;
    const features = [
      coverages[rank]!,
      coverageOf(entry.index, entry.match, true),
      coverageOf(entry.titleIndex, entry.match),
      coverages[rank]! / bestCoverage,
      bestUnit,
      bestWithValue,
      askedKnown,
      profile.entities.length > 0 ? missingEntities.length / profile.entities.length : 0,
      hit.scores.lexicalNorm ?? 0,
      Math.max(0, hit.scores.cosine ?? 0),
      1 / (rank + 1),
      hit.relevance,
      Math.log1p(profile.terms.length),
      synonymCoverageOf(entry.index, entry.match),
      missingKnownOf(entry.index, entry.match),
      unknownShare,
      0,
      aspectCoverage,
    ];
    return { hit, features, units: unitEvidence, missingEntities };
  });
}

function mergeIndex(a: TermIndex, b: TermIndex): TermIndex {
  return { keys: new Set([...a.keys, ...b.keys]), parts: new Set([...a.parts, ...b.parts]), heads: new Set([...a.heads, ...b.heads]) };
}

type TermMatcher = (term: QuestionTerm, index: TermIndex) => number;

function termWeights(terms: readonly QuestionTerm[], passages: readonly { index: TermIndex; match: TermMatcher }[]): number[] {
  const count = passages.length;
  return terms.map((term) => {
    const holding = passages.filter(({ index, match }) => match(term, index) >= 0.7).length;
    return Math.log((count + 1) / (holding + 0.5)) + 1;
  });
}

/** Names of the decision model's features: the passage's own features, its ranking logit, and its margin over the best other hit. */
export const DECISION_FEATURES = [...PASSAGE_FEATURES, 'rankingLogit', 'marginOverOthers'] as const;

/** The decision model's input for one hit. */
export function decisionFeatures(passage: readonly number[], logit: number, margin: number): number[] {
  return [...passage, logit, Math.max(-4, Math.min(4, margin))];
}
