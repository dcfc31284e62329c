/**
 * Safe arithmetic for questions such as "Was ist 17 mal 23?" or "What is 15% of 240?": a small recursive-descent
 * parser over numbers, + - * / ^, parentheses and percent. Never uses eval(). Returns null for anything else.
 */
export function evaluateArithmetic(expression: string): number | null {
  const tokens = lex(expression);
  if (!tokens || tokens.length === 0 || !tokens.some((token) => token.kind === 'op')) return null;
  const parser = new Parser(tokens);
  try {
    const value = parser.expression();
    if (!parser.done() || !Number.isFinite(value)) return null;
    return Math.round(value * 1e10) / 1e10;
  } catch {
    return null;
  }
}

type Token = { kind: 'number'; value: number } | { kind: 'op'; value: string };

const WORD_OPERATORS: Array<[RegExp, string]> = [
  [/\bgeteilt durch\b|\bdividiert durch\b|\bdivided by\b|\bover\b|÷|:/g, '/'],
  [/\bmal\b|\bmultipliziert mit\b|\btimes\b|\bmultiplied by\b|×|\u00b7/g, '*'],
  [/\bplus\b|\bund\b|\badded to\b/g, '+'],
  [/\bminus\b|\bweniger\b/g, '-'],
  [/\bhoch\b|\bto the power of\b/g, '^'],
  [/\s*(?:%|\bprozent|\bpercent)\s+(?:von|of)\b/g, '%of'],
  [/\bprozent\b|\bpercent\b/g, '%'],
];

function lex(input: string): Token[] | null {
  let text = ` ${input.toLowerCase()} `;
  for (const [pattern, operator] of WORD_OPERATORS) text = text.replace(pattern, ` ${operator} `);
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:[.,]\d+)?)|(%of|[-+*/^()%]))/y;
  let index = 0;
  text = text.trim();
  while (index < text.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) return null;
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1].replace(',', '.')) });
    else tokens.push({ kind: 'op', value: match[2]! });
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
      if (op === '/' && right === 0) throw new Error('division by zero');
      value = op === '*' ? value * right : op === '/' ? value / right : (value / 100) * right;
    }
    return value;
  }

  private power(): number {
    const base = this.unary();
    if (this.peekOp() !== '^') return base;
    this.position += 1;
    const exponent = this.power();
    if (Math.abs(exponent) > 64) throw new Error('exponent too large');
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
    if (!token) throw new Error('unexpected end');
    this.position += 1;
    if (token.kind === 'number') return token.value;
    if (token.value === '(') {
      const value = this.expression();
      if (this.peekOp() !== ')') throw new Error('missing )');
      this.position += 1;
      return value;
    }
    throw new Error(`unexpected ${token.value}`);
  }

  private peekOp(): string | undefined {
    const token = this.tokens[this.position];
    return token?.kind === 'op' ? token.value : undefined;
  }
}
