/** The decimal separator of a message's numbers, when some numeral decides it. */
export type DecimalSeparator = '.' | ',';

const NUMERAL = /^\d+(?:[.,]\d+)*$/;
// One separator that may group thousands or mark three decimals.
const AMBIGUOUS = /^[1-9]\d{0,2}[.,]\d{3}$/;

/**
 * The decimal separator that the numerals of one message reveal: a numeral with both separators (`1.450,50`,
 * `1,450.50`) has its decimal separator last; a separator followed by other than three digits (`38,40`, `2.5`) can
 * only be decimal; a repeated separator (`1.000.000`) can only group thousands. Undefined when no numeral decides it
 * or two disagree.
 */
export function decimalSeparatorOf(numerals: readonly string[]): DecimalSeparator | undefined {
  const votes = new Set<DecimalSeparator>();
  for (const numeral of numerals) {
    const separators = numeral.replace(/\d/g, '');
    if (separators.length === 0) continue;
    const kinds = new Set(separators);
    if (kinds.size === 2) votes.add(separators.at(-1) as DecimalSeparator);
    else if (separators.length > 1) votes.add(separators[0] === '.' ? ',' : '.');
    else if (!AMBIGUOUS.test(numeral)) votes.add(separators as DecimalSeparator);
  }
  return votes.size === 1 ? [...votes][0] : undefined;
}

/**
 * The value of a numeral written in German or English style: `2.400` and `2,400` → 2400, `1.450,50` and
 * `1,450.50` → 1450.5, `38,40` and `38.40` → 38.4. A single separator before exactly three digits is ambiguous
 * (`2.400`); `decimal` (see `decimalSeparatorOf`) settles it, else it groups thousands, as in both languages people
 * rarely write three decimals. Returns null for malformed grouping (`1.45.6`, `12,3456.7`).
 */
export function parseNumeral(numeral: string, decimal?: DecimalSeparator): number | null {
  if (!NUMERAL.test(numeral)) return null;
  const separators = numeral.replace(/\d/g, '');
  if (separators.length === 0) return Number(numeral);
  const kinds = new Set(separators);
  let decimalSeparator: DecimalSeparator | undefined;
  if (kinds.size === 2) decimalSeparator = separators.at(-1) as DecimalSeparator;
  else if (separators.length === 1 && !isThousandsGroup(numeral, decimal))
    decimalSeparator = separators as DecimalSeparator;
  const [integer = '', fraction, ...rest] = decimalSeparator ? numeral.split(decimalSeparator) : [numeral];
  if (rest.length > 0 || !isGrouped(integer)) return null;
  const digits = integer.replace(/[.,]/g, '') + (fraction === undefined ? '' : `.${fraction}`);
  return Number(digits);
}

// `2.400`: thousands unless the message decided that this separator is decimal, or the lead cannot start a group.
function isThousandsGroup(numeral: string, decimal: DecimalSeparator | undefined): boolean {
  if (!AMBIGUOUS.test(numeral)) return false;
  return decimal === undefined || !numeral.includes(decimal);
}

// Digits alone, or 1–3 digits then groups of exactly three behind one kind of separator.
function isGrouped(integer: string): boolean {
  return (
    /^\d+$/.test(integer) || /^\d{1,3}(?:\.\d{3})+$/.test(integer) || /^\d{1,3}(?:,\d{3})+$/.test(integer)
  );
}
