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
