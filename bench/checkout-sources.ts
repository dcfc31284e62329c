import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The embed, store and retrieve modules of a checkout's own sources (`<root>/src/…/index.ts`, run through tsx), so that
 * two checkouts can be measured in one process or against one kept store (bench/kept-store-*.ts).
 */
export function importCheckout(root: string) {
  const from = (path: string) => import(pathToFileURL(join(resolve(root), path)).href);
  return Promise.all(['src/embed/index.ts', 'src/store/index.ts', 'src/retrieve/index.ts'].map(from));
}
