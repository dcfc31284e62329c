import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from '../errors/index.js';

/** Name of the pid lock file inside an embedded store folder. */
export const LOCK_FILE = 'anker.lock';

/**
 * PGlite has no multi-process locking: two processes on one data folder corrupt it.
 * A pid lock file refuses the second opener; a lock left by a killed process is taken over.
 * The folder must exist (see `prepareStoreFolder`); filesystem errors other than a live lock are thrown as they are,
 * so the caller can tell a folder it may not write from one in use.
 */
export function acquireFolderLock(folder: string): () => void {
  const path = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new StoreError(`The store folder ${folder} is in use by another Anker process (pid ${pid}).`, {
          hint: 'Wait for it to finish, or use a PostgreSQL server (--db postgres://…) for concurrent access.',
        });
      }
      // A stale lock in a folder we may not write cannot be removed: that is the caller's EACCES case, not ours.
      rmSync(path, { force: true });
    }
  }
  throw new StoreError(`Could not lock the store folder ${folder}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
