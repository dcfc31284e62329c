import type { ChunkDraft, DocumentBlock, LoadedDocument } from '../../spec/index.js';
import { splitBlock } from './split-block.js';

export interface ChunkOptions {
  /** Largest chunk, in characters, including the heading context line. Default 1200. */
  maxChars?: number;
  /** Characters of whole sentences repeated at the start of the next piece when prose is split. Default 150. */
  overlapChars?: number;
}

/** Defaults: most paragraphs of the dev documents and XQuAD (median ~800 characters) stay whole. */
export const defaultChunkOptions: Required<ChunkOptions> = { maxChars: 1200, overlapChars: 150 };

const minimumMaxChars = 100;
const sectionSeparator = ' > ';

/** Consecutive content under one heading on one page: the unit that chunks never cross. */
interface Section {
  headingPath: string[];
  page: number | null;
  texts: string[];
}

/**
 * Splits a loaded document into chunks along headings and pages: a chunk never spans two pages or two headings;
 * small blocks under the same heading are merged up to `maxChars`; larger ones are split at table rows, list items
 * or sentences (see `splitBlock`). Each chunk starts with its heading path as a context line
 * (`Preisliste 2026 > Pläne`), so a chunk read alone still says where it stands.
 */
export function chunkDocument(doc: LoadedDocument, options: ChunkOptions = {}): ChunkDraft[] {
  return Array.from(iterateChunks(doc, options));
}

/**
 * The chunks of `chunkDocument`, one at a time (a large file's chunks are embedded and written in batches without
 * all of them in memory): the same chunks, since `chunkDocument` is this generator collected.
 */
export function* iterateChunks(doc: LoadedDocument, options: ChunkOptions = {}): Generator<ChunkDraft, void, undefined> {
  const { maxChars, overlapChars } = { ...defaultChunkOptions, ...options };
  if (!Number.isFinite(maxChars) || maxChars < minimumMaxChars) {
    throw new RangeError(`chunkDocument: maxChars must be at least ${minimumMaxChars}, got ${maxChars}`);
  }
  let ordinal = 0;
  for (const section of sections(doc.blocks)) {
    const sectionPath = section.headingPath.join(sectionSeparator);
    const contextLine = compactContextLine(section.headingPath, maxChars);
    const prefix = contextLine === '' ? '' : `${contextLine}\n\n`;
    const budget = maxChars - prefix.length;
    const overlap = Math.max(0, Math.min(overlapChars, Math.floor(budget / 3)));
    for (const body of mergedBodies(section.texts, budget, overlap)) {
      const text = contextLine === '' ? body : body === '' ? contextLine : prefix + body;
      yield { ordinal: ordinal++, sectionPath, page: section.page, text };
    }
  }
}

/**
 * Groups blocks into sections (same heading path, same page). Heading blocks are not content: their text is the
 * context line. A heading with no content of its own is kept as a chunk only when neither a subsection nor its own
 * content (continued on the next page) follows it.
 */
function sections(blocks: readonly DocumentBlock[]): Section[] {
  const result: Section[] = [];
  let current: Section | null = null;
  for (const block of blocks) {
    const samePlace = current !== null && current.page === block.page && samePath(current.headingPath, block.headingPath);
    if (block.isHeading || !samePlace) {
      current = { headingPath: block.headingPath, page: block.page, texts: [] };
      result.push(current);
    }
    if (!block.isHeading) current!.texts.push(block.text);
  }
  return result.filter((section, index) => {
    if (section.texts.length > 0) return true;
    const next = result[index + 1];
    return !(next && startsWith(next.headingPath, section.headingPath));
  });
}

/**
 * The bodies of a section's chunks: its blocks split into pieces (splitBlock), consecutive pieces merged while they fit
 * the budget; one empty body when there are none. Lazily, one body at a time: a file without headings is one section,
 * and holding all its pieces would hold the whole file again.
 */
function* mergedBodies(texts: readonly string[], budget: number, overlap: number): Generator<string, void, undefined> {
  let last: string | undefined;
  for (const text of texts) {
    for (const piece of splitBlock(text, budget, overlap)) {
      if (last !== undefined && last.length + 2 + piece.length <= budget) last = `${last}\n\n${piece}`;
      else {
        if (last !== undefined) yield last;
        last = piece;
      }
    }
  }
  yield last ?? '';
}

/** The heading path as one line, dropping outer headings when it would take more than a quarter of the budget. */
function compactContextLine(headingPath: readonly string[], maxChars: number): string {
  const limit = Math.floor(maxChars / 4);
  const full = headingPath.join(sectionSeparator);
  if (full.length <= limit) return full;
  const kept: string[] = [];
  for (let index = headingPath.length - 1; index >= 0; index--) {
    const candidate = ['…', headingPath[index]!, ...kept].join(sectionSeparator);
    if (candidate.length > limit) break;
    kept.unshift(headingPath[index]!);
  }
  if (kept.length > 0) return ['…', ...kept].join(sectionSeparator);
  const last = headingPath[headingPath.length - 1] ?? '';
  return last.slice(0, limit - 1) + '…';
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading === b[index]);
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((heading, index) => heading === path[index]);
}
