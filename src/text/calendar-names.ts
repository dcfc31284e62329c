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
