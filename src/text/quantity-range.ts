import { fold } from './fold.js';
import { isAnyStopword } from './stopwords.js';
import { germanVerbForms } from './verb-forms.js';
import { isMostlyVerb } from './word-class.js';

/** A measured quantity the question gives (`5.000 Liter`, `25 Mitarbeiter`): a value to look up, not a name. */
export interface AskedQuantity {
  /** As written (`5.000`). */
  raw: string;
  value: number;
  /** The unit word after it, folded (`kwh`, `mitarbeiter`). */
  unit: string;
  /**
   * The question asks for what lies beyond the figure, not for the figure (`mehr als 200 kW`, `less than 50 staff`):
   * a range that ends at it (`bis 200 kW`) is another case, though it names the same figure.
   */
  bound?: 'above' | 'below';
}

/** A span of one unit that a text states (`über 2.000 bis 8.000 Liter` → [2000, 8000]; `bis 2.000 Liter` → [0, 2000]). */
export interface QuantityRange {
  low: number;
  high: number;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const numberThenWord = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})\s*([\p{L}][\p{L}³²]{0,11})(?![\p{L}\p{N}])`, 'gu');
const LOWER_WORDS = String.raw`uber|ueber|ab|von|from|over|above|more\s+than|mehr\s+als|mindestens|at\s+least|>|≥`;
const UPPER_WORDS = String.raw`bis(?:\s+zu)?|up\s+to|max(?:\.|imal)?|hochstens|unter|below|under|less\s+than|weniger\s+als|<|≤`;
const BETWEEN_WORDS = String.raw`bis(?:\s+zu)?|to|up\s+to|–|—|-`;

/**
 * Numbers of the question followed by a unit word. A price table, a tariff or a staffing rule states the cases as
 * ranges of such a unit (`bis 2.000 Liter`, `über 2.000 bis 8.000 Liter`), so a user's own figure (`wir brauchen
 * 5.000 Liter`) names the case whose range holds it, though the figure itself stands in no document.
 */
export function askedQuantities(question: string): AskedQuantity[] {
  const quantities: AskedQuantity[] = [];
  for (const match of question.matchAll(numberThenWord)) {
    const raw = match[1] ?? '';
    const written = fold(match[2] ?? '');
    const value = parseNumber(raw);
    if (value === undefined || isAnyStopword(written) || /^(?:uhr|jahr|jahre|jahren|year|years)$/.test(written)) continue;
    // `die Fährlinie 3 eingestellt`, `version 2 released`: a verb after the number makes it a label, not a measure.
    if (/^\p{Ll}/u.test(match[2] ?? '') && (germanVerbForms(match[2] ?? '').length > 0 || isMostlyVerb(match[2] ?? ''))) continue;
    const unit = currencyUnits.find(([, forms]) => forms.includes(written))?.[0] ?? written;
    quantities.push({ raw, value, unit, ...boundBefore(question, match.index ?? 0) });
  }
  // `5.000 €`, `EUR 5,000`, `$200`: an amount of a currency, read as its unit word (a table states `bis 1.000 €`).
  for (const match of question.matchAll(currencyAmount)) {
    const raw = match[1] ?? match[4] ?? '';
    const value = parseNumber(raw);
    const symbol = match[2] ?? match[3] ?? '';
    const unit = currencyUnits.find(([, symbols]) => symbols.includes(fold(symbol)))?.[0];
    if (value !== undefined && unit && !quantities.some((quantity) => quantity.raw === raw && quantity.unit === unit)) quantities.push({ raw, value, unit, ...boundBefore(question, match.index ?? 0) });
  }
  // `drei Tage vor Anreise`: a figure written as a word (from two; `ein`/`one` is as often an article).
  for (const match of fold(question).matchAll(numeralThenWord)) {
    const unit = match[2] ?? '';
    if (isAnyStopword(unit) || /^(?:uhr|jahr|jahre|jahren|year|years)$/.test(unit)) continue;
    quantities.push({ raw: match[1] ?? '', value: NUMERALS.get(match[1] ?? '') ?? 0, unit });
  }
  // An age (`my 10 year old`, `14-jährige`, `zehnjährigen Sohn`, `6 Jahre alt`): price lists and rules state age ranges.
  for (const match of fold(question).matchAll(ageExpression)) {
    const raw = match[1] ?? match[2] ?? '';
    const value = NUMERALS.get(raw) ?? parseNumber(raw);
    if (value !== undefined) quantities.push({ raw, value, unit: AGE_UNIT });
  }
  return quantities;
}

// Comparatives that put the asked case strictly beyond a figure. Not German `über` (`eine Bestellung über 5.000 €` is
// an order of that amount) nor `bis`/`ab`, whose ranges hold the figure itself.
const aboveWords = /(?:(?:mehr|grosser|großer|hoher|langer)\s+als|(?:more|greater|larger|higher|longer)\s+than|(?<![\p{L}])(?:over|above|exceeding|oberhalb\s+von))\s*$/u;
const belowWords = /(?:(?:weniger|kleiner|niedriger|kurzer)\s+als|(?:less|fewer|smaller|lower|shorter)\s+than|(?<![\p{L}])(?:unter|unterhalb\s+von|under|below))\s*$/u;

/** The comparative right before a figure of the question (see AskedQuantity.bound). */
function boundBefore(question: string, index: number): Pick<AskedQuantity, 'bound'> {
  const before = fold(question.slice(Math.max(0, index - 30), index)).replace(/(?:€|\$|£|eur|usd|gbp)\s*$/u, '');
  if (aboveWords.test(before)) return { bound: 'above' };
  if (belowWords.test(before)) return { bound: 'below' };
  return {};
}

/** `text` without its ages (`my 10 year old`, `14-jährige`): their `old`/`alt` says nothing about a past version. */
export function withoutAges(text: string): string {
  return fold(text).replace(ageExpression, ' ');
}

/** The unit of an asked age: ranges of it are read with or without `Jahre`/`years` (`Kinder unter 16`). */
export const AGE_UNIT = 'jahre';

// Two to twelve in German (folded) and English.
const NUMERALS = new Map(
  [
    ['zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf'],
    ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  ].flatMap((names) => names.map((name, index) => [name, index + 2] as const)),
);
const ageExpression = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(\d{1,3}|${[...NUMERALS.keys()].join('|')})\s*-?\s*(?:years?\s*-?\s*old|jahrig\p{L}*|jahre\s+alt)|(${[...NUMERALS.keys()].join('|')})jahrig\p{L}*)`,
  'gu',
);
const numeralThenWord = new RegExp(String.raw`(?<![\p{L}\p{N}])(${[...NUMERALS.keys()].join('|')})\s+([\p{L}][\p{L}³²]{0,11})(?![\p{L}\p{N}])`, 'gu');

/** The ranges of `unit` that `text` states, each once; a bare figure (`30 kW`) is no range. */
export function rangesIn(text: string, unit: string): QuantityRange[] {
  return quantitiesIn(text, unit).ranges;
}

/**
 * The bare figures of `unit` that `text` states outside its ranges (`Die Anschlussleistung beträgt 1.450 kW`: 1450;
 * not the ends of `bis 50 kW`). An age has none: its unit may be left out, so any number would read as one.
 */
export function figuresIn(text: string, unit: string): number[] {
  return unit === AGE_UNIT ? [] : quantitiesIn(text, unit).figures;
}

function quantitiesIn(text: string, unit: string): { ranges: QuantityRange[]; figures: number[] } {
  // `over EUR 25,000`, `bis $500`: a currency written before its amount is read as written after it.
  const folded = currencyUnits.some(([word]) => word === unit) ? fold(text).replace(prefixedAmount, '$2 $1') : fold(text);
  const unitPattern = unit === AGE_UNIT ? AGE_PATTERN : unitExpression(unit);
  const ranges: QuantityRange[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number): boolean => !taken.some(([from, to]) => start < to && end > from);
  const between = new RegExp(
    String.raw`(?:(?:${LOWER_WORDS})\s*)?(${NUMBER})\s*(?:${unitPattern}\s*)?(?:${BETWEEN_WORDS})\s*(${NUMBER})\s*${unitPattern}`,
    'gu',
  );
  for (const match of folded.matchAll(between)) {
    const low = parseNumber(match[1] ?? '');
    const high = parseNumber(match[2] ?? '');
    if (low === undefined || high === undefined) continue;
    // A countdown states its range from the high end (`13 bis 7 Tage vor Anreise`).
    ranges.push({ low: Math.min(low, high), high: Math.max(low, high) });
    taken.push([match.index ?? 0, (match.index ?? 0) + match[0].length]);
  }
  const bounded = (words: string, toRange: (value: number) => QuantityRange): void => {
    const pattern = new RegExp(String.raw`(?<![\p{L}])(?:${words})\s*(${NUMBER})\s*${unitPattern}`, 'gu');
    for (const match of folded.matchAll(pattern)) {
      const start = match.index ?? 0;
      const value = parseNumber(match[1] ?? '');
      if (value === undefined || !free(start, start + match[0].length)) continue;
      ranges.push(toRange(value));
      taken.push([start, start + match[0].length]);
    }
  };
  bounded(UPPER_WORDS, (value) => ({ low: 0, high: value }));
  bounded(LOWER_WORDS, (value) => ({ low: value, high: Number.POSITIVE_INFINITY }));
  const figures: number[] = [];
  for (const match of folded.matchAll(new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})\s*${unitPattern}`, 'gu'))) {
    const start = match.index ?? 0;
    const value = parseNumber(match[1] ?? '');
    if (value !== undefined && free(start, start + match[0].length)) figures.push(value);
  }
  return { ranges, figures };
}

/** Whether `text` states a range of the quantity's unit that holds its value (or, for a bound, reaches beyond it). */
export function coversQuantity(text: string, quantity: AskedQuantity): boolean {
  return rangesIn(text, quantity.unit).some((range) => holdsQuantity(range, quantity));
}

/** Whether a stated range holds the asked figure, or reaches past it on the asked side (`über 200 kW` for `mehr als 200 kW`). */
export function holdsQuantity(range: QuantityRange, quantity: AskedQuantity): boolean {
  if (quantity.bound === 'above') return range.high > quantity.value;
  if (quantity.bound === 'below') return range.low < quantity.value;
  return range.low <= quantity.value && quantity.value <= range.high;
}

// An age with or without its unit (`unter 16`, `von 6 bis 14 Jahren`, `under 16 years`), not a time, price or share.
const AGE_PATTERN = String.raw`(?![.,:]?\d)(?!\s*(?:€|eur|%|uhr|h|min|std|ct|kg|km|m)(?![\p{L}]))(?:(?:jahre?n?|years?)(?:\s+old|\s+alt)?(?![\p{L}]))?`;

// Currencies, each with its unit word and the symbols and codes written for it (folded).
const currencyUnits: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['euro', ['€', 'eur', 'euro', 'euros']],
  ['dollar', ['$', 'usd', 'dollar', 'dollars']],
  ['pfund', ['£', 'gbp']],
];
const currencyAmount = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})\s?(€|\$|£|EUR(?![\p{L}])|USD(?![\p{L}])|GBP(?![\p{L}]))|(€|\$|£|EUR|USD|GBP)\s?(${NUMBER})(?![\p{N}])`,
  'gu',
);

const prefixedAmount = new RegExp(String.raw`(€|\$|£|eur|usd|gbp)\s?(${NUMBER})(?![\p{N}])`, 'gu');

function unitExpression(unit: string): string {
  // `bis 1.000 €`, `up to EUR 500`: a currency's symbols and code stand for its word.
  const currency = currencyUnits.find(([word]) => word === unit);
  if (currency) {
    const forms = currency[1].map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return String.raw`(?:${forms.join('|')})(?![\p{L}])`;
  }
  // `Mitarbeiter` / `Mitarbeitern`, `Stunde` / `Stunden`, `Tage` / `Tag`: a long unit word may be inflected, in
  // either number.
  const base = unit.length >= 4 ? unit.replace(/(?:en|e|n|s)$/, '') : unit;
  const escaped = (base.length >= 3 ? base : unit).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return unit.length >= 4 ? String.raw`${escaped}(?:e|en|n|s|es|er|ern|ns)?(?![\p{L}])` : String.raw`${escaped}(?![\p{L}])`;
}

/** `8.000` and `8,000` are eight thousand; `2,5` and `2.5` two and a half. */
function parseNumber(written: string): number | undefined {
  const thousands = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.exec(written);
  const normal = thousands ? written.replace(/[.,]/g, '') : written.replace(/(\d)[.,](\d{3})(?=[.,]\d)/g, '$1$2').replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : undefined;
}
