import { NodeType, type HTMLElement, type Node } from 'node-html-parser';
import type { DocumentBlock } from '../../spec/index.js';
import { BlockBuilder, collapseSpaces } from './block-builder.js';

const skipped = new Set(['script', 'style', 'nav', 'noscript', 'template', 'svg', 'iframe', 'head', 'select', 'button']);
const blockLevel = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'blockquote', 'figure', 'figcaption',
  'dl', 'dd', 'dt', 'address', 'center', 'details', 'summary', 'form', 'fieldset', 'body', 'html', 'li', 'caption',
]);
const pageMarker = /^\s*(?:page|seite)\s+(\d+)\s*$/i;

/**
 * Turns parsed HTML into blocks: h1-h6 are headings, lists and tables keep one line per item or row (tables as
 * `| a | b |` rows with a header separator, like Markdown), script/style/nav are dropped, `<!-- page N -->` sets pages.
 */
export function htmlToBlocks(root: HTMLElement): DocumentBlock[] {
  const builder = new BlockBuilder();
  let inline: string[] = [];
  // The term of a definition list (`<dt>postgres</dt>`) opens the first block of its description (`<dd>`):
  // `postgres: Postgresql databases are owned by this user`, as a label line reads.
  let term: string | null = null;
  const emit = (text: string): void => {
    if (term !== null && text.trim() !== '') {
      builder.text(`${term}: ${text.trim()}`);
      term = null;
    } else builder.text(text);
  };
  const flush = (): void => {
    emit(inline.join(''));
    inline = [];
  };
  const setTerm = (next: string | null): void => {
    // A term with no description stands alone.
    if (term !== null) builder.text(term);
    term = next;
  };

  const walk = (node: Node): void => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      inline.push(node.text.replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType === NodeType.COMMENT_NODE) {
      const page = pageMarker.exec(node.rawText);
      if (page) {
        flush();
        builder.setPage(Number(page[1]));
      }
      return;
    }
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    if (skipped.has(tag)) return;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      flush();
      setTerm(null);
      builder.heading(Number(heading[1]), element.text);
    } else if (tag === 'dt') {
      flush();
      setTerm(collapseSpaces(element.text).trim() || null);
    } else if (tag === 'dl') {
      flush();
      element.childNodes.forEach(walk);
      flush();
      setTerm(null);
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      emit(listLines(element, 0).join('\n'));
    } else if (tag === 'table') {
      flush();
      emit(tableLines(element).join('\n'));
    } else if (tag === 'pre') {
      flush();
      emit(element.text);
    } else if (tag === 'br') {
      inline.push('\n');
    } else if (tag === 'hr') {
      flush();
    } else if (blockLevel.has(tag) || tag === '') {
      flush();
      element.childNodes.forEach(walk);
      flush();
    } else {
      element.childNodes.forEach(walk);
    }
  };
  walk(root);
  flush();
  setTerm(null);
  return builder.blocks;
}

function elementChildren(element: HTMLElement): HTMLElement[] {
  return element.childNodes.filter((child): child is HTMLElement => child.nodeType === NodeType.ELEMENT_NODE);
}

function listLines(list: HTMLElement, depth: number): string[] {
  const ordered = list.rawTagName.toLowerCase() === 'ol';
  const lines: string[] = [];
  elementChildren(list)
    .filter((child) => child.rawTagName.toLowerCase() === 'li')
    .forEach((item, index) => {
      const nested = elementChildren(item).filter((child) => ['ul', 'ol'].includes(child.rawTagName.toLowerCase()));
      const ownText = collapseSpaces(
        item.childNodes.filter((child) => !nested.includes(child as HTMLElement)).map(textOf).join(' '),
      );
      const marker = ordered ? `${index + 1}.` : '-';
      if (ownText !== '') lines.push(`${'  '.repeat(depth)}${marker} ${ownText}`);
      nested.forEach((sublist) => lines.push(...listLines(sublist, depth + 1)));
    });
  return lines;
}

function tableLines(table: HTMLElement): string[] {
  const rows = table
    .querySelectorAll('tr')
    .map((row) =>
      elementChildren(row)
        .filter((cell) => ['td', 'th'].includes(cell.rawTagName.toLowerCase()))
        .map((cell) => collapseSpaces(cell.text).replace(/\|/g, '\\|')),
    )
    .filter((cells) => cells.some((cell) => cell !== ''));
  const lines = rows.map((cells) => `| ${cells.join(' | ')} |`);
  if (lines.length > 1) lines.splice(1, 0, `|${' --- |'.repeat(rows[0]!.length)}`);
  return lines;
}

function textOf(node: Node): string {
  if (node.nodeType === NodeType.COMMENT_NODE) return '';
  if (node.nodeType === NodeType.ELEMENT_NODE && skipped.has((node as HTMLElement).rawTagName?.toLowerCase() ?? '')) return '';
  return node.text;
}
