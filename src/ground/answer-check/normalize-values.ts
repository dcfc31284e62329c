import { fold } from '../text/index.js';

const months: Record<string, number> = {
  januar: 1, january: 1, jan: 1, februar: 2, february: 2, feb: 2, marz: 3, maerz: 3, march: 3, mar: 3, april: 4, apr: 4,
  mai: 5, may: 5, juni: 6, june: 6, jun: 6, juli: 7, july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9,
  oktober: 10, october: 10, okt: 10, oct: 10, november: 11, nov: 11, dezember: 12, december: 12, dez: 12, dec: 12,
};

/** A fact-like value found in text: a number (all plausible readings), a date or a clock time. */
export interface FactValue {
  kind: 'number' | 'date' | 'time';
  /** As written. */
  raw: string;
  /** Canonical readings: `2400` and `2.4` for the ambiguous `2.400`; `2026-11-30` for dates; `1:30` for times. */
  keys: string[];
  /** Start offset in the text. */
  index: number;
}

const monthNames = Object.keys(months).sort((a, b) => b.length - a.length).join('|');
const patterns: { kind: FactValue['kind']; regex: RegExp }[] = [
  { kind: 'date', regex: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g },
  { kind: 'date', regex: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g },
  { kind: 'date', regex: new RegExp(`\\b(\\d{1,2})\\.?\\s+(${monthNames})\\.?\\s+(\\d{4})\\b`, 'g') },
  { kind: 'date', regex: new RegExp(`\\b(${monthNames})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g') },
  { kind: 'time', regex: /\b(\d{1,2}):(\d{2})\b/g },
  { kind: 'number', regex: /(?<![\p{L}\d])[-−+]?\d+(?:[.,\u00a0\u202f]\d{3})*(?:[.,]\d+)?(?!\d)/gu },
];

/**
 * Finds numbers, dates and clock times in text and gives each its canonical readings, so that
 * `2.400`, `2,400` and `2400`; `99,5 %` and `99.5%`; `30.11.2026` and `30. November 2026`; `01:30` and `1:30` compare equal.
 * Numbers inside a date or time are not reported again on their own.
 */
export function extractFactValues(text: string): FactValue[] {
  const folded = fold(text);
  const values: FactValue[] = [];
  const taken: [number, number][] = [];
  for (const { kind, regex } of patterns) {
    for (const match of folded.matchAll(regex)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const keys = kind === 'number' ? numberKeys(match[0]) : kind === 'time' ? [timeKey(match)] : dateKeys(match);
      if (keys.length === 0) continue;
      taken.push([start, end]);
      values.push({ kind, raw: text.slice(start, end).trim(), keys, index: start });
    }
  }
  return values.sort((a, b) => a.index - b.index);
}

/** Canonical readings of a written number (sign ignored: a hyphen is as often a range dash as a minus). */
export function numberKeys(written: string): string[] {
  const body = written.replace(/^[-−+]/, '').replace(/[\u00a0\u202f]/g, '');
  const separators = body.match(/[.,]/g) ?? [];
  const readings = new Set<string>();
  if (separators.length === 0) {
    readings.add(canonical(body));
  } else if (separators.length === 1) {
    const [whole = '', fraction = ''] = body.split(/[.,]/);
    // One separator before exactly three digits is a thousands separator in German (2.400) and English (2,400);
    // only `0.125` reads as a decimal. Anything else is a decimal point or comma.
    readings.add(canonical(fraction.length === 3 && whole !== '0' ? whole + fraction : `${whole}.${fraction}`));
  } else if (separators.every((separator) => separator === separators[0])) {
    readings.add(canonical(body.replace(/[.,]/g, '')));
  } else {
    const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
    readings.add(canonical(`${body.slice(0, last).replace(/[.,]/g, '')}.${body.slice(last + 1)}`));
  }
  return [...readings];
}

function canonical(number: string): string {
  const [whole = '0', fraction] = number.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction?.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

function timeKey(match: RegExpMatchArray): string {
  return `${Number(match[1])}:${match[2]}`;
}

function dateKeys(match: RegExpMatchArray): string[] {
  const [, a = '', b = '', c = ''] = match;
  let year: number;
  let month: number | undefined;
  let day: number;
  if (/^\d{4}$/.test(a)) [year, month, day] = [Number(a), Number(b), Number(c)];
  else if (/^\d+$/.test(a) && /^\d+$/.test(b)) [day, month, year] = [Number(a), Number(b), Number(c)];
  else if (/^\d+$/.test(a)) [day, month, year] = [Number(a), months[b], Number(c)];
  else [month, day, year] = [months[a], Number(b), Number(c)];
  if (month === undefined || Number.isNaN(day) || month < 1 || month > 12 || day < 1 || day > 31) return [];
  return [`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`];
}
