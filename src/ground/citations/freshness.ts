/**
 * True when an ISO date (`YYYY-MM-DD`) lies more than `months` calendar months before `now`.
 * An unparseable or missing date is never "stale": freshness warns about what is known, it does not guess.
 */
export function isOlderThanMonths(isoDate: string | null, months: number, now: Date): boolean {
  if (!isoDate) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return false;
  const limit = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])));
  return limit.getTime() < now.getTime();
}
