import { detectAnswerType, hasAnswerCue, type AnswerType } from './answer-type.js';
import { clauseNumbers, opensWithClause } from './clause-numbers.js';
import { foldText, guessLanguage, stem, tokenize } from './text-terms.js';
import {
  askedDimensions,
  asksAmountOfMoney,
  asksUnitMeasure,
  asksParallelCases,
  commandOptions,
  decompound,
  initialisms,
  lowercase,
  namesOption,
  namesQuotedTerm,
  quotedTerms,
  spellsVersionedName,
  withoutCommandOptions,
  countedNouns,
  countsOtherOrdinal,
  type CountedNoun,
  statesDimension,
  statesMoney,
  statesPercent,
} from '../../text/index.js';

/** What a sentence must hold to answer a question on its own: the question's salient names and the asked kind of value. */
export interface QuestionFocus {
  answerType: AnswerType;
  /** The question asks for a price or amount of money. */
  asksForMoney: boolean;
  /**
   * The question asks how much a thing that names an amount of money is (`How much is the deposit …?`, `Wie hoch ist
   * die Kaution …?`): an amount of money or a percentage answers it, another number (`8 Wochen`) does not.
   */
  asksForAmount: boolean;
  /** Codes (`P2`, `HG-400`), folded without separators; each must occur in the sentence or its context. */
  codes: string[];
  /** Command-line options the question names (`-9`, `--best`): the answering sentence names each as written. */
  options: string[];
  /** Terms the question quotes (`'staff'`): the answering sentence, with its context, names each. */
  quotes: string[];
  /** Capitalised first parts of hyphenated compounds (`Pro` of `Pro-Plan`), as written: matched case-sensitively. */
  modifiers: string[];
  /** Stems of the words after "wie" that name the kind of answer (`lange`, `hoch`): not content to match. */
  askWords: Set<string>;
  /** The question compares things (`vergleiche`, `zwischen`, `A oder B?`): sentences of several sources are needed. */
  comparison: boolean;
  /** Clause numbers the question names (`§ 7.3` → `7.3`): the sentence that opens with one is what is asked. */
  clauses: string[];
  /** Names with a version number (`Release 4.3` → `release`, `4.3`): a sentence about another number of the name answers nothing. */
  versions: { name: string; number: string }[];
  /** Hyphenated names of capitalised parts (`Lindenau-Nord` → `lindenau`, `nord`), folded: a sentence naming a sibling answers nothing. */
  hyphenNames: string[][];
  /** Ordinals with the noun they count (`ab dem zweiten Vertragsjahr` → 2, `vertragsjahr`): a sentence with another ordinal of the noun answers nothing. */
  ordinals: CountedNoun[];
}

// `Preis` alone is as often a prize (Nobelpreis) as a price: only asking what something costs counts.
const MONEY =
  /\b(?:kostet|kosten\s+pro|wie\s+teuer|(?:welche[nrsm]?|zu\s+welchem)\s+preis|how\s+much\s+(?:does|do|is|are)\b[^?]*\bcost|what\s+(?:is\s+the\s+)?price|costs?\s+per)\b/i;
const COMPARISON =
  /\b(?:vergleich\w*|unterschied\w*|unterscheide\w*|zwischen|jeweils|beide[nr]?|compare\w*|comparison|difference|differ\w*|between|versus|each|both)\b|\b(?:oder|or)\b[^?]*\?\s*$/i;
const SECTION_REFERENCE = /(?:§+|\b(?:abschnitt|absatz|ziffer|kapitel|section|clause|artikel))\s*\d+(?:\.\d+)*/gi;
// The verb of a price question (`kostet`; `cost` after `does`, `do`, `did`, `will`), not the noun `Kosten`.
const MONEY_VERB = /\bkostet\b|(?<=\b(?:does|do|did|will|would)\b[^?]*)\bcost\b/giu;
// `how fast`, `wie schnell`; `how many times`: `times` counts occurrences (`wie oft`), it names nothing to look for.
const ASK_WORD = /\bhow\s+many\s+(times)\b|\b(?:wie|how)\s+(\p{L}+)/giu;

/** Reads the focus of a question. Deterministic; German and English. */
export function questionFocus(question: string): QuestionFocus {
  const withoutSections = withoutCommandOptions(question.replace(SECTION_REFERENCE, ' '));
  const codes = new Set<string>();
  for (const word of withoutSections.match(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu) ?? []) {
    const code = codeOf(word);
    if (code) codes.add(code);
  }
  const modifiers = [...withoutSections.matchAll(/(?<![\p{L}\p{N}-])(\p{Lu}[\p{L}]+)-\p{L}+/gu)].map((match) => match[1] ?? '').filter((word) => word.length >= 2);
  const askWords = new Set(
    [...question.matchAll(ASK_WORD)].map((match) => foldText(match[1] ?? match[2] ?? '')).filter((word) => !/^(?:viel|viele|many|much)$/.test(word)).map(stem),
  );
  // `Was kostet …?`, `What does … cost?`: the verb asks for the price, which a price table states without it.
  for (const verb of question.match(MONEY_VERB) ?? []) askWords.add(stem(foldText(verb)));
  return {
    answerType: detectAnswerType(question),
    asksForMoney: MONEY.test(question),
    asksForAmount: asksAmountOfMoney(question, guessLanguage(question)),
    codes: [...codes],
    options: commandOptions(question),
    quotes: quotedTerms(question),
    modifiers,
    askWords,
    comparison: COMPARISON.test(question) || asksParallelCases(question),
    clauses: clauseNumbers(question),
    versions: versionedNames(withoutSections),
    hyphenNames: hyphenNames(withoutSections),
    ordinals: countedNouns(question),
  };
}

// A capitalised name and a dotted version number (`Release 4.3`, `Firmware-Version 2.1.0`, `App 3.4`).
const VERSIONED = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}]+)[\s-]+v?(\d+(?:\.\d+)+)(?![\d.,]*\d)/gu;

function versionedNames(question: string): { name: string; number: string }[] {
  return [...question.matchAll(VERSIONED)].map((match) => ({ name: lowercase(match[1]!), number: match[2]! }));
}

/**
 * Whether a sentence names one of the question's versioned names with another number only (`Release 4.1 erscheint …`
 * for `Wann erscheint Release 4.3?`): it speaks of another version, whatever else it shares with the question.
 */
export function namesOtherVersion(focus: QuestionFocus, sentence: string): boolean {
  return focus.versions.some(({ name, number }) => {
    const numbers = [...sentence.matchAll(new RegExp(`(?<![\\p{L}])${escape(name)}[\\s-]+v?(\\d+(?:\\.\\d+)*)`, 'giu'))].map((match) => match[1]!);
    return numbers.length > 0 && !numbers.includes(number);
  });
}

// A word of letters and hyphens (`Lindenau-Nord`, `Smart-Meter-Gateway`).
const HYPHENATED = /(?<![\p{L}\p{N}-])\p{L}+(?:-\p{L}+)+(?![\p{L}\p{N}-])/gu;

function hyphenNames(question: string): string[][] {
  return (question.match(HYPHENATED) ?? []).filter((word) => word.split('-').every((part) => /^\p{Lu}/u.test(part))).map((word) => word.split('-').map(foldText));
}

// Parts that tell siblings of one name apart: a compass direction (`Lindenau-Nord`, `Berlin-Mitte`) or a single
// letter (`Halle-B`). Other parts make compounds, not names (`Playoff-Spiele` and `Playoff-Runde` are one thing's parts).
const SIBLING_PART = /^(?:(?:nord|sud)(?:ost|west)?|ost|west|mitte|(?:north|south)(?:east|west)?|east|central|\p{L})$/u;

function isSiblingPart(part: string): boolean {
  return SIBLING_PART.test(foldText(part));
}

/**
 * Whether a sentence names a sibling of a hyphenated name of the question and not the name itself: the same parts
 * but one, which is another compass direction or letter (`Wasserwerk Lindenau-Süd` for `Wasserwerk Lindenau-Nord`).
 * It speaks of another place or unit, whatever else it shares with the question. The shared parts must hold a word
 * of four letters or more.
 */
export function namesSiblingName(focus: QuestionFocus, sentence: string): boolean {
  if (focus.hyphenNames.length === 0) return false;
  const words = (sentence.match(HYPHENATED) ?? []).map((word) => word.split('-'));
  return focus.hyphenNames.some((name) => {
    if (words.some((parts) => parts.length === name.length && parts.every((part, index) => foldText(part) === name[index]))) return false;
    return words.some((parts) => {
      if (parts.length !== name.length) return false;
      const differing = parts.map((part, index) => (foldText(part) === name[index] ? -1 : index)).filter((index) => index >= 0);
      if (differing.length !== 1) return false;
      const shared = name.filter((_, index) => index !== differing[0]);
      return isSiblingPart(parts[differing[0]!]!) && isSiblingPart(name[differing[0]!]!) && shared.some((part) => part.length >= 4);
    });
  });
}

/**
 * Whether a sentence counts a noun of the question with another ordinal only (`im ersten Vertragsjahr` for `ab dem
 * zweiten Vertragsjahr`, `the first year` for `the second year`): it states the value of another case.
 */
export function namesOtherOrdinal(focus: QuestionFocus, sentence: string): boolean {
  return countsOtherOrdinal(focus.ordinals, sentence);
}

/** Whether a sentence is the named clause itself (`7.3 Unterschreitet …`, `§ 7.3 …`). */
export function opensClause(focus: QuestionFocus, sentence: string): boolean {
  return focus.clauses.some((number) => opensWithClause(sentence, number));
}

/** `P2-Incidents` → `p2`, `HG-400` → `hg400`; null for plain words and numbers. */
function codeOf(word: string): string | null {
  const parts = word.split('-');
  const code = parts.filter((part) => !/^\p{Lu}?\p{Ll}{3,}$/u.test(part)).join('-');
  // Letters and digits together (`P2`, `HG-400`, `v1`); plain numbers and years are the judge's business.
  if (!/\d/.test(code) || !/\p{L}/u.test(code)) return null;
  return foldText(code).replace(/[^a-z0-9]/g, '');
}

/** Whether a text (a sentence with its context) names every code, command-line option and quoted term of the question. */
export function namesCodes(focus: QuestionFocus, text: string): boolean {
  if (!focus.options.every((option) => namesOption(text, option))) return false;
  if (!focus.quotes.every((quote) => namesQuotedTerm(text, quote))) return false;
  if (focus.codes.length === 0) return true;
  const squashedWords = new Set<string>();
  const tokens = text.match(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu) ?? [];
  // A code spaced out in a table cell (`Q3 = 10 m³/h` for `Q3-10`): two or three consecutive words joined.
  for (let start = 0; start < tokens.length; start += 1) {
    let joined = foldText(tokens[start] ?? '').replace(/[^a-z0-9]/g, '');
    for (let end = start + 1; end < Math.min(tokens.length, start + 3); end += 1) {
      joined += foldText(tokens[end] ?? '').replace(/[^a-z0-9]/g, '');
      if (/\d/.test(joined)) squashedWords.add(joined);
    }
  }
  for (const word of tokens) {
    const parts = word.split(/[-/]/);
    for (let start = 0; start < parts.length; start += 1) {
      let joined = '';
      for (let end = start; end < parts.length; end += 1) {
        joined += foldText(parts[end] ?? '').replace(/[^a-z0-9.]/g, '');
        squashedWords.add(joined.replace(/\.$/, ''));
        squashedWords.add(joined.replace(/\./g, ''));
      }
    }
  }
  // `GPLv3` is written `GPL-3` or `GPL Version 3` in the licence's own title.
  const sequence = tokens.map((token) => foldText(token));
  const runs = initialisms(tokens);
  return focus.codes.every((code) => squashedWords.has(code) || squashedWords.has(code.replace(/\./g, '')) || spellsVersionedName(sequence, code, runs));
}

/** Whether a text names every modifier of the question, capitalised (`Pro` of `Pro-Plan`, not the preposition `pro`). */
export function namesModifiers(focus: QuestionFocus, text: string): boolean {
  // Also in capitals, as a title writes a project's name (`SOLAR-X`); not in lowercase, where `Pro` is the `pro` of `pro Monat`.
  return focus.modifiers.every((modifier) => new RegExp(`(?<![\\p{L}])(?:${escape(modifier)}|${escape(modifier.toUpperCase())})`, 'u').test(text) || closesCompound(modifier, text));
}

/** `Wasser` of `Wasser-Grundpreis` as the head of `Trinkwasser`: a compound member, not a mere ending (`Intro`). */
function closesCompound(modifier: string, text: string): boolean {
  const word = lowercase(modifier);
  if (word.length < 4) return false;
  return (text.match(/\p{L}+/gu) ?? []).some((token) => {
    const lower = lowercase(token);
    return lower.length > word.length && lower.endsWith(word) && decompound(lower).at(-1) === word;
  });
}

/** Whether a sentence holds a value of the asked kind (an amount for a price question, a number for "wie viele", a date for "wann"). */
export function holdsAnswer(focus: QuestionFocus, sentence: string, question: string): boolean {
  // "Wie oft …?" is answered by a frequency (`halbjährlich`, `alle 3 Monate`, `no periodic change`), not by any number.
  const dimensions = askedDimensions(question);
  if (dimensions.includes('frequency')) return statesDimension(sentence, ['frequency']);
  // "Wie schwer …?", "how hot …?": a physical measure is stated in its unit (`1,2 kg`, `60 °C`).
  if (asksUnitMeasure(question)) return statesDimension(sentence, dimensions);
  if (focus.asksForMoney || focus.asksForAmount) return statesMoney(sentence) || (!focus.asksForMoney && statesPercent(sentence));
  // "when" also opens clauses of other questions (`How old was he when …`): a number or a date both count.
  if (focus.answerType === 'number' || focus.answerType === 'date') return hasAnswerCue('number', sentence, question) || hasAnswerCue('date', sentence, question);
  return true;
}

/** The question's stemmed content terms without its ask words. */
export function withoutAskWords(focus: QuestionFocus, terms: string[]): string[] {
  return terms.filter((term) => !focus.askWords.has(term));
}

// `längere`, `höher`, `longer` (folded): a comparison's documents state each value, not the comparison (and `länger`
// would match `Verlängerung`). An explicit list: a suffix rule would also take `installieren` or `besonderen`.
const COMPARATIVE =
  /^(?:(?:lang|kurz|hoh|niedrig|gross|klein|gunstig|teur|bess|schlecht|schnell|langsam|fruh|spat|neu|gering|stark|schwach)ere[nrsm]?|langer|kurzer|hoher|grosser|teurer|besser|longer|shorter|higher|lower|larger|smaller|better|worse|greater|cheaper|faster|slower)$/;
// "Welcher Kunde hat die längere Laufzeit: …": the category, when the question names its topic after it.
const CHOICE_CATEGORY = /^\s*(?:welche[rsnm]?|which)\s+([\p{L}-]+)\s+\p{L}+\s+(?:die|der|das|den|dem|the)\s/iu;

/**
 * Stems of a comparison question's words that no answering sentence repeats: its comparatives, and in a choice
 * ("Welcher Kunde hat die längere Laufzeit: A oder B?") the category the items belong to (`Kunde`, which `Kündigung`
 * would match). Empty for other questions.
 */
export function comparisonNoise(focus: QuestionFocus, question: string): Set<string> {
  if (!focus.comparison) return new Set();
  const noise = tokenize(question).filter((token) => COMPARATIVE.test(token));
  const category = /\b(?:oder|or)\b/i.test(question) ? CHOICE_CATEGORY.exec(question)?.[1] : undefined;
  if (category) noise.push(...tokenize(category));
  return new Set(noise.map(stem));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
