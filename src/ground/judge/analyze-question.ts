import { detectQuestionLanguage } from '../../prompt/index.js';
import { askedValue } from '../evidence/value-types.js';
import { countedNoun } from './asked-form.js';
import { extractFactValues } from '../answer-check/index.js';
import { decompound, getGermanLexicon } from '../../embed/index.js';
import { fold, isStopword, stem, words } from '../text/index.js';
import {
  AGE_UNIT,
  askedQuantities,
  askedDimensions,
  statedDimensions,
  asksParallelCases,
  commandOptions,
  functionPhraseNouns,
  particleVerbForms,
  germanVerbForms,
  latinateAlternatives,
  propertyAdjectives,
  agentVerbs,
  feminineBase,
  feminineForms,
  ungVerbForms,
  germanWordList,
  adjectiveNouns,
  quotedTerms,
  withoutCommandOptions,
  decompound as dictionaryMembers,
  irregularEnglishBase,
  isCalendarName,
  isUnitName,
  isGermanDictionaryWord,
  isPluralNoun,
  isUnknownEnglishWord,
  lowercase,
  isSameInOtherLanguage,
  stem as snowballStem,
  isStopword as isLanguageStopword,
  isLyAdverb,
  asksAmountOfMoney,
  isMostlyVerb,
  responsibilityAlternatives,
  ungNominalizations,
  synonymStems,
  lemmaKey,
  asGermanNoun,
  phraseTranslationStems,
  translationStems,
  type AskedQuantity,
} from '../../text/index.js';

/** Something the question names that a relevant source must name too. */
export interface SalientEntity {
  /** As written in the question (`"Gamma Pharma"`, `"HG-500"`, `"5.0"`). */
  text: string;
  kind: 'company' | 'code' | 'number' | 'acronym' | 'name' | 'modifier' | 'quote' | 'option';
  /** Folded word sequences; the entity is present when one of them occurs contiguously. */
  variants: string[][];
  /** Canonical number readings, for `number` entities. */
  numberKeys?: string[];
  /** A number followed by a unit (`5.000 Liter`): also present where a source states a range of that unit holding it. */
  quantity?: AskedQuantity;
  /** False for weak signals (a capitalised English word that a German document may translate): missing lowers, not rejects. */
  required: boolean;
  /**
   * A name of dictionary words (`Catholic Church`, `Summer Theatre`): how a source in the other language writes each
   * of its words (see Translations), so such a source names it translated. Absent when a word is no dictionary word
   * (`Ekstraklasa`): the other language writes the name as it is.
   */
  translations?: { language: 'german' | 'english'; words: (readonly (readonly string[])[])[] };
}

/** A content word of the question: the asked aspect. */
export interface AspectTerm {
  /** As written in the question. */
  raw: string;
  folded: string;
  /** Alternative expressions (folded word sequences) that count as the same aspect. */
  alternatives: string[][];
  weight: number;
  /**
   * Snowball stems of the word's thesaurus synonyms (OpenThesaurus, WordNet): weaker evidence than the word itself,
   * since a thesaurus groups senses, not the documents' terms. Empty when the thesaurus does not know the word.
   */
  synonyms?: ReadonlySet<string>;
  /**
   * A German compound noun's members (dictionary split), each as a Snowball stem with its synonyms' stems:
   * `Reifentausch` is also `Reifenwechsel`, one member the same, the other a synonym.
   */
  members?: CompoundMember[];
  /** A German noun (capitalised inside the sentence): it names the topic, where verbs are often paraphrased. */
  isNoun: boolean;
  /**
   * What the word counts for as only the modifier of a compound whose head the question does not name (`Truppen` in
   * `Truppenbewegungen`): a German noun of a question that asks no value (0 when unset). Where a value is asked, the
   * value a sentence states belongs to the compound's head (`Probezeitgespräch`, not `Probezeit`), so there it counts
   * nothing.
   */
  modifierCredit?: number;
  /** The noun a `wie viele` / `how many` question counts: a source may name a kind of it (see hit-evidence's siblingOnly). */
  countsKind?: boolean;
  /** An English word used mostly as a verb (see isMostlyVerb), not after a determiner, or an adverb in `-ly` (isLyAdverb). */
  isVerb?: boolean;
  /**
   * The word's dictionary translations into the other of German and English, each as Snowball stems of that
   * language (`drinking water` → [`trinkwass`]): how a source in that language names it.
   */
  translations?: Translations;
}

/** Translations of an aspect (see AspectTerm.translations). */
export interface Translations {
  language: 'german' | 'english';
  stems: readonly (readonly string[])[];
}

/** One member of a compound aspect (see AspectTerm.members). */
export interface CompoundMember {
  stem: string;
  synonyms: ReadonlySet<string>;
}

/** What a question names and asks. */
export interface QuestionAnalysis {
  entities: SalientEntity[];
  aspects: AspectTerm[];
  /** The question asks for a quantity, date or duration, so an answering passage contains one. */
  asksForQuantity: boolean;
  /** The question asks for a price or amount of money, so an answering passage names one. */
  asksForMoney: boolean;
  /** The question asks for a percentage (`Zu wie viel Prozent`, `what percentage`), so an answering passage states one. */
  asksForPercent?: boolean;
  /**
   * English only: the question asks how much a thing money is paid as amounts to (`How much is the deposit …?`,
   * `What is the fee …?`), so an answering passage states an amount of money or a share (a discount may be a percentage).
   */
  asksForAmount?: boolean;
  /** English only: the question asks for a person, place, team or organisation, so an answering sentence names one. */
  asksForName: boolean;
  /**
   * The question asks which organisation (`Welche Firma`, `Welcher Dienstleister`, `Which company`), so an answering
   * sentence names one (see namesOrganization).
   */
  asksForOrganization?: boolean;
  /** Language of the question. */
  language: 'de' | 'en';
  /** The question compares two or more things (`vergleiche`, `zwischen … und …`, `A oder B?`): each source may hold one. */
  comparison: boolean;
}

const legalForms = /^(?:GmbH|AG|SE|KG|KGaA|OHG|GbR|UG|Corp\.?|Inc\.?|Ltd\.?|LLC|PLC|S\.A\.|e\.V\.)$/;
// Nouns that introduce a proper name right after them ("am Standort Wien", "Release 5.0", "Kunde Gamma").
const classifierNouns = new Set(
  ['standort', 'release', 'version', 'kunde', 'kunden', 'kundin', 'firma', 'stadt', 'modell', 'projekt', 'produkt', 'site', 'customer', 'client', 'project', 'product', 'model', 'city', 'office'].map(fold),
);
const placePrepositions = new Set(['in', 'nach', 'aus']);
// Determiners of a kind of thing, not of a name: `bei einem Gasleck`, `mit ihrem eigenen Werkzeug`, `kein Zugang`.
const kindDeterminers = new Set(
  ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer', 'eur']
    .flatMap((stem) => ['', 'e', 'en', 'em', 'er', 'es'].map((ending) => stem + ending)),
);
const commonNounEndings = /(?:ung|heit|keit|schaft|tion|tat|ismus|ment|ende|zeit|tag|tage|ern|en|er|e|s)$/;

/**
 * Whether a German sentence names an organisation that the question does not: a legal form (`GmbH`, `AG`), an acronym
 * (`SWL`), or a capitalised word the dictionary does not know (`Kofler`). `Wegen Lieferverzögerungen bei den
 * Saunaöfen …` names none.
 */
export function namesOrganization(sentence: string, question: string, language: 'de' | 'en' = 'de'): boolean {
  const asked = new Set(words(question).map((word) => word.folded));
  const written = words(sentence);
  // A person is no organisation: the name after a title (`Dr. Amira Haddad`, `Frau Wimmer`) does not count.
  const person = new Set<number>();
  for (const [index, word] of written.entries()) {
    if (!honorifics.has(word.folded)) continue;
    for (let next = index + 1; next < written.length && /^\p{Lu}/u.test(written[next]!.raw); next += 1) person.add(next);
  }
  // A word after a sentence end, a line break or a heading mark stands capitalised whatever it is.
  const opens = (index: number): boolean => {
    const previous = written[index - 1];
    return !previous || /[.!?:;\n>–—-]/.test(sentence.slice(previous.index + previous.raw.length, written[index]!.index));
  };
  const capitalised = (index: number): boolean => {
    const word = written[index];
    return word !== undefined && /^\p{Lu}/u.test(word.raw) && !isStopword(word.folded) && !honorifics.has(word.folded) && !opens(index);
  };
  // English writes a name of dictionary words capitalised, word after word (`Virgin Media`), never at a sentence start.
  const inNameRun = (index: number): boolean => language === 'en' && capitalised(index) && (capitalised(index - 1) || capitalised(index + 1));
  const unknown = (word: { raw: string; folded: string }, index: number): boolean =>
    language === 'en' ? isUnknownEnglishWord(word.folded) || inNameRun(index) : !isGermanDictionaryWord(word.raw);
  return written.some(
    (word, index) =>
      !asked.has(word.folded) &&
      !person.has(index) &&
      (legalForms.test(word.raw) ||
        (/^\p{Lu}{2,}$/u.test(word.raw) && !currencyCodes.test(word.raw)) ||
        // A capital inside a word (`BSkyB`, `PayPal`, `eBay`) marks a brand's own spelling.
        (/^\p{L}+$/u.test(word.raw) && /\p{Ll}\p{Lu}/u.test(word.raw)) ||
        (/^\p{Lu}\p{Ll}+$/u.test(word.raw) && !isStopword(word.folded) && !isCalendarName(word.raw) && unknown(word, index))),
  );
}

const currencyCodes = /^(?:EUR|USD|CHF|GBP|JPY|VAT|MWST|USt)$/i;
const honorifics = new Set(['dr', 'prof', 'herr', 'frau', 'mr', 'mrs', 'ms', 'miss', 'sir', 'dame']);

/** A capitalised German word that is neither a known word, nor a compound of known words, nor shaped like a common noun. */
function looksLikeName(raw: string, folded: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(raw) || folded.length < 3) return false;
  const lexicon = getGermanLexicon();
  if (lexicon.parts.has(folded) || lexicon.parts.has(stem(folded)) || commonNounEndings.test(folded)) return false;
  if (decompound(folded).length >= 2) return false;
  // The feminine of a person noun (`Leiterin`, `Kundin`, `Ärztinnen`) names a role, as the noun does.
  if (feminineBase(raw) !== undefined) return false;
  // A long compound of dictionary words (`Nachtspeicherheizung`) is a thing; short ones may be names (`Nordwind`).
  return folded.length < longCompound || dictionaryMembers(lowercase(raw)).length < 2;
}

const longCompound = 10;

/** `P1-Tickets` → `P1`: word parts of a hyphenated code are the asked aspect, not the code. */
function codePart(raw: string): string {
  const parts = raw.split('-');
  // `Apache-2.0-Software`, `Python-3.12-Pakete`: a name with its decimal version is the thing named (`Apache License,
  // Version 2.0`), not the bare number.
  const version = parts.findIndex((part, index) => index > 0 && /^v?\d+(?:\.\d+)+$/.test(part) && /^\p{L}{2,}$/u.test(parts[index - 1]!));
  if (version > 0) return `${parts[version - 1]}-${parts[version]}`;
  const code = parts.filter((part) => !/^\p{Lu}\p{Ll}{3,}$/u.test(part));
  // `Sauerstoff-18`: a bare number is no code of its own, the whole word is the name.
  if (code.every((part) => /^\d+$/.test(part))) return raw;
  return code.length > 0 && code.length < parts.length ? code.join('-') : raw;
}

const sectionReference = /(?:§+|\b(?:abschnitt|absatz|ziffer|kapitel|section|clause|art\.?|artikel))\s*\d+(?:\.\d+)*/gi;
// A question that asks for a person, a time, a place, a count of something or a kind (`Welche Universität erhielt
// einen Preis?`, `Wie viele Nominierungen für den Preis …?`): there `Preis` is the award or the topic, not the asked
// amount (German says `Preis` for both price and prize).
// English too (`When will the price list be reviewed?`): there `price` names the topic.
const otherAskedKind =
  /^\s*(?:wer|wen|wem|wessen|wann|wo|woher|wohin|wie\s+viele\s+(?!euro|cent)\p{L}+|welche[rsnm]?\s+(?!\p{L}*preis)\p{L}+|who|whom|whose|when|where|how\s+many\s+(?!euros?|dollars?|cents?|pounds?)\p{L}+|which\s+(?!price)\p{L}+)(?![\p{L}])/iu;

function asksForMoney(question: string): boolean {
  if (!moneyCues.test(question)) return false;
  return !otherAskedKind.test(question) || moneyCues.test(question.replace(/(?<!\p{L})\p{L}*(?:preis|price)\p{L}*/giu, ' '));
}

const percentCues = /\b(?:wie\s+viel(?:e)?\s+prozent|welche[rsnm]?\s+(?:prozentsatz|anteil)|what\s+(?:percentage|share|proportion)|how\s+many\s+percent|what\s+percent)\b/i;
const moneyCues = /\b(?:was\s+kostet|was\s+kosten|wie\s+viel\s+kostet|kostet|kosten\s+pro|preis\w*|geld|money|how\s+much\s+(?:does|do|is)\b[^?]*\bcost|price\w*|costs?\s+per)\b/i;
const quantityCues =
  /\b(?:wie\s+(?:viel\w*|hoch|lang\w*|oft|schnell|gro(?:ss|ß)\w*|weit|alt)|bis\s+wann|wann|ab\s+welch\w*|innerhalb\s+welch\w*|um\s+wie\s+viel|wie\s+viel\s+uhr|how\s+(?:much|many|long|often|fast|high|large)|when|what\s+time|by\s+when|welche[rsnm]?\s+(?:frist|betrag|preis|höhe|dauer|zeit|datum|termin|temperatur\w*|prozent\w*|anzahl|marge|summe|obergrenze|grenze|budget)|what\s+(?:is\s+the\s+)?(?:price|cost|amount|deadline|date|percentage|limit))\b/i;

// `Welche Kündigungsfrist`, `Welche Mindestlaufzeit`, `Welche Hotel-Obergrenze`: a compound whose head is a quantity.
const quantityCompound = /\bwelche[rsnm]?\s+[\p{L}-]*(?:frist|fristen|dauer|zeit|zeiten|preis|preise|betrag|gebühr|gebühren|pauschale|zulage|grenze|obergrenze|summe|höhe|quote|rate|strafe|gutschrift)\b/iu;
// English capitalises names only, so a missing name is visible there; German capitalises every noun. `Where` is no
// cue: a place is as often said in common nouns (`at the outer pier`, `in rural areas`).
const nameCues =
  /^\s*(?:who|whom|whose)\b|\blocation\b|\bwinner\b|\b(?:which|what)\s+(?:country|city|town|state|team|club|company|firm|person|player|artist|band|author|director|nation|university|venue|stadium|organi[sz]ation)\b/i;
// `Welche Firma`, `Welcher Hersteller`: the kinds of organisation a question asks for by `welch-`.
const englishOrganizationCues =
  /\b(?:which|what)\s+(?:company|companies|firm|supplier|vendor|manufacturer|provider|contractor|agency|bank|insurer|carrier)\b/i;
const organizationCues =
  /(?<![\p{L}])welche[rsnm]?\s+(?:Firma|Firmen|Unternehmen|Hersteller|Lieferanten?|Anbieter|Dienstleister|Betrieb|Bank|Versicherung|Agentur|Kanzlei|Spedition|Reederei|Gesellschaft)(?![\p{L}])/iu;
const comparisonCues =
  /\b(?:vergleich\w*|unterschied\w*|unterscheide\w*|zwischen|jeweils|beide[nr]?|compare\w*|comparison|difference|differ\w*|between|versus|vs|each|both)\b|\boder\b[^?]*\?$|\bor\b[^?]*\?$/i;

// `die Nachbetrachtung (Post-Mortem)`, `basic supply (Grundversorgung)`: a term of one or two words in brackets right
// after a word glosses it (its other name, often the documents' own).
const glossed = /([\p{L}][\p{L}-]*)\s*\(([\p{L}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*)?)\)/gu;

/**
 * Finds the question's salient entities and asked aspects. Deterministic; German and English. A gloss in brackets
 * (see `glossed`) is no aspect of its own but another way to name the word it follows: a source may use either.
 */
export function analyzeQuestion(question: string): QuestionAnalysis {
  const glosses = [...question.matchAll(glossed)].filter((match) => !(match[2] ?? '').split(/\s/).some((word) => isStopword(fold(word))));
  if (glosses.length === 0) return analyzeWords(question);
  const analysis = analyzeWords(glosses.reduce((text, match) => text.replace(match[0], match[1] ?? ''), question));
  for (const match of glosses) {
    // A hyphenated English term (`basic-supply`) is read as its words: the gloss names each of them.
    const named = [match[1] ?? '', ...(match[1] ?? '').split('-')];
    const words = (match[2] ?? '').split(/[\s-]+/).map(fold).filter(Boolean);
    for (const aspect of analysis.aspects) if (named.includes(aspect.raw) && words.length > 0) aspect.alternatives = [...aspect.alternatives, words];
  }
  return analysis;
}

function analyzeWords(question: string): QuestionAnalysis {
  const language = detectQuestionLanguage(question);
  const withoutSections = question.replace(sectionReference, ' ');
  const entities: SalientEntity[] = [];
  const entityWords = new Set<string>();
  const add = (entity: SalientEntity): void => {
    if (entities.some((known) => known.text.toLowerCase() === entity.text.toLowerCase())) return;
    entities.push(entity);
    for (const variant of entity.variants) for (const word of variant) entityWords.add(word);
  };
  for (const text of quotedTerms(withoutSections)) add({ text, kind: 'quote', variants: [words(text).map((word) => word.folded)], required: true });
  // A command-line option (`-9`, `--best`) must stand as written: `-9` is no number 9.
  for (const option of commandOptions(withoutSections)) add({ text: option, kind: 'option', variants: [[option]], required: true });
  const withoutOptions = withoutCommandOptions(withoutSections);
  const tokens = words(withoutOptions);
  const quantities = askedQuantities(withoutOptions);
  // `my 10 year old`, `zehnjährigen`: the words of an asked age are its unit, which the sources write as a range
  // (`Kinder unter 16`), not an aspect to find.
  if (quantities.some((quantity) => quantity.unit === AGE_UNIT)) {
    for (const token of tokens) if (/^(?:years?|old|jahre|alt)$|jahrig/.test(token.folded)) entityWords.add(token.folded);
  }
  companyEntities(tokens, add);
  for (const [position, token] of tokens.entries()) {
    const raw = token.raw;
    const previous = tokens[position - 1];
    if (legalForms.test(raw)) continue;
    if (/\d/.test(raw) && /\p{L}/u.test(raw)) {
      const code = codePart(raw);
      add({ text: code, kind: 'code', variants: [[fold(code)]], required: true });
    } else if (/^\d/.test(raw)) {
      const keys = extractFactValues(raw).flatMap((value) => value.keys);
      const quantity = quantities.find((candidate) => candidate.raw === raw);
      add({ text: raw, kind: 'number', variants: [[token.folded]], numberKeys: keys, required: true, ...(quantity ? { quantity } : {}) });
    } else if (/^\p{Lu}{2,}$/u.test(raw) && !legalForms.test(raw)) {
      add({ text: raw, kind: 'acronym', variants: acronymVariants(raw), required: true });
    } else if (/^\p{Lu}\p{Ll}+\p{Lu}/u.test(raw)) {
      add({ text: raw, kind: 'name', variants: [[token.folded]], required: true });
    } else if (previous && classifierNouns.has(previous.folded) && /^\p{Lu}/u.test(raw) && position > 1) {
      add({ text: raw, kind: 'name', variants: [[token.folded]], required: true });
    } else if (language === 'de' && previous && placePrepositions.has(previous.folded) && looksLikeName(token.raw, token.folded)) {
      add({ text: raw, kind: 'name', variants: [[token.folded]], required: true });
    }
  }
  hyphenModifiers(withoutSections, add);
  // `y. pestis`, `E. coli`: an abbreviated binomial name; its second word is what a source must name.
  for (const match of withoutSections.matchAll(/(?<![\p{L}\p{N}.])\p{L}\.\s?(\p{Ll}{3,})\b/gu)) {
    add({ text: match[0], kind: 'name', variants: [[fold(match[1] ?? '')]], required: true });
  }
  if (language === 'en') englishNames(tokens, withoutOptions, add);
  else germanNames(tokens, withoutSections, add);
  const heads = modifiedHeads(withoutSections);
  const allAspects = aspectTerms(tokens, entityWords, language).filter((aspect) => !heads.has(aspect.folded));
  // The source the asker cites (`laut Protokoll`, `according to the report`) points at a document; its words need not
  // stand in the answering passage, which says what the source says, not that it is that source. Kept when the
  // question asks no other noun (`Was steht laut Hafenordnung?`).
  const cited = citedSourceWords(tokens, withoutOptions);
  // The noun of a fixed phrase (`in Bezug auf`, `zur Verfügung`, `in terms of`) names nothing asked either.
  for (const noun of functionPhraseNouns(withoutOptions)) cited.add(noun);
  const asksOther = allAspects.some((aspect) => !cited.has(aspect.folded) && (language === 'de' ? aspect.isNoun : aspect.isVerb !== true));
  const aspects = asksOther ? allAspects.filter((aspect) => !cited.has(aspect.folded)) : allAspects;
  if (asksOther) {
    for (let index = entities.length - 1; index >= 0; index -= 1) {
      const entity = entities[index]!;
      if (entity.kind === 'modifier' && entity.variants.every((variant) => variant.every((word) => cited.has(word)))) entities.splice(index, 1);
    }
  }
  for (const entity of entities) {
    if (entity.kind !== 'name') continue;
    const translations = nameTranslations(entity.text, language === 'de' ? 'german' : 'english');
    if (translations) entity.translations = translations;
  }
  const asksForQuantity = quantityCues.test(question) || quantityCompound.test(question);
  // A question that asks no value: a noun of it found as a compound's modifier still names the sentence's topic.
  const asksNoValue = !asksForQuantity && askedValue(question) === 'any';
  // `Wie viel Stimmenmehrheit …?`: the counted noun names the kind of the asked value, which a source may state as a
  // kind of it (`Zweidrittelmehrheit`).
  const counted = countedNoun(question, language);
  const marked = aspects.map((aspect) => (aspect.raw === counted ? { ...aspect, countsKind: true } : aspect));
  return {
    entities,
    aspects: asksNoValue ? marked.map((aspect) => (aspect.isNoun ? { ...aspect, modifierCredit: modifierCredit } : aspect)) : marked,
    asksForQuantity,
    asksForMoney: asksForMoney(question),
    ...(asksAmountOfMoney(question, language) ? { asksForAmount: true } : {}),
    asksForPercent: percentCues.test(question),
    asksForName: language === 'en' && nameCues.test(question),
    ...((language === 'de' ? organizationCues : englishOrganizationCues).test(question) ? { asksForOrganization: true } : {}),
    comparison: comparisonCues.test(question) || asksParallelCases(question) || coordinatedItems(question, entities).length >= 2,
    language,
  };
}

/** What a noun found only as a compound's modifier counts for in a question that asks no value (see AspectTerm). */
const modifierCredit = 0.5;

// What may stand between two coordinated names: `A und B`, `A, B`, `A sowie mit der B`, `A and the B`.
const coordination = /^\s*(?:,\s*(?:(?:und|and|sowie|oder|or)\s+)?|(?:und|and|sowie|bzw\.?|oder|or|&)\s+)(?:(?:mit|bei|für|von|vom|zu|with|for|at|of|from)\s+)?(?:(?:dem|der|den|die|das|des|the)\s+)?$/iu;
const itemKinds = new Set<SalientEntity['kind']>(['name', 'company', 'code', 'acronym']);

/**
 * Names, companies, codes or acronyms of the question joined by `und`, `and`, `oder`, `sowie` or commas (`Welche
 * Kündigungsfristen haben Alpha Maschinenbau und Beta Logistics?`, `mit dem Klinikum, der Brauerei Hopfenthal und
 * Nordwind`): a question about each of them, as a comparison is, answered from each one's own source. The first such
 * chain of two or more, as written; empty when there is none.
 */
export function coordinatedItems(question: string, entities: readonly SalientEntity[]): string[] {
  const located = entities
    .filter((entity) => itemKinds.has(entity.kind))
    .map((entity) => ({ text: entity.text, at: question.indexOf(entity.text) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  let chain: string[] = [];
  for (const [index, current] of located.entries()) {
    const next = located[index + 1];
    const joined = next !== undefined && current.at + current.text.length <= next.at && coordination.test(question.slice(current.at + current.text.length, next.at));
    if (joined) {
      if (chain.length === 0) chain.push(current.text);
      chain.push(next.text);
    } else if (chain.length >= 2) return chain;
    else chain = [];
  }
  return chain.length >= 2 ? chain : [];
}

function companyEntities(tokens: ReturnType<typeof words>, add: (entity: SalientEntity) => void): void {
  for (const [position, token] of tokens.entries()) {
    if (!legalForms.test(token.raw)) continue;
    const name: string[] = [];
    for (let back = position - 1; back >= 0 && name.length < 3; back -= 1) {
      const candidate = tokens[back];
      if (!candidate || !/^\p{Lu}/u.test(candidate.raw) || isStopword(candidate.folded)) break;
      name.unshift(candidate.raw);
    }
    if (name.length > 0) add({ text: name.join(' '), kind: 'company', variants: [name.map(fold)], required: true });
  }
}

// Words that introduce the source a statement is attributed to: `laut`, `gemäß` before it, `zufolge` after it;
// `according to` before it.
const sourceBefore = new Set(['laut', 'gemass', 'gemaess']);
const sourceAfter = new Set(['zufolge']);
const englishDeterminers = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'your']);
const maxSourceWords = 4;

/**
 * The folded words of the source a question attributes its statement to: the noun phrase after `laut` / `gemäß`
 * (articles and adjectives, then its capitalised nouns, hyphenated parts included), before `zufolge`, or after
 * `according to` up to the next punctuation (at most four words); `zufolge` itself. Names among them stay entities.
 */
export function citedSourceWords(tokens: ReturnType<typeof words>, text: string): Set<string> {
  const cited = new Set<string>();
  const boundary = (from: number, to: number): boolean => /[,;:?!.()]/.test(text.slice(from, to));
  for (const [position, token] of tokens.entries()) {
    if (sourceBefore.has(token.folded)) {
      let index = position + 1;
      let nouns = 0;
      while (index < tokens.length && index - position <= maxSourceWords) {
        const next = tokens[index]!;
        if (boundary(tokens[index - 1]!.index, next.index)) break;
        const capital = /^\p{Lu}/u.test(next.raw);
        if (!capital && nouns > 0) break;
        if (capital) nouns += 1;
        cited.add(next.folded);
        index += 1;
      }
    } else if (sourceAfter.has(token.folded)) {
      cited.add(token.folded);
      for (let index = position - 1; index >= 0 && position - index <= maxSourceWords; index -= 1) {
        const previous = tokens[index]!;
        if (boundary(previous.index, tokens[index + 1]!.index) || !/^\p{Lu}/u.test(previous.raw)) break;
        cited.add(previous.folded);
      }
    } else if (token.folded === 'according' && tokens[position + 1]?.folded === 'to') {
      for (let index = position + 2; index < tokens.length && index - position - 1 <= maxSourceWords; index += 1) {
        const next = tokens[index]!;
        if (boundary(tokens[index - 1]!.index, next.index)) break;
        if (!englishDeterminers.has(next.folded)) cited.add(next.folded);
      }
    }
  }
  return cited;
}

/**
 * `Enterprise-Kunden`, `Basic-Plan`: the head of a compound whose first part is a name only says what kind of thing
 * the name is; the documents say `Enterprise` or `Pläne Basic und Pro`. Such heads are no asked aspect.
 */
export function modifiedHeads(text: string): Set<string> {
  const heads = new Set<string>();
  for (const match of text.matchAll(/(?<![\p{L}\p{N}-])\p{Lu}[\p{L}]+-(\p{Lu}\p{Ll}+)(?![\p{L}-])/gu)) {
    const head = match[1] ?? '';
    if (head.length <= 8) heads.add(fold(head));
  }
  return heads;
}

/** `Starter-Plan`, `Enterprise-Tarif`: the capitalised first part names which one is meant. */
function hyphenModifiers(text: string, add: (entity: SalientEntity) => void): void {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}-])(\p{Lu}[\p{L}]+)-\p{L}+/gu)) {
    const modifier = match[1] ?? '';
    if (modifier.length < 2) continue;
    add({ text: modifier, kind: 'modifier', variants: [[fold(modifier)]], required: true });
  }
}

/** In English, capitalised words after the first are names; a run of two or more must occur as a run. */
function englishNames(tokens: ReturnType<typeof words>, text: string, add: (entity: SalientEntity) => void): void {
  let run: typeof tokens = [];
  const flush = (): void => {
    if (run.length >= 2) {
      add({ text: run.map((token) => token.raw).join(' '), kind: 'name', variants: [run.map((token) => token.folded)], required: true });
    } else if (run.length === 1 && run[0]) {
      add({ text: run[0].raw, kind: 'name', variants: acronymVariants(run[0].raw), required: false });
    }
    run = [];
  };
  for (const [position, token] of tokens.entries()) {
    // `US` is an abbreviation, not the pronoun `us`.
    // A word capitalised inside the question that only German uses as a function word (`the Pro plan`) is a name.
    const capitalised =
      /^\p{Lu}/u.test(token.raw) &&
      position > 0 &&
      token.raw !== 'I' &&
      (!isStopword(token.folded) || /^\p{Lu}{2,}$/u.test(token.raw) || !isLanguageStopword(token.folded, 'english'));
    // Names listed with commas (`Tesla, Lane and Vail`) are names each: a run ends at punctuation.
    const last = run[run.length - 1];
    if (last && /[,;:()]/.test(text.slice(last.index + last.raw.length, token.index))) flush();
    // `MWh`, `GW`: a unit symbol is capitalised by its own rules, it names no one.
    if (capitalised && !legalForms.test(token.raw) && !isUnitSymbol(token.raw)) run.push(token);
    else flush();
  }
  flush();
}

/**
 * German capitalises every noun, so only words that are neither known nor compounds of known words count as names:
 * a run of two or more (`Alpha Maschinenbau`, `Beta Logistics`) must occur as a run; a single one is a weak signal.
 */
function germanNames(tokens: ReturnType<typeof words>, source: string, add: (entity: SalientEntity) => void): void {
  for (let position = 1; position < tokens.length; position += 1) {
    const token = tokens[position];
    if (!token || !looksLikeName(token.raw, token.folded) || isStopword(token.folded)) continue;
    if (introducesKind(tokens, position) || askedKindNoun(tokens, position) || measuresCount(tokens, position)) continue;
    const run = [token];
    for (let next = position + 1; next < tokens.length; next += 1) {
      const candidate = tokens[next];
      if (!candidate || !/^\p{Lu}\p{L}+$/u.test(candidate.raw) || legalForms.test(candidate.raw) || isStopword(candidate.folded)) break;
      // `Basic-Plan` is the plan called Basic (a modifier, see hyphenModifiers), not a two-word name.
      if (source[candidate.index - 1] === '-') break;
      // `Kormoran Tours, Bellmann Yachting`: a comma ends the name.
      const previous = run[run.length - 1]!;
      if (/[,;:()]/.test(source.slice(previous.index + previous.raw.length, candidate.index))) break;
      // `Joseph Priestley Sauerstoff`: a German compound noun after a full name is what the question asks about, not
      // more of the name (a surname may be a simple noun, `Carl Wilhelm Scheele`; a firm's second word a compound,
      // `Alpha Maschinenbau`).
      if (run.length >= 2 && decompound(candidate.folded).length >= 2 && isGermanDictionaryWord(candidate.folded)) break;
      // `Alec Shelbrooke Beihilfen`: the plural of a dictionary noun after a full name is what the question asks about
      // (a surname is a lemma: `Fischer`, `Krüger`); after one word it may be the firm's (`Kormoran Reisen`).
      if (run.length >= 2 && isPluralNoun(candidate.raw)) break;
      run.push(candidate);
    }
    const text = run.map((word) => word.raw).join(' ');
    const folded = run.map((word) => word.folded);
    // A name in the genitive (`Martin Luthers`, `Jonas Bergers`) is the name without its `s`.
    const last = folded[folded.length - 1]!;
    const genitive = last.length >= 4 && /[^s]s$/.test(last) ? [[...folded.slice(0, -1), last.slice(0, -1)]] : [];
    add({ text, kind: 'name', variants: [folded, ...genitive], required: run.length >= 2 });
    position += run.length - 1;
  }
}

/**
 * Whether the word at `position` is a unit of measure after a count (`wie viele Kilogramm Dampf`, `5 Liter Milch`): it
 * measures the noun after it, which is what the question names; neither is a name.
 */
function measuresCount(tokens: ReturnType<typeof words>, position: number): boolean {
  const before = tokens[position - 1];
  return before !== undefined && (/^\d/.test(before.raw) || /^(?:wie)?viele?$/.test(before.folded)) && isUnitName(lowercase(tokens[position]!.raw));
}

// Interrogative determiners: the noun after them is the kind of thing asked for (`Welcher Ausbruch …?`).
const interrogativeDeterminers = new Set(['welcher', 'welche', 'welches', 'welchem', 'welchen']);

/**
 * Whether the word at `position` is a noun of the dictionary (`Ausbruch`, `Durchwahl`) right after an interrogative
 * determiner, with no capitalised word after it: the asked kind, not a name. After an article or a preposition a
 * dictionary noun may well be a client's name (`bei Helix`, `das Klinikum`), and a word the dictionary lacks or one
 * that opens a run of capitalised words may be one after an interrogative too.
 */
function askedKindNoun(tokens: ReturnType<typeof words>, position: number): boolean {
  const before = tokens[position - 1];
  const after = tokens[position + 1];
  if (!before || !interrogativeDeterminers.has(lowercase(before.raw))) return false;
  if (after && /^\p{Lu}/u.test(after.raw)) return false;
  return germanWordList().isNoun(tokens[position]!.folded);
}

/**
 * Whether the word at `position` follows an indefinite article or a possessive, with at most two lowercase words
 * (adjectives) between: German writes names with a definite article or none (`der Brauerei Hopfenthal`, `bei Nordwind`).
 */
function introducesKind(tokens: ReturnType<typeof words>, position: number): boolean {
  for (let back = position - 1; back >= 0 && back >= position - 3; back -= 1) {
    const token = tokens[back];
    if (!token) return false;
    if (kindDeterminers.has(token.folded)) return true;
    if (!/^\p{Ll}/u.test(token.raw)) return false;
  }
  return false;
}

function compoundMembersOf(raw: string): CompoundMember[] | undefined {
  // The dictionary keeps a lemma whole (`Reifentausch`); the glossary's split still says what it is made of.
  const dictionary = dictionaryMembers(lowercase(raw));
  const members = dictionary.length >= 2 ? dictionary : decompound(fold(raw));
  if (members.length < 2) return undefined;
  return members.map((member) => {
    const memberStem = snowballStem(member, 'german');
    return { stem: memberStem, synonyms: synonymStems(memberStem, 'german', lemmaKey(member)) };
  });
}

function acronymVariants(acronym: string): string[][] {
  return [[fold(acronym)]];
}

function aspectTerms(tokens: ReturnType<typeof words>, entityWords: Set<string>, language: 'de' | 'en'): AspectTerm[] {
  const seen = new Set<string>();
  const aspects: AspectTerm[] = [];
  const asksWhere = tokens.some((token) => token.folded === 'where');
  const asksMass = askedDimensions(tokens.map((token) => token.raw).join(' ')).includes('mass');
  for (const [position, token] of tokens.entries()) {
    const folded = token.folded;
    if (folded.length < 3 || /\d/.test(folded) || isStopword(folded) || entityWords.has(folded) || seen.has(stem(folded))) continue;
    // `wie schnell`, `wie weit`, `how fast`: the word after the question word names the dimension of the asked value,
    // which the answer states as a number (`innerhalb von 5 Minuten`), not by repeating the word.
    if (/^(?:wie|how)$/.test(tokens[position - 1]?.folded ?? '') && !/^\p{Lu}/u.test(token.raw)) continue;
    // `how many times` asks how often (`wie oft`): the answer states a count (`2 times`, `twice`), not the word.
    if (folded === 'times' && tokens[position - 1]?.folded === 'many' && tokens[position - 2]?.folded === 'how') continue;
    // `Where is X located?`: the verb says that a place is asked, which the answer names (`X stands in Y`).
    if (asksWhere && locationVerbs.has(folded)) continue;
    // `Was kostet X?`, `What does X cost?`: the verb says that a price is asked, which the answer states as an amount
    // (`X: 31,20 ct/kWh`, `Preis: 15 €`), not by repeating the verb (a German noun `Kosten` still names a topic).
    if (costVerbs.has(folded) && (language === 'en' || !/^\p{Lu}/u.test(token.raw))) continue;
    // `Wie viel wiegt X?`, `How much does X weigh?`: the verb says that a mass is asked, stated in its unit (`1,2 kg`).
    if (asksMass && weighVerbs.has(folded)) continue;
    seen.add(stem(folded));
    // German nouns (capitalised inside the sentence) carry the topic; verbs and adjectives are often paraphrased.
    const isNoun = language === 'de' && position > 0 && /^\p{Lu}/u.test(token.raw);
    // English marks no nouns: a word used mostly as a verb (WordNet), and not after a determiner, weighs as a
    // German verb does (`surrender`, `happen`): the sources paraphrase verbs more than the things they name.
    // An adverb of manner or degree (`really`, `actually`) qualifies the asked thing, as a verb does not name it.
    const isVerb = language === 'en' && ((isMostlyVerb(folded) && !determiners.has(tokens[position - 1]?.folded ?? '')) || isLyAdverb(folded));
    const weight = language === 'en' ? (isVerb ? 0.6 : 1) : isNoun ? 1.5 : 0.6;
    const textLanguage = language === 'de' ? 'german' : 'english';
    const synonyms = isNoun ? synonymStems(snowballStem(lowercase(token.raw), textLanguage), textLanguage, lemmaKey(token.raw)) : undefined;
    const members = isNoun ? compoundMembersOf(token.raw) : undefined;
    const translations = translationsOf(token.raw, textLanguage, tokens[position + 1]?.raw, phraseTranslationStems(tokens.map((word) => word.raw), position, textLanguage, phrasesKept));
    aspects.push({
      raw: token.raw,
      folded,
      // A German verb's action noun (`gemeldet` ~ `Meldung`, `überschreitet` ~ `Überschreitung`) names the same thing.
      alternatives: [
        ...responsibilityAlternatives(token.raw),
        ...(language === 'de' && !isNoun ? ungNominalizations(token.raw).map((noun) => [fold(noun)]) : []),
        // `anzumelden`, `angemeldet` and `anmelden` are one particle verb.
        ...(language === 'de' && !isNoun ? particleVerbForms(token.raw).map((form) => [fold(form)]) : []),
        // `verlor` and `verloren`, `betraten` and `betreten` are one verb (Snowball keeps the strong forms apart).
        ...(language === 'de' && !isNoun ? germanVerbForms(token.raw).map((form) => [fold(form)]) : []),
        // `dokumentieren` names the `Dokumentation`, a `Qualifikation` is what one `qualifiziert`.
        ...(language === 'de' ? latinateAlternatives(token.raw).map((form) => [fold(form)]) : []),
        // The `Verfügbarkeit` a source states as `verfügbar`, the `Gültigkeit` as `gültig`.
        ...(language === 'de' && isNoun ? propertyAdjectives(token.raw).map((adjective) => [fold(adjective)]) : []),
        // A `jährliche` fee is one `pro Jahr`, a `vertragliche` term one of the `Vertrag`.
        ...(language === 'de' && !isNoun ? adjectiveNouns(token.raw).map((noun) => [fold(noun)]) : []),
        // The `Leiterin` is a `Leiter` (a source may write the masculine, or `Leitung`).
        ...(language === 'de' && isNoun && feminineBase(token.raw) ? [[fold(feminineBase(token.raw)!)]] : []),
        // The `Gründung` a source tells as `gründete`.
        ...(language === 'de' && isNoun ? ungVerbForms(token.raw).map((form) => [fold(form)]) : []),
        // The `Schauspieler` asked about may be a `Schauspielerin` in the source.
        ...(language === 'de' && isNoun ? feminineForms(token.raw).map((form) => [fold(form)]) : []),
        // The `Hersteller` a source names by what it does (`hergestellt von`), the `Leiterin` by `geleitet`.
        ...(language === 'de' && isNoun
          ? agentVerbs(token.raw).flatMap((verb) => [verb, ...germanVerbForms(verb), ...particleVerbForms(verb)]).map((form) => [fold(form)])
          : []),
        // `lost` is a form of `lose`: the base names the same thing.
        ...(language === 'en' && irregularEnglishBase(folded) ? [[irregularEnglishBase(folded)!]] : []),
      ],
      weight: weight + (folded.length >= 10 ? 0.5 : 0),
      isNoun,
      ...(isVerb ? { isVerb } : {}),
      synonyms,
      ...(members ? { members } : {}),
      ...(translations ? { translations } : {}),
    });
  }
  return aspects;
}

/** Each word's translations when every word of the name has some (a name of dictionary words); else undefined. */
function nameTranslations(name: string, language: 'german' | 'english'): SalientEntity['translations'] {
  const nameWords = words(name).map((word) => word.raw);
  if (nameWords.length === 0) return undefined;
  const perWord = nameWords.map((word) => translationStems(word, language, translationsKept));
  if (perWord.some((options) => options.length === 0)) return undefined;
  return { language: language === 'german' ? 'english' : 'german', words: perWord };
}

// English verbs of where a thing is (`located`, `based`): after `where` they name the asked dimension, not a topic.
const locationVerbs = new Set(['located', 'situated', 'based', 'headquartered', 'sited', 'housed']);

// The verb of paying a price, German and English: it names the dimension of the asked value (money), as `wie lange`
// names a time.
/** Whether a word is the symbol of a measured unit (`MWh`, `kW`, `GW`): it states a quantity after a number. */
function isUnitSymbol(word: string): boolean {
  return /^\p{L}{1,4}$/u.test(word) && statedDimensions(`1 ${word}`).length > 0;
}

const costVerbs = new Set(['kostet', 'kosten', 'kostete', 'kosteten', 'gekostet', 'cost', 'costs']);
const weighVerbs = new Set(['wiegt', 'wiegen', 'wog', 'wogen', 'gewogen', 'weigh', 'weighs', 'weighed']);

const determiners = new Set(['the', 'a', 'an', 'our', 'your', 'my', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'each', 'every', 'no', 'any', 'some']);

// Translations an aspect keeps: the dictionary's first senses (more would match unrelated words of a source).
const translationsKept = 6;
// Translations of the three-word dictionary term a word is part of (see phraseTranslations).
const phrasesKept = 2;

/** The dictionary translations of a question word (a German compound it lacks: of its members, each one). */
function translationsOf(raw: string, language: 'german' | 'english', next?: string, phrases: readonly (readonly string[])[] = []): Translations | undefined {
  // A word of a three-word dictionary term (`data protection officer`) is named by the term's translation
  // (`Datenschutzbeauftragter`) only: its own senses (`officer` → `Amt`) would find it in unrelated compounds.
  if (phrases.length > 0) return { language: language === 'german' ? 'english' : 'german', stems: phrases };
  let stems = translationStems(raw, language, translationsKept, next);
  if (stems.length === 0 && language === 'german') {
    const members = dictionaryMembers(lowercase(raw));
    if (members.length > 1) {
      const perMember = members.map((member) => translationStems(asGermanNoun(member), language, 3).map((sequence) => sequence.join(' ')));
      // Every member must translate; the translation is then all members' words (`Zähler|tausch` → `meter exchange`).
      if (perMember.every((options) => options.length > 0)) stems = combine(perMember).map((phrase) => phrase.split(' '));
    }
  }
  // `administrator` in a German source's `Administratorschulung`: a word both languages write alike names the same there.
  const target = language === 'german' ? 'english' : 'german';
  const same = snowballStem(lowercase(raw), target);
  if (!stems.some((sequence) => sequence.length === 1 && sequence[0] === same) && isSameInOtherLanguage(raw, language)) stems = [...stems, [same]];
  if (stems.length === 0) return undefined;
  return { language: target, stems };
}

/** Every choice of one option per slot, at most `translationsKept`, first options first. */
function combine(slots: readonly string[][]): string[] {
  let phrases = [''];
  for (const options of slots) phrases = phrases.flatMap((phrase) => options.map((option) => `${phrase} ${option}`.trim())).slice(0, translationsKept);
  return phrases;
}
