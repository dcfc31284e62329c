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
  /** Its blocks' texts, read once and in order (before the next section is asked for). */
  texts: Iterable<string>;
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
export function iterateChunks(doc: LoadedDocument, options: ChunkOptions = {}): Generator<ChunkDraft, void, undefined> {
  return chunkBlocks(doc.blocks, options);
}

/**
 * The chunks of a document's blocks, taking each block when it is chunked: a caller that hands over blocks it
 * releases once taken (streamDocument) holds only the blocks of the chunk being made.
 */
export function* chunkBlocks(blocks: Iterable<DocumentBlock>, options: ChunkOptions = {}): Generator<ChunkDraft, void, undefined> {
  const { maxChars, overlapChars } = { ...defaultChunkOptions, ...options };
  if (!Number.isFinite(maxChars) || maxChars < minimumMaxChars) {
    throw new RangeError(`chunkDocument: maxChars must be at least ${minimumMaxChars}, got ${maxChars}`);
  }
  let ordinal = 0;
  for (const section of sections(blocks)) {
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
 * Groups blocks into sections (same heading path, same page), one at a time. Heading blocks are not content: their
 * text is the context line. A heading with no content of its own is kept as a chunk only when neither a subsection nor
 * its own content (continued on the next page) follows it.
 */
function* sections(blocks: Iterable<DocumentBlock>): Generator<Section, void, undefined> {
  const cursor = new BlockCursor(blocks);
  for (let first = cursor.take(); first !== undefined; first = cursor.take()) {
    const { headingPath, page } = first;
    const continues = (block: DocumentBlock | undefined) =>
      block !== undefined && !block.isHeading && block.page === page && samePath(block.headingPath, headingPath);
    if (first.isHeading && !continues(cursor.peek())) {
      const next = cursor.peek();
      if (!(next && startsWith(next.headingPath, headingPath))) yield { headingPath, page, texts: [] };
      continue;
    }
    const texts = (function* (opening: DocumentBlock) {
      if (!opening.isHeading) yield opening.text;
      while (continues(cursor.peek())) yield cursor.take()!.text;
    })(first);
    yield { headingPath, page, texts };
    // Whatever the consumer left of this section is still this section's.
    for (const _text of texts);
  }
}

/** Blocks read one at a time with one block of lookahead. */
class BlockCursor {
  private readonly iterator: Iterator<DocumentBlock>;
  private next: IteratorResult<DocumentBlock>;

  constructor(blocks: Iterable<DocumentBlock>) {
    this.iterator = blocks[Symbol.iterator]();
    this.next = this.iterator.next();
  }

  peek(): DocumentBlock | undefined {
    return this.next.done ? undefined : this.next.value;
  }

  take(): DocumentBlock | undefined {
    const block = this.peek();
    if (block !== undefined) this.next = this.iterator.next();
    return block;
  }
}

/**
 * The bodies of a section's chunks: its blocks split into pieces (splitBlock), consecutive pieces merged while they fit
 * the budget; one empty body when there are none. Lazily, one body at a time: a file without headings is one section,
 * and holding all its pieces would hold the whole file again.
 */
function* mergedBodies(texts: Iterable<string>, budget: number, overlap: number): Generator<string, void, undefined> {
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
