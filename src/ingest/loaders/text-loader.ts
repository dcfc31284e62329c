import { BlockBuilder, collapseSpaces, type LoaderResult } from './block-builder.js';
import { joinWrappedLines } from './join-wrapped-lines.js';

const maxTitleLength = 120;

/**
 * Loads plain text: paragraphs are separated by blank lines; a short first line standing alone is the title (and the
 * heading of everything below). Form feeds, as written by `pdftotext`, start a new page.
 */
export function loadText(text: string): LoaderResult {
  const pages = text.split('\f');
  const builder = new BlockBuilder(pages.length > 1 ? 1 : null);
  let title: string | undefined;
  pages.forEach((pageText, index) => {
    if (pages.length > 1) builder.setPage(index + 1);
    for (const paragraph of pageText.split(/\n[ \t]*\n/)) {
      const lines = paragraph.split('\n').map((line) => line.trim()).filter((line) => line !== '');
      if (lines.length === 0) continue;
      if (title === undefined && builder.blocks.length === 0 && lines.length === 1 && looksLikeTitle(lines[0]!)) {
        title = collapseSpaces(lines[0]!);
        builder.heading(1, title);
        lines.shift();
      }
      builder.text(joinWrappedLines(lines));
    }
  });
  return { metadata: title === undefined ? {} : { title }, blocks: builder.blocks };
}

function looksLikeTitle(line: string): boolean {
  return line.length <= maxTitleLength && !/[.,;:]$/.test(line) && /\p{L}/u.test(line);
}
