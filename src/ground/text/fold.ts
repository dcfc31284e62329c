const special: Record<string, string> = { ß: 'ss', ẞ: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/** Lowercases and strips diacritics (ä→a, ß→ss), the same folding the stores' `german` stemmer applies. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞæœø]/g, (char) => special[char] ?? char);
}
