import type { Logger } from 'pino';
import { isAnkerError } from '../errors/index.js';
import { detectQuestionLanguage, type QuestionLanguage } from '../prompt/index.js';
import type { Confidence, GroundedResult, GroundingState, Hit, Judge, KnowledgeStore, RetrievalAttempt, Retriever } from '../spec/index.js';
import { buildContent } from './build-content.js';
import { buildCitations } from './citations/index.js';
import type { JudgeVerdict } from './judge/index.js';
import { createOfflineReformulator, isUnsupportedRescue, type Reformulator } from './requery/index.js';
import { fold, isStopword, words } from './text/index.js';
import { clauseNumbers, detectAnswerType, hasAnswerCue, statesCalendarDate } from '../model/index.js';
import { asksParallelCases, countedNouns, germanWordList, isMostlyVerb, lowercase, monthsNamed, seriesTitle, stem as snowballStem, translateWord, withoutAges, withRelativeYears } from '../text/index.js';
import { promoteClauses } from './clause-lookup.js';
import { comparedItems, comparisonQueries } from './comparison-queries.js';
import { entityQueries } from './entity-queries.js';
import { absentRowKey } from './absent-row.js';
import { withRowsNamedAlike } from './rows-named-alike.js';
import { otherCaseHits } from './parallel-sections.js';
import { resolveJargon } from './jargon/resolve-jargon.js';
import { analyzeQuestion, modifiedHeads, type AspectTerm, type SalientEntity } from './judge/analyze-question.js';
import { aspectScore, hasEntity, hitEvidence } from './judge/hit-evidence.js';
import { verificationQuestion } from './verification-question.js';
import { correctSpelling } from './spelling.js';
import { scoreEvidence, type EvidenceModel } from './evidence/evidence-model.js';
import { profileQuestion, type QuestionProfile } from './evidence/evidence-features.js';

/** What {@link groundedSearch} needs. Defaults in brackets. */
export interface GroundedSearchDeps {
  retriever: Retriever;
  judge: Judge;
  /** Rewrites the query for the second attempt [offline reformulator]; null disables re-query. */
  reformulator?: Reformulator | null;
  tenantId: string;
  /** Hits per attempt [8]. */
  limit?: number;
  /** Calibrated relevance of the best hit needed for FOUND and LOW_RELEVANCE [0.75, 0.55]. */
  thresholds?: { found: number; low: number };
  /** A document date older than this adds a freshness warning [6]. */
  freshnessMonths?: number;
  now?: () => Date;
  /** Language of the texts [detected from the question]. */
  language?: QuestionLanguage;
  /**
   * Also search superseded versions; they are flagged as outdated and never presented as current.
   * ['auto': only when the question refers to the past, e.g. names an earlier year or "old/previous version"].
   */
  includeSuperseded?: boolean | 'auto';
  /** Character budget of the sources in `content` [12,000]. */
  contextBudgetChars?: number;
  /**
   * The evidence model that turns the retrieved candidates into P(this hit answers the question), the number the
   * thresholds read (e.g. the shipped `EVIDENCE_MODEL`) [null: the retriever's calibrated relevance].
   */
  evidence?: EvidenceModel | null;
  /** Candidates the evidence model reads per attempt [20]; the best `limit` of them are kept. */
  candidates?: number;
  /** Corpus statistics for the evidence model (which of the question's words the tenant's documents use). */
  corpus?: Pick<KnowledgeStore, 'documentFrequency'>;
  signal?: AbortSignal;
  logger?: Logger;
}

interface AttemptOutcome {
  query: string;
  state: GroundingState;
  hits: Hit[];
  /** Every hit of the search, usable or not (definitions among them can guide the next attempt). */
  ranked: Hit[];
  confidence?: JudgeVerdict;
  /** The judge found the thing asked about missing: no further attempt. */
  stop: boolean;
  error?: { type: string; message: string };
  /** A table row or tier the question names is absent: the ones the hits do have. */
  existing?: string[];
}

const maxAttempts = 2;
const defaultCandidates = 20;
const answerUnitsKept = 3;
const clauseSearchDepth = 30;
// Candidates re-read one by one when the shown hits do not answer, and the least relevance worth re-reading.
const candidatesReread = 5;
const rereadFloor = 0.1;
const stateRank: Record<GroundingState, number> = { FOUND: 3, LOW_RELEVANCE: 2, NOT_FOUND: 1, TECHNICAL_ERROR: 0 };

/**
 * Searches the knowledge base and turns the hits into a {@link GroundedResult}:
 * state by the best calibrated relevance (FOUND ≥ found, LOW_RELEVANCE ≥ low, else NOT_FOUND), then the judge
 * (which can only lower it: NOT_RELEVANT → NOT_FOUND at once, LOW → LOW_RELEVANCE; the one exception: a candidate
 * the gate or the shown hits leave out that the judge rates HIGH becomes LOW_RELEVANCE, see answeringCandidate),
 * then at most one re-query
 * with a reformulated query when the first attempt was empty, below threshold or LOW (never after NOT_RELEVANT or
 * a technical error). The best attempt wins. Every attempt is logged and listed in `attempts`.
 */
export async function groundedSearch(question: string, deps: GroundedSearchDeps): Promise<GroundedResult> {
  const language = deps.language ?? detectQuestionLanguage(question);
  const reformulator = deps.reformulator === undefined ? createOfflineReformulator() : deps.reformulator;
  const now = (deps.now ?? (() => new Date()))();
  // `dieses Jahr`, `last year`: searched and judged as the year itself, as documents write it.
  const dated = withRelativeYears(question, now);
  const includeSuperseded = deps.includeSuperseded === undefined || deps.includeSuperseded === 'auto' ? refersToPast(dated, now) : deps.includeSuperseded;
  deps = { ...deps, includeSuperseded, now: () => now };
  // "Stimmt es, dass X kostenlos ist?": searched and judged as the question the claim stands for ("Was kostet X?").
  // `Maastrich Treaty`: a misspelt word is read as the documents' own (one edit away), so a typo is no absent topic.
  const spelled = (await correctSpelling(dated, { corpus: deps.corpus, tenantId: deps.tenantId, logger: deps.logger })).question;
  const asked = verificationQuestion(spelled, language)?.question ?? spelled;
  // A comparison of two named things: one search per thing (see comparisonQueries), and both sides kept at the end.
  const comparison = analyzeQuestion(asked).comparison ? comparisonQueries(asked) : [];
  // Several named entities: one search per entity as well as the question's own (see entityQueries).
  const perEntity = comparison.length > 0 ? [] : entityQueries(asked);
  const compared = comparison.length > 0 ? comparison : perEntity.length > 0 ? [asked, ...perEntity] : [];
  const outcomes: AttemptOutcome[] = [await runAttempt(asked, asked, deps, 1, compared)];
  let last = outcomes[0]!;
  while (outcomes.length < maxAttempts && reformulator && needsRequery(last)) {
    // The documents' own term for what the question paraphrases (a definition among the hits) makes the best query.
    // Only when nothing usable was found, or the hits are on the topic but none of their sentences answers (which
    // ends as NOT_FOUND, see unanswered): hits that answer are better served by the question's own words.
    const jargon = unanswered(last).state === 'NOT_FOUND' ? resolveJargon(asked, last.ranked) : null;
    const query = jargon?.query ?? (await safeReformulate(reformulator, asked, outcomes.map(toRequeryAttempt), deps.logger));
    if (!query) break;
    const previous = last;
    last = await runAttempt(jargon?.question ?? asked, query, deps, outcomes.length + 1, compared);
    // The definition goes with the hits found through its term: the reader learns what the term stands for there
    // (`RPO: maximal zulässiger Datenverlust` beside `| RPO | 15 Minuten | RTO | 2 Stunden |`).
    if (jargon && (last.state === 'FOUND' || last.state === 'LOW_RELEVANCE') && !last.hits.some((hit) => hit.chunkId === jargon.definition.chunkId)) {
      last = { ...last, hits: [...last.hits, jargon.definition] };
    }
    if (previous.state === 'NOT_FOUND' && !jargon && last.state !== 'NOT_FOUND' && isUnsupportedRescue(asked, query, last.confidence?.missing, language)) {
      deps.logger?.info({ event: 'requery-rescue-rejected', query, missing: last.confidence?.missing }, 'the re-query found only hits without a word of the question');
      last = { ...last, state: 'NOT_FOUND', hits: [], stop: true };
    }
    outcomes.push(last);
  }
  const best = unanswered(outcomes.reduce((winner, outcome) => (rank(outcome) > rank(winner) ? outcome : winner)));
  const low = deps.thresholds?.low ?? 0.55;
  const newest = withNewerOfSeries(compared.length > 0 ? withComparedSides(best, outcomes, deps.limit ?? 8) : best, outcomes, low);
  const analysis = analyzeQuestion(asked);
  const names = analysis.entities.filter((entity) => anchoredKinds.has(entity.kind));
  const candidates = outcomes.flatMap((outcome) => outcome.ranked).sort((a, b) => b.relevance - a.relevance);
  // A name that keys rows of several tables of a document (`Fix24`, an electricity and a gas tariff): each row answers.
  const alike =
    newest.state === 'FOUND' || newest.state === 'LOW_RELEVANCE' ? { ...newest, hits: withRowsNamedAlike(newest.hits, candidates, names) } : newest;
  const result = await withoutOtherCases(asked, alike, analysis.aspects, candidates, deps);
  // The named entities of a comparison or a multi-entity question: the answer must address each one.
  const named = compared.length > 0 ? names.map((entity) => entity.text) : [];
  // Cases asked in parallel (`bei Bergmann und bei Polarstern`) are the compared items even when a dictionary word
  // names one (no entity to the judge): each must be answered or said to be missing.
  const items = compared.length > 0 && asksParallelCases(asked) ? comparedItems(asked) : [];
  const entities = [...named, ...items.filter((item) => !named.some((name) => name.includes(item) || item.includes(name)))];
  return toResult(question, language, result, outcomes, deps, await indexedTerms(result, outcomes, deps, language), entities);
}

/**
 * The judge's missing terms that the tenant's documents do contain (a client whose contract is indexed but was not
 * among the hits), as written or translated into the other language: a not-found answer must not call them
 * absent. Empty without corpus statistics.
 */
async function indexedTerms(final: AttemptOutcome, outcomes: AttemptOutcome[], deps: GroundedSearchDeps, questionLanguage: QuestionLanguage): Promise<Set<string>> {
  // Single words only: the statistics count a document for any word of a phrase.
  const missing = [...new Set(outcomes.flatMap((outcome) => outcome.confidence?.missing ?? []))].filter((term) => words(term).length === 1);
  if (final.state !== 'NOT_FOUND' || missing.length === 0) return new Set();
  // A document titled by a compound the term opens (`Reisekostenrichtlinie` for `Reisekosten`) is about it.
  const titles = [...new Set(outcomes.flatMap((outcome) => outcome.ranked.map((hit) => hit.citation.title)))].flatMap((title) => words(title).map((word) => word.folded));
  const titled = new Set(missing.filter((term) => fold(term).length >= 6 && titles.some((word) => word.startsWith(fold(term)))));
  if (!deps.corpus?.documentFrequency) return titled;
  // A document in the other language names the term translated (`Rechner` as `computer`): it is not absent either.
  const language = questionLanguage === 'de' ? 'german' : 'english';
  const translations = new Map(missing.map((term) => [term, translateWord(term, language, 3).filter((translation) => words(translation).length === 1)]));
  // An English document's index holds English stems (`emerg` of `emergency`), which the statistics' German and exact
  // forms do not reach: an English word is asked by its stem too.
  const english = (term: string): boolean => (language === 'english' ? missing.includes(term) : !missing.includes(term));
  const stemOf = (term: string): string => (english(term) ? snowballStem(lowercase(term), 'english') : term);
  try {
    const forms = [...new Set([...missing, ...[...translations.values()].flat()])];
    const asked = [...new Set([...forms, ...forms.map(stemOf)])];
    const { frequencies } = await deps.corpus.documentFrequency(deps.tenantId, asked);
    const indexed = (term: string): boolean => (frequencies.get(term) ?? 0) > 0 || (frequencies.get(stemOf(term)) ?? 0) > 0;
    return new Set(missing.filter((term) => titled.has(term) || indexed(term) || (translations.get(term) ?? []).some(indexed)));
  } catch (error) {
    deps.logger?.warn({ event: 'missing-terms-check-failed', err: error }, 'could not check the missing terms against the index');
    return titled;
  }
}

const levelRank: Record<string, number> = { NOT_RELEVANT: 0, LOW: 1, MEDIUM: 2, HIGH: 3 };

/** Attempts compare by state, then a sentence that answers beats none, then the judge's level (MEDIUM beats LOW). */
function rank(outcome: AttemptOutcome): number {
  const level = outcome.confidence ? (levelRank[outcome.confidence.level] ?? 0) : 0;
  return stateRank[outcome.state] * 10 + (outcome.confidence?.answeringSentence === false ? 0 : 5) + level;
}

/**
 * After every attempt, hits that are on the topic (LOW) but of which no sentence answers (the judge says so) are
 * NOT_FOUND: an answer from them would be built from neighbouring facts, not from what was asked.
 */
function unanswered(outcome: AttemptOutcome): AttemptOutcome {
  const verdict = outcome.confidence;
  if (outcome.state !== 'LOW_RELEVANCE' || !verdict || verdict.canAnswer || verdict.answeringSentence !== false) return outcome;
  return { ...outcome, state: 'NOT_FOUND', hits: [], stop: true };
}

function needsRequery(outcome: AttemptOutcome): boolean {
  if (outcome.stop) return false;
  return outcome.state === 'NOT_FOUND' || outcome.state === 'LOW_RELEVANCE';
}

async function runAttempt(
  question: string,
  query: string,
  deps: GroundedSearchDeps,
  attempt: number,
  compared: readonly string[],
): Promise<AttemptOutcome> {
  const outcome = await evaluate(question, query, deps, query === question ? compared : []);
  deps.logger?.info(
    { event: 'retrieval-attempt', attempt, query, state: outcome.state, confidence: outcome.confidence, hits: outcome.hits.length },
    'retrieval attempt',
  );
  return outcome;
}

/** One attempt; `parts` (one query per compared item) replace the query's own search when given. */
async function evaluate(question: string, query: string, deps: GroundedSearchDeps, parts: readonly string[]): Promise<AttemptOutcome> {
  const { found, low } = deps.thresholds ?? { found: 0.75, low: 0.55 };
  const limit = deps.limit ?? 8;
  // A named clause (`§ 7.3`) may rank below its document's other chunks: a deeper search finds it (see clause-lookup).
  const clauses = clauseNumbers(question);
  const withEvidence = deps.evidence !== null && deps.evidence !== undefined;
  const candidates = withEvidence ? Math.max(limit, deps.candidates ?? defaultCandidates) : limit;
  const depth = clauses.length > 0 ? Math.max(candidates, clauseSearchDepth) : candidates;
  let hits: Hit[];
  try {
    const search = (text: string, coverageOf?: string, searchDepth = depth) =>
      deps.retriever.search(text, {
        tenantId: deps.tenantId,
        limit: searchDepth,
        includeSuperseded: deps.includeSuperseded === true,
        // A reformulation adds synonyms and parts: coverage is still measured on the question's own concepts.
        ...(coverageOf ? { coverageGroups: questionConcepts(coverageOf) } : {}),
        signal: deps.signal,
      });
    const entities = parts.length > 0 ? analyzeQuestion(question).entities.filter((entity) => anchoredKinds.has(entity.kind)) : [];
    const documentHits = deps.retriever.documentHits?.bind(deps.retriever);
    const readDocument = documentHits ? (documentId: string) => documentHits(documentId, { tenantId: deps.tenantId, limit: documentChunksRead }) : undefined;
    const searchPart = async (part: string): Promise<Hit[]> => {
      const own = await search(part);
      const entity = entities.filter((candidate) => part.includes(candidate.text));
      // An item that is no named entity may be a document of its own (`SLA Standard` and `SLA Enterprise`, two plans'
      // data sheets): the document whose title names what sets this item apart from the others answers for it.
      if (entity.length === 0) return [...(await titleDocumentHits(part, distinctWords(part, parts), search, low, own)), ...own];
      // The merge keeps each item's first hit: it must be of the item's entity.
      if (entity.length !== 1 || (own[0] && namesEntity(own[0], entity[0]!))) return own;
      return [...(await entityDocumentHits(part, entity[0]!, search, low, readDocument)), ...own];
    };
    hits = parts.length > 0 ? mergeHits(await Promise.all(parts.map(searchPart)), depth) : await search(query, query === question ? undefined : question);
    if (clauses.length > 0) hits = promoteClauses(hits, clauses, low).slice(0, candidates);
    hits = ofNamedYear(question, ofNamedMonth(question, ofNamedVersion(question, hits, low, clauses)));
    hits = deps.evidence ? rescore(await evidenceProfile(question, deps), hits, deps.evidence).slice(0, limit) : hits.slice(0, limit);
  } catch (error) {
    const details = { type: isAnkerError(error) ? error.code : error instanceof Error ? error.name : 'UNKNOWN', message: errorMessage(error) };
    deps.logger?.error({ event: 'retrieval-failed', query, err: error }, 'knowledge base search failed');
    return { query, state: 'TECHNICAL_ERROR', hits: [], ranked: [], stop: true, error: details };
  }
  const ranked = [...hits].sort((a, b) => b.relevance - a.relevance);
  const usable = ranked.filter((hit) => hit.relevance >= low);
  const best = usable[0];
  if (!best) {
    const rescued = deps.evidence ? null : await answeringCandidate(question, ranked, low, deps);
    return rescued ? { query, ...rescued, ranked, stop: false } : { query, state: 'NOT_FOUND', hits: [], ranked, stop: false };
  }
  // Only an outdated version matches well: usable, but never as a plain FOUND.
  const byThreshold: GroundingState = best.relevance >= found && best.citation.status === 'current' ? 'FOUND' : 'LOW_RELEVANCE';
  // The judge reads every hit of the attempt: weaker ones show what is common to all documents and what is specific.
  const confidence = await safeJudge(deps.judge, question, ranked, deps);
  // A table row the question names by a key no row has (`DN 50` among `DN 32`, `DN 40`): not the nearest row.
  const absent = confidence.level === 'NOT_RELEVANT' ? null : absentRowKey(question, usable);
  if (absent) {
    deps.logger?.info({ event: 'table-row-absent', asked: absent.asked, existing: absent.existing }, 'the asked table row does not exist');
    const verdict: JudgeVerdict = { level: 'NOT_RELEVANT', reason: `no table row "${absent.asked}"`, canAnswer: false, missing: [absent.asked] };
    return { query, state: 'NOT_FOUND', hits: [], ranked, confidence: verdict, stop: true, existing: absent.existing };
  }
  // The shown hits are on the topic but none of their sentences answers: a weaker candidate's may.
  if (confidence.level === 'LOW' && confidence.answeringSentence === false && !deps.evidence) {
    const rescued = await answeringCandidate(question, ranked, low, deps);
    if (rescued) return { query, ...rescued, ranked, stop: false };
  }
  switch (confidence.level) {
    case 'NOT_RELEVANT': {
      // A year or version no document of the series has ("Preisblatt 2024" among 2025 and 2026): say which exist.
      const existing = seriesValues(confidence.missing ?? [], ranked) ?? ordinalCases(question, confidence.missing ?? [], ranked);
      return { query, state: 'NOT_FOUND', hits: [], ranked, confidence, stop: true, ...(existing ? { existing } : {}) };
    }
    case 'LOW':
      return { query, state: 'LOW_RELEVANCE', hits: usable, ranked, confidence, stop: false };
    case 'MEDIUM':
    case 'HIGH':
      return { query, state: byThreshold, hits: usable, ranked, confidence, stop: false };
  }
}

/**
 * A question naming a version number that a hit's document declares (`in der SLA-Fassung 1.3`, `release 3.4`) asks
 * about that version: hits of other versions (the current one among them) are dropped, not offered beside it. A
 * decimal number only (`1.3`, `2025.2`), and no clause number (`§ 1.3`): a bare year names a period, not a version.
 */
export function ofNamedVersion(question: string, hits: Hit[], low: number, clauses: readonly string[] = clauseNumbers(question)): Hit[] {
  const named = new Set([...question.matchAll(/(?<![\d.,§])\d+\.\d+(?![\d.,]*\d)/gu)].map((match) => match[0]).filter((number) => !clauses.includes(number)));
  if (named.size === 0 || !hits.some((hit) => hit.citation.version !== null && named.has(hit.citation.version))) return hits;
  // The version's best chunks are lifted to the gate, as a named entity's are: the name vouches for the document.
  return hits
    .filter((hit) => hit.citation.version !== null && named.has(hit.citation.version))
    .map((hit, index) => (index < anchoredKept ? { ...hit, relevance: Math.max(hit.relevance, low) } : hit));
}

/**
 * A question naming a month (`at the October meeting`, `im Mai-Protokoll`) asks about the member of a dated series
 * whose title names that month (`Minutes …, 6 October 2026`): the series' members dated in other months (the May
 * minutes) are other meetings and are dropped. Hits outside such a series stay; nothing changes when no member's
 * title names the month.
 */
export function ofNamedMonth(question: string, hits: Hit[]): Hit[] {
  const asked = monthsNamed(question);
  if (asked.length === 0) return hits;
  const months = new Map(hits.map((hit) => [hit, monthsNamed(hit.citation.title)]));
  const series = new Set(hits.filter((hit) => months.get(hit)!.some((month) => asked.includes(month))).map((hit) => seriesTitle(hit.citation.title)));
  if (series.size === 0) return hits;
  return hits.filter((hit) => {
    const own = months.get(hit)!;
    return !series.has(seriesTitle(hit.citation.title)) || own.length === 0 || own.some((month) => asked.includes(month));
  });
}

// A year right after these bounds the asked time (`vor 2025`, `since 2020`): it names no edition.
const yearBound = /(?<![\p{L}])(?:vor|nach|seit|bis|ab|before|after|since|until|prior\s+to)(?:\s+(?:dem|the))?(?:\s+(?:jahr|year))?\s*$/iu;

/** The years a text names in four digits (`2025`, `2026-10-06`, `06.10.2026`; not `20250` nor `2025,50`). */
function yearsNamed(text: string): { year: string; index: number }[] {
  return [...text.matchAll(/(?<![\p{N}])((?:19|20)\d{2})(?![\p{N}]|[.,]\d)/gu)].map((match) => ({ year: match[1]!, index: match.index ?? 0 }));
}

/**
 * A question naming a year (`under the 2025 price sheet`, `im Preisblatt 2026`) asks about the edition of a series
 * (titled alike but for numbers and dates, see seriesTitle) whose title names that year: the series' members titled
 * with other years only are other editions and are dropped (the current price sheet beside the superseded one asked
 * for). Hits outside such a series, or titled with no year, stay; nothing changes when no member's title names the
 * year, or when a year of the question bounds the asked time (`vor 2025`).
 */
export function ofNamedYear(question: string, hits: Hit[]): Hit[] {
  const named = yearsNamed(question);
  if (named.length === 0 || named.some(({ index }) => yearBound.test(question.slice(Math.max(0, index - 30), index)))) return hits;
  const asked = new Set(named.map(({ year }) => year));
  const years = new Map(hits.map((hit) => [hit, yearsNamed(hit.citation.title).map(({ year }) => year)]));
  const series = new Set(hits.filter((hit) => years.get(hit)!.some((year) => asked.has(year))).map((hit) => seriesTitle(hit.citation.title)));
  if (series.size === 0) return hits;
  return hits.filter((hit) => {
    const own = years.get(hit)!;
    return !series.has(seriesTitle(hit.citation.title)) || own.length === 0 || own.some((year) => asked.has(year));
  });
}

/**
 * The judge found an ordinal case of the question in no hit (`zweiten Vertragsjahr`): the cases of the same noun the
 * hits do state (`ersten Vertragsjahr`), as written. Null when the missing term is no ordinal case of the question.
 */
export function ordinalCases(question: string, missing: readonly string[], ranked: readonly Hit[]): string[] | null {
  const asked = countedNouns(question).filter((entry) => missing.includes(entry.text));
  if (asked.length === 0) return null;
  const stated = new Set<string>();
  for (const hit of ranked) {
    for (const entry of countedNouns(hit.text)) if (asked.some((case_) => case_.noun === entry.noun && case_.number !== entry.number)) stated.add(entry.text);
  }
  return stated.size > 0 ? [...stated] : null;
}

/**
 * The judge found one year (`2024`) or version number (`1.1`) of the question in no hit: the years or versions that
 * the best hit's document series has instead (the hits whose titles differ from its title only in numbers). Years
 * come from those titles; versions from the versions the documents declare; either only when the series has two or
 * more (an old and a new SLA, price sheets of 2025 and 2026), since a document's own revision (`1.0` of each meeting
 * minute) or the one year of a series of minutes names no edition. Null when the missing term is neither or the
 * series has no other.
 */
export function seriesValues(missing: readonly string[], ranked: readonly Hit[]): string[] | null {
  const [asked] = missing;
  if (missing.length !== 1 || !asked || !ranked[0]) return null;
  const year = /^(?:19|20)\d{2}$/.test(asked);
  if (!year && !/^\d+\.\d{1,2}$/.test(asked)) return null;
  const own = seriesTitle(ranked[0].citation.title);
  const members = ranked.filter((hit) => seriesTitle(hit.citation.title) === own);
  const values = new Set<string>(
    year
      ? members.flatMap((hit) => [...hit.citation.title.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((match) => match[0]))
      : members.map((hit) => hit.citation.version ?? '').filter((version) => /^\d+(?:\.\d+)+$/.test(version)),
  );
  // One year or version across the series names no edition: minutes of one year, a document's own revision.
  if (values.size < 2) return null;
  values.delete(asked);
  return values.size > 0 ? [...values].sort() : null;
}

// Entities whose documents a compared item's search is anchored to, and how deep that search reads.
const anchoredKinds = new Set(['name', 'company', 'code']);
const anchorDepth = 40;
const anchoredKept = 2;

function namesEntity(hit: Hit, entity: SalientEntity): boolean {
  return hasEntity(hitEvidence(hit), entity);
}

/**
 * One compared item's search found no hit that names its entity: a contract names its client in the title and the
 * parties clause, not in the clause that answers, so a search for the item's topic ranks other clients' clauses
 * first. The entity's own documents are those the hits of a search for the entity itself name it in (title or text);
 * their best chunks for the item's topic, from a deeper search, are that item's candidates. They are lifted to the
 * gate: the document is vouched for by the name, the chunk by the topic, neither alone by the retrieval score.
 */
async function entityDocumentHits(
  part: string,
  entity: SalientEntity,
  search: (text: string, coverageOf?: string, depth?: number) => Promise<Hit[]>,
  low: number,
  readDocument?: (documentId: string) => Promise<Hit[]>,
): Promise<Hit[]> {
  const documents = new Set((await search(entity.text)).filter((hit) => namesEntity(hit, entity)).map((hit) => hit.documentId));
  if (documents.size === 0) return [];
  // The chunk is chosen by the topic alone: every chunk of the entity's document is about the entity (its title says
  // so), and the name would rank the chunks that repeat it (the parties clause) above the one on the topic.
  const topic = part.split(entity.text).join(' ').replace(/\s+/g, ' ').trim();
  const ofDocuments = async (text: string) => (await search(text, undefined, anchorDepth)).filter((hit) => documents.has(hit.documentId));
  const byTopic = words(topic).some((word) => word.folded.length >= 3 && !isStopword(word.folded)) ? await ofDocuments(topic) : [];
  const found = byTopic.length > 0 ? byTopic : await ofDocuments(part);
  // A document in the other language (an English contract asked about in German) ranks for neither search, and its
  // chunks need not repeat the name, so the search finds only the one that does: the document is read whole and its
  // chunks ranked for the topic through the dictionary, as the judge reads them.
  const read = readDocument && byTopic.length === 0 ? (await Promise.all([...documents].slice(0, anchoredKept).map(readDocument))).flat() : [];
  const pool = [...found, ...read.filter((hit) => !found.some((known) => known.chunkId === hit.chunkId))];
  // Every chunk of the document names the entity (its heading path does): the topic's words and the asked kind of
  // value pick among them, the search's order breaks ties.
  const ranked = onTopic(topic, pool);
  const topical = ranked.length > 0 ? ranked : found;
  return topical.slice(0, anchoredKept).map((hit) => ({ ...hit, relevance: Math.max(hit.relevance, low) }));
}

/** How much a chunk's holding the asked kind of value counts beside its topic words: a date for `Bis wann`, most. */
function answerBonus(type: ReturnType<typeof detectAnswerType>, text: string, question: string): number {
  if (type === 'date' && statesCalendarDate(text)) return 0.5;
  return type !== 'other' && hasAnswerCue(type, text, question) ? 0.25 : 0;
}

// Chunks of a named document read when no search ranks them (a contract has tens, a manual may have hundreds).
const documentChunksRead = 80;

/**
 * The hits that hold the topic's words (as written, inflected, in a compound, as a synonym or a dictionary
 * translation) or the asked kind of value (a date for `Bis wann`, see answerBonus), best first; ties keep the given
 * order. Hits that hold neither are left out. The judge still reads the chosen hit's sentences.
 */
function onTopic(topic: string, hits: readonly Hit[]): Hit[] {
  const analysis = analyzeQuestion(topic);
  const answerType = detectAnswerType(topic);
  const total = analysis.aspects.reduce((sum, aspect) => sum + aspect.weight, 0);
  if (total === 0) return [];
  return hits
    .map((hit) => {
      const evidence = hitEvidence(hit);
      const covered = analysis.aspects.reduce((sum, aspect) => sum + aspect.weight * aspectScore(evidence, aspect), 0) / total;
      return { hit, score: covered + answerBonus(answerType, hit.text, topic) };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.hit);
}

/**
 * The calibrated relevance reads retrieval scores only, and a plain question in everyday words ("Was kostet eine
 * Mahnung?") scores low against the price table that answers it. So the first few candidates below the gate (or
 * behind shown hits that do not answer) are each put before the judge as the one shown hit: the first that the judge
 * rates HIGH, with nothing of the question missing and a sentence that answers, is the result, as LOW_RELEVANCE (an
 * answer with the caveat, since retrieval alone did not vouch for it). A table row or numbered variant the question
 * names that the candidate lacks (see absentRowKey) never qualifies.
 */
async function answeringCandidate(question: string, ranked: Hit[], low: number, deps: GroundedSearchDeps): Promise<Pick<AttemptOutcome, 'state' | 'hits' | 'confidence'> | null> {
  // A verb the sources paraphrase (`Was bekommt man …`, `What do I get …`) may be missing; a name, noun or number not.
  const analysis = analyzeQuestion(question);
  const paraphrasable = new Set(analysis.aspects.filter((aspect) => (analysis.language === 'de' ? !aspect.isNoun : aspect.isVerb === true)).map((aspect) => aspect.raw));
  for (const candidate of ranked.slice(0, candidatesReread)) {
    if (candidate.relevance < rereadFloor) break;
    // The judge reads sentences only of hits at or above the gate: the candidate is lifted to it, the rest kept below.
    const shown = { ...candidate, relevance: Math.max(candidate.relevance, low) };
    const context = ranked.filter((hit) => hit !== candidate).map((hit) => ({ ...hit, relevance: Math.min(hit.relevance, low / 2) }));
    const verdict = await safeJudge(deps.judge, question, [shown, ...context], deps);
    // MEDIUM only through a missing English verb the sources paraphrase (`come with` for `enthält`) counts as HIGH. A
    // German verb is as often the topic itself (`heirate`), and WordNet tells English verbs, nothing tells German ones.
    const onlyVerbsMissing = analysis.language === 'en' && (verdict.missing ?? []).length > 0 && !verdict.missing!.some((word) => !paraphrasable.has(word));
    const answers =
      (verdict.level === 'HIGH' || (verdict.level === 'MEDIUM' && onlyVerbsMissing)) && verdict.canAnswer && verdict.answeringSentence !== false && !verdict.missing?.some((word) => !paraphrasable.has(word));
    deps.logger?.debug({ event: 'candidate-verdict', source: candidate.citation.source, relevance: candidate.relevance, rank: ranked.indexOf(candidate), level: verdict.level, canAnswer: verdict.canAnswer, answeringSentence: verdict.answeringSentence, missing: verdict.missing ?? [], reason: verdict.reason }, 'candidate re-read verdict');
    if (answers && !absentRowKey(question, [candidate])) {
      deps.logger?.info({ event: 'candidate-reread', source: candidate.citation.source, relevance: candidate.relevance }, 'a candidate below the shown hits answers');
      return { state: 'LOW_RELEVANCE', hits: [candidate], confidence: { ...verdict, level: 'LOW' } };
    }
  }
  return null;
}

/** The question as the evidence model reads it, with which of its words the tenant's documents use (when known). */
async function evidenceProfile(question: string, deps: GroundedSearchDeps): Promise<QuestionProfile> {
  const profile = profileQuestion(question);
  if (!deps.corpus?.documentFrequency) return profile;
  try {
    const words = profile.terms.map((term) => term.raw);
    const { frequencies } = await deps.corpus.documentFrequency(deps.tenantId, words);
    return profileQuestion(question, new Set(words.filter((word) => (frequencies.get(word) ?? 0) > 0)));
  } catch (error) {
    deps.logger?.warn({ event: 'evidence-corpus-failed', err: error }, 'corpus statistics unavailable; every word counts as known');
    return profile;
  }
}

/** The candidates as the evidence model scores them: relevance becomes P(answers), the retriever's kept in scores. */
function rescore(question: QuestionProfile, hits: Hit[], model: EvidenceModel): Hit[] {
  return scoreEvidence(question, hits, model).map(({ hit, probability, units }) => ({
    ...hit,
    relevance: probability,
    scores: { ...hit.scores, retrieval: hit.relevance },
    answerUnits: units.slice(0, answerUnitsKept),
  }));
}

async function safeJudge(judge: Judge, question: string, hits: Hit[], deps: GroundedSearchDeps): Promise<JudgeVerdict> {
  try {
    return await judge.judge(question, hits, { signal: deps.signal, tenantId: deps.tenantId });
  } catch (error) {
    deps.logger?.warn({ event: 'judge-failed', judge: judge.id, err: error }, 'judge failed; treating hits as LOW');
    return { level: 'LOW', reason: 'judge failed', canAnswer: false };
  }
}

async function safeReformulate(reformulator: Reformulator, question: string, previous: RetrievalAttempt[], logger?: Logger): Promise<string | null> {
  try {
    const query = (await reformulator.reformulate(question, previous))?.trim();
    return query ? query : null;
  } catch (error) {
    logger?.warn({ event: 'reformulate-failed', err: error }, 'query reformulation failed; no further attempt');
    return null;
  }
}

function toAttempt(outcome: AttemptOutcome): RetrievalAttempt {
  return { query: outcome.query, state: outcome.state, ...(outcome.confidence ? { confidence: plainConfidence(outcome.confidence) } : {}) };
}

/**
 * An attempt as the reformulator reads it: with the words of the question no hit held (the judge's `missing`), which
 * the offline one translates into the other language. The result's trace keeps the plain confidence.
 */
function toRequeryAttempt(outcome: AttemptOutcome): RetrievalAttempt {
  const attempt = toAttempt(outcome);
  const missing = outcome.confidence?.missing;
  return attempt.confidence && missing && missing.length > 0 ? { ...attempt, confidence: { ...attempt.confidence, missing: [...missing] } } : attempt;
}

function plainConfidence(verdict: JudgeVerdict): Confidence {
  return { level: verdict.level, reason: verdict.reason, canAnswer: verdict.canAnswer };
}

function toResult(
  question: string,
  language: QuestionLanguage,
  final: AttemptOutcome,
  outcomes: AttemptOutcome[],
  deps: GroundedSearchDeps,
  indexed: ReadonlySet<string>,
  entities: readonly string[] = [],
): GroundedResult {
  const answerable = final.state === 'FOUND' || final.state === 'LOW_RELEVANCE';
  const hits = answerable ? final.hits : [];
  const citations = answerable
    ? buildCitations(hits, { freshnessMonths: deps.freshnessMonths ?? 6, now: (deps.now ?? (() => new Date()))(), language })
    : [];
  const judged = (final.state === 'NOT_FOUND' ? final : outcomes.find((outcome) => outcome.stop && outcome.confidence?.missing))?.confidence?.missing ??
    outcomes.find((outcome) => outcome.stop && outcome.confidence?.missing)?.confidence?.missing;
  const missing = judged ? keyTermsOf(question, judged, language).filter((term) => !indexed.has(term)) : undefined;
  const content = buildContent({
    state: final.state,
    question,
    language,
    citations,
    hits,
    queries: outcomes.map((outcome) => outcome.query),
    missing: final.state === 'NOT_FOUND' ? missing : undefined,
    existing: final.state === 'NOT_FOUND' ? final.existing : undefined,
    compared: answerable && entities.length > 0 ? [...entities] : undefined,
    budgetChars: deps.contextBudgetChars,
  });
  return {
    state: final.state,
    isError: !answerable,
    content,
    hits,
    citations,
    ...(final.confidence ? { confidence: plainConfidence(final.confidence) } : {}),
    attempts: outcomes.map(toAttempt),
    ...(final.state === 'NOT_FOUND' && missing?.length ? { missing } : {}),
    ...(final.state === 'NOT_FOUND' && final.existing?.length ? { existing: final.existing } : {}),
    ...(answerable && entities.length > 0 ? { compared: [...entities] } : {}),
    ...(final.error ? { error: final.error } : {}),
  };
}

/**
 * What a not-found answer may name as missing: only the question's own key terms, never the judge's internals (a
 * value kind such as "ein Betrag", a reformulation's synonym) and no verb (German: no verb or adjective, "kümmert",
 * "kompletten"; English: no word used mostly as a verb, "happens"): the user reads which of their words the documents
 * lack, and a verb they lack says nothing.
 */
function keyTermsOf(question: string, missing: readonly string[], language: QuestionLanguage): string[] {
  const asked = ` ${words(question).map((word) => word.folded).join(' ')} `;
  const opening = words(question)[0]?.folded;
  const kept = missing.filter((term) => {
    const termWords = words(term);
    if (termWords.length === 0 || !asked.includes(` ${termWords.map((word) => word.folded).join(' ')} `)) return false;
    const only = termWords.length === 1 ? termWords[0]! : null;
    // An English verb (`happens`, `allowed`) says as little as a German one; a capitalised word is a name.
    if (language === 'en' && only && !/\d/.test(only.raw) && /^\p{Ll}/u.test(only.raw)) return !isMostlyVerb(only.folded);
    if (language !== 'de' || !only || /\d/.test(only.raw)) return true;
    // The first word is capitalised by its place (`Bekomme ich …`, `Wohin melde ich …`): dropped when the word list
    // writes it in lower case (a verb, a question word); an unknown word (`Parkplätze`, inflected) is kept.
    return !/^\p{Ll}/u.test(only.raw) && !(only.folded === opening && germanWordList().isLowercase(lowercase(only.raw)));
  });
  return [...new Set(kept)];
}

const pastWords =
  /\b(?:alt(?:e[nrms]?)?|fr(?:ü|u|ue)her\w*|vorherig\w*|vorig\w*|ehemalig\w*|bisherig\w*|ersetzt\w*|veraltet\w*|old|older|previous|former|earlier|superseded|outdated)\b/i;

/** True when a question names an earlier year or asks about an old, previous or superseded version. */
export function refersToPast(question: string, now: Date): boolean {
  const years = [...question.matchAll(/\b(19|20)\d{2}\b/g)].map((match) => Number(match[0]));
  // `my 10 year old` asks about a child, not an old version (the words are read folded).
  return years.some((year) => year < now.getUTCFullYear()) || pastWords.test(withoutAges(question));
}

/**
 * The question's content words, each as a list of interchangeable spellings (today the word alone). In a German question
 * only nouns, names, codes and numbers count (capitalised or with digits): they name the topic, while verbs and
 * adjectives (`verlangen`, `schlechter`) are paraphrased by the documents and would only dilute the coverage.
 */
export function questionConcepts(question: string): string[][] {
  const concepts = new Map<string, string[]>();
  const german = detectQuestionLanguage(question) === 'de';
  const heads = modifiedHeads(question);
  for (const [position, word] of words(question).entries()) {
    if (isStopword(word.folded) || concepts.has(word.folded) || heads.has(word.folded)) continue;
    if (german && position > 0 && !/^\p{Lu}|\d/u.test(word.raw)) continue;
    concepts.set(word.folded, [word.raw]);
  }
  return [...concepts.values()];
}

/**
 * A comparison answered from one attempt may hold only one side (the re-query found the Alpha contract, the first
 * search both contracts): the usable hits of every answerable attempt are kept, so each compared item has its source.
 */
/**
 * Two current documents of one series (minutes of the same board, its title but for the date) may disagree, and the
 * newer one stands: when the result's hits hold a document of a series and an attempt ranked a newer current member of
 * it on the topic (at least half the gate's relevance), that member's best hit joins, so the answer can take the newer
 * value and say that the older document states otherwise.
 */
function withNewerOfSeries(result: AttemptOutcome, outcomes: AttemptOutcome[], low: number): AttemptOutcome {
  if ((result.state !== 'FOUND' && result.state !== 'LOW_RELEVANCE') || result.hits.length === 0) return result;
  // Titled alike but for numbers and dates (`Protokoll 12.03.2026`, `Minutes, 6 October 2026`), see seriesTitle.
  const series = seriesTitle;
  const shown = new Set(result.hits.map((hit) => hit.documentId));
  const added: Hit[] = [];
  for (const hit of result.hits) {
    if (hit.citation.status !== 'current' || !hit.citation.documentDate) continue;
    const own = series(hit.citation.title);
    // A title of dates or numbers only names no series.
    if (!own) continue;
    const newer = outcomes
      .flatMap((outcome) => outcome.ranked)
      .filter(
        (other) =>
          !shown.has(other.documentId) &&
          other.citation.status === 'current' &&
          (other.citation.documentDate ?? '') > hit.citation.documentDate! &&
          other.citation.title !== hit.citation.title &&
          series(other.citation.title) === own &&
          // The same section of the newer member (`TOP 1: Zeitplan` of the later minutes) is its counterpart, however
          // differently it words the matter.
          (other.relevance >= low / 2 || (Boolean(hit.citation.section) && series(other.citation.section ?? '') === series(hit.citation.section ?? ''))),
      )
      .sort((a, b) => b.relevance - a.relevance)[0];
    if (newer) {
      shown.add(newer.documentId);
      added.push({ ...newer, relevance: Math.max(newer.relevance, low) });
    }
  }
  return added.length > 0 ? { ...result, hits: [...result.hits, ...added] } : result;
}

/**
 * The hits of a section about another case than the asked one (see otherCaseHits) are left out. When none is left,
 * the parallel sections that name the asked case are read instead, at the gate's relevance and as LOW_RELEVANCE at
 * most, if the judge finds a sentence of them that answers; else the result is NOT_FOUND, naming the question's word
 * that only the parallel section's heading names.
 */
async function withoutOtherCases(question: string, result: AttemptOutcome, aspects: readonly AspectTerm[], candidates: readonly Hit[], deps: GroundedSearchDeps): Promise<AttemptOutcome> {
  if (result.state !== 'FOUND' && result.state !== 'LOW_RELEVANCE') return result;
  const others = otherCaseHits(question, aspects, result.hits, candidates);
  if (others.length === 0) return result;
  deps.logger?.info({ event: 'other-case-sections', dropped: others.map((other) => ({ section: other.hit.citation.section, asked: other.asked, parallel: other.section })) }, 'hits of a parallel section about another case left out');
  const kept = result.hits.filter((hit) => !others.some((other) => other.hit === hit));
  if (kept.length > 0) return { ...result, hits: kept };
  const low = deps.thresholds?.low ?? 0.55;
  const parallel = [...new Map(others.map((other) => [other.parallel.chunkId, { ...other.parallel, relevance: Math.max(other.parallel.relevance, low) }])).values()];
  const verdict = await safeJudge(deps.judge, question, parallel, deps);
  if (verdict.level !== 'NOT_RELEVANT' && verdict.answeringSentence !== false && !absentRowKey(question, parallel)) {
    return { ...result, state: 'LOW_RELEVANCE', hits: parallel, confidence: { ...verdict, level: verdict.level === 'HIGH' ? 'MEDIUM' : verdict.level } };
  }
  const asked = [...new Set(others.map((other) => other.asked))];
  const missing: JudgeVerdict = { level: 'NOT_RELEVANT', reason: `the hits are about another case than "${asked.join('", "')}"`, canAnswer: false, missing: asked };
  return { ...result, state: 'NOT_FOUND', hits: [], confidence: missing, stop: true };
}

function withComparedSides(best: AttemptOutcome, outcomes: AttemptOutcome[], limit: number): AttemptOutcome {
  if (best.state !== 'FOUND' && best.state !== 'LOW_RELEVANCE') return best;
  const answerable = outcomes.filter((outcome) => outcome.state === 'FOUND' || outcome.state === 'LOW_RELEVANCE');
  return { ...best, hits: mergeHits([best.hits, ...answerable.filter((outcome) => outcome !== best).map((outcome) => outcome.hits)], limit) };
}

/** The content words of one compared item's query that no other item's query has (folded). */
function distinctWords(part: string, parts: readonly string[]): string[] {
  const others = new Set(parts.filter((other) => other !== part).flatMap((other) => words(other).map((word) => word.folded)));
  return [...new Set(words(part).map((word) => word.folded))].filter((word) => word.length >= 3 && !isStopword(word) && !others.has(word) && !/^\d/.test(word));
}

/**
 * A compared item's own document, when its title names every word that sets the item apart (`Enterprise` of `SLA
 * Enterprise`) and the item's best hit is of another document (a contract that cites the plan): that document's best
 * chunks for the item, from a deeper search, lifted to the gate, as an entity's own documents are. None when the
 * best hit's title already names the item, when no title or several documents' titles do.
 */
async function titleDocumentHits(
  part: string,
  distinct: readonly string[],
  search: (text: string, coverageOf?: string, depth?: number) => Promise<Hit[]>,
  low: number,
  own: readonly Hit[],
): Promise<Hit[]> {
  if (distinct.length === 0) return [];
  const titleNames = (hit: Hit): boolean => {
    const title = new Set(words(hit.citation.title).map((word) => word.folded));
    return distinct.every((word) => title.has(word));
  };
  if (own[0] && titleNames(own[0])) return [];
  const deep = await search(part, undefined, anchorDepth);
  const documents = new Set(deep.filter(titleNames).map((hit) => hit.documentId));
  if (documents.size !== 1) return [];
  return deep
    .filter((hit) => documents.has(hit.documentId))
    .slice(0, anchoredKept)
    .map((hit) => ({ ...hit, relevance: Math.max(hit.relevance, low) }));
}

/** Hits of several searches: each chunk once (its best relevance), the best of every search kept, best first. */
function mergeHits(lists: Hit[][], limit: number): Hit[] {
  const best = new Map<string, Hit>();
  for (const hit of lists.flat()) {
    const known = best.get(hit.chunkId);
    if (!known || hit.relevance > known.relevance) best.set(hit.chunkId, hit);
  }
  const ranked = [...best.values()].sort((a, b) => b.relevance - a.relevance);
  const tops = new Set(lists.map((list) => list[0]?.chunkId).filter((id): id is string => id !== undefined));
  const kept = ranked.filter((hit) => tops.has(hit.chunkId));
  for (const hit of ranked) if (kept.length < Math.max(limit, tops.size) && !kept.includes(hit)) kept.push(hit);
  return kept.sort((a, b) => b.relevance - a.relevance);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
