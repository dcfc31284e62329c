import { inflateRawSync } from 'node:zlib';

/** Entries of a ZIP archive by name; `read` inflates one entry on demand. */
export interface ZipDirectory {
  names: string[];
  read(name: string): Buffer | null;
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

/**
 * Reads the central directory of a ZIP archive (DOCX files are ZIP archives). Enough of the format to check a DOCX
 * and read its small XML parts; throws a plain Error with the reason when the bytes are not a readable archive.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endOffset = findEndOfDirectory(buffer);
  const count = buffer.readUInt16LE(endOffset + 10);
  let offset = buffer.readUInt32LE(endOffset + 16);
  const entries = new Map<string, { method: number; compressedSize: number; localOffset: number }>();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== directoryEntrySignature) {
      throw new Error('damaged ZIP directory');
    }
    const nameLength = buffer.readUInt16LE(offset + 28);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      localOffset: buffer.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return {
    names: [...entries.keys()],
    read(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      const local = entry.localOffset;
      if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== localHeaderSignature) {
        throw new Error(`damaged ZIP entry ${name}`);
      }
      const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
      const data = buffer.subarray(start, start + entry.compressedSize);
      if (entry.method === 0) return Buffer.from(data);
      if (entry.method === 8) return inflateRawSync(data);
      throw new Error(`unsupported ZIP compression method ${entry.method}`);
    },
  };
}

function findEndOfDirectory(buffer: Buffer): number {
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let offset = buffer.length - 22; offset >= earliest; offset--) {
    if (buffer.readUInt32LE(offset) === endOfDirectorySignature) return offset;
  }
  throw new Error('not a ZIP archive');
}
