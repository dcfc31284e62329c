import { readFile } from 'node:fs/promises';

/** Reads a JSON Lines file, skipping blank lines. */
export async function readJsonl<T>(path: string): Promise<T[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** At most `limit` items spread evenly over the list (deterministic), all when `limit` is absent or large enough. */
export function spread<T>(items: readonly T[], limit?: number): T[] {
  if (limit === undefined || limit >= items.length) return [...items];
  if (limit <= 0) return [];
  return Array.from({ length: limit }, (_, index) => items[Math.floor((index * items.length) / limit)]!);
}
