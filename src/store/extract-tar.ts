import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { StoreError } from '../errors/index.js';

const BLOCK = 512;

/** One regular file or folder of a tar archive. */
export interface TarEntry {
  /** Path inside the archive, relative, without a leading `/`. */
  path: string;
  kind: 'file' | 'folder';
  /** File contents (empty for a folder). */
  data: Uint8Array;
}

/**
 * Reads the entries of an uncompressed ustar archive (what PGlite's `dumpDataDir` writes): regular files and
 * folders; any other kind of entry (links, devices) is refused, since a store template never holds one.
 */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const path = relativePath(prefix ? `${prefix}/${name}` : name);
    offset += BLOCK;
    if (type === '5') entries.push({ path, kind: 'folder', data: new Uint8Array() });
    else if (type === '0' || type === '\0') entries.push({ path, kind: 'file', data: archive.subarray(offset, offset + size) });
    else throw new StoreError(`Store template: unsupported tar entry type '${type}' for ${path}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * Writes tar entries under `folder` (files 0600, folders 0700, as PostgreSQL keeps its data folder). `last` names a
 * file written after all others: a process killed during the extraction leaves it absent.
 */
export function writeTarEntries(entries: readonly TarEntry[], folder: string, last?: string): void {
  const ordered = [...entries.filter((entry) => entry.path !== last), ...entries.filter((entry) => entry.path === last)];
  for (const entry of ordered) {
    if (entry.path === '') continue;
    const target = join(folder, entry.path);
    if (entry.kind === 'folder') {
      mkdirSync(target, { recursive: true, mode: 0o700 });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    writeFileSync(target, entry.data, { mode: 0o600 });
    chmodSync(target, 0o600);
  }
}

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** The entry's path relative to the extraction folder; a path that would leave it is refused. */
function relativePath(raw: string): string {
  const path = normalize(raw.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (path === '.') return '';
  if (path.startsWith('..') || path.split(sep).includes('..')) throw new StoreError(`Store template: entry ${raw} leaves its folder`);
  return path;
}
