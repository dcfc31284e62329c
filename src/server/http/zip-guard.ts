/** Outcome of inspecting a ZIP container (DOCX) before it is unpacked. */
export type ZipCheck = { safe: true } | { safe: false; reason: string };

export interface ZipLimits {
  /** Most bytes all entries may unpack to (default 200 MiB). */
  maxUncompressedBytes?: number;
  /** Largest unpacked / packed ratio of the whole archive once it unpacks to more than 1 MiB (default 100). */
  maxRatio?: number;
  /** Most entries (default 5,000). */
  maxEntries?: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/**
 * Reads the ZIP central directory, which declares every entry's unpacked size, and refuses archives that would
 * unpack to far more than they weigh (zip bombs) before any loader inflates them. ZIP64 archives (sizes beyond
 * 4 GiB) and unreadable directories are refused too: a document of a few megabytes never needs them.
 */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = {}): ZipCheck {
  const maxUncompressed = limits.maxUncompressedBytes ?? 200 * 1024 * 1024;
  const maxRatio = limits.maxRatio ?? 100;
  const maxEntries = limits.maxEntries ?? 5000;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 65_535); offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return { safe: false, reason: 'The file is not a readable ZIP/DOCX container.' };
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { safe: false, reason: 'ZIP64 containers are not accepted.' };
  if (entries > maxEntries) return { safe: false, reason: `The container has ${entries} entries (at most ${maxEntries}).` };
  let offset = directoryOffset;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) {
      return { safe: false, reason: 'The ZIP directory is damaged.' };
    }
    const uncompressed = view.getUint32(offset + 24, true);
    if (uncompressed === 0xffffffff) return { safe: false, reason: 'ZIP64 containers are not accepted.' };
    total += uncompressed;
    if (total > maxUncompressed) return { safe: false, reason: `The container unpacks to more than ${maxUncompressed} bytes.` };
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  if (total > 1024 * 1024 && total / bytes.length > maxRatio) {
    return { safe: false, reason: `The container unpacks to ${Math.round(total / bytes.length)}× its size (at most ${maxRatio}×).` };
  }
  return { safe: true };
}
