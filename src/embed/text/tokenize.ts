// A raw run: letters, digits and `_`, joined by connectors that may or may not belong to the token.
const RAW_TOKEN = /[\p{L}\p{M}\p{N}_]+(?:[.,\-/][\p{L}\p{M}\p{N}_]+)*/gu;
const SEGMENT = /[\p{L}\p{M}\p{N}_]+|[.,\-/]/gu;
const CONNECTOR = /[.,\-/]/;
const DIGIT = /\p{N}/u;
const DIGIT_AT_END = /\p{N}$/u;
const DIGIT_AT_START = /^\p{N}/u;

/**
 * Splits text into lowercase tokens of Unicode letters and digits.
 *
 * Kept whole: numbers with decimal or thousands separators (`1.490`, `99,5`, `7.3`), ids with `_`
 * (`a_line1_042`), and parts joined by `-` or `/` when a digit is involved (`hg-400`, `2026-11-29`, `24/7`).
 * Split: hyphenated words (`E-Mail-Adresse` → `e`, `mail`, `adresse`), sentence punctuation, `§` and `%`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const lower = text.toLowerCase();
  // exec on the shared global regex rather than matchAll, which clones it and allocates an iterator per call.
  RAW_TOKEN.lastIndex = 0;
  for (let match = RAW_TOKEN.exec(lower); match !== null; match = RAW_TOKEN.exec(lower)) {
    const raw = match[0];
    if (raw.length === 1 || !CONNECTOR.test(raw)) {
      tokens.push(raw);
      continue;
    }
    joinSegments(raw.match(SEGMENT) ?? [], tokens);
  }
  return tokens;
}

function joinSegments(segments: string[], tokens: string[]): void {
  let current = segments[0] ?? '';
  for (let i = 1; i + 1 < segments.length; i += 2) {
    const connector = segments[i]!;
    const next = segments[i + 1]!;
    if (shouldJoin(current, connector, next)) {
      current += connector + next;
    } else {
      tokens.push(current);
      current = next;
    }
  }
  if (current) tokens.push(current);
}

function shouldJoin(left: string, connector: string, right: string): boolean {
  if (connector === '.' || connector === ',') return DIGIT_AT_END.test(left) && DIGIT_AT_START.test(right);
  return DIGIT.test(left) || DIGIT.test(right);
}
