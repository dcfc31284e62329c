/**
 * An amount of money a text states: a number with a currency after it (`120 €`, `30 Mio. GBP`, `31,20 ct/kWh`,
 * `5 dollars`) or before it (`EUR 35`, `£30m`, `$5`), or that something costs nothing (`kostenlos`, `free of charge`).
 * Currencies and their symbols are a closed class, like the units of measure-dimensions.ts.
 */
const MONEY =
  /\d\s?(?:(?:mio|mrd|tsd|millionen|million|milliarden|milliarde|billion|bn|m|k)\.?\s?)?(?:€|eur\b|euro|usd\b|gbp\b|chf\b|dollars?\b|ct\b|cents?\b)|(?:€|eur|usd|gbp|chf|\$|£)\s?\d|\bkostenlos\b|\bfree of charge\b/i;
const PERCENT = /\d\s?(?:%|prozent\b|percent\b)/i;

/** Whether the text states an amount of money. */
export function statesMoney(text: string): boolean {
  return MONEY.test(text);
}

/** Whether the text states a percentage (`10 %`, `5 Prozent`). */
export function statesPercent(text: string): boolean {
  return PERCENT.test(text);
}
