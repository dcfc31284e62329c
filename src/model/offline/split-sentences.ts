/** Splits chunk text into answerable units: sentences, list items, and table rows rendered with their headers. */
import { SENTENCE_ABBREVIATIONS } from '../../text/abbreviations.js';
import { isUnderline, unframeLine } from '../../text/layout.js';

const SENTENCE_STARTERS = /^(?:Die|Der|Das|Es|Er|Sie|Wir|Im|In|Am|Dies|Diese|The|It|He|She|They|This|In|On|At|A|An)\s/;

export interface TextUnit {
  text: string;
  /** True for heading lines: they give context but are never an answer on their own. */
  isHeading: boolean;
  /** Index of the line (paragraph) of the text the unit comes from. */
  line?: number;
  /** A table row rendered as `Header: value; …`. */
  isTableRow?: boolean;
  /** Of a table row: the line of its table's header, which tells the tables of one text apart. */
  table?: number;
}

/** Units of a chunk text; a line equal to the document `title` is a heading too (chunks may start with it). */
/** A unit that asks (`Wie melde ich einen Umzug?`, bold or not): an FAQ's question, which heads its answer and states nothing. */
export function isQuestionLine(text: string): boolean {
  return /\?[\s*_"“”»«']*$/u.test(text);
}

export function splitIntoUnits(text: string, title?: string): TextUnit[] {
  const units: TextUnit[] = [];
  let tableHeader: string[] | null = null;
  let tableLine = -1;
  const read = readableLines(text.split(/\r?\n/));
  // A line that absorbed the next ones is a paragraph of several lines, never a label.
  const lines = read.map((line) => line ?? '');
  const multiLine = (index: number): boolean => read[index + 1] === null;
  for (const [index, line] of lines.entries()) {
    if (read[index] === null) continue;
    if (line === '' || /^<!--.*-->$/.test(line)) {
      tableHeader = null;
      continue;
    }
    if (line.startsWith('|')) {
      const cells = line.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-{2,}:?$/.test(cell) || cell === '')) continue;
      if (tableHeader === null) {
        tableHeader = cells;
        tableLine = index;
        continue;
      }
      const header = tableHeader;
      units.push({
        text: cells.map((cell, column) => (header[column] ? `${header[column]}: ${cell}` : cell)).join('; '),
        isHeading: false,
        line: index,
        isTableRow: true,
        table: tableLine,
      });
      continue;
    }
    tableHeader = null;
    // Markdown headings and the heading-path line chunks start with ("Preisliste 2026 > Tarife").
    if (/^#{1,6}\s/.test(line) || line === title || (!multiLine(index) && isLabelLine(line, previousLine(read, index), lines[index + 1]))) {
      units.push({ text: line.replace(/^#{1,6}\s+/, ''), isHeading: true, line: index });
      continue;
    }
    const body = line.replace(/^(?:[-*+•]|\d+[.)])\s+/, '');
    for (const sentence of splitSentences(body)) units.push({ text: sentence, isHeading: false, line: index });
  }
  return units;
}

/**
 * The text's lines as a reader sees them, one entry per source line (the index names the paragraph): a plain-text
 * frame (`*  text  *`) and rule lines (`*****`, `-----`) are layout, not text; a line underlined with `===` or `---`
 * is a heading; and a paragraph hard-wrapped at a fixed width (licences, man pages, e-mails) is one line again, kept
 * at its first line's index, the lines it absorbed null. A line joins the one before when that one ends without
 * closing punctuation and either fills most of the width (40+ characters) or the new line goes on in lowercase; never
 * a line that opens a block of its own (list item, enumeration `(b)`, table row, heading).
 */
export function readableLines(raw: readonly string[]): (string | null)[] {
  const lines = raw.map(unframeLine);
  for (const [index, line] of lines.entries()) {
    if (!isUnderline(line)) continue;
    const previous = lines[index - 1];
    if (previous && !previous.startsWith('|') && !previous.startsWith('#')) lines[index - 1] = `## ${previous}`;
    lines[index] = '';
  }
  const absorbed = new Set<number>();
  let open = -1;
  for (const [index, line] of lines.entries()) {
    if (line === '' || opensBlock(line)) {
      open = line === '' || !continuable(line) ? -1 : index;
      continue;
    }
    const previous = open >= 0 ? lines[open]! : '';
    if (open >= 0 && !/[.!?:;]["'»«“”)]*$/.test(lastLineOf(previous)) && (lastLineOf(previous).length >= WRAPPED_LINE || /^\p{Ll}/u.test(line))) {
      lines[open] = `${previous}\n${line}`;
      absorbed.add(index);
      continue;
    }
    open = continuable(line) ? index : -1;
  }
  return lines.map((line, index) => (absorbed.has(index) ? null : line.replace(/\n/g, ' ')));
}

/** Length from which a line without closing punctuation counts as filled to a wrap width. */
const WRAPPED_LINE = 40;

/** The nearest line before `index` that was not absorbed into another. */
function previousLine(read: readonly (string | null)[], index: number): string | undefined {
  for (let at = index - 1; at >= 0; at -= 1) if (read[at] !== null) return read[at]!;
  return undefined;
}

function lastLineOf(paragraph: string): string {
  return paragraph.slice(paragraph.lastIndexOf('\n') + 1);
}

/** A line that starts a block of its own: a table row, heading, comment, list item or enumeration. */
function opensBlock(line: string): boolean {
  return /^(?:\||#{1,6}\s|<!--|[-*+•]\s|\d+[.)]\s|\(?[a-z0-9]{1,3}\)\s)/i.test(line);
}

/** Whether a block-opening line's text may go on on the next line (list items and enumerations, not rows or headings). */
function continuable(line: string): boolean {
  return !/^(?:\||#{1,6}\s|<!--)/.test(line);
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
    // `… der ca. 4 kg (8.8 lb.) Dampf …`: a period that closes a parenthesis opened inside the sentence ends the
    // parenthesis, not the sentence (a sentence that is all parenthesis, `(Siehe 3.) Der …`, still ends).
    if (match[0].includes(')') && closesInnerParenthesis(before)) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function closesInnerParenthesis(sentence: string): boolean {
  const trimmed = sentence.trimStart();
  if (trimmed.startsWith('(')) return false;
  let depth = 0;
  for (const character of trimmed) {
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

function endsSentence(before: string, after: string): boolean {
  if (!before.endsWith('.')) return true;
  const lastWord = /([\p{L}\d]+)\.$/u.exec(before)?.[1] ?? '';
  if (SENTENCE_ABBREVIATIONS.has(lastWord.toLowerCase())) return false;
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
  // A heading path whose last heading is a question (`FAQ > Gibt es ein Limit für die API?`) is still a heading path.
  if (/ > /.test(line) && /\?$/.test(line) && line.length <= 200 && line.split(' > ').length >= 2) return true;
  if (/[.!?:;]$/.test(line) || line.length > 200) return false;
  // A line of code (`#! /bin/sh`, `PATH=$HOME/bin`) is an example, not a heading.
  if (/#!|[$={}\\]/.test(line)) return false;
  // An enumerated item (`(b) You must …; and`) or a clause that goes on (`…, and`) is text, whatever stands around it.
  if (/^(?:\(?[a-z0-9]{1,3}\)|[-*+•])\s/i.test(line) || /(?:,|\b(?:and|or|und|oder|sowie))$/i.test(line)) return false;
  if (/ > /.test(line)) return true;
  // `Vertragsnummer: HX-2026-0031`, `Stand: 01.03.2026`: a label with its value states a fact (`Teil 2: Preise` stays a heading).
  if (/^[^:]{2,60}:\s+(?!\/\/)\S*\d/.test(line)) return false;
  return (previous === undefined || previous === '') && (next === undefined || next === '');
}
