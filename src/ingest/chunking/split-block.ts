import { splitSentences } from './split-sentences.js';

const tableSeparator = /^\|?[\s:|-]+\|?$/;
const listItem = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/**
 * Splits one block into pieces of at most `budget` characters along its natural units: table rows (each piece
 * repeats the header row), list items, then sentences (consecutive prose pieces overlap by whole sentences up to
 * `overlap` characters). Only a unit longer than the whole budget is cut, at word boundaries.
 */
export function splitBlock(text: string, budget: number, overlap: number): string[] {
  if (text.length <= budget) return [text];
  const lines = text.split('\n');
  if (lines.every((line) => line.trimStart().startsWith('|'))) return splitTable(lines, budget, overlap);
  if (lines.length > 1 && listItem.test(lines[0]!)) return splitList(lines, budget, overlap);
  return packSentences(splitSentences(text.replace(/\s*\n\s*/g, ' ')), budget, overlap, ' ');
}

function splitTable(lines: string[], budget: number, overlap: number): string[] {
  const headerSize = lines.length > 2 && tableSeparator.test(lines[1]!) ? 2 : 1;
  const header = lines.slice(0, headerSize).join('\n');
  const rowBudget = budget - header.length - 1;
  if (rowBudget < budget / 3) return pack(lines.flatMap((line) => splitUnit(line, budget, overlap)), budget, '\n');
  return pack(lines.slice(headerSize).flatMap((row) => splitUnit(row, rowBudget, overlap)), rowBudget, '\n').map(
    (rows) => `${header}\n${rows}`,
  );
}

function splitList(lines: string[], budget: number, overlap: number): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (listItem.test(line) || items.length === 0) items.push(line);
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return pack(items.flatMap((item) => splitUnit(item, budget, overlap)), budget, '\n');
}

/** One table row or list item: kept whole if it fits, else split like prose. */
function splitUnit(unit: string, budget: number, overlap: number): string[] {
  return unit.length <= budget ? [unit] : packSentences(splitSentences(unit), budget, overlap, ' ');
}

/** Greedy packing of units that each fit the budget. */
function pack(units: string[], budget: number, separator: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current !== '' && current.length + separator.length + unit.length > budget) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? unit : current + separator + unit;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Packs sentences; each new piece starts with the previous piece's last sentences when they fit in `overlap`. */
function packSentences(sentences: string[], budget: number, overlap: number, separator: string): string[] {
  const units = sentences.flatMap((sentence) => (sentence.length <= budget ? [sentence] : cutAtWords(sentence, budget)));
  const pieces: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const unit of units) {
    if (current.length > 0 && length + separator.length + unit.length > budget) {
      pieces.push(current);
      current = carryOver(current, overlap, budget - unit.length - separator.length);
    }
    current.push(unit);
    length = joinedLength(current, separator);
  }
  if (current.length > 0) pieces.push(current);
  return pieces.map((piece) => piece.join(separator));
}

function carryOver(previous: string[], overlap: number, room: number): string[] {
  const carried: string[] = [];
  let length = 0;
  for (let index = previous.length - 1; index > 0; index--) {
    const sentence = previous[index]!;
    if (length + sentence.length + 1 > Math.min(overlap, room)) break;
    carried.unshift(sentence);
    length += sentence.length + 1;
  }
  return carried;
}

const joinedLength = (parts: string[], separator: string): number =>
  parts.reduce((sum, part) => sum + part.length, 0) + separator.length * Math.max(0, parts.length - 1);

/** Last resort for a single sentence longer than the budget: cut at spaces (or anywhere for one giant word). */
function cutAtWords(sentence: string, budget: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > budget) {
    const space = rest.lastIndexOf(' ', budget);
    const cut = space > budget / 2 ? space : budget;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}
