import { ingestMessages } from './ingest-messages.js';
import { ingestFailure } from './ingest-failure.js';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/**
 * Decodes the bytes of a text format (md, txt, html) to a string. UTF-8 (with or without BOM) and UTF-16 with BOM
 * are read as such; bytes that are not valid UTF-8 but look like text are read as Windows-1252, the usual encoding
 * of older German files. NUL bytes or many control characters mean a binary file with a text extension.
 */
export function decodeText(bytes: Uint8Array, source: string, format: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw ingestFailure(source, ingestMessages.binary(format));

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const controls = text.match(controlCharacter)?.length ?? 0;
  if (controls > 0 && controls / text.length > 0.02) throw ingestFailure(source, ingestMessages.binary(format));
  return text.replace(/\r\n?/g, '\n');
}
