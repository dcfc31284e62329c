/**
 * Fact comparison of the grounding eval (grounding-dev README): case-insensitive after normalising whitespace,
 * thousands separators and decimal commas, so `2.400` = `2,400` = `2400` and `99,5 %` = `99.5%`; also `01:30` = `1:30`.
 */
export function normalizeFactText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u2212\u2012\u2013\u2014]/g, '-')
      .replace(/\s+/g, ' ')
      // Thousands separators: a separator followed by exactly three digits that end the number.
      .replace(/(\d)[.,'\u2009\u202f](?=\d{3}(?!\d))/g, '$1')
      .replace(/(\d),(?=\d)/g, '$1.')
      .replace(/(\d) (?=[%€°$‰])/g, '$1')
      // Times: 01:30 = 1:30.
      .replace(/(^|[^\d.,:])0(\d:\d\d)/g, '$1$2')
      .trim()
  );
}

const DIGIT = /\d/;
const LETTER = /\p{L}/u;

/**
 * True when `fact` occurs in `text` after normalisation. Numbers must not continue on either side
 * (`500` is not in `1500` or `500.5`), words must start at a word start, and facts of up to three characters
 * must be whole words, because short tokens (`Pro`, `14`) would otherwise match inside longer ones.
 */
export function containsFact(text: string, fact: string): boolean {
  const haystack = normalizeFactText(text);
  const needle = normalizeFactText(fact);
  if (needle === '') return false;
  for (let index = haystack.indexOf(needle); index >= 0; index = haystack.indexOf(needle, index + 1)) {
    if (boundaryOk(haystack, index, needle)) return true;
  }
  return false;
}

function boundaryOk(haystack: string, index: number, needle: string): boolean {
  const before = haystack.slice(Math.max(0, index - 2), index);
  const after = haystack.slice(index + needle.length, index + needle.length + 2);
  const first = needle[0]!;
  const last = needle[needle.length - 1]!;
  if (DIGIT.test(first) && (/\d$/.test(before) || /\d[.]$/.test(before))) return false;
  if (DIGIT.test(last) && (/^\d/.test(after) || /^[.]\d/.test(after))) return false;
  if (LETTER.test(first) && LETTER.test(before.slice(-1))) return false;
  const wholeWord = needle.length <= 3;
  if (wholeWord && LETTER.test(last) && LETTER.test(after.slice(0, 1))) return false;
  return true;
}

/** The facts of `facts` that occur in `text` (see `containsFact`). */
export function factsIn(text: string, facts: readonly string[]): string[] {
  return facts.filter((fact) => containsFact(text, fact));
}

/** Numbers in a text after normalisation (`2.400` → `2400`, `99,5` → `99.5`). */
export function numbersIn(text: string): string[] {
  return normalizeFactText(text).match(/\d+(?:\.\d+)?/g) ?? [];
}

/**
 * Numbers of an answer that neither the question nor the allowed text contains; with `known` given, only those
 * that occur in it (numbers of the documents), so a stray digit of a message template does not count as a leak.
 */
export function leakedNumbers(answer: string, question: string, known?: ReadonlySet<string>): string[] {
  const asked = new Set(numbersIn(question));
  // Source markers [n] are not facts.
  const leaked = numbersIn(answer.replace(/\[\d+\]/g, ' ')).filter((number) => !asked.has(number) && (known === undefined || known.has(number)));
  return [...new Set(leaked)];
}
