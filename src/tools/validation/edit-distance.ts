/** Levenshtein distance between two strings (case-sensitive). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known value closest to `value`, or null when none is plausibly meant.
 * Plausible: within a third of the longer length (at least 2 edits), compared case-insensitively.
 */
export function closestMatch(value: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(value.toUpperCase(), candidate.toUpperCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === null) return null;
  const allowed = Math.max(2, Math.floor(Math.max(value.length, best.length) / 3));
  return bestDistance <= allowed ? best : null;
}
