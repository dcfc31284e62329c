import { createHash } from 'node:crypto';
import { open, readFile as readFileFromDisk, stat as statFromDisk } from 'node:fs/promises';
import { extname, posix } from 'node:path';
import { IngestError } from '../errors/index.js';
import type { LoadedDocument } from '../spec/index.js';
import { detectLanguage } from './detect-language.js';
import type { LoaderResult } from './loaders/block-builder.js';
import { decodeText } from './loaders/decode-text.js';
import { ingestFailure, reasonOf } from './loaders/ingest-failure.js';
import { ingestMessages } from './loaders/ingest-messages.js';
import { loadMarkdown } from './loaders/markdown-loader.js';
import { loadText } from './loaders/text-loader.js';

/** Format names of `LoadedDocument.format`. */
export type DocumentFormat = LoadedDocument['format'];

const formatByExtension: Readonly<Record<string, DocumentFormat>> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.docx': 'docx',
};

/** File extensions `loadFile` accepts (lower case, with the dot). */
export const supportedExtensions: readonly string[] = Object.keys(formatByExtension);

/** The format a file name's extension stands for (case-insensitive), or null when unsupported. */
export function formatForPath(path: string): DocumentFormat | null {
  return formatByExtension[extname(path).toLowerCase()] ?? null;
}

/**
 * Whether a file name ends in a type extension: one with a letter (`.zip`, `.mp3`); a version number after a dot
 * (`MPL-2.0`, `GPL-2.1`) names no type.
 */
export function namesType(path: string): boolean {
  return /\p{L}/u.test(extname(path));
}

/** Bytes of a file without an extension read to tell text from binary. */
const SNIFFED_BYTES = 8192;

/**
 * Whether the opening bytes of a file without an extension (`README`, `LICENSE`, `COPYING`, a licence under
 * `/usr/share/common-licenses`) are plain text: no NUL byte and valid UTF-8, as git tells text from binary. A
 * multi-byte character cut at the end of the sample still counts as text.
 */
export function looksLikePlainText(head: Uint8Array): boolean {
  if (head.byteLength === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.byteLength < SNIFFED_BYTES ? head : trimPartialCharacter(head));
    return true;
  } catch {
    return false;
  }
}

function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  // A UTF-8 character is at most 4 bytes: drop a lead byte and its continuation bytes cut off at the end.
  let end = bytes.byteLength;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte >= 0xc0) end -= back;
    break;
  }
  return bytes.subarray(0, end);
}

/**
 * The format of a file on disk: its extension's, or plain text for a file without an extension whose opening bytes
 * are text (see looksLikePlainText); null when unsupported.
 */
export async function formatForFile(path: string): Promise<DocumentFormat | null> {
  const byName = formatForPath(path);
  if (byName !== null || namesType(path)) return byName;
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(SNIFFED_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFFED_BYTES, 0);
    return looksLikePlainText(head.subarray(0, bytesRead)) ? 'text' : null;
  } finally {
    await handle.close();
  }
}

export interface LoadBufferOptions {
  /** Identity of the document (relative path); its extension picks the format unless `format` is given. */
  source: string;
  format?: DocumentFormat;
  /** Largest accepted size in bytes (config `maxFileBytes`). */
  maxBytes: number;
}

export interface LoadFileOptions {
  source: string;
  maxBytes: number;
  /** The format when the caller knows it (a sniffed text file without an extension); else the extension's. */
  format?: DocumentFormat;
  /** Injected for tests; defaults to `fs.promises.readFile`. */
  readFile?: (path: string) => Promise<Uint8Array>;
  /** Injected for tests; defaults to `fs.promises.stat`. */
  stat?: (path: string) => Promise<{ size: number; isFile(): boolean }>;
}

/**
 * Loads one file from disk. The size is checked with `stat` before anything is read, so an oversized file costs no
 * memory. Every user-caused failure (missing, too large, empty, binary, corrupt, unsupported) is an IngestError.
 */
export async function loadFile(path: string, options: LoadFileOptions): Promise<LoadedDocument> {
  const { source, maxBytes } = options;
  const format = options.format ?? formatForPath(path);
  if (format === null) throw ingestFailure(source, ingestMessages.unsupported(extname(path), supportedExtensions));
  const stat = options.stat ?? statFromDisk;
  const readFile = options.readFile ?? readFileFromDisk;
  let bytes: Uint8Array;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw ingestFailure(source, ingestMessages.notAFile());
    if (info.size > maxBytes) throw ingestFailure(source, ingestMessages.tooLarge(info.size, maxBytes));
    bytes = await readFile(path);
  } catch (error) {
    throw fileSystemFailure(source, error);
  }
  return loadBuffer(bytes, { source, format, maxBytes });
}

/** Loads a document from its raw bytes; `loadFile` reads the file and calls this. */
export async function loadBuffer(bytes: Uint8Array, options: LoadBufferOptions): Promise<LoadedDocument> {
  const { source, maxBytes } = options;
  const format = options.format ?? formatForPath(source);
  if (format === null) throw ingestFailure(source, ingestMessages.unsupported(extname(source), supportedExtensions));
  if (bytes.byteLength > maxBytes) throw ingestFailure(source, ingestMessages.tooLarge(bytes.byteLength, maxBytes));
  if (bytes.byteLength === 0) throw ingestFailure(source, ingestMessages.empty());
  const contentHash = createHash('sha256').update(bytes).digest('hex');

  let result: LoaderResult;
  try {
    result = await runLoader(format, bytes, source);
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw ingestFailure(source, ingestMessages.loaderFailed(format, reasonOf(error)), error);
  }
  const { blocks, metadata, languageHint } = result;
  if (blocks.length === 0) throw ingestFailure(source, ingestMessages.empty());
  const header = documentHeader({
    source,
    format,
    metadata,
    languageHint,
    firstHeading: blocks.find((block) => block.isHeading)?.text,
    leadingText: leadingText(blocks, LANGUAGE_SAMPLE_CHARS),
    contentHash,
  });
  const { contentHash: hash, ...fields } = header;
  return { ...fields, blocks, contentHash: hash };
}

/** A loaded document but its blocks (a large text file's blocks are read as they are chunked, stream-text-file.ts). */
export type DocumentHeader = Omit<LoadedDocument, 'blocks'>;

/**
 * The fields of a loaded document besides its blocks: the loader's metadata with defaults (the title: the loader's,
 * else the first heading, else the file name), and its language: the loader's hint, else detected from the opening
 * text (`leadingText`, see LANGUAGE_SAMPLE_CHARS).
 */
export function documentHeader(input: {
  source: string;
  format: DocumentFormat;
  metadata: LoaderResult['metadata'];
  languageHint?: LoaderResult['languageHint'];
  firstHeading: string | undefined;
  leadingText: string;
  contentHash: string;
}): DocumentHeader {
  const { source, metadata } = input;
  return {
    source,
    format: input.format,
    metadata: {
      title: metadata.title ?? input.firstHeading ?? fileTitle(source),
      version: metadata.version ?? null,
      section: metadata.section ?? null,
      sourceUrl: metadata.sourceUrl ?? null,
      documentDate: metadata.documentDate ?? null,
      status: metadata.status ?? 'current',
    },
    language: input.languageHint ?? detectLanguage(input.leadingText),
    contentHash: input.contentHash,
  };
}

/** The HTML, PDF and DOCX loaders (and their parsers) are imported on first use: most runs never need them. */
async function runLoader(format: DocumentFormat, bytes: Uint8Array, source: string): Promise<LoaderResult> {
  switch (format) {
    case 'markdown':
      return loadMarkdown(decodeText(bytes, source, 'Markdown'), source);
    case 'text':
      return loadText(decodeText(bytes, source, 'plain'));
    case 'html': {
      const { loadHtml } = await import('./loaders/html-loader.js');
      return loadHtml(decodeText(bytes, source, 'HTML'), source);
    }
    case 'pdf': {
      const { loadPdf } = await import('./loaders/pdf-loader.js');
      return loadPdf(bytes, source);
    }
    case 'docx': {
      const { loadDocx } = await import('./loaders/docx-loader.js');
      return loadDocx(bytes, source);
    }
  }
}

/** Characters detectLanguage reads (it reads no further): joining more of a large file would only cost memory. */
export const LANGUAGE_SAMPLE_CHARS = 50_000;

/** The blocks' texts joined by newlines, as far as they reach `limit` characters. */
export function leadingText(blocks: readonly { text: string }[], limit: number): string {
  const texts: string[] = [];
  let length = 0;
  for (const block of blocks) {
    if (length >= limit) break;
    texts.push(block.text);
    length += block.text.length + 1;
  }
  return texts.join('\n');
}

function fileTitle(source: string): string {
  const base = posix.basename(source.replace(/\\/g, '/'));
  return base.slice(0, base.length - extname(base).length) || base;
}

function fileSystemFailure(source: string, error: unknown): IngestError {
  if (error instanceof IngestError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return ingestFailure(source, ingestMessages.notFound(), error);
  if (code === 'EISDIR') return ingestFailure(source, ingestMessages.notAFile(), error);
  return ingestFailure(source, ingestMessages.unreadable(code ?? reasonOf(error)), error);
}
