import type { DocumentBlock } from '../../spec/index.js';
import { BlockBuilder } from './block-builder.js';
import { cleanInlineMarkdown } from './clean-inline-markdown.js';

type BlockKind = 'paragraph' | 'list' | 'table' | 'quote' | 'code';

const pageMarker = /^<!--\s*(?:page|seite)\s+(\d+)\s*-->$/i;
const atxHeading = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const fence = /^(```|~~~)/;
const thematicBreak = /^(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
const listItem = /^\s*(?:[-*+]|\d+[.)])\s+/;
// `[label]: https://… "title"` (CommonMark link reference definition): the target of `[text][label]`, no content.
const linkDefinition = /^ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;

/** The link reference definitions of a Markdown body outside code fences, by normalised label. */
function linkDefinitions(body: string): Map<string, string> {
  const definitions = new Map<string, string>();
  let codeFence: string | null = null;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (codeFence !== null) {
      if (trimmed.startsWith(codeFence)) codeFence = null;
      continue;
    }
    const fenceMatch = fence.exec(trimmed);
    if (fenceMatch) {
      codeFence = fenceMatch[1]!;
      continue;
    }
    const definition = linkDefinition.exec(line);
    // The first definition of a label wins (CommonMark).
    if (definition && !definitions.has(referenceLabel(definition[1]!))) definitions.set(referenceLabel(definition[1]!), definition[2]!);
  }
  return definitions;
}

/** A reference label as CommonMark matches it: case-insensitive, inner whitespace collapsed. */
export function referenceLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Splits Markdown (front matter already removed) into blocks: headings, paragraphs, lists, tables, quotes and code.
 * `<!-- page N -->` comments set the page of the blocks that follow; other HTML comments are dropped.
 */
export function markdownToBlocks(body: string): DocumentBlock[] {
  const hasPages = body.split('\n').some((line) => pageMarker.test(line.trim()));
  const builder = new BlockBuilder(hasPages ? 1 : null);
  const references = linkDefinitions(body);
  const clean = (text: string, heading = false): string => cleanInlineMarkdown(text, { references, heading });
  // Assigned inside flush/start too, so it must not be narrowed to its initial value.
  let kind = 'paragraph' as BlockKind;
  let lines: string[] = [];
  let inComment = false;
  let codeFence: string | null = null;

  const flush = (): void => {
    if (lines.length > 0) builder.text(render(kind, lines, clean));
    lines = [];
    kind = 'paragraph';
  };
  const start = (next: BlockKind): void => {
    if (kind !== next) flush();
    kind = next;
  };

  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (codeFence !== null) {
      if (trimmed.startsWith(codeFence)) {
        codeFence = null;
        flush();
      } else lines.push(line);
      continue;
    }
    if (inComment) {
      inComment = !trimmed.includes('-->');
      continue;
    }
    const page = pageMarker.exec(trimmed);
    if (page) {
      flush();
      builder.setPage(Number(page[1]));
      continue;
    }
    if (trimmed.startsWith('<!--')) {
      inComment = !trimmed.includes('-->');
      continue;
    }
    const fenceMatch = fence.exec(trimmed);
    if (fenceMatch) {
      flush();
      kind = 'code';
      codeFence = fenceMatch[1]!;
      continue;
    }
    if (trimmed === '') {
      flush();
      continue;
    }
    // A link reference definition says where `[text][label]` points; it is no text of the document.
    if (references.size > 0 && kind !== 'list' && linkDefinition.test(line) && references.has(referenceLabel(linkDefinition.exec(line)![1]!))) {
      flush();
      continue;
    }
    const heading = atxHeading.exec(trimmed);
    if (heading) {
      flush();
      builder.heading(heading[1]!.length, clean(heading[2]!, true));
      continue;
    }
    if (kind === 'paragraph' && lines.length === 1 && /^(=+|-+)$/.test(trimmed)) {
      builder.heading(trimmed.startsWith('=') ? 1 : 2, clean(lines[0]!.trim(), true));
      lines = [];
      continue;
    }
    if (thematicBreak.test(trimmed)) {
      flush();
      continue;
    }
    if (trimmed.startsWith('|')) {
      start('table');
      lines.push(trimmed);
    } else if (listItem.test(line)) {
      start('list');
      lines.push(line.trimEnd());
    } else if (trimmed.startsWith('>')) {
      if (kind !== 'quote' && !(kind === 'paragraph' && lines.length === 0)) flush();
      kind = 'quote';
      lines.push(trimmed.replace(/^>\s?/, ''));
    } else if (kind === 'list' && lines.length > 0) {
      lines[lines.length - 1] += ' ' + trimmed;
    } else if (kind === 'quote') {
      lines.push(trimmed);
    } else {
      start('paragraph');
      lines.push(trimmed);
    }
  }
  flush();
  return builder.blocks;
}

function render(kind: BlockKind, lines: string[], clean: (text: string) => string): string {
  switch (kind) {
    case 'code':
      return lines.join('\n');
    case 'table':
      return lines.map((line) => clean(line)).join('\n');
    case 'list':
      return lines.map((line) => clean(line.replace(/^(\s*)[*+]\s+/, '$1- '))).join('\n');
    case 'paragraph':
    case 'quote':
      return clean(lines.join(' '));
  }
}
