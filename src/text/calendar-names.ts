import { fold } from './fold.js';

// Months and weekdays, German and English, folded (`marz`), with the abbreviations dates use.
const names = new Set(
  [
    'januar', 'jänner', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember',
    'january', 'february', 'march', 'may', 'june', 'july', 'october', 'december',
    'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag',
    'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    'jan', 'feb', 'mär', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'okt', 'oct', 'nov', 'dez', 'dec',
  ].map(fold),
);

/**
 * Whether a capitalised word is a month or a weekday (`February`, `Mittwoch`): it dates something and names no one,
 * so it is no name of a person, company or place.
 */
export function isCalendarName(word: string): boolean {
  return names.has(fold(word));
}

/**
 * A title as the series it belongs to: lowercase, without its numbers and calendar names (`Minutes – Steering
 * Committee, 19 May 2026` and `…, 6 October 2026` are one series; so are `Preisblatt 2025` and `Preisblatt 2026`).
 */
export function seriesTitle(title: string): string {
  return (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !/\d/.test(word) && !names.has(fold(word))).join(' ');
}

const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['januar', 1], ['jänner', 1], ['january', 1], ['februar', 2], ['february', 2], ['märz', 3], ['march', 3], ['april', 4],
    ['mai', 5], ['may', 5], ['juni', 6], ['june', 6], ['juli', 7], ['july', 7], ['august', 8], ['september', 9],
    ['oktober', 10], ['october', 10], ['november', 11], ['dezember', 12], ['december', 12],
  ].map(([name, month]) => [fold(name as string), month as number]),
);

/**
 * The months a text names by their full names, capitalised (`Minutes of 6 October 2026` → 10). A capitalised word
 * that opens the text is left out (`May I …?`).
 */
export function monthsNamed(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}+/gu)) {
    const month = MONTHS[fold(match[0])];
    if (month !== undefined && text.slice(0, match.index).trim() !== '') found.push(month);
  }
  return [...new Set(found)];
}
