/** File name of a cited source, so `docs/preisliste_2026.md` and `preisliste_2026.md` compare equal. */
export function sourceName(source: string): string {
  return source.split(/[\\/]/).pop() ?? source;
}

/** True when every cited source is one of the expected documents (an empty citation list is vacuously precise). */
export function citationsPrecise(cited: readonly string[], expected: readonly string[]): boolean {
  const allowed = new Set(expected.map(sourceName));
  return cited.every((source) => allowed.has(sourceName(source)));
}

/**
 * True when the citations cover the expected documents: all of them when `requireAll`
 * (multi-entity comparisons), any one otherwise.
 */
export function citationsComplete(cited: readonly string[], expected: readonly string[], requireAll: boolean): boolean {
  const present = new Set(cited.map(sourceName));
  const wanted = expected.map(sourceName);
  return requireAll ? wanted.every((source) => present.has(source)) : wanted.some((source) => present.has(source));
}

/** Cited sources outside the expected documents (unique, in citation order). */
export function unexpectedSources(cited: readonly string[], expected: readonly string[]): string[] {
  const allowed = new Set(expected.map(sourceName));
  return [...new Set(cited.map(sourceName))].filter((source) => !allowed.has(source));
}
