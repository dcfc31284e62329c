/** A date or period named in a message, as ISO 8601 days (`YYYY-MM-DD`), with where it was written. */
export interface DateMention {
  /** First day of the period; an ISO date written in the message is kept as written, even when it is no calendar date. */
  start: string;
  /** Last day of the period (equal to `start` for a single day). */
  end: string;
  /** Offset and length of the phrase in the message (UTF-16 code units). */
  index: number;
  length: number;
}

// Month names of the two languages we answer in; a trailing dot allows abbreviations (`Nov.`).
const MONTHS: Record<string, number> = {
  januar: 1, jänner: 1, january: 1, jan: 1, februar: 2, february: 2, feb: 2, märz: 3, maerz: 3, march: 3, mar: 3, mär: 3,
  april: 4, apr: 4, mai: 5, may: 5, juni: 6, june: 6, jun: 6, juli: 7, july: 7, jul: 7, august: 8, aug: 8,
  september: 9, sept: 9, sep: 9, oktober: 10, october: 10, okt: 10, oct: 10, november: 11, nov: 11, dezember: 12, december: 12, dez: 12, dec: 12,
};
const ABBREVIATIONS = new Set(['jan', 'feb', 'mar', 'mär', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'okt', 'oct', 'nov', 'dez', 'dec']);
// Days relative to `now`.
const RELATIVE_DAYS: Record<string, number> = { vorgestern: -2, gestern: -1, yesterday: -1, heute: 0, today: 0, morgen: 1, tomorrow: 1, übermorgen: 2 };

const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const ISO = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const NUMERIC = String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?`;
// `1. November 2026`, `1 November`, `November 1, 2026`, a bare `1.` before a range word, `Oktober 2026`.
// English ordinals (`4th June 2027`), and a full stop between month and day (`April.7, 2027`).
const DAY_MONTH = String.raw`(\d{1,2})(?:\.|st|nd|rd|th)?\s+${MONTH}(?:,?\s+(\d{4}))?`;
const MONTH_DAY = String.raw`${MONTH}(?:\s+|(?<=\.))(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?`;
const BARE_DAY = String.raw`(\d{1,2})\.(?=\s*(?:bis|-|–|to|until|and|und)\s*\d)`;
const MONTH_YEAR = String.raw`${MONTH}(?:\s+(\d{4}))?`;
const RELATIVE = `(${Object.keys(RELATIVE_DAYS).join('|')})`;
const PATTERN = new RegExp(
  [ISO, NUMERIC, DAY_MONTH, MONTH_DAY, BARE_DAY, MONTH_YEAR, RELATIVE].map((part) => `(?<![\\p{L}\\p{N}])(?:${part})(?![\\p{L}\\p{N}])`).join('|'),
  'giu',
);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function addDays(now: Date, days: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

interface Partial {
  year?: number;
  month?: number;
  day?: number;
  fixed?: { start: string; end: string };
  index: number;
  length: number;
}

function fullYear(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function partialOf(match: RegExpMatchArray, now: Date): Partial | null {
  const g = match.slice(1);
  const at = { index: match.index ?? 0, length: match[0].length };
  if (g[0]) return { ...at, fixed: { start: `${g[0]}-${g[1]}-${g[2]}`, end: `${g[0]}-${g[1]}-${g[2]}` } };
  if (g[3]) return { ...at, day: Number(g[3]), month: Number(g[4]), year: fullYear(g[5]) };
  if (g[6]) return { ...at, day: Number(g[6]), month: MONTHS[g[7]!.toLowerCase()], year: fullYear(g[8]) };
  if (g[9]) return { ...at, month: MONTHS[g[9].toLowerCase()], day: Number(g[10]), year: fullYear(g[11]) };
  if (g[12]) return { ...at, day: Number(g[12]) };
  if (g[13]) {
    // A bare month word without a year is a date only when it cannot be an ordinary word (`may`, `mar`).
    const name = g[13].toLowerCase();
    if (!g[14] && (ABBREVIATIONS.has(name) || name === 'may')) return null;
    return { ...at, month: MONTHS[name], year: fullYear(g[14]) };
  }
  if (g[15]) {
    const day = addDays(now, RELATIVE_DAYS[g[15].toLowerCase()] ?? 0);
    return { ...at, fixed: { start: day, end: day } };
  }
  return null;
}

/**
 * Dates and periods in a German or English message, in the order written: ISO dates, `20.11.2026`,
 * `1. November 2026`, `November 1, 2026`, whole months (`im Oktober 2026` → its first and last day), relative days
 * (`gestern`, `yesterday`, relative to `now`). A day or month written without its month or year takes them from
 * the next mention (`1. bis 7. November 2026`, `von Januar bis Juni 2026`), else from `now`.
 */
export function extractDates(message: string, now: Date): DateMention[] {
  const partials = [...message.matchAll(PATTERN)].map((match) => partialOf(match, now)).filter((partial): partial is Partial => partial !== null);
  // Fill missing months and years backwards from the next mention, then from `now`.
  for (let index = partials.length - 2; index >= 0; index -= 1) {
    const partial = partials[index]!;
    const next = partials[index + 1]!;
    if (partial.fixed || next.fixed) continue;
    if (partial.month === undefined && partial.day !== undefined) partial.month = next.month;
    if (partial.year === undefined) partial.year = next.year;
  }
  const mentions: DateMention[] = [];
  for (const partial of partials) {
    if (partial.fixed) {
      mentions.push({ ...partial.fixed, index: partial.index, length: partial.length });
      continue;
    }
    const month = partial.month;
    if (month === undefined || month < 1 || month > 12) continue;
    const year = partial.year ?? now.getUTCFullYear();
    const start = isoDay(year, month, partial.day ?? 1);
    const end = partial.day !== undefined ? start : isoDay(year, month, lastDay(year, month));
    mentions.push({ start, end, index: partial.index, length: partial.length });
  }
  return mentions;
}
