import { lowercase } from './fold.js';

// The days of the week from Monday, as written in each language, with the abbreviations a table or a timetable uses.
const days = {
  german: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  english: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;

/** Each written form of a day (lowercase) → its index from Monday and its language. */
const forms = new Map<string, { day: number; language: keyof typeof days }>();
const add = (form: string, day: number, language: keyof typeof days): void => void forms.set(form, { day, language });
for (const [day, name] of days.german.entries()) {
  add(lowercase(name), day, 'german');
  add(`${lowercase(name)}s`, day, 'german');
  add(lowercase(name).slice(0, 2), day, 'german');
}
add('sonnabend', 5, 'german');
add('sonnabends', 5, 'german');
for (const [day, name] of days.english.entries()) {
  add(lowercase(name), day, 'english');
  add(`${lowercase(name)}s`, day, 'english');
  add(lowercase(name).slice(0, 3), day, 'english');
}
add('tues', 1, 'english');
add('thur', 3, 'english');
add('thurs', 3, 'english');

const day = '(\\p{L}{2,12})\\.?';
const range = new RegExp(`(?<![\\p{L}\\p{N}])${day}\\s*(?:[-–—]|\\s(?:bis|to|through|thru|until|till)\\s)\\s*${day}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * The days a text names only as the inside of a range of weekdays or as the weekend (`Montag bis Freitag`, `Mo–Fr`, `Monday through
 * Friday`, `Fri–Mon` across the weekend), as full names in the range's language: a question about Tuesday is
 * answered by the row for Monday to Friday. Both ends must be days of one language; the ends themselves are written
 * already and are not repeated.
 */
export function weekdaysInRanges(text: string): string[] {
  const inside: string[] = [];
  for (const match of text.matchAll(range)) {
    const from = forms.get(lowercase(match[1]!));
    const to = forms.get(lowercase(match[2]!));
    if (!from || !to || from.language !== to.language || from.day === to.day) continue;
    // A two-letter form (`Mo`, `Fr`) is a day only beside another short one: `so – do` is no range of prose.
    if ((match[1]!.length <= 3) !== (match[2]!.length <= 3) && Math.min(match[1]!.length, match[2]!.length) <= 2) continue;
    for (let index = (from.day + 1) % 7; index !== to.day; index = (index + 1) % 7) inside.push(days[from.language][index]!);
  }
  // The weekend is Saturday and Sunday: `am Wochenende bis 11:30 Uhr` answers a question about Sunday.
  for (const match of text.matchAll(weekend)) inside.push(...weekendDays[lowercase(match[0]).startsWith('wochenend') ? 'german' : 'english']);
  return [...new Set(inside)];
}

const weekend = /(?<![\p{L}\p{N}])(?:Wochenende[ns]?|weekends?)(?![\p{L}\p{N}])/giu;
const weekendDays = { german: [days.german[5], days.german[6]], english: [days.english[5], days.english[6]] } as const;

/** The days of the week a text names in full (`samstags`, `Saturday`, `on Fridays`), as indexes from Monday; no abbreviations. */
export function namedWeekdays(text: string): number[] {
  const named = new Set<number>();
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const form = forms.get(lowercase(word));
    if (form && word.length > 3) named.add(form.day);
  }
  return [...named];
}

/**
 * Whether a text names the day (an index from Monday): in full, inside a range of weekdays or the weekend
 * (`Montag bis Freitag`, `am Wochenende`), or as every day (`täglich`, `daily`).
 */
export function namesWeekday(text: string, day: number): boolean {
  if (everyDay.test(text) || namedWeekdays(text).includes(day)) return true;
  return weekdaysInRanges(text).some((name) => forms.get(lowercase(name))?.day === day);
}

const everyDay = /(?<![\p{L}])(?:täglich|taeglich|daily|every\s+day|jeden\s+tag|rund\s+um\s+die\s+uhr|around\s+the\s+clock|24\/7)(?![\p{L}])/iu;
