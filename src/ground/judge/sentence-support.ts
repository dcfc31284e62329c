import { askedClauses, isQuestionLine, splitIntoUnits } from '../../model/index.js';
import type { Hit } from '../../spec/index.js';
import { decompound } from '../../embed/index.js';
import { fold, isStopword, stem, words } from '../text/index.js';
import { askedDimensions, asksUnitMeasure, namedWeekdays, namesWeekday, decompound as dictionaryMembers, figuresIn, germanWordList, holdsQuantity, isGermanDictionaryWord, isUnknownEnglishWord, lowercase, rangesIn, statesDimension } from '../../text/index.js';
import { analyzeQuestion, namesOrganization, type AspectTerm, type QuestionAnalysis, type SalientEntity } from './analyze-question.js';
import { aspectScore, hasEntity, hitEvidence, namesItem, textEvidence, type HitEvidence } from './hit-evidence.js';
import { countedNoun, countedUnitModifier, hasSuperlative, invertedSubject, namesInsideOf, namesPeriodWord, outsideOf, ratePeriods, superlativesOf } from './asked-form.js';
import { comparedItems } from '../comparison-queries.js';

/** The sentence of the hits that best answers the question, and what it lacks. */
export interface SentenceSupport {
  /** True when one sentence (read with its title and headings) names everything asked and holds the asked kind of value. */
  supported: boolean;
  /** The best sentence, as written. */
  sentence?: string;
  /** What the best sentence lacks, as written in the question (`"Hochzeit"`, `"P2"`, `"a price"`). */
  missing: string[];
  /** A question of several clauses of which only some are supported. */
  partial?: boolean;
}

/**
 * Nouns that name the kind of answer rather than the topic (`Innerhalb welcher Zeit …`, `Wie viele Tage …`): a
 * sentence need not repeat them, the asked value stands for them.
 */
const answerTypeNouns = new Set(
  [
    'zeit', 'zeitraum', 'dauer', 'frist', 'hohe', 'betrag', 'summe', 'anzahl', 'menge', 'wert', 'prozent', 'bedingung',
    'voraussetzung', 'fall', 'falle', 'art', 'weise', 'regel', 'regeln', 'regelung', 'tag', 'tage', 'tagen', 'stunde',
    'stunden', 'minute', 'minuten', 'woche', 'wochen', 'monat', 'monate', 'monaten', 'jahr', 'jahre', 'jahren', 'uhr',
    'datum', 'termin', 'euro', 'zeichen', 'prozentpunkte', 'adresse', 'anschrift', 'name', 'namen', 'person', 'ort',
    'stelle', 'grund', 'zweck', 'zahl', 'bereich', 'spanne', 'geld', 'money', 'satz', 'quote', 'anteil',
    // The same in English: `In what year …` is answered by `in 1956`.
    'period', 'duration', 'amount', 'sum', 'number', 'value', 'percentage', 'percent', 'day', 'days', 'hour',
    'hours', 'minute', 'minutes', 'week', 'weeks', 'month', 'months', 'year', 'years', 'date', 'address', 'name', 'place',
    'reason', 'purpose', 'time',
  ].map(fold),
);

// A question about what is not the case ("the largest city not connected to …") is answered by a sentence that says
// so. A negation inside a condition (`Was passiert, wenn eine Rechnung nicht bezahlt wird?`) asks about a case instead.
const negated = /\bnot\b|n['’]t\b|\bnever\b|(?<![\p{L}])(?:nicht|nie)(?![\p{L}])/iu;
const endOfState = /(?<![\p{L}])nicht mehr(?![\p{L}])|\bno longer\b|\bnot\b(?=[^?.]*\b(?:any ?more|any longer)\b)/giu;
const conditionClause = /(?<![\p{L}])(?:wenn|falls|sofern|if|unless)(?![\p{L}])[^,;?]*/giu;
const negation = new RegExp(
  [
    String.raw`\b(?:not|no|never|without|none|neither|nor|only|unable|while)\b|n['’]t\b`,
    String.raw`\b(?:lacks?|lacking|lacked|absent|absence|fail|fails|failed|failure|except|exception|excluded?|excludes|excluding|exclusion|refused?|refuses|prohibited|prohibits|forbidden|forbids)\b`,
    String.raw`(?<![\p{L}])(?:nicht\p{L}*|kein\p{L}*|fehl\p{L}*|nie|niemals|ohne|weder|nur|außer|ausgeschlossen|ausgenommen|untersagt|verboten|unzulässig)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/** Weighted coverage of the asked terms that comparisons need in one sentence. */
const partialCoverage = 0.5;
/** English questions count verbs and adjectives too, which the answer often paraphrases: a third suffices. */
const englishCoverage = 0.34;

/**
 * Whether some sentence of the hits, read with its document title and headings, answers the question on its own:
 * it names every required entity (for a comparison: at least one of them), every asked German noun (in English
 * questions and comparisons most of the asked terms), and holds a value of the asked kind (an amount of money for a
 * price, a number or date for "wie viele / wann / how long"). A document on the right topic whose sentences never
 * combine the thing asked about with the asked qualifier (the penalty, but for another breach; the P1 rule, not P2)
 * does not answer, however relevant it looks as a whole. A question of two clauses (`…, und …`) is supported when
 * one clause is, and then `partial`.
 */
export function sentenceSupport(
  question: string,
  hits: Hit[],
  language: 'de' | 'en',
  options: {
    commonNouns?: ReadonlySet<string>;
    corpusNouns?: ReadonlyMap<string, ReadonlySet<string>>;
    /** Every hit read, also those whose sentences may not answer: a name one of them holds is documented. */
    read?: readonly Hit[];
    /** Required entities the question's own reading does not find (the judge's corpus identifiers, `zstd`). */
    identifiers?: readonly SalientEntity[];
  } = {},
): SentenceSupport {
  const sentences = hits.flatMap(sentencesOf);
  const read = [...hits, ...(options.read ?? []).filter((hit) => !hits.includes(hit))];
  const clauses = splitClauses(question).map((clause) =>
    supportOf(clause, withIdentifiers(analyzeQuestion(clause), clause, options.identifiers ?? []), sentences, read, language, options.commonNouns ?? new Set(), options.corpusNouns ?? new Map()),
  );
  const supported = clauses.filter((clause) => clause.supported);
  if (supported.length === 0) return clauses.reduce((best, clause) => (clause.missing.length < best.missing.length ? clause : best));
  return { ...supported[0]!, partial: supported.length < clauses.length };
}

/** The clause's reading with the identifiers it names added as required entities (and no longer as aspects). */
function withIdentifiers(analysis: QuestionAnalysis, clause: string, identifiers: readonly SalientEntity[]): QuestionAnalysis {
  const named = identifiers.filter((entity) => ` ${fold(clause)} `.includes(` ${fold(entity.text)} `) || fold(clause).includes(fold(entity.text)));
  if (named.length === 0) return analysis;
  const words = new Set(named.map((entity) => fold(entity.text)));
  return { ...analysis, entities: [...analysis.entities, ...named], aspects: analysis.aspects.filter((aspect) => !words.has(aspect.folded)) };
}

function supportOf(
  question: string,
  analysis: QuestionAnalysis,
  sentences: Sentence[],
  read: readonly Hit[],
  language: 'de' | 'en',
  commonNouns: ReadonlySet<string>,
  /** Nouns common to the corpus, each with the documents (ids) that name it: the sentence's document must be one. */
  corpusNouns: ReadonlyMap<string, ReadonlySet<string>>,
): SentenceSupport {
  // Numbers (a version, a year) and, in English, names may stand anywhere in the passage (the judge checks that);
  // codes, companies, quotes and modifiers belong to the answering sentence.
  // An acronym most of the tenant's documents use (the company's own) need only stand in the sentence's document.
  const corpusAcronyms = analysis.entities.filter((entity) => entity.kind === 'acronym' && corpusNouns.has(fold(entity.text)));
  // A single-word name most of the tenant's documents use is the organisation's own (`Helix`): no sentence need name it.
  // One spelled like a function word (`Pro` of `the Pro plan`, counted in every `pro Monat`) is no such name.
  const corpusNames = analysis.entities.filter(
    (entity) => entity.kind === 'name' && !entity.text.includes(' ') && corpusNouns.has(fold(entity.text)) && !isStopword(fold(entity.text)),
  );
  const required = analysis.entities.filter(
    (entity) =>
      entity.required && entity.kind !== 'number' && (language === 'de' || !['name', 'acronym'].includes(entity.kind)) && !corpusAcronyms.includes(entity),
  );
  const categoryNoun = language === 'de' ? askedCategory(analysis, question) : undefined;
  const topical = analysis.aspects.filter(
    (aspect) => (language === 'en' || aspect.isNoun) && !answerTypeNouns.has(aspect.folded) && aspect !== categoryNoun,
  );
  // Common nouns (see offline-judge) are dropped only while another noun still anchors the sentence: "Wie lange
  // dauert die Probezeit?" keeps `Probezeit` however many documents name it.
  const isCommon = (aspect: AspectTerm): boolean => commonNouns.has(aspect.folded) || corpusNouns.has(aspect.folded);
  const anchored = topical.some((aspect) => !isCommon(aspect));
  const nouns = anchored ? topical.filter((aspect) => !isCommon(aspect)) : topical;
  const superlatives = superlativesOf(question, language);
  const counted = countedNoun(question, language);
  const countedAspect = counted ? analysis.aspects.find((aspect) => aspect.folded === fold(counted)) : undefined;
  const unitModifier = language === 'en' ? countedUnitModifier(question) : null;
  // `may apprentices work`: the group an English question asks about must be the sentence's, as a German noun must.
  const subject = language === 'en' ? invertedSubject(question) : null;
  const subjectAspect = subject ? analysis.aspects.find((aspect) => aspect.folded === fold(subject)) : undefined;
  const unitModifierAspect = unitModifier ? analysis.aspects.find((aspect) => aspect.folded === fold(unitModifier)) : undefined;
  // Every content word of the question, its verbs too: a compound whose head one of them names (`Reisekostenabrechnung`
  // for `Reisekosten abrechnen`) is the asked thing, not another thing with the noun as its modifier.
  const questionWords = analysis.aspects.map((aspect) => aspect.folded);
  // A noun common to the knowledge base need not stand in the sentence, but in the sentence's own hit (or its title):
  // "Mitarbeitende erhalten 30 Urlaubstage" does not answer a question about Auszubildende.
  const common = anchored ? topical.filter((aspect) => aspect.isNoun && commonNouns.has(aspect.folded) && !corpusNouns.has(aspect.folded)) : [];
  const corpusCommon = anchored ? topical.filter((aspect) => corpusNouns.has(aspect.folded)) : [];
  const items = analysis.comparison ? comparedItems(question) : [];
  const hitEvidences = new Map<Hit, HitEvidence>();
  const wholeOf = (hit: Hit): HitEvidence => {
    const whole = hitEvidences.get(hit) ?? hitEvidence(hit);
    hitEvidences.set(hit, whole);
    return whole;
  };
  // An English capitalised word is as often an adjective (`British`) or a place mentioned in passing as a name; a
  // document is about such a name when its title names it (the client in a contract's title). An acronym (`USB`,
  // `MPL`) counts wherever a hit holds it.
  const titleOf = (hit: Hit): HitEvidence => textEvidence(hit, hit.citation.title, '');
  // A single German name is only a weak signal for the judge (a noun or a translated name may stand for it), but
  // once some hit names it (the client whose contract is among the hits), a sentence of a hit that does not (another
  // client's contract) answers another question. Comparisons are answered across hits and keep their own rule.
  // The same holds for the acronyms of an English question (`the MPL`) and its names that the title of some hit
  // names (`Nordwind`), which the sentence itself need not repeat: the sentence's hit (its title, its section) must name them,
  // unless a hit that names them is of the sentence's own document (another chunk of it, or of a document of the
  // same title).
  const documentedNames = (
    analysis.comparison
      ? []
      : analysis.entities.filter(
          (entity) =>
            !corpusAcronyms.includes(entity) &&
            !corpusNames.includes(entity) &&
            (language === 'de' ? !entity.required && entity.kind === 'name' : ['name', 'acronym'].includes(entity.kind)),
        )
  )
    .map((entity) => ({
      entity,
      namers: read.filter((hit) => hasEntity(language === 'en' && entity.kind === 'name' ? titleOf(hit) : wholeOf(hit), entity)),
      // A section of its own (`Pläne im Überblick > Pro`) is about the name as a title is, but only for itself: another
      // chunk of its document (`… > Enterprise`) is about another plan.
      named: language === 'en' && entity.kind === 'name' && read.some((hit) => hasEntity(textEvidence(hit, hit.citation.section ?? '', ''), entity)),
    }))
    .filter(({ namers, named }) => namers.length > 0 || named);
  const sameDocument = (a: Hit, b: Hit): boolean => a.documentId === b.documentId || a.citation.title === b.citation.title;
  // `nicht mehr`, `no longer` ask where a state ends (`Ab wann muss ich nicht mehr 2. Klasse fahren?`): the answer states
  // the new state (`über 4 Stunden 1. Klasse`), no negation.
  const negatedOutsideCondition = negated.test(question.replace(conditionClause, ' ').replace(endOfState, ' '));
  const askedCase = conditionWords(question);
  const relations = asksWho(question, analysis) ?? null;
  const askedYears = analysis.entities.filter((entity) => entity.kind === 'number' && isYear(entity.text) && !boundYears(question).has(entity.text)).map((entity) => entity.text);
  const asksRoleHolder = language === 'de' && ROLE_HOLDER.test(question.trim());
  const askedPeriods = ratePeriods(question);
  const periodsRead = ratePeriods(read.map((hit) => hit.text).join('\n'));
  // A price may be flat (`pauschal 15 €` for "pro Woche"); a count per period is not.
  const unnamedPeriods = askedPeriods.size > 0 && !analysis.asksForMoney && [...askedPeriods].every((period) => !periodsRead.has(period) && !read.some((hit) => namesPeriodWord(hit.text, period)));
  const outside = outsideOf(question);
  const askedQuantities = analysis.entities.filter((entity) => entity.kind === 'number' && entity.quantity !== undefined);
  const asksFrequency = askedDimensions(question).includes('frequency');
  // "Wie schwer …?", "how hot …?": a physical measure is answered by a value in its unit (`1,2 kg`, `60 °C`).
  const askedMeasures = askedDimensions(question);
  const asksMeasure = asksUnitMeasure(question);
  // "Wie lange hat das Kundencenter samstags offen?": a day the question names is its case.
  const askedDays = namedWeekdays(question);
  let best: SentenceSupport = { supported: false, missing: [] };
  let bestRank = Infinity;
  for (const sentence of sentences) {
    // What the paragraph said just before (`Alpha plant … . Jonas Berger führt das Gespräch …`) is still meant.
    const evidence = textEvidence(sentence.hit, `${sentence.context}\n${sentence.previous ?? ''}`, sentence.body);
    const missing = missingIn(evidence, analysis, required, nouns, language, items);
    // "Wie oft …?" is answered by a frequency in words too (`no periodic change`, `regelmäßig`), not only by a number.
    if (asksFrequency && statesDimension(`${sentence.previous ?? ''}\n${sentence.body}`, ['frequency'])) {
      const number = missing.indexOf(language === 'de' ? 'eine Zahl oder Angabe' : 'a number or date');
      if (number >= 0) missing.splice(number, 1);
    }
    for (const { entity, namers } of documentedNames) {
      if (!namers.some((hit) => sameDocument(hit, sentence.hit)) && !hasEntity(wholeOf(sentence.hit), entity)) missing.push(entity.text);
    }
    // "Welche Kündigungsfrist gilt für Kunden?" is not answered by an employment contract that never names customers.
    for (const aspect of corpusCommon) if (!corpusNouns.get(aspect.folded)?.has(sentence.hit.documentId)) missing.push(aspect.raw);
    for (const entity of corpusAcronyms) if (!corpusNouns.get(fold(entity.text))?.has(sentence.hit.documentId)) missing.push(entity.text);
    if (common.length > 0) {
      const whole = wholeOf(sentence.hit);
      for (const aspect of common) if (nounScore(whole, aspect, questionWords) < 0.5) missing.push(aspect.raw);
    }
    // "the largest", "how many nations": which of several facts is asked (see asked-form.ts).
    const near = `${sentence.previous ?? ''}\n${sentence.body}`;
    if (asksMeasure && !statesDimension(near, askedMeasures)) missing.push(language === 'de' ? 'ein Messwert' : 'a measured value');
    // Not answered by the hours of other days (`Montag bis Freitag`); a range or the weekend that holds it answers.
    for (const day of askedDays) {
      if (!namesWeekday(`${sentence.context}\n${near}`, day)) missing.push(language === 'de' ? 'der gefragte Tag' : 'the asked day');
    }
    for (const superlative of superlatives) if (!hasSuperlative(near, superlative)) missing.push(superlative.raw);
    if (negatedOutsideCondition && !negation.test(near)) missing.push(language === 'de' ? 'eine Verneinung' : 'a negation');
    if (countedAspect && nounScore(evidence, countedAspect, questionWords) < 0.5 && !missing.includes(countedAspect.raw)) missing.push(countedAspect.raw);
    // "how many vacation days" is not answered by "10 working days": the sentence names which days it counts.
    if (unitModifierAspect && nounScore(evidence, unitModifierAspect, questionWords) < 0.5 && !missing.includes(unitModifierAspect.raw)) {
      missing.push(unitModifierAspect.raw);
    }
    if (subjectAspect && nounScore(evidence, subjectAspect, questionWords) < 0.5 && !missing.includes(subjectAspect.raw)) missing.push(subjectAspect.raw);
    if (analysis.asksForName && !namesSomethingNew(evidence, question)) missing.push('a name');
    // "Wer ist der Informationssicherheitsbeauftragte?" asks who holds the role: a sentence that only names the role
    // (`… meldet der Informationssicherheitsbeauftragte an das BSI`) names no one.
    if (asksRoleHolder && !namesPerson(near, question, sentence.hit.language)) missing.push('ein Name');
    if (analysis.asksForOrganization && !namesOrganization(near, question, language)) missing.push(language === 'de' ? 'ein Name' : 'a name');
    if (relations && !namesAgent(near, question, relations)) missing.push(relations[0]!.raw);
    // "Was kostet ein Helm pro Woche?" is not answered by "3 € pro Tag": a sentence that states rates per other periods only.
    // "Wie viele Tage … pro Monat?" is not answered by "höchstens 7 aufeinanderfolgende Tage" when no hit read names
    // the month at all: a count with no period is not one per month (a price may be flat, see unnamedPeriods).
    if (askedPeriods.size > 0) {
      const stated = ratePeriods(near);
      if ((stated.size > 0 || unnamedPeriods) && ![...stated].some((period) => askedPeriods.has(period))) missing.push(language === 'de' ? 'der gefragte Zeitraum' : 'the asked period');
    }
    // "außerhalb des Stadtgebiets" is not answered by "im Stadtgebiet": the sentence names the inside case.
    if (outside && namesInsideOf(sentence.body, outside)) missing.push(language === 'de' ? 'der gefragte Fall' : 'the asked case');
    if (askedCase.length > 0 && excludesCase(near, askedCase)) missing.push(language === 'de' ? 'der gefragte Fall' : 'the asked case');
    // "Budget für 2027?" is not answered by "Budget 2026: 1,8 Mio.": a sentence that states other years than the asked one.
    // The sentence before counts when the sentence needs it to name the asked thing (`… 2025 beträgt …. Für Messen …`).
    if (askedYears.length > 0 && (statesOtherYears(sentence.body, askedYears) || carriesOtherYears(sentence, askedYears, () => missingIn(textEvidence(sentence.hit, sentence.context, sentence.body), analysis, required, nouns, language, items).length > 0))) {
      missing.push(...askedYears);
    }
    // "… für 40 kW" is not answered by the row "bis 25 kW": a sentence whose ranges of the asked unit all leave it out.
    for (const entity of askedQuantities) {
      const quantity = entity.quantity!;
      // A sentence that states no range of the unit speaks of the case its passage states (`3.1 Bis 200 kW … . 3.2 Der
      // Raum …`): the sentence before, else the rest of its hit.
      const own = rangesIn(sentence.body, quantity.unit);
      const before = own.length > 0 || !sentence.previous ? own : rangesIn(sentence.previous, quantity.unit);
      const ranges = before.length > 0 ? before : rangesIn(sentence.hit.text, quantity.unit);
      const covered = ranges.some((range) => holdsQuantity(range, quantity));
      // The figure itself stated vouches for it, unless the question asks beyond it (`mehr als 200 kW`, not `bis 200 kW`).
      if (ranges.length > 0 && !covered && (quantity.bound !== undefined || !words(sentence.body).some((word) => word.raw === quantity.raw))) missing.push(entity.text);
      // "… für einen Anschluss von 120 kW" is not answered by "Die Anschlussleistung beträgt 1.450 kW" either: a
      // sentence that states the unit at other figures only speaks of another case (a figure beyond a bound may be it).
      const figures = own.length > 0 || quantity.bound !== undefined ? [] : figuresIn(sentence.body, quantity.unit);
      if (figures.length > 0 && !figures.includes(quantity.value) && !missing.includes(entity.text)) missing.push(entity.text);
    }
    if (missing.length === 0) return { supported: true, sentence: sentence.body, missing: [] };
    if (missing.length < bestRank) {
      bestRank = missing.length;
      best = { supported: false, sentence: sentence.body, missing };
    }
  }
  return best;
}

// `vor 2000`, `after 1990`: the year bounds the asked one, which is another (`1946`); no sentence need state it.
const yearBound = /(?<![\p{L}])(?:vor|nach|before|after|prior\s+to)\s+(?:dem\s+jahr(?:e)?\s+|the\s+year\s+)?((?:19|20)\d{2})(?![\d.,]*\d)/giu;

/** The years of a question that bound the asked time rather than name it (`vor 2000`, `after 1990`). */
function boundYears(question: string): Set<string> {
  return new Set([...question.matchAll(yearBound)].map((match) => match[1]!));
}

function isYear(text: string): boolean {
  return /^(?:19|20)\d{2}$/.test(text);
}

/** A sentence without a year that leans on the sentence before (`needsPrevious`), which names other years than asked. */
function carriesOtherYears(sentence: Sentence, years: readonly string[], needsPrevious: () => boolean): boolean {
  if (!sentence.previous || yearsIn(sentence.body).length > 0 || !statesOtherYears(sentence.previous, years)) return false;
  return needsPrevious();
}

function yearsIn(text: string): string[] {
  return text.match(/(?<![\d.,])(?:19|20)\d{2}(?![\d.,]*\d)/g) ?? [];
}

/** Whether a text names a year and none of `years`. */
function statesOtherYears(text: string, years: readonly string[]): boolean {
  const stated = yearsIn(text);
  return stated.length > 0 && !stated.some((year) => years.includes(year));
}

/** Stems of the content words of the question's condition (`wenn sie für einen Vorfall gesichert wurden`). */
function conditionWords(question: string): string[] {
  const clauses = [...question.matchAll(conditionClause)].map((match) => match[0]);
  return [...new Set(clauses.flatMap((clause) => words(clause).slice(1)).filter((word) => word.folded.length >= 4 && !isStopword(word.folded)).map((word) => stem(word.folded)))];
}

// The clause of a rule that names the case it does not apply to: `sofern sie nicht … gesichert wurden`, `es sei denn`,
// `außer wenn`, `unless`, `except when`.
const exceptionClause =
  /(?<![\p{L}])(?:(?:sofern|soweit|wenn|falls|solange)\s+(?:[^,;.]*?\s)?(?:nicht|kein\p{L}*)(?![\p{L}])[^,;.]*|es\s+sei\s+denn[^,;.]*|au(?:ß|ss)er\s+(?:wenn|bei|für|falls)[^,;.]*|unless[^,;.]*|except\s+(?:when|if|where|for)[^,;.]*)/giu;

/**
 * A rule whose exception is the question's very condition ("Wie lange …, wenn sie für einen Vorfall gesichert wurden?"
 * — "… 6 Monate aufbewahrt, sofern sie nicht für einen Vorfall gesichert wurden") states the value for the other case:
 * at least two of the condition's words, and half of them, stand in one exception clause of the sentence.
 */
function excludesCase(text: string, caseWords: readonly string[]): boolean {
  for (const match of text.matchAll(exceptionClause)) {
    const stems = new Set(words(match[0]).map((word) => stem(word.folded)));
    const shared = caseWords.filter((word) => stems.has(word)).length;
    if (shared >= 2 && shared >= caseWords.length / 2) return true;
  }
  return false;
}

/**
 * A German question for who acts (`Wer leitet die Werkstatt?`, `Wer genehmigt …?`; not `Wen`, `Wem`, which ask for
 * whom the relation holds): its words that are no nouns (the asked relation, `leitet`), when there are any.
 */
function asksWho(question: string, analysis: QuestionAnalysis): AspectTerm[] | undefined {
  if (analysis.language !== 'de' || !/^\s*(?:und\s+)?wer\b/i.test(question)) return undefined;
  const relations = analysis.aspects.filter((aspect) => !aspect.isNoun);
  return relations.length > 0 ? relations : undefined;
}

// Heads of German compounds that name a role or a body (`Teamleitung`, `Werkstattleiterin`, `Datenschutzbeauftragte`).
const roleHeads = /(?:leitung|leiter|leiterin|beauftragte[rn]?|abteilung|vorstand|geschäftsführung|geschäftsführer(?:in)?)$/u;

/**
 * Whether a sentence answers a German who-question: it names the asked relation (`leitet` as `geleitet`, `Leiterin`,
 * `Leitung`: a word holding its stem), a person (a capitalised word that is neither a dictionary word nor a compound of
 * such, not in the question) or a role or body (`Teamleitung`). "Die Werkstatt übernimmt Reparaturen" names none.
 */
function namesAgent(text: string, question: string, relations: readonly AspectTerm[]): boolean {
  const tokens = words(text);
  const asked = new Set(words(question).map((word) => word.folded));
  const stems = relations.map((aspect) => stem(aspect.folded)).filter((relation) => relation.length >= 4);
  if (tokens.some((token) => stems.some((relation) => token.folded.includes(relation)))) return true;
  const list = germanWordList();
  return tokens.some((token, index) => {
    if (!/^\p{Lu}\p{Ll}/u.test(token.raw) || asked.has(token.folded)) return false;
    const lower = lowercase(token.raw);
    if (roleHeads.test(lower)) return true;
    return index > 0 && token.raw.length >= 3 && !list.has(lower) && !list.has(lower.replace(/(?:e?n|e|s)$/u, '')) && dictionaryMembers(lower).length < 2;
  });
}

/** Whether the sentence names someone or something the question does not already name (the asked-for name). */
// `Wer ist der Datenschutzbeauftragte?`, `Wer ist bei uns die Beauftragte für den Datenschutz?`: the holder of a role.
const ROLE_HOLDER = /^wer\s+(?:ist|war|sind|waren)\s+(?:(?:bei|in|im|an)\s+[^?]{1,40}?\s+)?(?:der|die|das|unser|unsere|unserer)\s+(?:\p{Ll}+\s+)?\p{Lu}[\p{L}-]*(?:\s+(?:für|der|des|von|vom|im|in|bei)\s+[^?]{1,60})?\s*\?$/iu;

/**
 * Whether a text names a person the question does not: two capitalised words in a row, one of them in no dictionary
 * of the text's language (`Sabine Reuter`, `Miriam Sattler`, `Dr. Ralf Quandt`; not `Information Security Officer`),
 * none of them the question's own words.
 */
function namesPerson(text: string, question: string, language: Hit['language']): boolean {
  const asked = new Set(words(question).map((word) => word.folded));
  const unknown = (word: string): boolean => (language === 'english' ? isUnknownEnglishWord(lowercase(word)) : !knownGermanWord(lowercase(word)));
  for (const match of text.matchAll(/(?<![\p{L}-])(?=(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)(?![\p{L}-]))/gu)) {
    const pair = [match[1]!, match[2]!];
    if (pair.some((word) => asked.has(fold(word)))) continue;
    if (pair.some(unknown)) return true;
  }
  return false;
}

/** A German dictionary word (lowercase), also inflected (`störungen`, `erhebliche`): the lemma after a plural or case ending. */
function knownGermanWord(lower: string): boolean {
  if (isGermanDictionaryWord(lower)) return true;
  return ['nen', 'en', 'er', 'es', 'n', 'e', 's'].some((ending) => lower.length > ending.length + 3 && lower.endsWith(ending) && isGermanDictionaryWord(lower.slice(0, -ending.length)));
}

function namesSomethingNew(evidence: HitEvidence, question: string): boolean {
  const asked = new Set(words(question).map((word) => word.folded));
  return [...evidence.names].some((name) => !asked.has(name));
}

// A share stated as a fraction (`über die Hälfte`, `a third`) answers a question for a percentage as well.
const fractionWords = /(?<![\p{L}])(?:hälfte|drittel|viertel|fünftel|zehntel|mehrheit|minderheit|half|halves|thirds?|quarters?|fifths?|tenths?|majority|minority)(?![\p{L}])/iu;

function missingIn(
  evidence: HitEvidence,
  analysis: QuestionAnalysis,
  required: SalientEntity[],
  nouns: AspectTerm[],
  language: 'de' | 'en',
  items: readonly string[] = [],
): string[] {
  const missing: string[] = [];
  const named = required.filter((entity) => hasEntity(evidence, entity));
  // A comparison's sentence speaks of one of its items: a named entity, or an item the judge does not take for one.
  const namesAnItem = items.some((item) => namesItem(evidence, item));
  if (analysis.comparison && (required.length >= 2 || items.length >= 2) ? named.length === 0 && !namesAnItem : named.length < required.length) {
    missing.push(...required.filter((entity) => !named.includes(entity)).map((entity) => entity.text));
  }
  const questionWords = analysis.aspects.map((aspect) => aspect.folded);
  const absent = nouns.filter((aspect) => nounScore(evidence, aspect, questionWords) < 0.5);
  if (language === 'en' || analysis.comparison) {
    // Paraphrase across languages, and comparisons whose sentences each name one side: most terms suffice.
    const weight = nouns.reduce((sum, aspect) => sum + aspect.weight, 0);
    const covered = nouns.reduce((sum, aspect) => sum + aspect.weight * nounScore(evidence, aspect, questionWords), 0);
    const needed = language === 'en' ? englishCoverage : partialCoverage;
    if (weight > 0 && covered / weight < needed) missing.push(...absent.map((aspect) => aspect.raw));
  } else {
    missing.push(...absent.map((aspect) => aspect.raw));
  }
  if (analysis.asksForPercent) {
    if (!evidence.hasPercent && !fractionWords.test(evidence.text)) missing.push(language === 'de' ? 'ein Prozentsatz' : 'a percentage');
  } else if (analysis.asksForMoney && !evidence.hasMoney) missing.push(language === 'de' ? 'ein Betrag' : 'an amount');
  else if (analysis.asksForAmount && !evidence.hasMoney && !evidence.hasPercent) missing.push(language === 'de' ? 'ein Betrag' : 'an amount');
  else if (analysis.asksForQuantity && !evidence.hasQuantity) missing.push(language === 'de' ? 'eine Zahl oder Angabe' : 'a number or date');
  return missing;
}

interface Sentence {
  hit: Hit;
  /** Title, section path and in-chunk headings above the sentence. */
  context: string;
  body: string;
  /** Up to two sentences before, in the same paragraph. */
  previous?: string;
}

/** Body sentences of a hit, each with the title, section path and in-chunk headings above it as context. */
function sentencesOf(hit: Hit): Sentence[] {
  const result: Sentence[] = [];
  const headings: string[] = [hit.citation.title, hit.citation.section ?? ''];
  let before: string[] = [];
  let line: number | undefined;
  // The question of an FAQ entry heads its answer, as a heading does, until the next one; it answers nothing itself.
  let asked = '';
  for (const unit of splitIntoUnits(hit.text, hit.citation.title.trim())) {
    if (unit.isHeading) {
      headings.push(unit.text);
      before = [];
      asked = '';
      continue;
    }
    if (isQuestionLine(unit.text)) {
      asked = unit.text;
      before = [];
      line = unit.line;
      continue;
    }
    if (unit.line !== line || unit.isTableRow) before = [];
    const context = asked ? `${headings.join('\n')}\n${asked}` : headings.join('\n');
    result.push({ hit, context, body: unit.text, ...(before.length > 0 ? { previous: before.join(' ') } : {}) });
    // Only sentences of the same paragraph carry over; a table row is a case of its own.
    before = unit.isTableRow ? [] : [...before.slice(-1), unit.text];
    line = unit.line;
  }
  return result;
}

/**
 * `Wie viele X gibt es, und erhalten Y …?`, `Was kostet A und was kostet B?`: two questions in one (the offline
 * answer's reading, askedClauses), when both clauses name something of their own.
 */
function splitClauses(question: string): string[] {
  const parts = askedClauses(question).filter(Boolean);
  if (parts.length < 2) return [question];
  const ownTerms = (part: string): boolean => {
    const analysis = analyzeQuestion(part);
    return analysis.entities.length > 0 || analysis.aspects.some((aspect) => aspect.isNoun && !answerTypeNouns.has(aspect.folded));
  };
  return parts.every(ownTerms) ? parts : [question];
}

/**
 * How well a sentence covers an asked noun; a compound whose head names the kind of answer (`Bevölkerungszahl`,
 * `Lieferzeit`) is covered by its modifier, since the asked value stands for the head.
 */
export function nounScore(evidence: HitEvidence, aspect: AspectTerm, questionWords?: readonly string[]): number {
  const score = aspectScore(evidence, aspect, questionWords);
  if (score >= 0.5) return score;
  const parts = decompound(aspect.folded).map(fold);
  const head = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || !answerTypeNouns.has(head)) return score;
  const modifier = aspect.folded.slice(0, aspect.folded.length - head.length).replace(/s$/, '');
  if (modifier.length < 4) return score;
  return Math.max(score, aspectScore(evidence, { ...aspect, folded: modifier, alternatives: [] }, questionWords));
}

/**
 * `Welche Institution …?`, `Welches Unternehmen …?`: a short noun right after the question word names the category
 * of the answer, which the answering sentence names by instance, as does a longer simple word (`Welche Auszeichnung`).
 * A long compound there (`Welche Reaktionszeiten`, `Welche Vertragsstrafe`) is the asked topic itself and stays required.
 */
function askedCategory(analysis: QuestionAnalysis, question: string): AspectTerm | undefined {
  const match = /(?:^|[\s,(])(?:welche[rsnm]?|was\s+für\s+(?:ein(?:e[rsnm]?)?)?)\s+(\p{Lu}\p{Ll}+)/iu.exec(question);
  const word = match?.[1];
  if (!word) return undefined;
  const folded = fold(word);
  // A longer word is a category too when it is no compound (`Auszeichnung`, `Organisation`).
  if (folded.length > 11 && dictionaryMembers(lowercase(word)).length > 1) return undefined;
  return analysis.aspects.find((aspect) => aspect.folded === folded);
}
