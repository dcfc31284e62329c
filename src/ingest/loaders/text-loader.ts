import type { DocumentBlock } from '../../spec/index.js';
import { BlockBuilder, collapseSpaces, type LoaderResult } from './block-builder.js';
import { joinWrappedLines } from './join-wrapped-lines.js';
import { isUnderline, unframeLine } from '../../text/layout.js';

const maxTitleLength = 120;

/**
 * Loads plain text: paragraphs are separated by blank lines; a short first line standing alone is the title (and the
 * heading of everything below), as is a short opening block of short lines (`Apache License` / `Version 2.0, January
 * 2004` / its URL: `Apache License – Version 2.0, January 2004`) or a line underlined with `===` or `---`. Form feeds, as written by
 * `pdftotext`, start a new page.
 */
export function loadText(text: string): LoaderResult {
  let title: string | undefined;
  const blocks = [...textBlocks(textLines([text]), { paged: text.includes('\f'), onTitle: (found) => (title = found) })];
  return { metadata: title === undefined ? {} : { title }, blocks };
}

/** Marks a form feed between two lines of `textLines`: the next line starts a new page. */
export const PAGE_BREAK = Symbol('page-break');

/**
 * The lines of a text handed over in pieces (a piece may end inside a line), each followed by PAGE_BREAK where a form
 * feed ended it: the same lines as splitting the whole text at form feeds and then at line breaks.
 */
export function* textLines(pieces: Iterable<string>): Generator<string | typeof PAGE_BREAK, void, undefined> {
  let carry = '';
  for (const piece of pieces) {
    const text = carry + piece;
    const breaks = /[\n\f]/g;
    let start = 0;
    for (let found = breaks.exec(text); found !== null; found = breaks.exec(text)) {
      yield text.slice(start, found.index);
      if (found[0] === '\f') yield PAGE_BREAK;
      start = found.index + 1;
    }
    carry = text.slice(start);
  }
  yield carry;
}

export interface TextBlocksOptions {
  /** Whether the text has form feeds: then its blocks carry page numbers, from 1. */
  paged: boolean;
  /** Called with the title when the opening lines are one. */
  onTitle?: (title: string) => void;
}

/**
 * The blocks of plain text given as its lines (textLines), one paragraph at a time: a large file's blocks are chunked
 * as they come, without the whole text or all its blocks in memory (see loadText for what becomes a block).
 */
export function* textBlocks(lines: Iterable<string | typeof PAGE_BREAK>, options: TextBlocksOptions): Generator<DocumentBlock, void, undefined> {
  const builder = new BlockBuilder(options.paged ? 1 : null);
  let title: string | undefined;
  let emitted = 0;
  let page = 1;
  let paragraph: string[] = [];
  const close = function* () {
    if (paragraph.length === 0) return;
    const lines = paragraph;
    paragraph = [];
    const opening = title === undefined && emitted + builder.blocks.length === 0;
    if (opening && isUnderline(lines[1] ?? '')) lines.splice(1, 1);
    if (opening && opensWithTitle(lines)) {
      title = titleOf(lines);
      options.onTitle?.(title);
      builder.heading(1, title);
      lines.shift();
    }
    // A line underlined with `---` or `===` inside the text is a section heading.
    let start = 0;
    for (let index = 1; index < lines.length; index += 1) {
      if (!isUnderline(lines[index]!)) continue;
      if (index - 1 > start) builder.text(joinWrappedLines(lines.slice(start, index - 1)));
      builder.heading(2, lines[index - 1]!);
      start = index + 1;
    }
    if (start < lines.length) builder.text(joinWrappedLines(lines.slice(start)));
    emitted += builder.blocks.length;
    yield* builder.blocks.splice(0);
  };
  for (const raw of lines) {
    if (raw === PAGE_BREAK) {
      yield* close();
      page += 1;
      builder.setPage(page);
      continue;
    }
    // Lines are trimmed and unframed (a boxed notice's frame and rule lines are layout: the frame's content is the
    // text, see unframeLine); a line left empty separates paragraphs.
    const line = unframeLine(raw);
    if (line !== '') paragraph.push(line);
    else yield* close();
  }
  yield* close();
}

// An opening block of a few short lines (title, version, address) is a title page, not a paragraph.
const maxTitleBlockLines = 4;
const maxTitleBlockLine = 80;

/** The title block's lines but addresses (`GNU GENERAL PUBLIC LICENSE – Version 3, 29 June 2007`), when short enough. */
function titleOf(lines: readonly string[]): string {
  const first = collapseSpaces(lines[0]!);
  const rest = lines.slice(1).filter((line) => !/^(?:https?:\/\/|www\.)\S+$/i.test(line)).map(collapseSpaces);
  const joined = [first, ...rest].join(' – ');
  return joined.length <= maxTitleLength ? joined : first;
}

function opensWithTitle(lines: readonly string[]): boolean {
  if (!looksLikeTitle(lines[0]!)) return false;
  if (lines.length === 1) return true;
  // A second line in lowercase continues a wrapped sentence.
  return (
    lines.length <= maxTitleBlockLines &&
    !/^\p{Ll}/u.test(lines[1]!) &&
    // A list (`- fixed …`, `1. …`) under a first line is content, not a title page.
    !lines.slice(1).some((line) => /^(?:[-*•]\s|\d+[.)]\s)/u.test(line)) &&
    lines.every((line) => line.length <= maxTitleBlockLine && !/[.;:]$/.test(line))
  );
}

function looksLikeTitle(line: string): boolean {
  return line.length <= maxTitleLength && !/[.,;:]$/.test(line) && /\p{L}/u.test(line);
}
