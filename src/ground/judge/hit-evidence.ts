import type { Hit } from '../../spec/index.js';
import { extractFactValues } from '../answer-check/index.js';
import { decompound } from '../../embed/index.js';
import { fold, isStopword, stem, words } from '../text/index.js';
import {
  decompound as compoundMembers,
  decompoundFolded,
  englishDerivations,
  irregularEnglishBase,
  namesNounBySynonym,
  coversQuantity,
  initialisms,
  spellsVersionedName,
  suspendedCompounds,
  weekdaysInRanges,
  isCalendarName,
  quarterWords,
  unitNames,
  joinedParticleVerbs,
  zuInfinitiveVerbs,
  stem as snowballStem,
  isStopword as isLanguageStopword,
  isQuestionStopword,
  writesOutAcronym,
  lowercase,
  namesOption,
  translateWord,
  type Initialism,
  statesMoney,
} from '../../text/index.js';
import type { AspectTerm, CompoundMember, SalientEntity, Translations } from './analyze-question.js';
import { stripInjectedText } from './strip-injected-text.js';
import { evidenceTerms, termIndex, type TermIndex } from '../evidence/evidence-terms.js';

/** A hit's text prepared for matching: folded words, stems, numbers. Injected instructions are left out. */
export interface HitEvidence {
  hit: Hit;
  /** The text read (context and body), injected instructions left out. */
  text: string;
  sequence: string[];
  tokens: Set<string>;
  stems: Set<string>;
  /** Folded tokens of 4+ letters, for compound matching. */
  longTokens: string[];
  numberKeys: Set<string>;
  hasQuantity: boolean;
  /** Capitalised words of the body past its first word (names in English text), folded. */
  names: Set<string>;
  hasPercent: boolean;
  hasMoney: boolean;
  /** Abbreviations written in capitals (`NAK`, `BKZ`), folded. */
  capitalAbbreviations: Set<string>;
  /** Snowball stems of the words and of German compounds' members, for thesaurus synonyms. */
  terms: TermIndex;
  /** Members' stems of each German compound of the text (`zähler`, `wechsel`), each compound once. */
  compounds: string[][];
  /** Camel-case abbreviations of short syllables (`MaLo` → `ma`, `lo`), folded. */
  camelAbbreviations: string[][];
  /** Runs of capitalised words with their initials (`Service Level Agreement` → `sla`), indexed like `sequence`. */
  initialisms: Initialism[];
  /** The text's distinct words of three or more letters, lowercase as written (umlauts kept), for the dictionary. */
  rawWords: string[];
}

const numberWords =
  /\b(?:eins?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|täglich|wöchentlich|monatlich|quartalsweise|jährlich|halbjährlich|daily|weekly|monthly|quarterly|yearly|annually|unbegrenzt|unlimited)\b/i;

function suffixedForm(evidence: HitEvidence, folded: string): boolean {
  const key = snowballStem(folded, 'english');
  if (!evidence.terms.keys.has(key)) return false;
  return evidence.longTokens.some((token) => (token.startsWith(folded) || folded.startsWith(token)) && snowballStem(token, 'english') === key);
}

function irregularBases(text: string): string[] {
  return [...new Set(words(text).flatMap((word) => irregularEnglishBase(word.folded) ?? []))];
}

/** Prepares a hit for matching (title and section count as part of its text). */
export function hitEvidence(hit: Hit): HitEvidence {
  // The version a document declares (`version: "1.3"`) names it as much as its title: "the SLA version 1.3".
  const version = hit.citation.version ? `\nVersion ${hit.citation.version}` : '';
  return textEvidence(hit, `${hit.citation.title}${version}\n${hit.citation.section ?? ''}`, hit.text);
}

/**
 * Evidence from a piece of a hit: `context` (title, headings) names what the body speaks of; quantities and amounts
 * count only in the body, since a heading's number (`§ 7`, `Preisliste 2026`) answers nothing.
 */
export function textEvidence(hit: Hit, context: string, body: string): HitEvidence {
  const written = stripInjectedText(`${context}\n${body}`);
  // `Sonn- und Feiertag` also names the `Sonntag` (suspended hyphen): the completed compounds count as words.
  // `Montag bis Freitag` names the `Dienstag` too: the days inside a range of weekdays count as words.
  // `sichert … zu` is `zusichern`, `zugesichert`: a particle verb written apart counts joined.
  // `Q3 2026` is the `dritte Quartal`, the `third quarter` (and the other way round).
  // `lost` is a form of `lose`, `paid` of `pay`: an English irregular form also counts as its base.
  const completed = [
    // `ist … einzureichen` is `einreichen` (Snowball keeps the infix): a zu-infinitive counts as its infinitive too.
    ...(hit.language === 'english' ? irregularBases(written) : [...suspendedCompounds(written), ...joinedParticleVerbs(written), ...zuInfinitiveVerbs(written)]),
    ...weekdaysInRanges(written),
    ...quarterWords(written),
    // `19 °C` is `Grad Celsius`, `240 €` `Euro`, `1,2 km` `Kilometer`: a unit symbol counts as its words.
    ...unitNames(written),
    // `LindenGas Komfort` is a gas tariff, `HelixCloud` a cloud: a product name in camel case names its parts.
    ...camelCaseParts(written),
  ];
  const text = completed.length > 0 ? `${written}\n${completed.join(' ')}` : written;
  // A clause number opening a sentence (`12.1 Der Vertrag …`) is no quantity.
  const cleanBody = stripInjectedText(body).replace(/^\s*(?:§\s*)?\d+(?:\.\d+)+\.?\s+/, '');
  const rawWords = words(text).map((word) => word.raw);
  const sequence = words(text).map((word) => word.folded);
  const values = extractFactValues(text);
  const terms = evidenceTerms(text, hit.language === 'english' ? 'english' : 'german');
  const bodyValues = extractFactValues(cleanBody);
  return {
    hit,
    text,
    sequence,
    tokens: new Set(sequence),
    stems: new Set(sequence.map(stem)),
    longTokens: [...new Set(sequence.filter((token) => token.length >= 4 && !/\d/.test(token)))],
    numberKeys: new Set(values.flatMap((value) => value.keys)),
    hasQuantity: bodyValues.length > 0 || numberWords.test(cleanBody),
    names: new Set(
      words(cleanBody)
        .slice(1)
        .filter((word) => /^\p{Lu}\p{Ll}/u.test(word.raw) && !isCalendarName(word.raw))
        .map((word) => word.folded),
    ),
    hasPercent: /%|prozent|percent/i.test(cleanBody),
    hasMoney: statesMoney(cleanBody) || (decimalAmount.test(cleanBody) && currencyNamed.test(hit.text)),
    terms: termIndex(terms),
    compounds: [...new Map(terms.filter((term) => term.parts.length >= 2).map((term) => [term.parts.join('|'), term.parts])).values()],
    capitalAbbreviations: new Set(rawWords.filter((word) => /^\p{Lu}{3,5}$/u.test(word)).map(fold)),
    camelAbbreviations: rawWords.filter((word) => /^(?:\p{Lu}\p{Ll}{1,2}){2,4}$/u.test(word)).map((word) => (word.match(/\p{Lu}\p{Ll}*/gu) ?? []).map(fold)),
    initialisms: initialisms(rawWords),
    rawWords: [...new Set(rawWords.filter((word) => word.length >= 3 && !/\d/.test(word)).map((word) => lowercase(word)))],
  };
}

// A price table states its currency once (`All prices in EUR`) and its cells as plain amounts (`120.00`, `89,50`).
const decimalAmount = /(?<![\d.,])\d{1,3}(?:[.,']\d{3})*[.,]\d{2}(?![\d.,]*\d)/;
const currencyNamed = /€|\b(?:eur|euro|usd|chf|gbp|dollars?)\b|\$/i;

/** Whether the evidence names the entity. */
export function hasEntity(evidence: HitEvidence, entity: SalientEntity): boolean {
  if (entity.kind === 'option') return namesOption(evidence.text, entity.text);
  // A one-word name the source's language uses as a function word (`Pro` of `the Pro plan` in a German price list,
  // beside `pro Monat`) is named only as written, capitalised.
  if ((entity.kind === 'name' || entity.kind === 'modifier') && /^\p{Lu}\p{Ll}+$/u.test(entity.text) && (isQuestionStopword(fold(entity.text)) || isLanguageStopword(fold(entity.text), evidence.hit.language === 'english' ? 'english' : 'german'))) {
    return new RegExp(`(?<![\\p{L}\\p{N}])${entity.text}(?![\\p{L}\\p{N}])`, 'u').test(evidence.text);
  }
  if (entity.kind === 'number') {
    if (evidence.tokens.has(entity.variants[0]?.[0] ?? '')) return true;
    const isVersionLike = /^\d+[.,]\d{1,2}$/.test(entity.text);
    if (!isVersionLike && (entity.numberKeys ?? []).some((key) => evidence.numberKeys.has(key))) return true;
    // `5.000 Liter` in a table of `über 2.000 bis 8.000 Liter`: the user's own figure names the row whose range holds it.
    return entity.quantity !== undefined && coversQuantity(evidence.text, entity.quantity);
  }
  if (entity.kind === 'code') {
    const squashed = squash(entity.text);
    return (
      evidence.sequence.some(
        (token, index) => squash(token) === squashed || squash(token + (evidence.sequence[index + 1] ?? '')) === squashed || hasCodeRun(token, squashed),
      ) || spellsVersionedName(evidence.sequence, entity.text, evidence.initialisms)
    );
  }
  if (entity.kind === 'modifier') {
    // `Hotel-Obergrenze` is documented as `Hotelkosten`: the modifier may open a compound.
    const [word = ''] = entity.variants[0] ?? [];
    if (word.length >= 4 && evidence.longTokens.some((token) => token.startsWith(word))) return true;
    // `Wasser-Grundpreis` under `Trinkwasser`: or close it as its head (a member, not a mere ending: `Pro` ≠ `Intro`).
    if (word.length >= 4 && evidence.longTokens.some((token) => token.length > word.length && token.endsWith(word) && decompoundFolded(token).at(-1) === word)) return true;
  }
  // `SLA` written out as `Service Level Agreement` (the title of the agreement itself).
  if (entity.kind === 'acronym' && writesOutAcronym(evidence.initialisms, entity.text)) return true;
  // `IP rating` in `Schutzart IP65`, `PT sensor` in `PT100`: the acronym opens a code of its family.
  if (entity.kind === 'acronym' && namesCodeOf(evidence.sequence, fold(entity.text))) return true;
  // A one-word name the dictionary knows as a noun (`Kilo`) may be a thing: its synonyms (`Kilogramm`) name it too.
  if ((entity.kind === 'name' || entity.kind === 'modifier') && namesNounBySynonym(evidence.text, entity.text)) return true;
  if (entity.kind === 'name' && entity.variants.some((variant) => spelledApartOrJoined(evidence.sequence, variant))) return true;
  return entity.variants.some((variant) => containsSequence(evidence, variant)) || namesTranslatedName(evidence, entity);
}

/**
 * A name written as one word where the source writes two, or the other way round (`Superbowl` — `Super Bowl`,
 * `Smart Meter` — `Smartmeter`): the same name, spaced differently.
 */
function spelledApartOrJoined(sequence: readonly string[], variant: readonly string[]): boolean {
  const joined = variant.join('');
  if (variant.length >= 2) return sequence.includes(joined);
  if (joined.length < 6) return false;
  return sequence.some((token, index) => {
    const next = sequence[index + 1];
    return next !== undefined && token.length >= 3 && next.length >= 3 && token + next === joined;
  });
}

/**
 * A name of dictionary words in a source of the other language: each word there as written or as one of its
 * translations (`Catholic Church` — `katholische Kirche`).
 */
function namesTranslatedName(evidence: HitEvidence, entity: SalientEntity): boolean {
  const translations = entity.translations;
  if (!translations || evidence.hit.language !== translations.language) return false;
  const [variant = []] = entity.variants;
  return translations.words.every(
    (options, index) =>
      (variant[index] !== undefined && evidence.tokens.has(variant[index]!)) ||
      options.some((stems) => stems.every((stem) => evidence.terms.keys.has(stem) || evidence.terms.parts.has(stem))),
  );
}

/** How well the evidence covers one aspect term, in [0,1]: exact or inflected 1, inside a compound 0.9, assembled from parts 0.8. */
export function aspectScore(evidence: HitEvidence, aspect: AspectTerm, questionWords?: readonly string[]): number {
  let best = wordScore(evidence, aspect.folded, questionWords, aspect.modifierCredit, aspect.countsKind !== true);
  for (const alternative of aspect.alternatives) {
    if (best >= 1) break;
    const scores = alternative.map((word) => wordScore(evidence, word, questionWords));
    if (scores.length > 0) best = Math.max(best, 0.9 * Math.min(...scores));
  }
  if (best < synonymScore && aspect.synonyms && namesSynonym(evidence, aspect.synonyms, questionWords !== undefined)) best = synonymScore;
  if (best < synonymScore && aspect.members && namesCompoundSynonym(evidence, aspect.members)) best = synonymScore;
  if (best < widerCompoundScore && aspect.members && namesWiderCompound(evidence, aspect.members)) best = widerCompoundScore;
  if (best < translationScore && aspect.translations && namesTranslation(evidence, aspect.translations)) best = translationScore;
  if (best < reverseTranslationScore && aspect.translations && namesReverseTranslation(evidence, aspect.folded, aspect.translations.language)) {
    best = reverseTranslationScore;
  }
  return best;
}

// A word of the source whose own translations hold the asked word: the same dictionary pair seen from the other side,
// where it may be a later sense of the source's word (`zuständig` — `responsible`, sixth of its translations).
const reverseTranslationScore = 0.8;
const reverseTranslationsKept = 6;
const translationsOfWord = new Map<string, readonly string[]>();

/**
 * Whether a source in `language` (the other language than the question's) holds a word among whose dictionary
 * translations the asked word stands, as a word of the translation (`Übergabestation` — `transfer substation`).
 */
export function namesReverseTranslation(evidence: HitEvidence, asked: string, language: 'german' | 'english'): boolean {
  if (evidence.hit.language !== language || asked.length < 3) return false;
  const askedStem = snowballStem(asked, language === 'german' ? 'english' : 'german');
  for (const word of evidence.rawWords) {
    const key = `${language}:${word}`;
    let translations = translationsOfWord.get(key);
    if (!translations) {
      translations = translateWord(word, language, reverseTranslationsKept);
      if (translationsOfWord.size > maxCachedWords) translationsOfWord.clear();
      translationsOfWord.set(key, translations);
    }
    for (const translation of translations) {
      for (const part of translation.split(/[\s-]+/)) {
        if (part === asked || snowballStem(part, language === 'german' ? 'english' : 'german') === askedStem) return true;
      }
    }
  }
  return false;
}

const maxCachedWords = 100_000;

// A dictionary translation counts as the word inside a compound does in a source of the other language: there it is
// the only way to name it. (1.0 lost 2 of 160 XQuAD negatives asked across languages; 0.9 none.)
const translationScore = 0.9;

/** Whether a source in the translations' language holds every word of one of them (as a word or a compound's member). */
export function namesTranslation(evidence: HitEvidence, translations: Translations): boolean {
  if (evidence.hit.language !== translations.language) return false;
  return translations.stems.some((stems) => stems.every((stem) => evidence.terms.keys.has(stem) || evidence.terms.parts.has(stem)));
}

// A thesaurus synonym counts less than the word or its compound: a thesaurus groups senses, not a company's terms.
const synonymScore = 0.7;

/**
 * Whether the evidence holds a compound of as many members, in order, each the question's member or a thesaurus
 * synonym of it, at least one the same (`Reifenwechsel` for `Reifentausch`, `Dienstfahrzeug` for `Dienstauto`):
 * the same thing under the company's word. A synonym may differ from the member's stem by an inflection
 * (`wechseln` ~ `wechsel`).
 */
export function namesCompoundSynonym(evidence: HitEvidence, members: readonly CompoundMember[]): boolean {
  return evidence.compounds.some((parts) => {
    if (parts.length !== members.length) return false;
    let same = 0;
    for (const [index, part] of parts.entries()) {
      const member = members[index]!;
      if (part === member.stem) same += 1;
      else if (!isSynonymPart(part, member.synonyms)) return false;
    }
    return same >= 1 && same < parts.length;
  });
}

/**
 * Whether the evidence holds a longer compound that opens with the question's first member, ends with its head and
 * holds its other members in order, with more members between (`Palettenstellplatz` for `Palettenplatz`,
 * `Kundenstammdaten` for `Kundendaten`): the same kind of thing, more precisely named.
 */
export function namesWiderCompound(evidence: HitEvidence, members: readonly CompoundMember[]): boolean {
  if (members.length < 2) return false;
  return evidence.compounds.some((parts) => {
    if (parts.length <= members.length || parts[0] !== members[0]!.stem || parts[parts.length - 1] !== members[members.length - 1]!.stem) return false;
    let at = 1;
    for (const member of members.slice(1, -1)) {
      while (at < parts.length - 1 && parts[at] !== member.stem) at += 1;
      if (at >= parts.length - 1) return false;
      at += 1;
    }
    return true;
  });
}

// A longer compound of the question's members names a narrower thing than the question's word: less than the word.
const widerCompoundScore = 0.8;

function isSynonymPart(part: string, synonyms: ReadonlySet<string>): boolean {
  if (synonyms.has(part)) return true;
  if (part.length < minInflectedPart) return false;
  for (const synonym of synonyms) if (synonym.length > part.length && synonym.length - part.length <= 2 && synonym.startsWith(part)) return true;
  return false;
}

const minInflectedPart = 5;

export function namesSynonym(evidence: HitEvidence, synonyms: ReadonlySet<string>, headsOnly = false): boolean {
  // `headsOnly` (a sentence that must name the asked thing): as a word or as the head of a compound, as for the word
  // itself (see wordScore): `Rad` in `Lastenrad` is a bike, `Fahrrad` in `Fahrradhelm` a helmet.
  const members = headsOnly ? evidence.terms.heads : evidence.terms.parts;
  for (const synonym of synonyms) if (evidence.terms.keys.has(synonym) || members.has(synonym)) return true;
  return false;
}

function wordScore(evidence: HitEvidence, folded: string, questionWords?: readonly string[], modifierCredit = 0, siblings = true): number {
  if (evidence.tokens.has(folded) || evidence.stems.has(stem(folded))) return 1;
  // An English word and a suffixed form of it with the same Snowball stem (`open`, `opening`; `instalments`,
  // `instalment`), as the index reads them; not a derivation that rewrites the word (`colony`, `colonial`). English
  // writes no compounds for the rules below.
  if (evidence.hit.language === 'english' && /^[a-z]+$/.test(folded) && suffixedForm(evidence, folded)) return 1;
  // A noun WordNet derives from the verb, or the verb of the noun (`pay`, `payment`): the same word's forms.
  if (evidence.hit.language === 'english' && /^[a-z]+$/.test(folded) && englishDerivations(snowballStem(folded, 'english')).some((key) => evidence.terms.keys.has(key))) return 0.9;
  if ((folded === 'prozent' || folded === 'percent') && evidence.hasPercent) return 1;
  const core = stem(folded);
  const containing = core.length >= 4 ? evidence.longTokens.filter((token) => token.includes(core)) : [];
  if (containing.some((token) => headAgrees(token, core, questionWords))) return 0.9;
  // Only as the modifier of compounds whose head the question does not name: a different thing (see
  // AspectTerm.modifierCredit for what it still counts).
  if (containing.length > 0 && questionWords) return modifierCredit;
  if (folded.length >= 8 && coveredByParts(folded, evidence)) return 0.8;
  if (folded.length >= 8 && namedByAbbreviation(folded, evidence)) return 0.9;
  return headScore(evidence, folded, siblings);
}

/**
 * Whether the evidence writes an abbreviation German forms from the compound's members: their initials in capitals
 * when there are three or more (`NAK` for `Netzanschlusskosten`, `BKZ` for `Baukostenzuschuss`), or a short
 * syllable of each in camel case (`MaLo` for `Marktlokation`, `KiTa` for `Kindertagesstätte`).
 */
function namedByAbbreviation(folded: string, evidence: HitEvidence): boolean {
  if (evidence.camelAbbreviations.some((segments) => spellsMembers(folded, segments))) return true;
  if (evidence.capitalAbbreviations.size === 0) return false;
  const members = decompoundFolded(folded);
  return members.length >= 3 && evidence.capitalAbbreviations.has(members.map((member) => member[0]).join(''));
}

/** `marktlokation` spelled by `ma` `lo`: the first segment opens the word, each next one opens a later member. */
function spellsMembers(folded: string, segments: readonly string[]): boolean {
  if (!folded.startsWith(segments[0] ?? '\u0000')) return false;
  let at = segments[0]!.length;
  for (const segment of segments.slice(1)) {
    const found = folded.indexOf(segment, at + 1);
    if (found < 0) return false;
    at = found + segment.length;
  }
  return folded.length - at >= 2;
}

/**
 * German compounds mean their head: `Probezeit` inside `Probezeitgespräch` names a conversation, not the period.
 * A word found as a compound's modifier counts only when the question also names that compound's head
 * (`Pauschale für die Ausstattung` ~ `Ausstattungspauschale`). Without the question's words, any containment counts.
 */
const derivation = /^(?:lich|ig|isch|ung|heit|keit|schaft|bar|sam|er|en|es)(?:e|en|er|es|em|s|n)?$/;

function headAgrees(token: string, core: string, questionWords?: readonly string[]): boolean {
  if (!questionWords) return true;
  const after = token.slice(token.lastIndexOf(core) + core.length);
  // An inflection or a derivation (`Haus` → `häuslichen`) keeps the word family; a compound head changes the thing.
  if (after.length <= 3 || derivation.test(after)) return true;
  return questionWords.some((word) => word.length >= 4 && after.includes(stem(word)));
}

/**
 * A compound whose head (last part) occurs is about that kind of thing (`Industrieprotokolle` → `Protokolle`): partial credit.
 * Only modifiers (`Dienstwagen` → `Dienst`) say little about the topic.
 */
function headScore(evidence: HitEvidence, folded: string, siblings = true): number {
  const parts = decompound(folded).map(fold);
  const head = parts[parts.length - 1];
  // A head much shorter than the compound (`ende` of `mitarbeitende`, `zeit` of `reaktionszeit`) says little of it.
  if (parts.length < 2 || !head || head.length < 0.4 * folded.length) return 0;
  // Inside another word only as one of its members: `Kunden` in `Haushaltskunden`, not in `Kündigung`.
  const present = (part: string): boolean =>
    namesWord(evidence, part) ||
    (stem(part).length >= 4 && evidence.longTokens.some((token) => token.includes(stem(part)) && decompoundFolded(token).some((member) => stem(member) === stem(part))));
  if (siblings && siblingOnly(evidence, parts)) return 0.2;
  if (present(head)) return 0.7;
  return parts.some(present) ? 0.2 : 0;
}

/**
 * Whether the evidence names the compound's head only as the head of other compounds, and its modifier nowhere
 * (`Führungskraft` for `Teilzeitkräfte`, `Umspannwerk` for `Wasserwerk`): another kind of the same thing, not the
 * asked one, even where another compound has the head as its modifier (`Kundenservice` beside `Haushaltskunden` for
 * `Gewerbekunden`). Without a sibling, the head inside another compound's modifier (`Reisekosten` for `Dienstreise`)
 * is the same thing (see headScore).
 */
function siblingOnly(evidence: HitEvidence, parts: readonly string[]): boolean {
  const head = parts[parts.length - 1] ?? '';
  const headStem = stem(head);
  const modifier = parts.slice(0, -1).join('');
  const modifierStem = stem(modifier);
  if (headStem.length < 4 || modifierStem.length < 4 || namesWord(evidence, head) || namesWord(evidence, modifier)) return false;
  if (evidence.longTokens.some((token) => token.includes(modifierStem))) return false;
  // A compound that has the head as its own head (`Haushaltskunden`) names a sibling; one that has it as a modifier
  // (`Kundenservice`) names no kind of it and does not make the sibling the asked thing.
  return evidence.longTokens.some((token) => token.lastIndexOf(headStem) > 0 && token.length - token.lastIndexOf(headStem) - headStem.length <= 3);
}

/**
 * Whether the head of a compound stands in the evidence as a word of its own (`Protokolle` for
 * `Industrieprotokolle`), not only inside another compound (`Gesetzgebungsverfahren` for `Gerichtsverfahren`).
 */
export function hasHeadWord(evidence: HitEvidence, folded: string): boolean {
  const parts = membersOf(folded);
  const head = parts[parts.length - 1];
  return parts.length >= 2 && head !== undefined && head.length >= 4 && namesWord(evidence, head);
}

/**
 * A compound's members: the glossary's split, else the dictionary's (`Nachtspeicherheizung` → `Nachtspeicher` + `Heizung`, which the
 * hand lexicon lacks).
 */
function membersOf(folded: string): string[] {
  const parts = decompound(folded).map(fold);
  return parts.length >= 2 ? parts : decompoundFolded(folded);
}

/**
 * Whether every member of a German compound stands in the evidence as a word or a compound's member
 * (`Hofeinfahrt` in `Einfahrt zum Hof`): the topic is assembled there, if not named as one word.
 */
export function holdsMembers(evidence: HitEvidence, raw: string): boolean {
  const members = compoundMembers(raw);
  if (members.length < 2) return false;
  return members.every((member) => {
    const key = snowballStem(member, 'german');
    return evidence.terms.keys.has(key) || evidence.terms.parts.has(key);
  });
}

/** The word itself or an inflection of it. */
/** Whether a token is the acronym followed by its number (`ip65` for `ip`, `dn50` for `dn`). */
function namesCodeOf(sequence: readonly string[], acronym: string): boolean {
  return acronym.length >= 2 && sequence.some((token) => token.length > acronym.length && token.startsWith(acronym) && /^\d+$/.test(token.slice(acronym.length)));
}

/** The parts of each camel-case name (`LindenGas` → `Linden Gas`), each part three letters or more. */
function camelCaseParts(text: string): string[] {
  const names = new Set(text.match(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{Ll}{2,})+(?![\p{L}\p{N}])/gu) ?? []);
  return [...names].map((name) => (name.match(/\p{Lu}\p{Ll}+/gu) ?? []).join(' '));
}

function namesWord(evidence: HitEvidence, part: string): boolean {
  return evidence.tokens.has(part) || evidence.stems.has(stem(part));
}

/**
 * True when a compound can be spelled from the evidence's words (with German linking letters between parts). A word
 * of three letters counts as it stands in the text (`Öko` of `LindenStrom Öko` in `Ökostromtarif`), not as a stem or
 * a function word.
 */
function coveredByParts(folded: string, evidence: HitEvidence): boolean {
  const short = [...evidence.tokens].filter((token) => token.length === 3 && /^\p{L}+$/u.test(token) && !isStopword(token));
  const parts = [...evidence.longTokens.flatMap((token) => [token, stem(token)]).filter((part) => part.length >= 4), ...short];
  const reachable = new Array<boolean>(folded.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < folded.length; start += 1) {
    if (!reachable[start]) continue;
    for (const part of parts) {
      if (!folded.startsWith(part, start)) continue;
      const end = start + part.length;
      reachable[end] = true;
      for (const link of ['s', 'n', 'en', 'e', 'es']) if (folded.startsWith(link, end)) reachable[end + link.length] = true;
    }
  }
  return reachable[folded.length] === true || folded.length - lastReachable(reachable) <= 2;
}

function lastReachable(reachable: boolean[]): number {
  for (let index = reachable.length - 1; index > 0; index -= 1) if (reachable[index]) return index;
  return 0;
}

function containsSequence(evidence: HitEvidence, variant: string[]): boolean {
  if (variant.length === 0) return false;
  if (variant.length === 1) {
    const [word = ''] = variant;
    return evidence.tokens.has(word) || evidence.tokens.has(`${word}s`) || (word.length >= 6 && evidence.stems.has(stem(word)));
  }
  const { sequence } = evidence;
  for (let index = 0; index + variant.length <= sequence.length; index += 1) {
    if (variant.every((word, offset) => sameName(sequence[index + offset] ?? '', word))) return true;
  }
  return spellsWithAcronym(evidence, variant);
}

/**
 * A name one of whose words is an acronym the evidence writes out, the rest following it (`GPL Version` in `GNU
 * General Public License – Version 3`): the run of capitalised words that spells the acronym stands for that word.
 */
function spellsWithAcronym(evidence: HitEvidence, variant: readonly string[]): boolean {
  const acronyms = variant.map((word, position) => ({ word, position })).filter(({ word }) => /^\p{L}{3,6}$/u.test(word));
  if (acronyms.length === 0) return false;
  const { sequence } = evidence;
  const matchFrom = (start: number, from: number): boolean => {
    let at = start;
    for (let position = from; position < variant.length; position += 1) {
      const word = variant[position]!;
      const run = evidence.initialisms.find((candidate) => candidate.start === at && candidate.initials === word && word.length >= 3);
      if (run) at = run.end;
      else if (sameName(sequence[at] ?? '', word)) at += 1;
      else return false;
    }
    return true;
  };
  return evidence.initialisms.some((run) => {
    const first = acronyms.find(({ word }) => run.initials === word);
    if (!first) return false;
    // The words before the acronym stand right before its run, the words after it right after.
    const before = variant.slice(0, first.position);
    const start = run.start - before.length;
    return start >= 0 && before.every((word, offset) => sameName(sequence[start + offset] ?? '', word)) && matchFrom(run.end, first.position + 1);
  });
}

function sameName(token: string, word: string): boolean {
  return token === word || token === `${word}s` || (word.length >= 6 && stem(token) === stem(word));
}

/** `p1-incident` names `P1`, `hg-400-gateway` names `HG-400`: a run of a hyphenated word's parts spells the code. */
function hasCodeRun(token: string, squashed: string): boolean {
  const parts = token.split(/[-/]/);
  if (parts.length < 2) return false;
  for (let start = 0; start < parts.length; start += 1) {
    let joined = '';
    for (let end = start; end < parts.length && joined.length < squashed.length; end += 1) {
      joined += squash(parts[end] ?? '');
      if (joined === squashed) return true;
    }
  }
  return false;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether the evidence holds every content word of a compared item (`Bergmann`, `SLA Enterprise`). */
export function namesItem(evidence: HitEvidence, item: string): boolean {
  const content = words(item).filter((word) => word.folded.length >= 3 && !isStopword(word.folded));
  return content.length > 0 && content.every((word) => evidence.tokens.has(word.folded) || (word.folded.length >= 6 && evidence.stems.has(stem(word.folded))));
}
