import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Path of a file in `src/text/data/`. From the sources it sits beside this module; from a build (`dist/text/`)
 * the compiler copies no data, so the package's `src/text/data/` is used.
 */
export function dataFilePath(name: string): string {
  const beside = fileURLToPath(new URL(`./data/${name}`, import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL(`../../src/text/data/${name}`, import.meta.url));
}
