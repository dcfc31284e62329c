import { detectLanguage, fold } from '../../text/index.js';

/** A number written in a message, with the word after it (its unit or what it counts). */
export interface NumberMention {
  value: number;
  /** The next word, folded (`kwh`, `euro`, `sensoren`); `eur` for `€`. */
  unit: string;
  /** Up to three words before it, folded, nearest last (`base of 10` → `base`, `of`). */
  before: string[];
  index: number;
  length: number;
}

// German `48.213` / `2.500,5` and English `3,200` / `2.5` / `1e-6`; a group of thousands never starts with 0, so `0.035`
// is a decimal. A number glued to letters before it (`Fix24`) is part of a name; letters glued after it are its unit
// (`12cm`, `250g`, `20mA`) when they end the word.
const UNIT_AFTER = String.raw`(?:([\p{L}µ°]{1,3})(?![\p{L}\p{N}_])|(?![\p{L}\p{N}_])\s*(€|\$|%|[\p{L}]+)?)`;
const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,-])(-?)([1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?|[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?(?:e-?\d+)?)` + UNIT_AFTER,
  'gu',
);
// English writes no decimal comma: in `4,9 and 16` the comma separates list items.
const ENGLISH_NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}_.-])(-?)([1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:e-?\d+)?)` + UNIT_AFTER, 'gu');
const SYMBOLS: Record<string, string> = { '€': 'eur', $: 'usd', '%': 'percent' };

// Words that scale the number before them (`3.4 million`, `2,5 Mio.`): the value is the full amount.
const SCALES: Record<string, number> = {
  thousand: 1e3, tausend: 1e3, million: 1e6, millionen: 1e6, mio: 1e6, billion: 1e9, milliarde: 1e9, milliarden: 1e9, mrd: 1e9, trillion: 1e12,
};

function parse(text: string): number {
  if (/^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  return Number(text.replace(',', '.'));
}

/** The word after a scale word (`million dollars` → `dollars`), so the unit stays what is counted. */
function wordAfter(message: string, end: number): string {
  const next = /^[\s.]*([\p{L}]+)/u.exec(message.slice(end));
  return next ? fold(next[1]!) : '';
}

// Words that join numbers rather than count them (`3 and 6 months`): not a unit.
const JOINERS = new Set(['and', 'or', 'und', 'oder', 'bis', 'to', 'then', 'dann', 'und/oder']);

/**
 * A list of numbers whose last one carries the unit (`3, 6 and 9 months`, `12 oder 24 Monate`): the unit is every
 * item's. Items are joined by a comma, `and` / `or` / `und` / `oder` only.
 */
function shareListUnits(message: string, mentions: NumberMention[]): void {
  for (let index = mentions.length - 2; index >= 0; index -= 1) {
    const current = mentions[index]!;
    const next = mentions[index + 1]!;
    if (current.unit !== '') continue;
    const between = message.slice(current.index + current.length, next.index);
    if (/^\s*(?:,\s*(?:and|or|und|oder)?|and|or|und|oder)\s*$/iu.test(between)) current.unit = next.unit;
  }
}

/** Numbers in a message outside the given spans (ids, dates), in the order written. */
export function findNumbers(message: string, taken: Array<{ index: number; length: number }>): NumberMention[] {
  const mentions: NumberMention[] = [];
  const pattern = detectLanguage(message) === 'en' ? ENGLISH_NUMBER : NUMBER;
  for (const match of message.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (taken.some((span) => index < span.index + span.length && span.index < index + match[0].length)) continue;
    const written = match[3] ?? match[4];
    let unit = written ? (SYMBOLS[written] ?? fold(written)) : '';
    let length = match[0].length;
    if (JOINERS.has(unit)) {
      // The joining word is not part of the number's span: the list item after it starts there.
      unit = '';
      length = match[0].length - written!.length;
    }
    let value = (match[1] ? -1 : 1) * parse(match[2]!);
    const scale = SCALES[unit];
    if (scale) {
      value = Math.round(value * scale * 1e6) / 1e6;
      unit = wordAfter(message, index + match[0].length);
    }
    const before = fold(message.slice(Math.max(0, index - 40), index)).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(-3);
    mentions.push({ value, unit, before, index, length });
  }
  shareListUnits(message, mentions);
  return mentions;
}
