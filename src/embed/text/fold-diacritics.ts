const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};
const SPECIAL_LETTERS = /[ßẞæœøđłþ]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NEEDS_FOLDING = /[^ -~\t\n\r]/;

/**
 * Lowercases and removes diacritics the way PostgreSQL's `german` snowball stemmer does:
 * ä→a, ö→o, ü→u, ß→ss (so `Kündigungsfristen` folds to `kundigungsfristen`), and strips
 * other accents (é→e). ASCII input is returned lowercased without further work.
 */
export function foldDiacritics(text: string): string {
  const lower = text.toLowerCase();
  if (!NEEDS_FOLDING.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTERS, (char) => SPECIAL[char] ?? char);
}
