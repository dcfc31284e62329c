import { createHash } from 'node:crypto';

/**
 * Content-derived ids: the same files ingested in the same order give the same ids in every store, so ranking
 * ties (broken by id in SQL) resolve identically from run to run. The previous version's id keeps a file that
 * returns to old content distinct from its earlier version.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
