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
  const pages = text.split('\f');
  const builder = new BlockBuilder(pages.length > 1 ? 1 : null);
  let title: string | undefined;
  pages.forEach((pageText, index) => {
    if (pages.length > 1) builder.setPage(index + 1);
    for (const lines of paragraphs(pageText)) {
      if (title === undefined && builder.blocks.length === 0 && isUnderline(lines[1] ?? '')) lines.splice(1, 1);
      if (title === undefined && builder.blocks.length === 0 && opensWithTitle(lines)) {
        title = titleOf(lines);
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
    }
  });
  return { metadata: title === undefined ? {} : { title }, blocks: builder.blocks };
}

/**
 * The paragraphs of a page as their lines, trimmed and unframed (a boxed notice's frame and rule lines are layout:
 * the frame's content is the text, see unframeLine); a line left empty separates paragraphs. One paragraph at a time,
 * so a large file is never split into all its lines at once.
 */
function* paragraphs(pageText: string): Generator<string[], void, undefined> {
  let lines: string[] = [];
  for (let start = 0; start <= pageText.length; ) {
    const newline = pageText.indexOf('\n', start);
    const end = newline === -1 ? pageText.length : newline;
    const line = unframeLine(pageText.slice(start, end));
    start = end + 1;
    if (line !== '') lines.push(line);
    else if (lines.length > 0) {
      yield lines;
      lines = [];
    }
  }
  if (lines.length > 0) yield lines;
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
