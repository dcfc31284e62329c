/** What a token is: a word of letters, a number, a code/id mixing letters, digits or `_`, or a section reference. */
export type TokenKind = 'word' | 'number' | 'code' | 'section';

/** One token of a text, as written. */
export interface Token {
  /** The text as written (`Kündigungsfrist`, `1.490`, `A_LINE1_042`, `§ 7.3`; `U.S.` becomes `US`). */
  raw: string;
  /** Offset of the token's first character in the source text (UTF-16 code units). */
  index: number;
  kind: TokenKind;
}

const LETTER_OR_DIGIT = String.raw`[\p{L}\p{M}\p{N}_]`;
// A section sign with its number (`§ 7.3`, `§§ 5`, `§7a`), then runs of letters/digits joined by . , - /.
const TOKEN = new RegExp(
  String.raw`§{1,2}\s?\p{N}+(?:\.\p{N}+)*\p{L}?(?![\p{L}\p{N}])|${LETTER_OR_DIGIT}+(?:[.,\-/]${LETTER_OR_DIGIT}+)*`,
  'gu',
);
const SEGMENT = new RegExp(`${LETTER_OR_DIGIT}+|[.,\\-/]`, 'gu');
const DIGIT = /\p{N}/u;
const DIGIT_AT_END = /\p{N}$/u;
const DIGIT_AT_START = /^\p{N}/u;
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
const WORD = /^[\p{L}\p{M}]+$/u;
const DOTTED_ABBREVIATION = /^(?:\p{L}\.){1,4}\p{L}$/u;

/**
 * Splits text into tokens. Kept whole: numbers with decimal or thousands separators (`99,5`, `1.490`, `7.3`),
 * codes with `_` or digits (`A_LINE1_042`, `GPLv3`), parts joined by `-` or `/` when a digit is involved
 * (`HG-400`, `2026-11-29`, `24/7`), section references (`§ 7.3`), and abbreviations written with dots
 * (`U.S.` → `US`). Split: hyphenated words without digits (`E-Mail-Adresse` → `E`, `Mail`, `Adresse`) and all
 * other punctuation. Case and diacritics are kept; see `lowercase` and `fold`.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const index = match.index;
    if (raw.startsWith('§')) tokens.push({ raw, index, kind: 'section' });
    else if (DOTTED_ABBREVIATION.test(raw)) tokens.push({ raw: raw.replace(/\./g, ''), index, kind: 'word' });
    else if (!/[.,\-/]/.test(raw)) tokens.push(token(raw, index));
    else joinSegments(raw, index, tokens);
  }
  return tokens;
}

function token(raw: string, index: number): Token {
  return { raw, index, kind: NUMBER.test(raw) ? 'number' : WORD.test(raw) ? 'word' : 'code' };
}

// Re-joins the runs of one match where the connector belongs to the token (`99,5`, `hg-400`) and splits elsewhere.
function joinSegments(raw: string, start: number, tokens: Token[]): void {
  const segments = raw.match(SEGMENT) ?? [];
  let current = segments[0] ?? '';
  let currentStart = start;
  let offset = current.length;
  for (let i = 1; i + 1 < segments.length; i += 2) {
    const connector = segments[i]!;
    const next = segments[i + 1]!;
    if (shouldJoin(current, connector, next)) {
      current += connector + next;
    } else {
      tokens.push(token(current, currentStart));
      current = next;
      currentStart = start + offset + connector.length;
    }
    offset += connector.length + next.length;
  }
  if (current) tokens.push(token(current, currentStart));
}

function shouldJoin(left: string, connector: string, right: string): boolean {
  if (connector === '.' || connector === ',') return DIGIT_AT_END.test(left) && DIGIT_AT_START.test(right);
  return DIGIT.test(left) || DIGIT.test(right);
}
