import { accessSync, chmodSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { ConfigError, StoreError } from '../errors/index.js';
import { acquireFolderLock, LOCK_FILE } from './folder-lock.js';

/**
 * How an opener uses the store: `read-write` (ingest, tools with state) or `read-only` (search, ask). A read-only
 * opener of a folder it may not write opens a private snapshot instead of failing on the lock file.
 */
export type StoreAccess = 'read-write' | 'read-only';

/** The data folder PGlite is to open, and how to let go of it. */
export interface PreparedFolder {
  dataDir: string;
  /** True when `dataDir` is a throwaway copy of a store this process may only read. */
  snapshot: boolean;
  release(): void;
}

/** Pseudo filesystems where no store can live; Node's recursive mkdir even loops forever under /proc. */
const VIRTUAL_ROOTS = ['/proc', '/sys', '/dev'];
const FLAG = '--db / ANKER_DATABASE_URL';
const DENIED = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Checks, creates and locks an embedded store folder, turning every filesystem failure into an error that says what
 * is wrong and what to do: a value that can never be a store is a ConfigError (exit 2), a folder the user may not
 * write a StoreError (exit 1), unless the opener only reads an existing store: then it gets a snapshot.
 */
export function prepareStoreFolder(folder: string, access: StoreAccess): PreparedFolder {
  refuseVirtualFilesystem(folder);
  const kind = entryKind(folder);
  if (kind === 'other') {
    throw new ConfigError(`${FLAG} names ${folder}, which is a file, not a folder.`, 'Give a folder for the embedded store (it is created if missing) or a postgres:// URL.');
  }
  if (kind === 'missing') createFolder(folder);
  try {
    return { dataDir: folder, snapshot: false, release: acquireFolderLock(folder) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code || !DENIED.has(code)) throw error;
    if (access === 'read-only' && existsSync(join(folder, 'PG_VERSION'))) return openSnapshot(folder);
    throw new StoreError(`The store folder ${folder} is not writable (${code}).`, {
      cause: error,
      hint:
        access === 'read-only'
          ? 'It holds no store yet: run `anker ingest` with a --db you may write.'
          : 'Run as a user who may write it, or give another --db. search and ask can use a store you may only read.',
    });
  }
}

function refuseVirtualFilesystem(folder: string): void {
  const real = realpathOfExisting(folder);
  const root = VIRTUAL_ROOTS.find((prefix) => real === prefix || real.startsWith(`${prefix}/`));
  if (root && !real.startsWith('/dev/shm')) {
    throw new ConfigError(`${FLAG} names ${folder}, inside ${root}, a kernel pseudo filesystem where no store can live.`, 'Give a folder on a real disk, e.g. --db ./.anker.');
  }
}

/** The real path of the nearest existing ancestor, joined with the missing rest (symlinks into /proc resolve). */
function realpathOfExisting(folder: string): string {
  const missing: string[] = [];
  let current = folder;
  for (;;) {
    try {
      return join(realpathSync(current), ...missing.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return folder;
      missing.push(parse(current).base);
      current = parent;
    }
  }
}

function entryKind(path: string): 'folder' | 'other' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'other';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    // A parent on the way is a file.
    if (code === 'ENOTDIR') return 'other';
    throw new StoreError(`Cannot look at the store folder ${path} (${code}).`, { cause: error, hint: 'Check the permissions of its parent folders.' });
  }
}

/** mkdir -p one level at a time: `mkdirSync(…, {recursive: true})` never returns for some paths (e.g. under /proc). */
function createFolder(folder: string): void {
  const parent = dirname(folder);
  if (parent !== folder && entryKind(parent) === 'missing') createFolder(parent);
  try {
    mkdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    throw new StoreError(`Cannot create the store folder ${folder} (${code ?? (error as Error).message}).`, {
      cause: error,
      hint: DENIED.has(code ?? '') ? 'Give a --db in a folder you may write, e.g. --db ./.anker.' : 'Give a --db on a writable disk.',
    });
  }
}

/**
 * PostgreSQL writes to its data folder even to read (WAL, stats, pid file), so a store the user may only read is
 * copied into a private temporary folder, opened there and deleted on close. Writes (an embedder binding, traces)
 * land in the copy and are dropped.
 */
function openSnapshot(folder: string): PreparedFolder {
  const copy = mkdtempSync(join(tmpdir(), 'anker-readonly-'));
  try {
    copyTree(folder, copy);
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    const path = (error as NodeJS.ErrnoException).path ?? folder;
    throw new StoreError(`The store in ${folder} is not readable: ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`, {
      cause: error,
      hint: 'Ask its owner for read access to every file (chmod -R a+rX), or use a store of your own.',
    });
  }
  return { dataDir: copy, snapshot: true, release: () => rmSync(copy, { recursive: true, force: true }) };
}

function copyTree(from: string, to: string): void {
  accessSync(from, constants.R_OK | constants.X_OK);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === LOCK_FILE) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { mode: 0o700 });
      copyTree(source, target);
    } else if (entry.isFile()) {
      // copyFile keeps the source mode: a read-only file stays read-only in the copy unless widened here.
      copyFileSync(source, target);
      chmodSync(target, 0o600);
    }
  }
}
