import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import type { DocumentBlock } from '../spec/index.js';
import { chunkBlocks } from './chunking/index.js';
import { documentHeader, LANGUAGE_SAMPLE_CHARS, leadingText, type DocumentHeader } from './load-file.js';
import { ingestFailure } from './loaders/ingest-failure.js';
import { ingestMessages } from './loaders/ingest-messages.js';
import { textBlocks, textLines } from './loaders/text-loader.js';

/** Bytes read per step: the file is never in memory as a whole, as bytes or as text. */
const PIECE_BYTES = 1024 * 1024;

/** What one read of a plain-text file found: its hash, and whether its text can be read in pieces. */
export interface TextFileCheck {
  contentHash: string;
  /**
   * UTF-8 (with or without BOM), no NUL byte, few control characters: what decodeText reads as UTF-8. Other files
   * (UTF-16, Windows-1252, binary) are loaded whole by loadFile, which reads or refuses them as before.
   */
  streamable: boolean;
  /** Whether the text has form feeds (pages). */
  paged: boolean;
}

/** A large plain-text file read in pieces: its document but its blocks, which `blocks()` reads from the file again. */
export interface TextFileStream {
  document: DocumentHeader;
  chunkCount: number;
  /** The blocks, read from the file as they are taken; fails (IngestError) if the file changed since checkTextFile. */
  blocks: () => Generator<DocumentBlock, void, undefined>;
}

/**
 * Reads a plain-text file once: its sha256 (the unchanged-file check) and whether it can be streamed (see
 * TextFileCheck). The same decision decodeText makes on the whole text: UTF-8 that decodes without error, no NUL
 * byte, at most 2 % control characters.
 */
export function checkTextFile(path: string): TextFileCheck {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let valid = true;
  let first = true;
  let nul = false;
  let utf16 = false;
  let characters = 0;
  let controls = 0;
  let paged = false;
  const count = (text: string) => {
    characters += text.length;
    controls += text.match(CONTROL_CHARACTER)?.length ?? 0;
    paged ||= text.includes('\f');
  };
  for (const piece of fileBytes(path)) {
    hash.update(piece);
    if (first) utf16 = (piece[0] === 0xff && piece[1] === 0xfe) || (piece[0] === 0xfe && piece[1] === 0xff);
    first = false;
    nul ||= piece.includes(0);
    if (!valid || nul || utf16) continue;
    try {
      count(decoder.decode(piece, { stream: true }));
    } catch {
      valid = false;
    }
  }
  if (valid && !nul && !utf16) {
    try {
      count(decoder.decode());
    } catch {
      valid = false;
    }
  }
  const streamable = valid && !nul && !utf16 && characters > 0 && !(controls > 0 && controls / characters > 0.02);
  return { contentHash: hash.digest('hex'), streamable, paged };
}

/**
 * Opens a streamable plain-text file (checkTextFile) as loadFile would load it, without its text in memory: a first
 * pass reads its blocks for the title, the language and the number of chunks and keeps none of them; `blocks()`
 * reads them again when the file is chunked. Blocks, chunks and document are those of loadFile and chunkDocument.
 */
export function openTextFile(path: string, source: string, check: TextFileCheck): TextFileStream {
  let title: string | undefined;
  let firstHeading: string | undefined;
  let opening: string[] = [];
  let openingLength = 0;
  let blockCount = 0;
  let chunkCount = 0;
  const counted = function* () {
    for (const block of readBlocks(path, source, check, (found) => (title = found))) {
      blockCount += 1;
      if (firstHeading === undefined && block.isHeading) firstHeading = block.text;
      // leadingText reads no further than LANGUAGE_SAMPLE_CHARS: the blocks up to there are enough for it.
      if (openingLength < LANGUAGE_SAMPLE_CHARS) {
        opening.push(block.text);
        openingLength += block.text.length + 1;
      }
      yield block;
    }
  };
  for (const _chunk of chunkBlocks(counted())) chunkCount += 1;
  if (blockCount === 0) throw ingestFailure(source, ingestMessages.empty());
  const sample = leadingText(
    opening.map((text) => ({ text })),
    LANGUAGE_SAMPLE_CHARS,
  );
  opening = [];
  const document = documentHeader({
    source,
    format: 'text',
    metadata: title === undefined ? {} : { title },
    firstHeading,
    leadingText: sample,
    contentHash: check.contentHash,
  });
  return { document, chunkCount, blocks: () => readBlocks(path, source, check) };
}

/** The blocks of the file (textBlocks over its decoded lines); at the end, fails if its bytes no longer hash as checked. */
function* readBlocks(path: string, source: string, check: TextFileCheck, onTitle?: (title: string) => void): Generator<DocumentBlock, void, undefined> {
  const hash = createHash('sha256');
  const hashed = function* () {
    for (const piece of fileBytes(path)) {
      hash.update(piece);
      yield piece;
    }
  };
  const changed = (cause?: unknown) => ingestFailure(source, ingestMessages.changedWhileRead(), cause);
  yield* textBlocks(textLines(normalizedLineEnds(decodedUtf8(hashed(), changed))), { paged: check.paged, onTitle });
  if (hash.digest('hex') !== check.contentHash) throw changed();
}

// eslint-disable-next-line no-control-regex -- counting control characters is the point (as decodeText does)
const CONTROL_CHARACTER = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/** The file's bytes, PIECE_BYTES at a time (a fresh buffer each: a consumer may keep a piece while reading the next). */
function* fileBytes(path: string): Generator<Uint8Array, void, undefined> {
  const descriptor = openSync(path, 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(PIECE_BYTES);
      const read = readSync(descriptor, buffer, 0, PIECE_BYTES, null);
      if (read === 0) return;
      yield buffer.subarray(0, read);
    }
  } finally {
    closeSync(descriptor);
  }
}

/**
 * UTF-8 pieces decoded as one text (a character split between pieces is joined; a leading BOM is dropped). Checked as
 * valid before, so an invalid byte now means the file was changed meanwhile (`changed` makes that error).
 */
function* decodedUtf8(pieces: Iterable<Uint8Array>, changed: (cause: unknown) => Error): Generator<string, void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decode = (piece?: Uint8Array) => {
    try {
      return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
    } catch (error) {
      throw changed(error);
    }
  };
  for (const piece of pieces) yield decode(piece);
  yield decode();
}

/** `\r\n` and a lone `\r` as `\n`, as decodeText does, also where a piece ends between `\r` and `\n`. */
function* normalizedLineEnds(pieces: Iterable<string>): Generator<string, void, undefined> {
  let held = '';
  for (const piece of pieces) {
    let text = held + piece;
    held = '';
    if (text.endsWith('\r')) {
      held = '\r';
      text = text.slice(0, -1);
    }
    yield text.replace(/\r\n?/g, '\n');
  }
  if (held !== '') yield '\n';
}
