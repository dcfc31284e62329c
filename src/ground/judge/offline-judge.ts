import type { Logger } from 'pino';
import type { Confidence, Hit, Judge, KnowledgeStore, RelevanceLevel } from '../../spec/index.js';
import { analyzeQuestion, type AspectTerm, type QuestionAnalysis, type SalientEntity } from './analyze-question.js';
import { aspectScore, hasEntity, hasHeadWord, hitEvidence, holdsMembers, namesCompoundSynonym, namesItem, namesSynonym, namesWiderCompound, type HitEvidence } from './hit-evidence.js';
import { nounScore, sentenceSupport } from './sentence-support.js';
import { fold, words } from '../text/index.js';
import { countedNouns, countsOtherOrdinal, isUnknownEnglishWord, statesOrdinal, translateWord } from '../../text/index.js';
import { comparedItems } from '../comparison-queries.js';

/** A verdict with what the question names that no hit contains (for the "what is missing" message). */
export interface JudgeVerdict extends Confidence {
  /**
   * False when no single sentence of the hits (with its headings) names what is asked and holds the asked kind of
   * value: the hits are on the topic but do not answer. Undefined when the judge does not check sentences (LLM judge).
   */
  answeringSentence?: boolean;
}

/** A judge whose verdicts also say what is missing. */
export interface OfflineJudge extends Judge {
  judge(question: string, hits: Hit[], options?: { signal?: AbortSignal; tenantId?: string }): Promise<JudgeVerdict>;
}

/** Options of {@link createOfflineJudge}. */
export interface OfflineJudgeOptions {
  /** How many of the best hits are read (default 6). */
  maxHits?: number;
  /** Aspect coverage needed for HIGH, MEDIUM and LOW (defaults 0.8, 0.6, 0.35); below LOW is NOT_RELEVANT. */
  thresholds?: { high?: number; medium?: number; low?: number };
  /** Least calibrated relevance of a hit whose sentences may answer (default 0.55, the LOW_RELEVANCE threshold). */
  minAnswerRelevance?: number;
  /**
   * Corpus statistics (the store): a German noun in a large share of the tenant's documents (`Kunden`, `Plattform`)
   * names what they are all about and need not stand in the answering sentence, only somewhere in its document.
   * Read when the caller names the tenant.
   */
  corpus?: Pick<KnowledgeStore, 'documentFrequency'>;
  logger?: Logger;
}

const defaults = { maxHits: 6, high: 0.8, medium: 0.6, low: 0.35, minAnswerRelevance: 0.55 };
const softEntityPenalty = 0.15;
// A noun named by at least half of the read hits' sources, and by three or more, is common to the knowledge base.
const minCommonSources = 3;
const commonShare = 0.5;
// A noun in at least this share of the tenant's current documents (and in five or more) is common to the corpus.
const corpusShare = 0.3;
const minCorpusDocuments = 5;

/**
 * A deterministic judge that needs no model. It reads the question's salient entities (a client such as
 * "Gamma Pharma", a product code, a number, a name) and its asked aspects, and checks them against the hits
 * using folding, light stemming, compound parts and a synonym list, German and English:
 * - a required entity that no hit contains → NOT_RELEVANT, whatever the vector score (the thing asked about is not documented);
 * - the topic is there but the asked aspect is not (or a quantity is asked and none is given) → LOW;
 * - strong aspect coverage → HIGH / MEDIUM.
 * Text inside injected instructions never counts as evidence.
 */
export function createOfflineJudge(options: OfflineJudgeOptions = {}): OfflineJudge {
  const settings = {
    ...defaults,
    ...options.thresholds,
    maxHits: options.maxHits ?? defaults.maxHits,
    minAnswerRelevance: options.minAnswerRelevance ?? defaults.minAnswerRelevance,
  };
  return {
    id: 'offline',
    async judge(question: string, hits: Hit[], judgeOptions: { tenantId?: string } = {}): Promise<JudgeVerdict> {
      let verdict: JudgeVerdict = { level: 'NOT_RELEVANT', reason: 'no hits', canAnswer: false };
      if (hits.length > 0) {
        const analysis = await withCorpusIdentifiers(analyzeQuestion(question), question, options.corpus, judgeOptions.tenantId, options.logger);
        const corpusNouns = await corpusCommonNouns(analysis, hits, options.corpus, judgeOptions.tenantId, options.logger);
        verdict = judgeHits(question, analysis, hits, settings, corpusNouns);
      }
      options.logger?.debug({ event: 'judge-verdict', judge: 'offline', level: verdict.level, reason: verdict.reason }, 'judge verdict');
      return verdict;
    },
  };
}

/** The entities withCorpusIdentifiers added (the sentence support re-reads the question and would not see them). */
const corpusIdentifier = new WeakSet<SalientEntity>();
function identifier(entity: SalientEntity): SalientEntity {
  corpusIdentifier.add(entity);
  return entity;
}

/**
 * An English question's word that no dictionary knows (neither WordNet nor the German–English dictionary) but the
 * tenant's documents use (`zstd`, `grep`, a product's own word) names a program, product or thing of this knowledge
 * base: a hit that lacks it is about something else, as with a client's name. It becomes a required entity. Words the
 * documents do not use (a misspelling, an English word a German document translates) stay ordinary aspects. Without
 * corpus statistics, nothing changes.
 */
async function withCorpusIdentifiers(
  analysis: QuestionAnalysis,
  question: string,
  corpus: OfflineJudgeOptions['corpus'],
  tenantId: string | undefined,
  logger?: Logger,
): Promise<QuestionAnalysis> {
  if (analysis.language !== 'en' || !corpus?.documentFrequency || !tenantId) return analysis;
  const named = new Set(analysis.entities.flatMap((entity) => entity.variants.flat()));
  const candidates = analysis.aspects.filter((aspect) => isUnknownEnglishWord(aspect.raw) && !named.has(aspect.folded));
  if (candidates.length === 0) return analysis;
  try {
    const { frequencies } = await corpus.documentFrequency(tenantId, candidates.map((aspect) => aspect.raw));
    const identifiers = candidates.filter((aspect) => (frequencies.get(aspect.raw) ?? 0) > 0);
    if (identifiers.length === 0) return analysis;
    const ids = new Set(identifiers);
    return {
      ...analysis,
      entities: [...analysis.entities, ...identifiers.map((aspect) => identifier({ text: aspect.raw, kind: 'acronym', variants: [[aspect.folded]], required: true }))],
      aspects: analysis.aspects.filter((aspect) => !ids.has(aspect)),
    };
  } catch (error) {
    logger?.warn({ event: 'judge-corpus-failed', err: error }, 'corpus statistics unavailable; judging without them');
    return analysis;
  }
}

/**
 * German nouns and acronyms of the question in a large share of the tenant's documents, each with the hits' documents that name it
 * (in any chunk); empty without statistics or when they fail.
 */
async function corpusCommonNouns(
  analysis: QuestionAnalysis,
  hits: Hit[],
  corpus: OfflineJudgeOptions['corpus'],
  tenantId: string | undefined,
  logger?: Logger,
): Promise<Map<string, Set<string>>> {
  const common = new Map<string, Set<string>>();
  if (!corpus?.documentFrequency || !tenantId) return common;
  // The acronym or name of the organisation itself (`the IT department's ITD`, `Helix`) stands in most documents, as
  // such a noun does.
  const words = [
    ...analysis.aspects.filter((aspect) => aspect.isNoun).map((aspect) => ({ raw: aspect.raw, key: aspect.folded })),
    ...analysis.entities
      .filter((entity) => entity.kind === 'acronym' || (entity.kind === 'name' && !entity.text.includes(' ')))
      .map((entity) => ({ raw: entity.text, key: fold(entity.text) })),
  ];
  if (words.length === 0) return common;
  try {
    const documentIds = [...new Set(hits.map((hit) => hit.documentId))];
    const { documents, frequencies, containing } = await corpus.documentFrequency(tenantId, words.map((word) => word.raw), { documentIds });
    for (const word of words) {
      const count = frequencies.get(word.raw) ?? 0;
      if (count >= minCorpusDocuments && count >= corpusShare * documents) common.set(word.key, containing.get(word.raw) ?? new Set());
    }
  } catch (error) {
    logger?.warn({ event: 'judge-corpus-failed', err: error }, 'corpus statistics unavailable; judging without them');
    common.clear();
  }
  return common;
}

function judgeHits(
  question: string,
  analysis: QuestionAnalysis,
  hits: Hit[],
  settings: typeof defaults,
  corpusNouns: ReadonlyMap<string, ReadonlySet<string>>,
): JudgeVerdict {
  if (namesNoTopic(question, analysis)) {
    return { level: 'NOT_RELEVANT', reason: 'the question names no topic, only the kind of value it asks for', canAnswer: false };
  }
  const evidences = hits.slice(0, settings.maxHits).map(hitEvidence);
  const missingEntities = analysis.entities.filter((entity) => !evidences.some((evidence) => hasEntity(evidence, entity)));
  // A single name is a weak signal only because a source in the other language may translate it (`Nuremberg`); when
  // every hit is in the question's language, a name no hit contains (`Tesla`) means the thing is not documented.
  const hitLanguage = analysis.language === 'en' ? 'english' : 'german';
  const sameLanguage = evidences.every((evidence) => evidence.hit.language === hitLanguage);
  // A comparison or a question about parallel cases one of whose items the hits name (`bei Bergmann und bei
  // Polarstern`, Bergmann's contract among them): an entity of another item that no hit names is missing from the
  // answer, not a reason to answer nothing. Every item absent is still NOT_RELEVANT.
  const items = analysis.comparison ? comparedItems(question) : [];
  const presentItems = items.filter((item) => evidences.some((evidence) => namesItem(evidence, item)));
  const ofAbsentItem = (entity: SalientEntity | AspectTerm): boolean => {
    const text = fold('text' in entity ? entity.text : entity.raw);
    return presentItems.length > 0 && items.some((item) => !presentItems.includes(item) && fold(item).includes(text));
  };
  const missingRequired = missingEntities
    .filter((entity) => entity.required || (entity.kind === 'name' && (sameLanguage || !namesTranslation(evidences, entity, analysis.language))))
    .filter((entity) => !ofAbsentItem(entity))
    .map((entity) => entity.text);
  if (missingRequired.length > 0) {
    return { level: 'NOT_RELEVANT', reason: `no hit names ${missingRequired.map((text) => `"${text}"`).join(', ')}`, canAnswer: false, missing: missingRequired };
  }
  // An ordinal case of the question (`ab dem zweiten Vertragsjahr`) that no hit states while a hit states another of
  // the same noun (`im ersten Vertragsjahr`): the asked case is not documented, as a year no document has.
  const otherCases = countedNouns(question).filter(
    (asked) => evidences.some((evidence) => countsOtherOrdinal([asked], evidence.hit.text)) && !evidences.some((evidence) => statesOrdinal(asked, evidence.hit.text)),
  );
  if (otherCases.length > 0) {
    const missing = otherCases.map((entry) => entry.text);
    return { level: 'NOT_RELEVANT', reason: `no hit states ${missing.map((text) => `"${text}"`).join(', ')}, only another one`, canAnswer: false, missing };
  }
  // Coverage counts only hits the model will see (above the LOW_RELEVANCE threshold), when there are any: a weak hit
  // that holds the asked aspect does not make the shown ones answer it.
  const shown = evidences.filter((evidence) => evidence.hit.relevance >= settings.minAnswerRelevance);
  // A noun common to the tenant's documents (`Kunden`) that the hit's document names is named for the hit, as for
  // the answering sentence (see sentenceSupport): the chunk need not repeat what the whole document is about.
  const namedByDocument = (evidence: HitEvidence, aspect: AspectTerm): boolean => corpusNouns.get(aspect.folded)?.has(evidence.hit.documentId) === true;
  const { score, basis } = coverage(analysis, shown.length > 0 ? shown : evidences, namedByDocument);
  const missingSoft = missingEntities.map((entity) => entity.text);
  // "Not in any hit" means any hit read, shown or not: the message names what the knowledge base lacks.
  const best = (aspect: AspectTerm): number => Math.max(0, ...evidences.map((evidence) => answeredScore(evidence, aspect)));
  const missingAspects = analysis.aspects.filter(
    (aspect) =>
      best(aspect) <= 0.2 &&
      !evidences.some((evidence) => statesValueFor(evidence, aspect.folded) || namedByDocument(evidence, aspect)),
  );
  // The most specific word of a German question, a long compound noun, that no hit contains even as its head:
  // the topic itself is not documented. When the hits do name the question's entity (the client, the product),
  // they are about the right thing and only the aspect is missing: that is LOW, below.
  const namesEntity = analysis.entities.some((entity) => entity.required && isSpecific(entity, evidences));
  // Its head as a word of its own (`Industrieprotokolle` ~ `Protokolle`) still names the topic; its head only inside
  // another compound (`Gerichtsverfahren` ~ `Gesetzgebungsverfahren`) names another thing.
  const questionWords = analysis.aspects.map((aspect) => aspect.folded);
  const namesTopic = (aspect: AspectTerm): boolean =>
    evidences.some(
      (evidence) =>
        (aspect.isNoun ? nounScore(evidence, aspect, questionWords) : aspectScore(evidence, aspect, questionWords)) >= 0.75 ||
        hasHeadWord(evidence, aspect.folded) ||
        (aspect.synonyms !== undefined && namesSynonym(evidence, aspect.synonyms)) ||
        holdsMembers(evidence, aspect.raw) ||
        (aspect.members !== undefined && (namesCompoundSynonym(evidence, aspect.members) || namesWiderCompound(evidence, aspect.members))),
    );
  const missingTopic = namesEntity
    ? []
    : [
        ...analysis.aspects.filter((aspect) => aspect.isNoun && aspect.folded.length >= 10 && !namesTopic(aspect) && !ofAbsentItem(aspect)),
        ...(analysis.language === 'en' ? absentTerm(question, analysis.aspects.filter((aspect) => !aspect.isVerb && !namesTopic(aspect) && best(aspect) <= 0.2)) : []),
      ];
  if (missingTopic.length > 0) {
    const missing = missingTopic.map((aspect) => aspect.raw);
    return { level: 'NOT_RELEVANT', reason: `no hit is about ${missing.map((text) => `"${text}"`).join(', ')}`, canAnswer: false, missing };
  }
  let adjusted = score - softEntityPenalty * missingSoft.length;
  let level = levelFor(adjusted, settings);
  // Weaker hits that do cover the question show the topic is documented: LOW (search again), not NOT_RELEVANT (stop).
  if (level === 'NOT_RELEVANT' && shown.length > 0 && levelFor(coverage(analysis, evidences, namedByDocument).score - softEntityPenalty * missingSoft.length, settings) !== 'NOT_RELEVANT') {
    level = 'LOW';
  }
  // Hits that name everything the question names are on the right topic even when the asked aspect is missing.
  if (level === 'NOT_RELEVANT' && namesEntity && basis.length > 0) level = 'LOW';
  const caps: string[] = [];
  if (analysis.asksForQuantity && !basis.some((evidence) => evidence.hasQuantity)) caps.push('the question asks for a quantity the hits do not give');
  if (analysis.asksForMoney && !basis.some((evidence) => evidence.hasMoney)) caps.push('the question asks for an amount of money the hits do not give');
  else if (analysis.asksForAmount && !basis.some((evidence) => evidence.hasMoney || evidence.hasPercent)) caps.push('the question asks for an amount the hits do not give');
  if (missingAspects.some((aspect) => aspect.isNoun)) caps.push('an asked aspect is in no hit');
  if (caps.length > 0 && (level === 'HIGH' || level === 'MEDIUM')) {
    level = 'LOW';
    adjusted = Math.min(adjusted, settings.medium - 0.01);
  }
  let missing = [...missingSoft, ...missingAspects.map((aspect) => aspect.raw)];
  const answerable = hits.slice(0, settings.maxHits).filter((hit) => hit.relevance >= settings.minAnswerRelevance);
  const support = sentenceSupport(question, answerable.length > 0 ? answerable : hits.slice(0, 1), analysis.language, {
    commonNouns: commonNouns(analysis, evidences),
    corpusNouns,
    read: hits.slice(0, settings.maxHits),
    identifiers: analysis.entities.filter((entity) => corpusIdentifier.has(entity)),
  });
  if (!support.supported) {
    // On the topic, but no sentence says what is asked: never HIGH/MEDIUM, and what the best sentence lacks is missing.
    if (level === 'HIGH' || level === 'MEDIUM') level = 'LOW';
    caps.push(`no sentence names ${support.missing.map((text) => `"${text}"`).join(', ')} together with the rest`);
    missing = [...new Set([...missing, ...support.missing])];
  } else if (support.partial && (level === 'HIGH' || level === 'MEDIUM')) {
    level = 'LOW';
    caps.push('only part of the question is answered');
  }
  const reason =
    `aspect coverage ${adjusted.toFixed(2)} (best: ${basis[0]?.hit.citation.title ?? '-'})` +
    (missing.length > 0 ? `; not in any hit: ${missing.join(', ')}` : '') +
    (caps.length > 0 ? `; ${caps.join('; ')}` : '');
  const canAnswer = support.supported && (level === 'HIGH' || level === 'MEDIUM' || (level === 'LOW' && support.partial === true));
  return { level, reason, canAnswer, answeringSentence: support.supported, ...(missing.length > 0 ? { missing } : {}) };
}

// Dictionary translations of a single name looked at: `Spain` → `Spanien`, `Nuremberg` → `Nürnberg`.
const nameTranslations = 4;

/**
 * Whether some hit holds a dictionary translation of a one-word name (`Spanien` for `Spain`), as a source in the other
 * language names it. A name no hit holds as written nor translated is not documented, in a tenant of both languages
 * as in one of a single language. A name the dictionary lacks (a client's) is written the same in both.
 */
function namesTranslation(evidences: readonly HitEvidence[], entity: SalientEntity, language: 'de' | 'en'): boolean {
  if (entity.text.includes(' ')) return true;
  const translations = translateWord(entity.text, language === 'de' ? 'german' : 'english', nameTranslations)
    .filter((translation) => !translation.includes(' '))
    .map(fold);
  return evidences.some((evidence) => translations.some((translation) => evidence.tokens.has(translation)));
}

/**
 * An English term of two or more words in a row (`root canal`, `parking permit`), none of them a verb, that no hit
 * names in any of its words: the topic itself is not documented, as a long German compound no hit names. English
 * writes such terms apart where German joins them. Its words, or nothing.
 */
function absentTerm(question: string, absent: AspectTerm[]): AspectTerm[] {
  if (absent.length < 2) return [];
  const sequence = words(question).map((word) => word.folded);
  const byWord = new Map(absent.map((aspect) => [aspect.folded, aspect]));
  for (let index = 0; index + 1 < sequence.length; index += 1) {
    const first = byWord.get(sequence[index]!);
    const second = byWord.get(sequence[index + 1]!);
    if (first && second) return [first, second];
  }
  return [];
}

/**
 * Aspect coverage of the best hit. A comparison (two or more entities) may be covered across hits, but only
 * by hits that name one of the entities; a hit that names none of the question's entities counts half.
 */
function coverage(
  analysis: QuestionAnalysis,
  evidences: HitEvidence[],
  namedByDocument: (evidence: HitEvidence, aspect: AspectTerm) => boolean = () => false,
): { score: number; basis: HitEvidence[] } {
  const { aspects, entities } = analysis;
  const totalWeight = aspects.reduce((sum, aspect) => sum + aspect.weight, 0);
  const scoreOf = (evidence: HitEvidence, aspect: AspectTerm): number =>
    namedByDocument(evidence, aspect) ? Math.max(answeredScore(evidence, aspect), 1) : answeredScore(evidence, aspect);
  const hitCoverage = (evidence: HitEvidence): number =>
    totalWeight === 0 ? 1 : aspects.reduce((sum, aspect) => sum + aspect.weight * scoreOf(evidence, aspect), 0) / totalWeight;
  const entityCount = (evidence: HitEvidence): number => entities.filter((entity) => hasEntity(evidence, entity)).length;
  const scored = evidences
    .map((evidence) => {
      const onTarget = entities.length === 0 || entityCount(evidence) > 0;
      return { evidence, score: hitCoverage(evidence) * (onTarget ? 1 : 0.5) };
    })
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) return { score: 0, basis: [] };
  const required = entities.filter((entity) => entity.required);
  if (required.length < 2 || totalWeight === 0) return { score: best.score, basis: [best.evidence] };
  const onTarget = evidences.filter((evidence) => entityCount(evidence) > 0);
  const union =
    aspects.reduce((sum, aspect) => sum + aspect.weight * Math.max(0, ...onTarget.map((evidence) => scoreOf(evidence, aspect))), 0) / totalWeight;
  return union > best.score ? { score: union, basis: onTarget } : { score: best.score, basis: [best.evidence] };
}

/**
 * German nouns the hits of most sources name (`Plattform`, `Kunden` in a company's own documents): they name what
 * every document is about, not the asked thing, so the answering sentence need not repeat them.
 */
function commonNouns(analysis: QuestionAnalysis, evidences: HitEvidence[]): Set<string> {
  const questionWords = analysis.aspects.map((aspect) => aspect.folded);
  const sources = new Set(evidences.map((evidence) => evidence.hit.citation.source));
  if (sources.size < minCommonSources) return new Set();
  const common = new Set<string>();
  for (const aspect of analysis.aspects) {
    if (!aspect.isNoun) continue;
    const naming = new Set(evidences.filter((evidence) => aspectScore(evidence, aspect, questionWords) >= 0.75).map((evidence) => evidence.hit.citation.source));
    if (naming.size >= minCommonSources && naming.size >= commonShare * sources.size) common.add(aspect.folded);
  }
  return common;
}

/**
 * An aspect that names the kind of answer (`Betrag`, `Frist`, `Zeit`) is covered by a hit that holds a value: "bis
 * 150 € pro Nacht" answers "Bis zu welchem Betrag …" without the word.
 */
function answeredScore(evidence: HitEvidence, aspect: AspectTerm): number {
  // A compound whose head names the kind of answer (`Temperaturbereich`, `Lieferzeit`): its modifier names the topic.
  const score = aspect.isNoun ? nounScore(evidence, aspect) : aspectScore(evidence, aspect);
  return score < 1 && statesValueFor(evidence, aspect.folded) ? 1 : score;
}

// Nouns a stated value stands for: an amount for `Betrag`, a number or date for the others. Not `Grund`, `Person`,
// `Ort`: a number says nothing about a reason, a person or a place.
const amountNouns = new Set(['betrag', 'summe', 'geld', 'money', 'preis', 'preise', 'kosten', 'price', 'prices', 'cost', 'costs']);
const valueNouns = new Set(
  ['hohe', 'zeit', 'zeitraum', 'dauer', 'frist', 'anzahl', 'menge', 'wert', 'prozent', 'datum', 'termin', 'uhr', 'zahl', 'prozentpunkte',
    // The same in English.
    'period', 'duration', 'number', 'amount', 'value', 'percentage', 'percent', 'date', 'year', 'years', 'day', 'days',
    'hours', 'minutes', 'weeks', 'months', 'time'],
);

// A pronoun that stands for something named before (`Was kostet das?`, `How long does it take?`).
const deictic = /(?<![\p{L}])(?:das|dies|dieses|es|this|that|it)(?![\p{L}])/iu;

/**
 * A question that names nothing to look for: no entity, and no word beyond the kind of value it asks (`Wie hoch ist
 * der Betrag?`, `What time is it?`), or beyond a pronoun and one verb or adverb (`Wie lange dauert das?`, `Wann ist
 * es so weit?`, `How long does it take?`). Every hit that states some value would cover it; it asks about something
 * said before (the tool is searched without the conversation) or nothing, and no source answers it.
 */
function namesNoTopic(question: string, analysis: QuestionAnalysis): boolean {
  if (analysis.entities.length > 0 || analysis.comparison) return false;
  const topical = analysis.aspects.filter((aspect) => !amountNouns.has(aspect.folded) && !valueNouns.has(aspect.folded));
  if (topical.length === 0) return true;
  const [only] = topical;
  return topical.length === 1 && deictic.test(question) && (only!.isVerb === true || (analysis.language === 'de' && !only!.isNoun));
}

function statesValueFor(evidence: HitEvidence, folded: string): boolean {
  if (amountNouns.has(folded)) return evidence.hasMoney;
  return valueNouns.has(folded) && (evidence.hasQuantity || evidence.hasMoney);
}

/**
 * An entity found in the hits of most sources (the company's own name, its product) says nothing about the topic;
 * one found in few of them (a client, a product code) does.
 */
function isSpecific(entity: SalientEntity, evidences: HitEvidence[]): boolean {
  const sources = new Set(evidences.map((evidence) => evidence.hit.citation.source));
  const naming = new Set(evidences.filter((evidence) => hasEntity(evidence, entity)).map((evidence) => evidence.hit.citation.source));
  return naming.size > 0 && (sources.size < 3 || naming.size <= sources.size / 2);
}

function levelFor(score: number, settings: typeof defaults): RelevanceLevel {
  if (score >= settings.high) return 'HIGH';
  if (score >= settings.medium) return 'MEDIUM';
  if (score >= settings.low) return 'LOW';
  return 'NOT_RELEVANT';
}

