/** Splits chunk text into answerable units: sentences, list items, and table rows rendered with their headers. */

/** Words after which a period does not end a sentence (German and English abbreviations). */
const ABBREVIATIONS = new Set(
  'z b bzw ca etc evtl ggf inkl max min mind nr abs ziff vgl sog usw u a d h st dr prof mr mrs ms jr sr vs no co inc ltd gmbh jan feb mar apr jun jul aug sep sept okt oct nov dez dec bd kap fr hr'.split(' '),
);

const SENTENCE_STARTERS = /^(?:Die|Der|Das|Es|Er|Sie|Wir|Im|In|Am|Dies|Diese|The|It|He|She|They|This|In|On|At|A|An)\s/;

export interface TextUnit {
  text: string;
  /** True for heading lines: they give context but are never an answer on their own. */
  isHeading: boolean;
  /** Index of the line (paragraph) of the text the unit comes from. */
  line?: number;
  /** A table row rendered as `Header: value; …`. */
  isTableRow?: boolean;
}

/** Units of a chunk text; a line equal to the document `title` is a heading too (chunks may start with it). */
export function splitIntoUnits(text: string, title?: string): TextUnit[] {
  const units: TextUnit[] = [];
  let tableHeader: string[] | null = null;
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (line === '' || /^<!--.*-->$/.test(line)) {
      tableHeader = null;
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '')) continue;
      if (tableHeader === null) {
        tableHeader = cells;
        continue;
      }
      const header = tableHeader;
      units.push({
        text: cells.map((cell, column) => (header[column] ? `${header[column]}: ${cell}` : cell)).join('; '),
        isHeading: false,
        line: index,
        isTableRow: true,
      });
      continue;
    }
    tableHeader = null;
    // Markdown headings and the heading-path line chunks start with ("Preisliste 2026 > Tarife").
    if (/^#{1,6}\s/.test(line) || line === title || isLabelLine(line, lines[index - 1], lines[index + 1])) {
      units.push({ text: line.replace(/^#{1,6}\s+/, ''), isHeading: true, line: index });
      continue;
    }
    const body = line.replace(/^(?:[-*+•]|\d+[.)])\s+/, '');
    for (const sentence of splitSentences(body)) units.push({ text: sentence, isHeading: false, line: index });
  }
  return units;
}

/** Sentence boundaries: `.`, `!`, `?` followed by space and an upper-case letter, digit or quote, unless an abbreviation, initial or ordinal. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]["'»«“”)]*\s+(?=["'»«“„(]?[A-ZÄÖÜ0-9])/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index + 1);
    if (!endsSentence(before, text.slice(end))) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function endsSentence(before: string, after: string): boolean {
  if (!before.endsWith('.')) return true;
  const lastWord = /([\p{L}\d]+)\.$/u.exec(before)?.[1] ?? '';
  if (ABBREVIATIONS.has(lastWord.toLowerCase())) return false;
  if (/^\p{Lu}$/u.test(lastWord)) return false;
  // German ordinals and dates ("am 1. März", "im 15. Jahrhundert") unless a new sentence clearly starts.
  if (/^\d{1,2}$/.test(lastWord) && /^\p{L}/u.test(after)) return SENTENCE_STARTERS.test(after);
  return true;
}

/**
 * A heading in plain text: the heading-path line chunks start with ("Preisliste 2026 > Tarife"), or a one-line
 * paragraph without closing punctuation.
 */
function isLabelLine(line: string, previous: string | undefined, next: string | undefined): boolean {
  if (/[.!?:;]$/.test(line) || line.length > 200) return false;
  if (/ > /.test(line)) return true;
  return (previous === undefined || previous === '') && (next === undefined || next === '');
}
