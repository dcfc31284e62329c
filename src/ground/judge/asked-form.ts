import { fold, isStopword, stem, words } from '../text/index.js';
import { isMostlyEnglishNoun } from '../../text/index.js';

/**
 * Forms of a question that an answering sentence must repeat, because they say which of several facts is asked:
 * the superlative of "the largest city" / "die größte Partei" (a sentence on "large cities" or "die wichtigsten
 * Parteien" does not say which one is the largest) and the counted noun of "how many nations" / "wie viele
 * Einwohner" (a sentence counting companies counts something else).
 */

/** A superlative of the question: the folded word and the stems a sentence's superlative may start with. */
export interface Superlative {
  raw: string;
  /** Folded stems of the same superlative and its near synonyms (`larg`, `bigg`, `great`). */
  stems: string[];
  /** Folded words that state the same extreme without a superlative (`peak`, `first`). */
  markers: string[];
  /** Folded beginnings of words that state it (`mindest` of `Mindestabschlag`, `mindestens`). */
  prefixes?: string[];
}

// Words ending in -est / -ste that are no superlatives (or whose superlative sense a sentence rarely repeats).
const notSuperlative = new Set(
  [
    'interest', 'forest', 'west', 'east', 'rest', 'test', 'contest', 'protest', 'request', 'guest', 'harvest', 'suggest',
    'digest', 'invest', 'arrest', 'modest', 'honest', 'manifest', 'priest', 'chest', 'nest', 'quest', 'crest', 'vest',
    'midwest', 'northwest', 'southwest', 'northeast', 'southeast', 'erste', 'ersten', 'erster', 'erstes', 'letzte',
    'letzten', 'letzter', 'letztes', 'nachste', 'nachsten', 'nachster', 'nachstes', 'selbst', 'meisten', 'meiste',
    'geste', 'feste', 'festen', 'reste', 'tests', 'kiste', 'liste', 'listen', 'kosten', 'kuste', 'kusten', 'wuste',
  ].map(fold),
);

// German forms the least and the most as compounds and adverbs (`Mindestabschlag`, `mindestens`, `Höchstbetrag`,
// `höchstens`): a sentence with one states the extreme a superlative asks for (`the lowest monthly instalment`).
const minimumPrefixes = ['mindest'];
const maximumPrefixes = ['hochst'];

/**
 * Near synonyms among superlatives, by the stems `superlativeBase` gives (English and German), and words that state
 * the same extreme without a superlative form: "attacks peaked in 2005", "erstmals 1851", "maximal zehn Jahre".
 */
const superlativeGroups: { stems: string[]; markers: string[]; prefixes?: string[] }[] = [
  { stems: ['larg', 'bigg', 'great', 'gros'], markers: ['populous'] },
  {
    stems: ['high', 'tall', 'hoch', 'hoh'],
    markers: ['peak', 'peaked', 'peaks', 'record', 'maximum', 'hohepunkt', 'spitze', 'rekord', 'maximal', 'gipfel', 'allzeithoch', 'hochststand'],
    prefixes: maximumPrefixes,
  },
  { stems: ['earl', 'old', 'fruh', 'alt'], markers: ['first', 'erste', 'ersten', 'erster', 'erstes', 'erstmals'] },
  { stems: ['long', 'lang'], markers: ['maximum', 'maximal'], prefixes: maximumPrefixes },
  { stems: ['small', 'tin', 'klein'], markers: ['minimum', 'minimal'], prefixes: minimumPrefixes },
  { stems: ['low', 'niedrig'], markers: ['minimum', 'minimal'], prefixes: minimumPrefixes },
];

const englishArticle = new Set(['the', 'its', 'their', 'his', 'her']);
const germanArticle = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'am', 'zum', 'zur']);
// `im schlimmsten Fall`, `in the worst case`: an idiom, not a ranking.
const idiomNouns = new Set(['fall', 'falle', 'case', 'scenario']);

/** The question's superlatives: `the largest`, `die größte`, `am häufigsten`. */
export function superlativesOf(question: string, language: 'de' | 'en'): Superlative[] {
  const tokens = words(question);
  const found: Superlative[] = [];
  for (const [position, token] of tokens.entries()) {
    const previous = tokens[position - 1]?.folded ?? '';
    // Adjectives are lowercase in both languages; a capitalised `-ste` word is a noun (`Preisliste`) or a name.
    // `erfassten`, `angepassten`: a participle of a verb ending in -ss, not a superlative.
    const base = /^\p{Ll}/u.test(token.raw) && !/sst/.test(token.raw) ? superlativeBase(token.folded, language) : null;
    if (!base || notSuperlative.has(token.folded) || idiomNouns.has(tokens[position + 1]?.folded ?? '')) continue;
    if (!(language === 'en' ? englishArticle : germanArticle).has(previous)) continue;
    const group = superlativeGroups.find((candidate) => candidate.stems.includes(base));
    found.push({ raw: token.raw, stems: group?.stems ?? [base], markers: group?.markers ?? [], ...(group?.prefixes ? { prefixes: group.prefixes } : {}) });
  }
  return found;
}

/**
 * `largest` → `larg`, `größten` → `gros`, `best` → `best`; null for words that are no superlative. A base shorter
 * than three letters (`die besten` → `be`) would be found in any sentence, so only `best` keeps one that short.
 */
function superlativeBase(folded: string, language: 'de' | 'en'): string | null {
  if (language === 'en') {
    if (folded === 'best' || folded === 'worst') return folded;
    const match = /^(\p{L}{3,}?)(?:i)?est$/u.exec(folded);
    if (!match) return null;
    const base = match[1] ?? '';
    // `biggest` → `bigg`, `largest` → `larg` (the -e of `large` is gone): the stem a sentence's form starts with.
    return base;
  }
  const match = /^(\p{L}{3,}?)e?st(?:e|en|er|es|em)$/u.exec(folded);
  return match ? (match[1] ?? null) : null;
}

/**
 * Whether a text names the superlative's dimension: the superlative itself or another degree of it (`largest`,
 * `larger`, `large`, `zweitgrößte`, `Allzeithoch`), a near synonym (`biggest`) or a word for the same extreme (`peaked`,
 * `first`). A sentence on "die wichtigsten Parteien" does not say which party is the largest.
 */
export function hasSuperlative(text: string, superlative: Superlative): boolean {
  return words(text).some((word) => {
    if (superlative.markers.includes(word.folded)) return true;
    if (superlative.prefixes?.some((prefix) => word.folded.startsWith(prefix))) return true;
    // `zweitgrößte`, `drittälteste`: an ordinal prefix keeps the dimension.
    const bare = word.folded.replace(/^(?:zweit|dritt|viert|second|third|fourth)/, '');
    return superlative.stems.some((stem) => bare.startsWith(stem));
  });
}

// The counted thing of these is the unit of the answer ("how many years"), which the number stands for.
const unitNouns = new Set(
  [
    'times', 'time', 'years', 'year', 'days', 'months', 'weeks', 'hours', 'minutes', 'seconds', 'decades', 'centuries',
    'percent', 'mal', 'jahre', 'jahren', 'tage', 'tagen', 'monate', 'monaten', 'wochen', 'stunden', 'minuten', 'sekunden',
    'jahrzehnte', 'jahrhunderte', 'prozent', 'euro', 'dollar', 'dollars', 'people', 'persons', 'men', 'tons', 'tonnes',
    'miles', 'square', 'kilometers', 'kilometres', 'meters', 'metres', 'feet', 'acres', 'hectares', 'pounds', 'degrees',
    'menschen', 'personen', 'tonnen', 'kilometer', 'meter', 'quadratkilometer', 'hektar', 'grad', 'euros', 'liters',
    'litres', 'liter', 'kilograms', 'kilogram', 'kilogramm', 'grams', 'gramm', 'gigabytes', 'megabytes', 'terabytes', 'gb',
    'mb', 'tb', 'cents', 'cent', 'zeit', 'time', 'geld', 'money',
  ].map(fold),
);

const countAdjectives = new Set(['different', 'other', 'separate', 'distinct', 'major', 'new', 'main', 'individual', 'total', 'additional', 'more']);

/** The noun counted by "how many X" / "wie viele X" (`nations`, `Einwohner`), as written; null when none or a unit. */
export function countedNoun(question: string, language: 'de' | 'en'): string | null {
  const tokens = words(question);
  for (const [position, token] of tokens.entries()) {
    const next = tokens[position + 1];
    const opens = language === 'en' ? token.folded === 'many' && tokens[position - 1]?.folded === 'how' : /^viele?$/.test(token.folded) && tokens[position - 1]?.folded === 'wie';
    if (!opens || !next) continue;
    // `how many working days`, `wie viele freie Tage`: a unit right after a modifier is still the unit.
    if (tokens.slice(position + 1, position + 3).some((word) => unitNouns.has(word.folded))) return null;
    // `wie viele verschiedene Arten`, `how many different species`: an adjective before the counted noun.
    const noun =
      language === 'de'
        ? tokens.slice(position + 1, position + 4).find((word) => /^\p{Lu}/u.test(word.raw))
        : tokens.slice(position + 1, position + 3).find((word) => !countAdjectives.has(word.folded));
    if (!noun || isStopword(noun.folded) || unitNouns.has(noun.folded)) return null;
    return noun.raw;
  }
  return null;
}


// The auxiliaries an English question opens its inversion with (`may apprentices work`, `do tenants pay`).
const questionAuxiliaries = new Set(['do', 'does', 'did', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'are', 'were']);

/**
 * The bare plural subject of an English question's inversion (`apprentices` of `How many days may apprentices work
 * from home?`, `contractors` of `Do contractors get a parking permit?`): the group the asked rule is about. A rule
 * for another group (`employees in office roles`) does not answer for it. Null for a pronoun, a determiner or a name
 * (`do we`, `does the city`, `did Tesla`), and for a word that is no plural.
 */
export function invertedSubject(question: string): string | null {
  const tokens = words(question);
  const at = tokens.findIndex((token) => questionAuxiliaries.has(token.folded));
  const subject = at >= 0 ? tokens[at + 1] : undefined;
  if (!subject || !/^\p{Ll}[\p{Ll}-]*s$/u.test(subject.raw) || subject.raw.length < 5 || isStopword(subject.folded)) return null;
  return subject.raw;
}

/**
 * The noun before the unit an English "how many" counts (`vacation` of `how many vacation days`): English writes
 * apart the compound German writes as one word (`Urlaubstage`), so the answering sentence must say which days it
 * counts (`working days` are other days). Null when there is none, or when the word before the unit is no noun
 * (`how many consecutive years`, `how many working days`).
 */
export function countedUnitModifier(question: string): string | null {
  const tokens = words(question);
  for (const [position, token] of tokens.entries()) {
    if (token.folded !== 'many' || tokens[position - 1]?.folded !== 'how') continue;
    const [modifier, unit] = [tokens[position + 1], tokens[position + 2]];
    if (!modifier || !unit || !unitNouns.has(unit.folded) || unitNouns.has(modifier.folded)) return null;
    if (isStopword(modifier.folded) || countAdjectives.has(modifier.folded) || !isMostlyEnglishNoun(modifier.folded)) return null;
    return modifier.raw;
  }
  return null;
}

/**
 * Periods a rate can be stated per, with their words in German and English: the noun after `pro`, `je`, `per`, `a`,
 * `im` (`pro Woche`, `per month`, `im Monat`) and the adjectives and adverbs of frequency (`monatlich`, `annual`).
 */
const periods: { id: string; nouns: string[]; adjectives: string[] }[] = [
  { id: 'hour', nouns: ['stunde', 'std', 'hour', 'hr', 'h'], adjectives: ['stundlich', 'hourly'] },
  { id: 'day', nouns: ['tag', 'day'], adjectives: ['taglich', 'daily'] },
  { id: 'week', nouns: ['woche', 'week', 'wk'], adjectives: ['wochentlich', 'weekly'] },
  { id: 'month', nouns: ['monat', 'month', 'mo'], adjectives: ['monatlich', 'monthly'] },
  { id: 'quarter', nouns: ['quartal', 'quarter'], adjectives: ['quartalsweise', 'vierteljahrlich', 'quarterly'] },
  { id: 'year', nouns: ['jahr', 'year', 'yr', 'a'], adjectives: ['jahrlich', 'annual', 'annually', 'yearly'] },
];
const rateMarkers = new Set(['pro', 'je', 'per', 'a', 'im', 'each', 'every']);
// German adjectives inflect (`monatliche`, `jährlichen`), nouns take case endings (`Tages`, `Jahres`), English ones plurals.
const inflection = /(?:e|en|er|es|em|s)?$/;

function periodOf(folded: string, adjective: boolean): string | undefined {
  for (const period of periods) {
    const forms = adjective ? period.adjectives : period.nouns;
    const bare = folded.replace(inflection, '');
    if (forms.some((form) => folded === form || (form.length >= 3 && bare.length >= 3 && bare === form.replace(inflection, '')))) return period.id;
  }
  return undefined;
}

/**
 * Whether a text names a period at all (`Monat`, `Monate`, `monatlich`, `Kalendermonat`, `Monatsende`, `months`): a
 * word of it, or a German compound that opens or ends with its noun (three letters or more).
 */
export function namesPeriodWord(text: string, id: string): boolean {
  const period = periods.find((candidate) => candidate.id === id);
  if (!period) return false;
  const nouns = period.nouns.filter((noun) => noun.length >= 3);
  return words(text).some(
    ({ folded }) =>
      periodOf(folded, false) === id ||
      periodOf(folded, true) === id ||
      nouns.some((noun) => folded.length > noun.length + 2 && (folded.startsWith(noun) || folded.replace(inflection, '').endsWith(noun))),
  );
}

/**
 * The periods a text states a rate per: `3 € pro Tag`, `per month`, `im Monat`, `€/Woche`, `p.a.`, `monatlich`,
 * `annual`. `im Jahr 2026` names a year, not a rate, and `a day` needs the article's rate reading (`twice a day`).
 */
export function ratePeriods(text: string): Set<string> {
  const found = new Set<string>();
  const tokens = words(text);
  for (const [position, token] of tokens.entries()) {
    const adjective = periodOf(token.folded, true);
    if (adjective) found.add(adjective);
    const previous = tokens[position - 1]?.folded ?? '';
    if (!rateMarkers.has(previous) || (previous === 'im' && /^(?:19|20)\d\d$/.test(tokens[position + 1]?.raw ?? ''))) continue;
    // `a` counts only in English rates (`€5 a day`) and never as the year abbreviation after `a`.
    if (token.folded === 'a') continue;
    // `per calendar year`, `pro Kalenderjahr`, `je Kalendermonat`: the calendar's period is the period.
    const calendar = token.folded === 'calendar' || token.folded === 'kalender';
    const noun = calendar
      ? periodOf(tokens[position + 1]?.folded ?? '', false)
      : (periodOf(token.folded, false) ?? (token.folded.startsWith('kalender') ? periodOf(token.folded.slice('kalender'.length), false) : undefined));
    if (noun) found.add(noun);
  }
  for (const match of text.matchAll(/\/\s*(\p{L}+)/gu)) {
    const noun = periodOf(fold(match[1]!), false);
    if (noun) found.add(noun);
  }
  if (/(?<![\p{L}])p\.\s?a\.(?![\p{L}])/iu.test(text)) found.add('year');
  return found;
}

const outsideWords = new Set(['ausserhalb', 'outside']);
const outsideArticles = new Set(['der', 'des', 'dem', 'den', 'the', 'of', 'our', 'unserer', 'unseres', 'eures', 'eurer', 'ihres', 'ihrer', 'your']);

/**
 * The thing a question places its case outside of (`außerhalb des Stadtgebiets` → `Stadtgebiets`, `outside business
 * hours` → `business`), folded; undefined when it asks for no such case. The exception is the marked case: a source
 * that names the same thing without `außerhalb`/`outside` (`im Stadtgebiet`) states the value for the inside.
 */
export function outsideOf(question: string): string | undefined {
  const tokens = words(question);
  for (const [position, token] of tokens.entries()) {
    // `Outside of its use of …, what else …` opens the question as an adverbial, not as the asked case.
    if (!outsideWords.has(token.folded) || position === 0) continue;
    const thing = tokens.slice(position + 1, position + 4).find((word) => !outsideArticles.has(word.folded) && !isStopword(word.folded));
    if (thing) return thing.folded;
  }
  return undefined;
}

/** Whether a text names `thing` (see outsideOf) other than as outside of it: the inside case's value. */
export function namesInsideOf(text: string, thing: string): boolean {
  const tokens = words(text);
  if (tokens.some((token) => outsideWords.has(token.folded))) return false;
  const root = stem(thing);
  return tokens.some((token) => stem(token.folded) === root);
}
