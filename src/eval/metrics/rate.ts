/** A share: `count` of `total`, `rate` = count / total, null when nothing was measured. */
export interface Rate {
  count: number;
  total: number;
  rate: number | null;
}

/** Builds a rate rounded to four decimals. */
export function rate(count: number, total: number): Rate {
  return { count, total, rate: total === 0 ? null : Math.round((count / total) * 10_000) / 10_000 };
}

/** Counts the items meeting `passes` among those `counts` selects. */
export function rateOf<T>(items: readonly T[], counts: (item: T) => boolean, passes: (item: T) => boolean): Rate {
  const selected = items.filter(counts);
  return rate(selected.filter(passes).length, selected.length);
}

/** Formats a rate for humans: `97.1 % (34/35)`, or `–` when nothing was measured. */
export function formatRate(value: Rate): string {
  return value.rate === null ? '–' : `${(value.rate * 100).toFixed(1)} % (${value.count}/${value.total})`;
}
