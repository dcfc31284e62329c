const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for an existing calendar day written as YYYY-MM-DD (rejects 2026-02-30 and 2026-13-45). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for an RFC 3339 date-time whose date exists and whose clock values are in range. */
export function isCalendarDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value);
  if (!match || !isCalendarDate(match[1] ?? '')) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (hours > 23 || minutes > 59 || seconds > 60) return false;
  if (match[7] !== undefined && (Number(match[7]) > 23 || Number(match[8]) > 59)) return false;
  return true;
}
