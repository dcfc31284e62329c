/**
 * Quarters and halves of a year as a report writes them (`Q3`, `Q3/2026`, `H1 2026`) and as a person asks for them
 * (`im dritten Quartal`, `3. Quartal`, `third quarter`, `erstes Halbjahr`): each form names the others, so a question
 * about the third quarter is answered by the Q3 export and a question about Q3 by the minutes' `drittes Quartal`.
 */
const germanOrdinals = ['erste', 'zweite', 'dritte', 'vierte'];
const englishOrdinals = ['first', 'second', 'third', 'fourth'];

// Not a quantity's symbol (`Q3 = 4 m³/h`, the flow rate of a water meter).
const abbreviated = /(?<![\p{L}\p{N}])([QH])([1-4])(?=$|[^\p{L}\p{N}]|(?:19|20)\d\d)(?!\s*[=<>≤≥])/gu;
const germanWritten = /(?<![\p{L}\p{N}])(?:([1-4])\.|(erst|zweit|dritt|viert)(?:e|en|er|es|em))\s+(Quartal|Quartals|Halbjahr|Halbjahres|Halbjahrs)(?![\p{L}])/giu;
const englishWritten = /(?<![\p{L}\p{N}])(first|second|third|fourth|1st|2nd|3rd|4th)\s+(quarter|half)(?![\p{L}])/giu;
const germanStems = ['erst', 'zweit', 'dritt', 'viert'];
const englishNumbers: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };

function wordsFor(kind: 'Q' | 'H', index: number): string[] {
  if (kind === 'H' && index > 2) return [];
  const ordinal = index - 1;
  const german = kind === 'Q' ? 'Quartal' : 'Halbjahr';
  const english = kind === 'Q' ? 'quarter' : 'half';
  return [`${kind}${index}`, germanOrdinals[ordinal]!, `${germanOrdinals[ordinal]!}n`, `${germanOrdinals[ordinal]!}s`, german, englishOrdinals[ordinal]!, english];
}

/** The other forms of the quarters and halves a text names (see above), as words; empty when it names none. */
export function quarterWords(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(abbreviated)) found.push(...wordsFor(match[1]!.toUpperCase() as 'Q' | 'H', Number(match[2])));
  for (const match of text.matchAll(germanWritten)) {
    const index = match[1] ? Number(match[1]) : germanStems.indexOf(match[2]!.toLowerCase()) + 1;
    found.push(...wordsFor(/^quartal/i.test(match[3]!) ? 'Q' : 'H', index));
  }
  for (const match of text.matchAll(englishWritten)) found.push(...wordsFor(match[2]!.toLowerCase() === 'quarter' ? 'Q' : 'H', englishNumbers[match[1]!.toLowerCase()]!));
  return [...new Set(found)];
}
