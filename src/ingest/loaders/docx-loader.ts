import mammoth from 'mammoth';
import type { LoaderResult } from './block-builder.js';
import { loadHtml } from './html-loader.js';
import { ingestMessages } from './ingest-messages.js';
import { ingestFailure, reasonOf } from './ingest-failure.js';
import { normalizeDate, optionalString, type PartialMetadata } from './normalize-metadata.js';
import { readZipDirectory, type ZipDirectory } from './read-zip-directory.js';

/**
 * Loads DOCX: mammoth converts the body to HTML (Word heading styles become h1-h6), which the HTML loader turns into
 * blocks. Title and dates come from `docProps/core.xml` when present. DOCX has no stable page numbers: pages are null.
 */
export async function loadDocx(bytes: Uint8Array, source: string): Promise<LoaderResult> {
  let zip: ZipDirectory;
  try {
    zip = readZipDirectory(bytes);
  } catch (error) {
    throw ingestFailure(source, ingestMessages.corruptDocx(reasonOf(error)), error);
  }
  if (!zip.names.includes('word/document.xml')) {
    throw ingestFailure(source, ingestMessages.corruptDocx('the archive has no word/document.xml'));
  }
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
  } catch (error) {
    throw ingestFailure(source, ingestMessages.corruptDocx(reasonOf(error)), error);
  }
  const { blocks, metadata } = loadHtml(html, source);
  return { blocks, metadata: { ...metadata, ...coreProperties(zip) } };
}

function coreProperties(zip: ZipDirectory): PartialMetadata {
  let xml: string;
  try {
    xml = zip.read('docProps/core.xml')?.toString('utf8') ?? '';
  } catch {
    return {};
  }
  const element = (name: string): string | null => {
    const match = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml);
    return match ? optionalString(decodeXmlText(match[1]!)) : null;
  };
  const metadata: PartialMetadata = {};
  const title = element('dc:title');
  if (title !== null) metadata.title = title;
  const date = normalizeDate(element('dcterms:modified')) ?? normalizeDate(element('dcterms:created'));
  if (date !== null) metadata.documentDate = date;
  const version = element('cp:version');
  if (version !== null) metadata.version = version;
  return metadata;
}

function decodeXmlText(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? entity;
  });
}
