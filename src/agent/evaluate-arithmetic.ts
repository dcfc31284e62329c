import { decimalSeparatorOf, parseNumeral, type DecimalSeparator } from './parse-numeral.js';

/** An arithmetic expression found in a message, with its value. */
export interface ArithmeticMatch {
  /** The expression as written (`17 % of 2.400`). */
  expression: string;
  value: number;
}

type Lexeme =
  | { kind: 'numeral'; text: string; start: number; end: number }
  | { kind: 'symbol' | 'word' | 'unit' | 'other'; text: string; start: number; end: number };

type Token = { kind: 'number'; value: number } | { kind: 'op'; value: string };

// The operator vocabulary of German and English; matched longest first inside an expression.
const OPERATOR_WORDS: ReadonlyArray<[readonly string[], string]> = [
  [['to', 'the', 'power', 'of'], '^'],
  [['geteilt', 'durch'], '/'],
  [['dividiert', 'durch'], '/'],
  [['divided', 'by'], '/'],
  [['multipliziert', 'mit'], '*'],
  [['multiplied', 'by'], '*'],
  [['per', 'cent'], '%'],
  [['durch'], '/'],
  [['mal'], '*'],
  [['times'], '*'],
  [['x'], '*'],
  [['plus'], '+'],
  [['minus'], '-'],
  [['weniger'], '-'],
  [['hoch'], '^'],
  [['prozent'], '%'],
  [['percent'], '%'],
];
const OPERATOR_SYMBOLS: Readonly<Record<string, string>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  ':': '/',
  '^': '^',
  '(': '(',
  ')': ')',
  '%': '%',
};
const UNITS = new Set(['€', '$', '£', 'euro', 'eur', 'dollar', 'usd', 'chf']);
const PERCENT_BASE = new Set(['von', 'of']);
const LEXEME = /\s+|(\d+(?:[.,]\d+)*)|(\p{L}+)|([+\-−–*×·/÷:^()%])|([€$£])|(.)/suy;
// Dates and times (`2026-11-29`, `29/11/2026`, `10:30`) and `24/7` are not sums or quotients.
const NOT_AN_EXPRESSION = /\d(?:-\d+-|\/|:)\d/;

/**
 * Safe arithmetic for an expression such as `19 mal 21`, `17 % von 2.400`, `1,450 times 38.40` or `(3 + 4) * 2 ^ 2`:
 * German and English numerals (see `parseNumeral`) and operator words, evaluated by a small recursive-descent parser,
 * never by eval(). Returns null for anything else, including an expression without an operator.
 */
export function evaluateArithmetic(expression: string): number | null {
  const lexemes = lex(expression);
  return evaluateLexemes(lexemes, decimalSeparatorOf(numeralsOf(lexemes)));
}

/**
 * The arithmetic a message asks for (`What's 17% of 2,400?`, `Rechne mal 12 mal 12`): the span from its first to its
 * last number is evaluated; every word outside the span must satisfy `isFrameWord` (interrogatives, `rechne`,
 * politeness), so `What is 2024 revenue?` or `Preis 5 mal 3` are not arithmetic. Null when there is none.
 */
export function findArithmetic(
  message: string,
  isFrameWord: (word: string) => boolean,
): ArithmeticMatch | null {
  const lexemes = lex(message);
  const numerals = lexemes.flatMap((lexeme, index) => (lexeme.kind === 'numeral' ? [index] : []));
  if (numerals.length === 0) return null;
  let first = numerals[0]!;
  let last = numerals.at(-1)!;
  while (first > 0 && ['(', '-', '−', '–'].includes(lexemes[first - 1]!.text)) first -= 1;
  while (last + 1 < lexemes.length && isTrailing(lexemes[last + 1]!)) last += 1;
  const outside = [...lexemes.slice(0, first), ...lexemes.slice(last + 1)];
  if (
    outside.some(
      (lexeme) => lexeme.kind === 'numeral' || (lexeme.kind === 'word' && !isFrameWord(lexeme.text)),
    )
  )
    return null;
  const span = lexemes.slice(first, last + 1);
  const expression = message.slice(span[0]!.start, span.at(-1)!.end);
  const value = evaluateLexemes(span, decimalSeparatorOf(numeralsOf(lexemes)));
  return value === null ? null : { expression, value };
}

function isTrailing(lexeme: Lexeme): boolean {
  return (
    lexeme.text === ')' ||
    lexeme.text === '%' ||
    lexeme.text === 'prozent' ||
    lexeme.text === 'percent' ||
    UNITS.has(lexeme.text)
  );
}

function lex(input: string): Lexeme[] {
  const text = input.toLowerCase();
  const lexemes: Lexeme[] = [];
  LEXEME.lastIndex = 0;
  for (let match = LEXEME.exec(text); match; match = LEXEME.exec(text)) {
    const [whole, numeral, word, symbol, currency] = match;
    const start = match.index;
    const end = start + whole.length;
    if (numeral !== undefined) lexemes.push({ kind: 'numeral', text: numeral, start, end });
    else if (word !== undefined)
      lexemes.push({ kind: UNITS.has(word) ? 'unit' : 'word', text: word, start, end });
    else if (symbol !== undefined) lexemes.push({ kind: 'symbol', text: symbol, start, end });
    else if (currency !== undefined) lexemes.push({ kind: 'unit', text: currency, start, end });
    else if (whole.trim() !== '') lexemes.push({ kind: 'other', text: whole, start, end });
  }
  return lexemes;
}

function numeralsOf(lexemes: readonly Lexeme[]): string[] {
  return lexemes.filter((lexeme) => lexeme.kind === 'numeral').map((lexeme) => lexeme.text);
}

function evaluateLexemes(lexemes: readonly Lexeme[], decimal: DecimalSeparator | undefined): number | null {
  if (lexemes.length === 0 || NOT_AN_EXPRESSION.test(compact(lexemes))) return null;
  const tokens = toTokens(lexemes, decimal);
  if (!tokens || !tokens.some((token) => token.kind === 'op' && token.value !== '(' && token.value !== ')'))
    return null;
  const parser = new Parser(tokens);
  try {
    const value = parser.expression();
    if (!parser.done() || !Number.isFinite(value)) return null;
    return Math.round(value * 1e10) / 1e10;
  } catch {
    // The parser signals malformed input by throwing; to the caller that is simply no arithmetic.
    return null;
  }
}

// The span as written but without spaces between lexemes that touch, to see dates and times.
function compact(lexemes: readonly Lexeme[]): string {
  let text = '';
  for (let i = 0; i < lexemes.length; i++) {
    const previous = lexemes[i - 1];
    text += (previous && previous.end !== lexemes[i]!.start ? ' ' : '') + lexemes[i]!.text;
  }
  return text;
}

function toTokens(lexemes: readonly Lexeme[], decimal: DecimalSeparator | undefined): Token[] | null {
  const tokens: Token[] = [];
  for (let i = 0; i < lexemes.length;) {
    const lexeme = lexemes[i]!;
    if (lexeme.kind === 'unit') {
      i += 1;
    } else if (lexeme.kind === 'numeral') {
      const value = parseNumeral(lexeme.text, decimal);
      if (value === null) return null;
      tokens.push({ kind: 'number', value });
      i += 1;
    } else if (lexeme.kind === 'symbol') {
      tokens.push({ kind: 'op', value: OPERATOR_SYMBOLS[lexeme.text]! });
      i += 1;
    } else if (lexeme.kind === 'word') {
      const operator = OPERATOR_WORDS.find(([words]) =>
        words.every((word, offset) => lexemes[i + offset]?.text === word),
      );
      if (!operator) return null;
      tokens.push({ kind: 'op', value: operator[1] });
      i += operator[0].length;
    } else {
      return null;
    }
    const previous = tokens.at(-1);
    const next = lexemes[i];
    if (previous?.kind === 'op' && previous.value === '%' && next && PERCENT_BASE.has(next.text)) {
      previous.value = '%of';
      i += 1;
    }
  }
  return tokens;
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.position === this.tokens.length;
  }

  expression(): number {
    let value = this.term();
    for (let op = this.peekOp(); op === '+' || op === '-'; op = this.peekOp()) {
      this.position += 1;
      const right = this.term();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }

  private term(): number {
    let value = this.power();
    for (let op = this.peekOp(); op === '*' || op === '/' || op === '%of'; op = this.peekOp()) {
      this.position += 1;
      const right = this.power();
      if (op === '/' && right === 0) throw new RangeError('division by zero');
      value = op === '*' ? value * right : op === '/' ? value / right : (value / 100) * right;
    }
    return value;
  }

  private power(): number {
    const base = this.unary();
    if (this.peekOp() !== '^') return base;
    this.position += 1;
    const exponent = this.power();
    if (Math.abs(exponent) > 64) throw new RangeError('exponent too large');
    return base ** exponent;
  }

  private unary(): number {
    if (this.peekOp() === '-') {
      this.position += 1;
      return -this.unary();
    }
    let value = this.primary();
    if (this.peekOp() === '%') {
      this.position += 1;
      value /= 100;
    }
    return value;
  }

  private primary(): number {
    const token = this.tokens[this.position];
    if (!token) throw new SyntaxError('unexpected end');
    this.position += 1;
    if (token.kind === 'number') return token.value;
    if (token.value === '(') {
      const value = this.expression();
      if (this.peekOp() !== ')') throw new SyntaxError('missing )');
      this.position += 1;
      return value;
    }
    throw new SyntaxError(`unexpected ${token.value}`);
  }

  private peekOp(): string | undefined {
    const token = this.tokens[this.position];
    return token?.kind === 'op' ? token.value : undefined;
  }
}
