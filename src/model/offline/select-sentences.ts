import { hasAnswerCue, statesCalendarDate } from './answer-type.js';
import { statesOtherwise } from './resolve-conflicts.js';
import { comparisonNoise, holdsAnswer, namesCodes, namesModifiers, namesOtherOrdinal, namesOtherVersion, namesSiblingName, opensClause, questionFocus, withoutAskWords } from './question-focus.js';
import { isQuestionLine, splitIntoUnits } from './split-sentences.js';
import { detectQuestionLanguage } from '../../prompt/detect-question-language.js';
import { SYNONYM_MATCH, firstSenseAlternatives, synonymAlternatives } from './synonym-alternatives.js';
import { trimToClause, trimToListedRole, type ClauseReader } from './trim-to-clause.js';
import { termDefinitions, isGermanDictionaryWord, askedDimensions, askedQuantities, coversQuantity, figuresIn, statesDimension, isUnknownEnglishWord, type AskedQuantity, namesQuotedTerm, rangesIn, suspendedCompounds, weekdaysInRanges, joinedParticleVerbs, quarterWords, seriesTitle, unitNames, zuInfinitiveVerbs } from '../../text/index.js';
import { contentTermParts, contentTerms, foldText, isStopword, stem, termMatch, tokenize } from './text-terms.js';

/** One source as the offline answerer reads it from a search tool result. */
export interface AnswerSource {
  /** The [n] marker of the source. */
  marker: number;
  text: string;
  /** Document title: context for every sentence of the source (a client's name is often only there). */
  title?: string;
  /** Document date (ISO): of two sources that state the asked value equally well, the newer one is preferred. */
  documentDate?: string | null;
  /** `current` or `superseded`: only two current sources can disagree. */
  status?: string;
}

/** A sentence picked for the answer. */
export interface SelectedSentence {
  marker: number;
  text: string;
  score: number;
  /** Older current sources that state another value for the same thing, left out for this newer one. */
  overrules?: number[];
}

export interface SelectOptions {
  /** Most sentences in an answer (default 2). */
  maxSentences?: number;
  /** A further sentence must reach this share of the best score (default 0.75). */
  followRatio?: number;
  /** Least coverage of the question's weighted terms for a sentence to count as answering (default 0.2). */
  minScore?: number;
  /**
   * The search compared named items (the tool result's `compared`, e.g. two clients joined by `und`): sentences of
   * several sources answer, as for a question worded as a comparison, and none overrules another as older.
   */
  comparison?: boolean;
  /**
   * The compared items themselves (`Klinikum`, `Brauerei Hopfenthal`): each source speaks of its own item, so an item's
   * name is no word a sentence must share with the question (the other items' sources never name it).
   */
  items?: readonly string[];
}

interface Candidate {
  marker: number;
  /** A table row whose key the question names (see namedRows). */
  namedRow?: boolean;
  /** Of a named row: how many words of its key the question names. */
  namedWords?: number;
  text: string;
  stems: Set<string>;
  joined: string;
  headingStems: Set<string>;
  headingJoined: string;
  titleStems: Set<string>;
  titleJoined: string;
  /** Title, headings and the sentence before: where a code of the question may stand instead. */
  context: string;
  /** The whole paragraph: where a modifier (`Grainger` of `Grainger-Markt`) may stand instead. */
  paragraph: string;
  isTableRow: boolean;
  /** Of a table row: which table of its source it belongs to (see TextUnit.table). */
  table?: number;
  /** A line of program code (see looksLikeCode): an example of the answer at most, never the answer itself. */
  isCode: boolean;
  documentDate: string | null;
  status: string | null;
  order: number;
}

const CURRENCY = /€|\b(?:eur|euro|usd|chf|gbp|dollars?)\b|\$/i;
// Questions that ask for a count (`how many`, `wie viele`): answered by a number, never by a sentence without one
// (`wie viel` is often answered in words, `das Zehnfache`, and `wie oft` by a frequency, `quartalsweise`).
const ASKS_COUNT = /\b(?:how many|wie viele|wieviele)\b/i;
const PLAIN_AMOUNT = /(?<![\d.,])\d{1,3}(?:[.,']\d{3})*[.,]\d{2}(?![\d.,]*\d)/;

/** A sentence without the asked kind of value still wins when it matches the question this much better. */
const HOLDING_MARGIN = 0.15;

/** Scores this close to the best count as a tie between sources. */
const NEAR_TIE = 0.05;

/** Coverage of the question's terms at which a best sentence with the asked answer type stands alone. */
const SELF_SUFFICIENT_COVERAGE = 0.7;

const HEADING_WEIGHT = 0.5;
const TITLE_WEIGHT = 1;

/** Coverage a sentence matched only through synonyms needs when it holds no value of the asked kind. */
const SYNONYM_ONLY_COVERAGE = 0.5;

/** What the sentence that opens with the clause the question names gains: it is what was asked. */
const CLAUSE_BONUS = 1;

/** Most sources one answer draws on. */
const MAX_SOURCES = 3;
// A question that opens by asking when (not one that only has a `when` clause: `Who led them when …?`).
const OPENS_WITH_WHEN = /^\s*(?:(?:bis|ab|seit|von)\s+)?(?:wann|when)\b/i;

// A calendar date answers "bis wann / when" more directly than a duration (`12 Monate`) or a clause number.
const CALENDAR_BONUS = 0.1;
// A value of the dimension the question's adverb asks for (`7,5 m` for "how long is the cable") answers more directly
// than another number of the same row or list (`11 kW`, `690 €`).
const DIMENSION_BONUS = 0.1;
// A line of code (`const client = new X({ maxRetries: 0 });`) shows how, where a sentence of the text says what: it
// answers only when no sentence does nearly as well.
const CODE_FACTOR = 0.5;
// Letters a question's compound must have after a row key word that opens it (`öko|stromtarif`), and the German
// linking elements that may stand between them (`familie|n|karte`, `senior|en|ticket`).
const MIN_COMPOUND_REST = 4;
const LINKING_ELEMENTS = ['', 's', 'es', 'n', 'en', 'e', 'er'];
const DEFAULTS: Required<SelectOptions> = { maxSentences: 2, followRatio: 0.6, minScore: 0.05, comparison: false, items: [] };

/**
 * A question that names a table row by its key (`Teamleitung` in a table of who may grant how much) asks for that
 * row: the other rows of that source's tables are other cases (their values the tempting neighbours), not answers.
 * Rows of sources where the question names no row key stay, as do all sentences that are no table rows.
 */
function namedRows(question: string, candidates: Candidate[], whole = question): Candidate[] {
  const tokens = tokenize(question);
  const stems = tokens.map(stem);
  const asked = new Set(stems);
  // The whole question (of which `question` may be one clause) tells which names it writes apart.
  const wholeStems = whole === question ? stems : tokenize(whole).map(stem);
  const wholeAsked = new Set(wholeStems);
  // A German compound of the question opened by a key word (`Ökostromtarif` for the row `LindenStrom Öko`,
  // `Gasanschluss` for `Gas`): the rest is a word of its own (`stromtarif`), not the tail of another word (`produkt`).
  const opens = (word: string): boolean =>
    tokens.some(
      (token) =>
        token.startsWith(word) &&
        LINKING_ELEMENTS.some((link) => {
          const rest = token.slice(word.length);
          return rest.startsWith(link) && rest.length - link.length >= MIN_COMPOUND_REST && isGermanDictionaryWord(rest.slice(link.length));
        }),
    );
  // A hyphenated key (`E-Bike`, `Lkw-Stellplatz`) is named only whole: its short part is what tells it from the rest.
  const askedWhole = new Set((question.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((word) => tokenize(word).join('')));
  const keyOf = (candidate: Candidate): string => {
    const first = candidate.text.split('; ')[0] ?? '';
    return (first.includes(': ') ? first.slice(first.indexOf(': ') + 2) : first).replace(/\([^)]*\)/g, ' ');
  };
  const keyWords = (key: string): string[] =>
    tokenize(key.replace(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu, ' ')).filter((word) => word.length >= 3 && !isStopword(word) && !/^\d/.test(word));
  // A word every row key of a table shares (the brand of `LindenStrom Basis`, `LindenStrom Öko`) tells no row from
  // another: the question need not repeat it.
  const tableOf = (candidate: Candidate): string => `${candidate.marker}:${candidate.table ?? -1}`;
  const shared = new Map<string, Set<string>>();
  for (const table of new Set(candidates.filter((candidate) => candidate.isTableRow).map(tableOf))) {
    const keys = candidates.filter((candidate) => candidate.isTableRow && tableOf(candidate) === table).map((candidate) => new Set(keyWords(keyOf(candidate))));
    shared.set(table, keys.length >= 2 ? new Set([...keys[0]!].filter((word) => keys.every((key) => key.has(word)))) : new Set());
  }
  const names = (candidate: Candidate): boolean => {
    if (!candidate.isTableRow) return false;
    const key = keyOf(candidate);
    const hyphenated = (key.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((word) => tokenize(word).join(''));
    if (hyphenated.some((word) => !askedWhole.has(word))) return false;
    const words = keyWords(key);
    // A key whose words the question names apart (`LindenStrom Öko und LindenGas Fix24` for the key `LindenStrom
    // Fix24`) takes them from two of the named things: the question names the keys it writes in a row.
    if (words.length >= 2 && words.every((word) => wholeAsked.has(stem(word))) && !inARow(words.map(stem), wholeStems)) return false;
    const telling = words.filter((word) => !shared.get(tableOf(candidate))?.has(word));
    if (telling.length > 0 && telling.length < words.length) return telling.every((word) => asked.has(stem(word)) || opens(word));
    return (words.length > 0 || hyphenated.length > 0) && words.every((word) => asked.has(stem(word)) || opens(word));
  };
  const named = candidates.filter(names);
  for (const candidate of named) {
    candidate.namedRow = true;
    candidate.namedWords = keyWords(keyOf(candidate)).filter((word) => asked.has(stem(word)) || opens(word)).length;
  }
  const naming = new Set(named.map((candidate) => candidate.marker));
  if (naming.size === 0) return candidates;
  return candidates.filter((candidate) => !candidate.isTableRow || !naming.has(candidate.marker) || names(candidate));
}

/** Whether `run` occurs in `sequence` as consecutive elements, in order. */
function inARow(run: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + run.length <= sequence.length; start += 1) {
    if (run.every((item, offset) => sequence[start + offset] === item)) return true;
  }
  return false;
}

/**
 * A question giving its own figure of a unit (`bei 5.000 Liter Jahresmenge`) asks for the table row whose range of
 * that unit holds it (`über 2.000 bis 8.000 Liter`): rows with other ranges of the unit are other cases, never the
 * answer, also when no row holds the figure (the asked row does not exist). So are sentences that state the unit at
 * other figures only.
 */
function rowsInRange(question: string, candidates: Candidate[]): Candidate[] {
  const quantities = askedQuantities(question);
  if (quantities.length === 0) return candidates;
  const ranged = (candidate: Candidate): boolean => candidate.isTableRow && quantities.some((quantity) => rangesIn(candidate.text, quantity.unit).length > 0);
  const holds = (candidate: Candidate): boolean => candidate.isTableRow && quantities.some((quantity) => coversQuantity(candidate.text, quantity));
  // A sentence that states the unit at other figures only (`Die Anschlussleistung beträgt 1.450 kW` for `… von 120
  // kW?`) speaks of another case too; beyond a bound (`mehr als 100 kW`) a larger figure may be the asked one.
  const otherFigures = (candidate: Candidate): boolean =>
    quantities.some((quantity) => {
      if (quantity.bound !== undefined || rangesIn(candidate.text, quantity.unit).length > 0) return false;
      const figures = figuresIn(candidate.text, quantity.unit);
      return figures.length > 0 && !figures.includes(quantity.value);
    });
  return candidates.filter((candidate) => (!ranged(candidate) || holds(candidate)) && !otherFigures(candidate));
}

// The polite German pronouns, capitalised inside a sentence without being names.
const POLITE = new Set(['sie', 'ihnen', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'ihres']);

/**
 * A stopword capitalised inside the question is a name (`the Pro plan`, `Tarif Plus`): it tells the table row or
 * section of that name from the others, so it is a term of the question.
 */
function withCapitalisedStopwords(question: string, terms: Map<string, string[]>): Map<string, string[]> {
  const written = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of written.slice(1)) {
    const lower = tokenize(word)[0] ?? '';
    if (!/^\p{Lu}\p{Ll}+$/u.test(word) || !isStopword(lower) || POLITE.has(lower)) continue;
    const key = stem(lower);
    if (!terms.has(key)) terms.set(key, []);
  }
  return terms;
}

/**
 * Picks the sentences of the sources that best answer the question, in source order; empty when none does. A question
 * of two clauses that each name something (`Wie viele X gibt es, und erhalten Y …?`) gets the best sentences of each.
 */
export function selectSentences(question: string, sources: AnswerSource[], options: SelectOptions = {}): SelectedSentence[] {
  const clauses = askedClauses(question);
  if (clauses.length < 2 || clauses.some((clause) => contentTerms(clause).length === 0)) return selectForClause(question, sources, options);
  const chosen = new Map<string, SelectedSentence>();
  for (const clause of clauses) for (const sentence of selectForClause(clause, sources, options, question)) chosen.set(`${sentence.marker}|${sentence.text}`, sentence);
  return [...chosen.values()];
}

// A question word that opens a question of its own after `und` / `and` (`… und wie lange läuft er?`).
const ASKING = /\s+(?:und|and)\s+(?=(?:wie|was|welche[rsnm]?|wer|wem|wen|wann|wo|warum|how|what|which|who|whom|when|where|why)\b)/i;
const QUESTION_OPENING = /^(?:wie|was|welche[rsnm]?|wer|wem|wen|wann|wo|warum|how|what|which|who|whom|when|where|why)\b/i;
// A question that names only its asked thing (`Which plan`, `Welchen Tarif`), the rest said once for both.
const BARE_ASK = /^(?:welche[rsnm]?|which|what)(?:\s+[\p{L}\p{N}-]+){1,3}$/iu;
const AUXILIARY = /^(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|shall)$/i;

/**
 * The questions a question asks: clauses joined by `, und` / `, and`, and questions of their own joined by `und` /
 * `and` before a question word (`Was kostet der Plan und wie lange läuft er?`). Of `Which plan and which contract
 * number do A and B have?` the first borrows the second's rest: `Which plan do A and B have?`.
 */
export function askedClauses(question: string): string[] {
  // Only questions joined to questions: `zwischen Alpha und welchem Kunden` is one.
  const clauses = question
    .split(/,\s*(?:und|oder|and|or)\s+/i)
    .flatMap((clause) => (QUESTION_OPENING.test(clause.trim()) ? clause.split(ASKING) : [clause]))
    .map((clause) => clause.trim());
  return clauses.map((clause, index) => {
    const next = clauses[index + 1];
    if (!next || !BARE_ASK.test(clause) || clause.split(/\s+/).some((word) => AUXILIARY.test(word))) return clause;
    const rest = restAfterAsked(next);
    return rest ? `${clause} ${rest}` : clause;
  });
}

/** What follows the asked thing of a question (`do A and B have?` of `which contract number do A and B have?`). */
function restAfterAsked(clause: string): string | null {
  const words = clause.split(/\s+/);
  // English: from the auxiliary on; German: from the first lowercase word after the asked noun.
  const auxiliary = words.findIndex((word, index) => index > 1 && AUXILIARY.test(word));
  if (auxiliary > 0) return words.slice(auxiliary).join(' ');
  const noun = words.findIndex((word, index) => index > 0 && /^\p{Lu}/u.test(word));
  if (noun < 0) return null;
  const verb = words.findIndex((word, index) => index > noun && /^\p{Ll}/u.test(word));
  return verb > 0 ? words.slice(verb).join(' ') : null;
}

function selectForClause(question: string, sources: AnswerSource[], options: SelectOptions, whole = question): SelectedSentence[] {
  const settings = { ...DEFAULTS, ...options };
  const read = questionFocus(question);
  const focus = options.comparison ? { ...read, comparison: true } : read;
  const termParts = withCapitalisedStopwords(question, contentTermParts(question));
  const noise = comparisonNoise(focus, question);
  const terms = withoutAskWords(focus, [...termParts.keys()]).filter((term) => !noise.has(term));
  if (terms.length === 0) return [];
  const candidates = buildCandidates(sources);
  if (candidates.length === 0) return [];
  const weights = termWeights(terms, termParts, candidates, question);
  const answerType = focus.answerType;
  const dimensions = askedDimensions(question);
  const alternatives = synonymAlternatives(question);
  // A price table states its currency once (`All prices in EUR`) and its cells as plain amounts (`120.00`).
  const currencySources = new Set(sources.filter((source) => CURRENCY.test(source.text)).map((source) => source.marker));
  const plainAmountOfPriceTable = (text: string, marker: number): boolean => focus.asksForMoney && currencySources.has(marker) && PLAIN_AMOUNT.test(text);
  const ownMatch = (candidate: Candidate, term: string, parts?: string[]): number => {
    const direct = termMatch(term, candidate.stems, candidate.joined, parts);
    // The document title names what every sentence speaks of (the client of a contract); headings less so.
    const fromHeading = Math.max(
      HEADING_WEIGHT * termMatch(term, candidate.headingStems, candidate.headingJoined, parts),
      TITLE_WEIGHT * termMatch(term, candidate.titleStems, candidate.titleJoined, parts),
    );
    return Math.max(direct, fromHeading);
  };
  /** The match through the question's own word (`own`), raised by its synonyms. */
  const matchOf = (candidate: Candidate, term: string, own: number): number => {
    let best = own;
    for (const alternative of alternatives.get(term) ?? []) {
      if (best >= SYNONYM_MATCH) break;
      best = Math.max(best, SYNONYM_MATCH * ownMatch(candidate, alternative));
    }
    return best;
  };

  // A word no dictionary knows that the sources use (`zstd`, a product's own word) names what is asked about, as a
  // code does: the sentence, with its title, headings and paragraph, must name it. One the sources never use (a
  // misspelling, an English word a German source translates) asks nothing of them.
  const identifiers = identifiersOf(question, sources);
  // Its document must name it: the sentence's own context, or another source of the same title (another chunk of it).
  const namingTitles = new Map(identifiers.map((word) => [word, new Set(sources.filter((source) => namesQuotedTerm(`${source.title ?? ''}\n${source.text}`, word)).map((source) => source.title ?? ''))]));
  const namesIdentifiers = (candidate: Candidate): boolean =>
    identifiers.every(
      (word) =>
        namesQuotedTerm(`${candidate.context}\n${candidate.paragraph}\n${candidate.text}`, word) ||
        namingTitles.get(word)!.has(sources.find((source) => source.marker === candidate.marker)?.title ?? '\u0000'),
    );
  // The question's terms of each compared item (`Brauerei Hopfenthal` → `brauerei`, `hopfenthal`).
  const itemTerms = focus.comparison ? settings.items.map((item) => new Set(tokenize(item).map(stem).filter((term) => terms.includes(term)))).filter((set) => set.size > 0) : [];
  const otherItemTerms = (candidate: Candidate, own: Map<string, number>): Set<string> => {
    const names = (item: Set<string>): boolean => [...item].every((term) => own.get(term)! >= 0.8);
    if (!itemTerms.some(names)) return new Set();
    const named = new Set(itemTerms.filter(names).flatMap((item) => [...item]));
    return new Set(itemTerms.filter((item) => !names(item)).flatMap((item) => [...item]).filter((term) => !named.has(term)));
  };
  const scored: Scored[] = rowsInRange(question, namedRows(question, candidates, whole)).map((candidate) => {
    const own = new Map(terms.map((term) => [term, ownMatch(candidate, term, termParts.get(term))]));
    const matches = new Map(terms.map((term) => [term, matchOf(candidate, term, own.get(term)!)]));
    // `Kündigungsfrist` says `Frist für die Kündigung` in full: a compound holding two asked terms matches both.
    for (const compound of candidate.joined.split(' ').filter((token) => token.length >= 10)) {
      const inside = terms.filter((term) => term.length >= 4 && !/^\d/.test(term) && compound.includes(term));
      if (inside.length >= 2) for (const term of inside) matches.set(term, 1);
    }
    // A source that speaks of one compared item (its contract) is not expected to name the others.
    const othersItems = otherItemTerms(candidate, own);
    const counted = terms.filter((term) => !othersItems.has(term));
    const coverage = counted.reduce((sum, term) => sum + weights.get(term)! * matches.get(term)!, 0) / counted.reduce((sum, term) => sum + weights.get(term)!, 0);
    // A sentence answers only when it (with its headings, title and the sentence before) names the question's codes
    // and capitalised modifiers, and holds a value of the asked kind.
    const context = `${candidate.context}\n${candidate.text}`;
    const holds = holdsAnswer(focus, candidate.text, question) || plainAmountOfPriceTable(candidate.text, candidate.marker);
    // A sentence that matches only through synonyms (an English question, a German source) is weak evidence: it
    // must also hold the asked kind of value (`30 Tage` for "how long … in days") or cover most of the question.
    const ownWords = terms.some((term) => own.get(term)! > 0);
    const eligible =
      // In a comparison, a row whose key the question names answers for its own item without the other's code.
      (namesCodes(focus, context) || (focus.comparison && candidate.namedRow === true)) &&
      !namesOtherVersion(focus, candidate.text) &&
      !namesSiblingName(focus, candidate.text) &&
      !namesOtherOrdinal(focus, candidate.text) &&
      namesIdentifiers(candidate) &&
      namesModifiers(focus, `${candidate.context}\n${candidate.paragraph}`) &&
      (ownWords || (answerType !== 'other' && holds) || coverage >= SYNONYM_ONLY_COVERAGE);
    // "Was regelt § 7.3?": the clause itself is the answer, whatever words it shares with the question.
    const clause = opensClause(focus, candidate.text) && eligible;
    if (coverage === 0 && !clause) return { candidate, score: 0, coverage, cue: false, holds, eligible, matches, partial: othersItems.size > 0 };
    let score = coverage + (clause ? CLAUSE_BONUS : 0);
    const cue = answerType !== 'other' && hasAnswerCue(answerType, candidate.text, question);
    if (cue) score += 0.12;
    if (answerType === 'date' && statesCalendarDate(candidate.text)) score += CALENDAR_BONUS;
    if (statesDimension(candidate.text, dimensions)) score += DIMENSION_BONUS;
    if (newContentShare(candidate, terms) < 0.15) score -= 0.1;
    if (candidate.isCode) score *= CODE_FACTOR;
    return { candidate, score, coverage, cue, holds, eligible, matches, partial: othersItems.size > 0 };
  });
  scored.sort((a, b) => b.score - a.score || a.candidate.order - b.candidate.order);
  // Sentences that hold the asked kind of value come first; a price question (or one for how much a fee or deposit is)
  // has no answer without an amount, while "how much / wie viel" is often answered in words ("das Zehnfache"), so
  // there the best named sentence still counts.
  const holding = scored.filter((entry) => entry.eligible && entry.holds);
  const named = scored.filter((entry) => entry.eligible);
  let best = preferNewer(holding, focus.comparison);
  const asksCount = ASKS_COUNT.test(question);
  // A duration, a frequency or a date is written with a number or a word of its kind (`drei Monate`, `halbjährlich`,
  // `unverzüglich`), which holdsAnswer reads: without such a sentence the best named one only repeats the question.
  const answeredInWords = dimensions.length === 0 && answerType !== 'date';
  if (!focus.asksForMoney && !focus.asksForAmount && named[0] && (best ? !asksCount && named[0].score > best.score + HOLDING_MARGIN && !isCounterpart(best, named[0]) : answeredInWords)) {
    best = named[0];
  }
  if (!best || best.score < settings.minScore) return [];
  const threshold = best.score * settings.followRatio;
  const selfSufficient = best.cue && best.coverage >= SELF_SUFFICIENT_COVERAGE && !best.partial;
  // A second sentence that states a value for another case (the daily value next to the monthly one asked for) misleads.
  const conflicts = (entry: Scored): boolean =>
    !focus.comparison &&
    entry.cue &&
    best.cue && terms.some((term) => best.matches.get(term)! >= 0.8 && entry.matches.get(term)! < 0.5 && !inContext(entry.candidate, term));
  const inContext = (candidate: Candidate, term: string): boolean => {
    const tokens = tokenize(candidate.context);
    return termMatch(term, new Set(tokens.map(stem)), tokens.join(' '), termParts.get(term)) >= 0.5;
  };
  // When the best sentence holds the asked kind of answer (a name for "wer", a number for "wie viele"), a further
  // sentence must hold one too: one that only repeats the question's words adds a source, not an answer.
  // In a comparison, another source's sentence that holds the asked kind of value answers for its item even when its
  // words match the question less (a contract in the other language matches only through the dictionary).
  const follows = (entry: Scored): boolean =>
    entry !== best &&
    entry.eligible &&
    (entry.score >= threshold || (focus.comparison && entry.holds && entry.cue && entry.candidate.marker !== best.candidate.marker && entry.score >= threshold / 2)) &&
    !conflicts(entry) &&
    !overrules.includes(entry.candidate.marker) &&
    // In a comparison too: each side's sentence states its value (a sentence that only names both sides answers neither).
    (!best.cue || entry.cue) &&
    (focus.comparison || !holdsValue(best) || addsCoverage(entry)) &&
    (focus.comparison || entry.candidate.marker === best.candidate.marker || !lacksMore(entry));
  // The best sentence holds a value of the asked kind: a further sentence must name something of the question that
  // the best one leaves out. One that names less of it (the neighbouring table row, the other option) is a tempting
  // neighbour, not more of the answer.
  const holdsValue = (entry: Scored): boolean =>
    entry.holds && (focus.asksForMoney || focus.asksForAmount || answerType === 'number' || answerType === 'date' || dimensions.length > 0);
  const addsCoverage = (entry: Scored): boolean => terms.some((term) => entry.matches.get(term)! >= 0.5 && best.matches.get(term)! < 0.5);
  // Another source's sentence that names less of what the best one names than it adds (by the words' weight) speaks
  // of something else that shares a word of the question (the caretaker who mows the school lawns beside the park
  // contractor asked for).
  const lacksMore = (entry: Scored): boolean => {
    let lacked = 0;
    let added = 0;
    for (const term of terms) {
      const own = entry.matches.get(term)!;
      const theirs = best.matches.get(term)!;
      if (theirs >= 0.5 && own < 0.5) lacked += weights.get(term)! * (theirs - own);
      else if (own >= 0.5 && theirs < 0.5) added += weights.get(term)! * (own - theirs);
    }
    return lacked > added;
  };
  // Two current documents that state the asked value differently (an older and a newer minute): the newer one's
  // stands (preferNewer), and the older ones are named as stating otherwise, never their value beside it.
  const overruled = focus.comparison ? [] : olderRivals(best, holding);
  const overrules = [...new Set(overruled.map((entry) => entry.candidate.marker))];
  const picked = [best];
  // Comparisons need each source's best sentence, so other sources come before a second sentence of the same one.
  if (focus.comparison || !selfSufficient) {
    const bestPerSource = new Map<number, Scored>();
    for (const entry of scored) if (entry.eligible && !bestPerSource.has(entry.candidate.marker)) bestPerSource.set(entry.candidate.marker, entry);
    for (const entry of bestPerSource.values()) {
      if (picked.length >= MAX_SOURCES || entry.candidate.marker === best.candidate.marker || !follows(entry)) continue;
      picked.push(entry);
    }
  }
  // Even then, the next sentence of its own paragraph goes on with it when it names a word of the question that the
  // best one leaves out (`… erlaubt 600 Anfragen pro Minute. Bei Überschreitung antwortet die API mit 429.` for what
  // happens when the limit is exceeded).
  const next = selfSufficient ? scored.find((entry) => entry.candidate.marker === best.candidate.marker && entry.candidate.order === best.candidate.order + 1) : undefined;
  if (next && next.candidate.paragraph === best.candidate.paragraph && picked.length < settings.maxSentences && !picked.includes(next) && follows(next) && addsCoverage(next)) {
    picked.push(next);
  }
  for (const entry of scored) {
    if (picked.length >= settings.maxSentences) break;
    // The best sentence already holds what was asked (a number for "wie viel", a date for "wann"): a second one
    // would mostly add a tempting neighbour.
    if (selfSufficient) break;
    if (picked.includes(entry) || !follows(entry)) continue;
    picked.push(entry);
  }
  // A name that keys rows of several tables (`Fix24` of the electricity and of the gas tariffs) or several rows of one
  // (`Basis` of `LindenStrom Basis` and `LindenGas Basis`): the question does not say which, so each such row answers
  // beside the best, when it names as many of the question's words and holds what the best holds.
  const alike = (entry: Scored): boolean =>
    entry.candidate.namedRow === true &&
    best.candidate.namedRow === true &&
    entry.candidate.namedWords === best.candidate.namedWords &&
    entry.candidate.text !== best.candidate.text &&
    (!best.holds || entry.holds) &&
    (!best.cue || entry.cue);
  if (!focus.comparison && best.candidate.namedRow) {
    for (const entry of scored) {
      if (picked.length >= MAX_SOURCES) break;
      if (picked.includes(entry) || !entry.eligible || !alike(entry) || entry.score < threshold || conflicts(entry) || overrules.includes(entry.candidate.marker)) continue;
      picked.push(entry);
    }
  }
  const chosen = new Map<number, { candidate: Candidate; score: number; trim: boolean }>(
    picked.map((entry) => [entry.candidate.order, { candidate: entry.candidate, score: entry.score, trim: entry.cue && !entry.candidate.isTableRow }]),
  );
  for (const entry of picked) {
    const previous = candidates[entry.candidate.order - 1];
    // For "who", a pronoun early in the sentence (`Dennoch gelang es ihnen, …`) is the person asked for: its name
    // stands in the sentence before.
    // A definition (`postgres: … owned by this user`) names what its pronoun stands for in its own label.
    const refers =
      !DEFINITION_LABEL.test(entry.candidate.text) &&
      (ANAPHOR.test(entry.candidate.text) || (answerType === 'person' && EARLY_PRONOUN.test(entry.candidate.text)) || opensWithAskedKind(question, entry.candidate.text));
    if (refers && previous && previous.marker === entry.candidate.marker && !chosen.has(previous.order)) {
      chosen.set(previous.order, { candidate: previous, score: entry.score, trim: false });
    }
  }
  // "When …?", "Wie lange …?": when none of the chosen sentences holds a date, a duration or a measure, they only
  // repeat the question's words (the rule that a change needs a new API version, for when the old one ends).
  if (!answeredInWords && (dimensions.length > 0 || OPENS_WITH_WHEN.test(question)) && ![...chosen.values()].some(({ candidate }) => holdsAnswer(focus, candidate.text, question))) return [];
  const questionNumbers = new Set(question.match(/\d+(?:[.,]\d+)*/g) ?? []);
  const senses = firstSenseAlternatives(question);
  const reader: ClauseReader = {
    terms(text) {
      const tokens = tokenize(text);
      const stems = new Set(tokens.map(stem));
      const joined = tokens.join(' ');
      // Through the question's own word, or a synonym or translation of it (`Erwachsene` names the column `Adults`).
      const named = (term: string): boolean =>
        termMatch(term, stems, joined, termParts.get(term)) >= 0.5 || (alternatives.get(term) ?? []).some((alternative) => termMatch(alternative, stems, joined) >= 0.5);
      return new Set(terms.filter(named));
    },
    headerTerms(text) {
      const tokens = tokenize(text);
      const stems = new Set(tokens.map(stem));
      const joined = tokens.join(' ');
      return new Set([...reader.terms(text), ...terms.filter((term) => (senses.get(term) ?? []).some((alternative) => termMatch(alternative, stems, joined) >= 0.5))]);
    },
    values: (text) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((number) => !questionNumbers.has(number)).length,
  };
  // A question asking for two kinds of value (`Who … and by when?`) keeps the whole row: a cut to one kind loses the other.
  const askedKinds = asksSeveralKinds(question);
  const trims = (focus.asksForMoney || answerType === 'number' || answerType === 'date') && !askedKinds;
  const holdsAskedKind = (value: string): boolean => (focus.asksForMoney ? holdsAnswer(focus, value, question) : trims && reader.values(value) > 0);
  return [...chosen.values()]
    .sort((a, b) => a.candidate.order - b.candidate.order)
    .map(({ candidate, score, trim }) => ({
      marker: candidate.marker,
      text:
        candidate.isTableRow && !askedKinds
          ? askedCells(candidate.text, reader, (value) => holdsAskedKind(value) || plainAmountOfPriceTable(value, candidate.marker), askedQuantities(question))
          : trim && trims
            ? trimToClause(candidate.text, reader)
            : trim && answerType === 'person'
              ? trimToListedRole(candidate.text, reader)
              : candidate.text,
      score,
      ...(candidate === best.candidate && overrules.length > 0 ? { overrules } : {}),
    }));
}

// The question words of the kinds of value a question may ask for: a person, a time, a place, an amount or count.
const ASKED_KINDS = [/\b(?:who|whom|whose|wer|wem|wen|wessen)\b/i, /\b(?:when|wann)\b/i, /\b(?:where|wo|wohin|woher)\b/i, /\b(?:how (?:much|many|long)|wie (?:viel|viele|lange|hoch))\b/i];

/** Whether a question asks for values of two kinds or more (`Who owns the task, and by when is it due?`). */
function asksSeveralKinds(question: string): boolean {
  return ASKED_KINDS.filter((kind) => kind.test(question)).length >= 2;
}

/**
 * A table row (`Lagerart: Kühllager; Preis je Monat: 14,50 €; Mindestlaufzeit: 6 Monate`) cut to its key (the first
 * cell) and the cells the question asks for: those whose header names a word of the question or a range holding its
 * figure, else those holding the
 * asked kind of value. The other cells are other facts of the same row, not the answer. Unchanged when every cell or
 * none qualifies.
 */
function askedCells(row: string, reader: ClauseReader, holdsAskedKind: (value: string) => boolean, quantities: readonly AskedQuantity[] = []): string {
  const cells = row.split('; ');
  if (cells.length < 3) return row;
  const [key, ...rest] = cells;
  const header = (cell: string): string => (cell.includes(': ') ? cell.slice(0, cell.indexOf(': ')) : '');
  const value = (cell: string): string => (cell.includes(': ') ? cell.slice(cell.indexOf(': ') + 2) : cell);
  // A header whose range holds the user's figure (`Children under 16` for a 10-year-old) names the asked column too.
  const named = rest.filter((cell) => (reader.headerTerms ? reader.headerTerms(header(cell)) : reader.terms(header(cell))).size > 0 || quantities.some((quantity) => coversQuantity(header(cell), quantity)));
  const asked = named.length > 0 ? named : rest.filter((cell) => holdsAskedKind(value(cell)));
  if (asked.length === 0 || asked.length === rest.length) return row;
  return [key, ...asked].join('; ');
}

/** Near-tied sentences of older current sources that state another value for what the best one states. */
function olderRivals(best: Scored, holding: readonly Scored[]): Scored[] {
  const { candidate } = best;
  if (candidate.status !== 'current' || !candidate.documentDate) return [];
  return holding.filter(
    (entry) =>
      entry.candidate.marker !== candidate.marker &&
      entry.score >= best.score - NEAR_TIE &&
      entry.cue === best.cue &&
      entry.candidate.status === 'current' &&
      (entry.candidate.documentDate ?? '') < candidate.documentDate! &&
      Boolean(entry.candidate.documentDate) &&
      (statesOtherwise(entry.candidate.text, candidate.text) || (isCounterpart(best, entry) && statesOtherNumbers(entry.candidate.text, candidate.text))),
  );
}

/** Whether `older` states a number that `newer` does not (`Ende 2027` against `Mitte 2028`). */
function statesOtherNumbers(older: string, newer: string): boolean {
  const numbers = (text: string): Set<string> => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
  const stated = numbers(newer);
  return [...numbers(older)].some((number) => !stated.has(number));
}

interface Scored {
  candidate: Candidate;
  score: number;
  coverage: number;
  cue: boolean;
  holds: boolean;
  eligible: boolean;
  matches: Map<string, number>;
  /** It speaks of some of the compared items only: the others need sentences of their own. */
  partial: boolean;
}

/** Near ties between sources that both state the asked value: the newer document wins (a later protocol, a new price list). */
function preferNewer(ranked: Scored[], comparison: boolean): Scored | undefined {
  const best = ranked[0];
  if (!best || comparison) return best;
  const rivals = ranked.filter(
    (entry) => entry.cue === best.cue && entry.candidate.marker !== best.candidate.marker && (entry.score >= best.score - NEAR_TIE || isCounterpart(entry, best)),
  );
  return rivals.reduce((winner, entry) => ((entry.candidate.documentDate ?? '') > (winner.candidate.documentDate ?? '') ? entry : winner), best);
}

/**
 * A sentence of a newer member of the same document series (the later minutes, titled alike but for the date), under
 * the same headings, that holds the asked kind of value and names one of the question's words the best sentence
 * names (`verschiebt sich der Abschluss der Umstellung auf Mitte 2028` for `die Umstellung … soll bis Ende 2027
 * abgeschlossen sein`): the same matter, decided again, even in fewer of the question's words.
 */
function isCounterpart(entry: Scored, best: Scored): boolean {
  const series = (candidate: Candidate): string => seriesTitle(candidate.titleJoined);
  return (
    entry.cue &&
    entry.candidate.status === 'current' &&
    best.candidate.status === 'current' &&
    (entry.candidate.documentDate ?? '') > (best.candidate.documentDate ?? '\uffff') &&
    entry.candidate.titleJoined !== best.candidate.titleJoined &&
    series(entry.candidate) === series(best.candidate) &&
    entry.candidate.headingJoined.replace(/\d+/g, ' ').trim() === best.candidate.headingJoined.replace(/\d+/g, ' ').trim() &&
    [...best.matches].some(([term, match]) => match >= 0.8 && (entry.matches.get(term) ?? 0) >= 0.8)
  );
}

/** A sentence that opens with a pronoun needs its predecessor to name what it speaks of. */
const ANAPHOR =
  /^(?:Er|Sie|Es|Dies|Diese|Dieser|Dieses|Dadurch|Damit|Dort|Daher|Deshalb|Sein|Seine|Ihr|Ihre|He|She|It|They|This|These|Those|His|Her|Its|Their|There|Thus)\b/;

/**
 * "Welches Viertel …?" answered by a sentence that opens with `Das Viertel …`, or names `dieses Viertel` anywhere
 * (`Die Suite verwendet diesen Netzwerktyp.`): the sentence speaks of a thing of the asked kind that the sentence
 * before names.
 */
function opensWithAskedKind(question: string, sentence: string): boolean {
  const kind = /(?:^|\s)(?:welche[rsnm]?|which|what)\s+(\p{L}+)/iu.exec(question)?.[1];
  if (kind === undefined) return false;
  const asked = stem(kind.toLowerCase());
  const opening = /^(?:der|die|das|the)\s+(\p{L}+)/iu.exec(sentence)?.[1];
  if (opening !== undefined && stem(opening.toLowerCase()) === asked) return true;
  return [...sentence.matchAll(/(?<![\p{L}])(?:diese[rsnm]?|jene[rsnm]?|this|these|that|those)\s+(\p{L}+)/giu)].some((match) => stem(match[1]!.toLowerCase()) === asked);
}

/** A definition line's label (`postgres: …`, `www-data: …`): one or two words before a colon. */
const DEFINITION_LABEL = /^[\p{L}\p{N}][\p{L}\p{N}._-]*(?: [\p{L}\p{N}._-]+)?: /u;

/** A third-person pronoun among a sentence’s first six words (`Dennoch gelang es ihnen`, `In 1990 they …`). */
const EARLY_PRONOUN = /^(?:\S+\s+){0,5}(?:er|sie|ihnen|ihm|ihn|he|she|they|them|him)(?![\p{L}])/u;

/**
 * The definitions the sources state (`RPO (Recovery Point Objective): maximal zulässiger Datenverlust …`), by folded
 * term, each with the title of its source: a table row keyed by the term (`| RPO | 15 Minuten |`) speaks of what
 * the definition says.
 */
function definitionsOf(sources: AnswerSource[]): Map<string, { text: string; title: string }[]> {
  const definitions = new Map<string, { text: string; title: string }[]>();
  for (const source of sources) {
    for (const definition of termDefinitions(source.text)) {
      const key = foldText(definition.term);
      definitions.set(key, [...(definitions.get(key) ?? []), { text: definition.text, title: source.title ?? '' }]);
    }
  }
  return definitions;
}

/** The words of the definition of a table row's key (see definitionsOf): its own document's, else any source's. */
function rowKeyDefinition(row: string, title: string, definitions: Map<string, { text: string; title: string }[]>): string[] {
  const first = row.split('; ')[0] ?? '';
  const key = foldText((first.includes(': ') ? first.slice(first.indexOf(': ') + 2) : first).trim());
  const found = definitions.get(key) ?? [];
  const own = found.find((definition) => definition.title === title) ?? found[0];
  return own ? tokenize(own.text) : [];
}

function buildCandidates(sources: AnswerSource[]): Candidate[] {
  const candidates: Candidate[] = [];
  const definitions = definitionsOf(sources);
  for (const source of sources) {
    let headings: string[] = [];
    const titleTokens = tokenize(source.title ?? '');
    let previous = '';
    // The question of an FAQ entry (`**Was gilt für Balkonkraftwerke?**`) heads its answer: a question states nothing.
    let asked = '';
    const units = splitIntoUnits(source.text, source.title?.trim());
    for (const unit of units) {
      if (unit.isHeading) {
        // A heading path (`Preisliste > Pläne > Pro`) opens the next passage: the previous passage's headings end there.
        headings = / > /.test(unit.text) ? [unit.text] : [...headings, unit.text];
        previous = '';
        asked = '';
        continue;
      }
      if (isQuestionLine(unit.text)) {
        asked = unit.text;
        previous = '';
        continue;
      }
      const tokens = tokenize(unit.text);
      if (tokens.length < 2) continue;
      const headingTokens = tokenize([...headings, asked].join(' '));
      // `Sonn- und Feiertag` names the `Sonntag`, `Montag bis Freitag` the `Dienstag`: implied words count as written.
      const implied = [...suspendedCompounds(unit.text), ...weekdaysInRanges(unit.text), ...joinedParticleVerbs(unit.text), ...zuInfinitiveVerbs(unit.text), ...quarterWords(unit.text), ...unitNames(unit.text)].flatMap((word) => tokenize(word));
      // A row keyed by a defined term (`| RPO | 15 Minuten |`) names what its definition says (`Datenverlust`).
      if (unit.isTableRow) implied.push(...rowKeyDefinition(unit.text, source.title ?? '', definitions));
      candidates.push({
        marker: source.marker,
        text: unit.text,
        stems: new Set([...tokens, ...implied].map(stem)),
        joined: tokens.join(' '),
        headingStems: new Set(headingTokens.map(stem)),
        headingJoined: headingTokens.join(' '),
        titleStems: new Set(titleTokens.map(stem)),
        titleJoined: titleTokens.join(' '),
        // A table row's neighbour is another case (the P2 row under the P1 row), not its context.
        context: `${source.title ?? ''}\n${[...headings, asked].join('\n')}\n${unit.isTableRow ? '' : previous}`,
        isTableRow: unit.isTableRow === true,
        ...(unit.table !== undefined ? { table: unit.table } : {}),
        isCode: looksLikeCode(unit.text),
        paragraph: units.filter((other) => other.line === unit.line && !other.isHeading).map((other) => other.text).join(' '),
        documentDate: source.documentDate ?? null,
        status: source.status ?? null,
        order: candidates.length,
      });
      previous = unit.text;
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

/**
 * Whether a unit is a line of program code rather than a sentence: it opens with a keyword of the common languages
 * and holds code punctuation, ends in `{` or in `;` after a call or an assignment, holds `=>`, a `//` comment or a
 * call on a member (`qs.parse(…)`), or is mostly punctuation of code.
 */
export function looksLikeCode(text: string): boolean {
  const line = text.trim();
  if (/^(?:const|let|var|import|export|function|return|await|async|try|catch|if|for|while|class|def|print|echo|curl|npm|npx|pip)\b/.test(line) && /[;{}()=[\]]/.test(line)) return true;
  // A statement's end (`…);`), not a legal enumeration's (`… zu zahlen;`): a call or an assignment stands before it.
  if (/\{$/.test(line) || (/;$/.test(line) && /[a-zA-Z_$]\(|\s=\s|=\s*[{['"]/.test(line)) || /=>/.test(line) || /(?:^|\s)\/\/\s/.test(line)) return true;
  if (/\b[a-zA-Z_$][\w$]*\.[a-zA-Z_$][\w$]*\([^)]*\)/.test(line) && !/[.!?]$/.test(line)) return true;
  const punctuation = (line.match(/[{}()[\];=<>'"`]/g) ?? []).length;
  return line.length > 0 && punctuation / line.length > 0.12;
}

/** Share of a sentence's content terms that the question does not contain: an answer adds something. */
function newContentShare(candidate: Candidate, terms: string[]): number {
  const own = contentTerms(candidate.text);
  if (own.length === 0) return 0;
  const questionTerms = new Set(terms);
  return own.filter((term) => !questionTerms.has(term)).length / own.length;
}

/** The question's words that no dictionary knows and some source uses (see selectForClause). */
function identifiersOf(question: string, sources: readonly AnswerSource[]): string[] {
  // English only: German compounds are mostly in no dictionary, and the judge reads these words in English only too.
  if (detectQuestionLanguage(question) !== 'en') return [];
  const unknown = [...new Set(question.match(/[A-Za-z]+/g) ?? [])].filter((word) => isUnknownEnglishWord(word));
  if (unknown.length === 0) return [];
  const texts = sources.map((source) => `${source.title ?? ''}\n${source.text}`);
  return unknown.filter((word) => texts.some((text) => namesQuotedTerm(text, word)));
}
