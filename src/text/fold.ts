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
const NON_ASCII = /[^\x20-\x7e\t\n\r]/;

/**
 * Lowercase, diacritics kept, in Unicode NFC (`Kündigung` → `kündigung`): the form PostgreSQL and the Snowball
 * stemmer take, since the German stemmer itself maps ä→a, ö→o, ü→u and ß→ss.
 */
export function lowercase(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFC') : lower;
}

/**
 * Lowercase with diacritics removed (`Kündigungsfristen` → `kundigungsfristen`, `Straße` → `strasse`,
 * `Café` → `cafe`): the accent-insensitive form for matching spellings typed without umlauts. ASCII input is only
 * lowercased.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTERS, (char) => SPECIAL[char] ?? char);
}
