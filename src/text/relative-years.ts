/**
 * Calendar years a question names relative to today (`dieses Jahr`, `im nächsten Jahr`, `last year`), written out as
 * the year (`2026`) so that search and judge read them as documents write them (`Bis Ende 2026 …`). A year of
 * something else (`im letzten Jahr der Laufzeit`, `the first year of the contract`) and `Vorjahr` (the year before a
 * rule's own year, `Resturlaub aus dem Vorjahr`) stay as written.
 */
const offsets: [RegExp, number][] = [
  [/(?<![\p{L}])(?:(?:im|in)\s+)?(?:dies(?:es|em|en)|laufenden)\s+Jahr(?:es|s)?(?![\p{L}])/giu, 0],
  [/(?<![\p{L}])heuer(?![\p{L}])/giu, 0],
  [/(?<![\p{L}])(?:(?:im|in)\s+)?(?:nächst(?:es|em|en)|kommend(?:es|em|en))\s+Jahr(?:es|s)?(?![\p{L}])/giu, 1],
  [/(?<![\p{L}])(?:(?:im|in)\s+)?(?:letzt(?:es|em|en)|vergangen(?:es|em|en)|vorig(?:es|em|en))\s+Jahr(?:es|s)?(?![\p{L}])/giu, -1],
  [/(?<![\p{L}])(?:(?:in|during)\s+)?(?:this|the\s+current)\s+year(?![\p{L}])/giu, 0],
  [/(?<![\p{L}])(?:(?:in|during)\s+)?next\s+year(?![\p{L}])/giu, 1],
  [/(?<![\p{L}])(?:(?:in|during)\s+)?last\s+year(?![\p{L}])/giu, -1],
];
// What follows a year of something else: `der Laufzeit`, `des Vertrags`, `of the contract`.
const ofSomething = /^\s*(?:der|des|seiner|ihrer|of)\s/i;

/** The question with its relative years written as years of `now` (UTC); unchanged when it names none. */
export function withRelativeYears(question: string, now: Date): string {
  const year = now.getUTCFullYear();
  let text = question;
  for (const [index, [pattern, offset]] of offsets.entries()) {
    // German writes the bare year (`werden 2026 ersetzt`), English `in 2026`.
    const english = index >= 4;
    text = text.replace(pattern, (match: string, at: number, whole: string) =>
      ofSomething.test(whole.slice(at + match.length)) ? match : `${english ? 'in ' : ''}${year + offset}`,
    );
  }
  return text;
}
