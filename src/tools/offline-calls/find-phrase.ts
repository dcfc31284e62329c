import type { JsonSchema } from '../../spec/tool-spec.js';
import { detectLanguage, fold, isAnyStopword } from '../../text/index.js';

// Words between a parameter's name and its value (`the enzyme 'EcoRV'`, `table named x`, `id = 7`).
const FILLER = /^(?:\s*(?:[=:]|of|is|as|named|called|with|id|the|a|an|number|no\.?)(?![\p{L}\p{N}]))*\s*/iu;
// A written value that is code rather than prose: digits, underscores, inner capitals or operators (`PX77`,
// `kx2201`, `orders_2026`, `4y^3 - 2y + 7`).
const CODE_TOKEN = /^[\p{L}\p{N}_.^*/()=-]*(?:\p{N}|_|\p{Ll}\p{Lu}|\p{Lu}{2}|[\^*])[\p{L}\p{N}_.^*/()=-]*/u;
const OPERATOR_TAIL = /^(?:\s*[-+*/]\s*[\p{L}\p{N}_.^*()]+)+/u;
const QUOTE = /^["'`„“‚‘]([^"'`“”‘’]+)["'`“”‘’]/u;
// English proper names: capitalised words, `of` / `de` inside (`Ursula Le Guin`, `Gallery of Northern Light`).
// A word glued to digits (`KX-220`) is code, not a name.
const PROPER = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'.&-]*(?<![-'&])(?![\p{N}_-])(?:\s+(?:of\s+|de\s+)?\p{Lu}[\p{L}'.&-]*(?<![-'&])(?![\p{N}_-]))*/gu;

/** The words a parameter is named by (`SKU_id` → `sku`, `id`; `planet1` → `planet`), folded. */
export function cueWords(name: string): string[] {
  return fold(name.replace(/([a-z])([A-Z])/g, '$1_$2'))
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 2 && !isAnyStopword(part));
}

function trimValue(value: string): string {
  // A full stop after a word (not an initial, `D.C.`) ends a sentence, and the name with it.
  // A possessive is not part of the name (`Ada Lovelace's notes`).
  return value.trim().replace(/(\p{L}{3,})\.\s.*$/su, '$1').replace(/[.,;:!?]+$/u, '').replace(/(?<=\p{L})['’]s$/u, '');
}

/** The value written right after `at` in a message: quoted text, a code-like token (with operators), or a proper name. */
function valueAt(message: string, at: number): { value: string; proper: boolean } | null {
  let rest = message.slice(at).replace(FILLER, '');
  // One plain word between the name and a quoted value (`column names 'Region'`).
  const described = /^\p{Ll}+\s+(?=["'`„“‚‘])/u.exec(rest);
  if (described) rest = rest.slice(described[0].length);
  const quoted = QUOTE.exec(rest);
  if (quoted) return { value: quoted[1]!.trim(), proper: false };
  const code = CODE_TOKEN.exec(rest);
  if (code && code[0].length >= 2) return { value: trimValue(code[0] + (OPERATOR_TAIL.exec(rest.slice(code[0].length))?.[0] ?? '')), proper: false };
  if (detectLanguage(message) !== 'en') return null;
  const proper = new RegExp(`^${PROPER.source}`, 'u').exec(rest);
  return proper ? { value: trimValue(proper[0]), proper: true } : null;
}

/**
 * The value a message gives a free-text parameter by naming it: the text right after a word of the parameter's name
 * (`enzyme 'EcoRV'` → `EcoRV`, `table orders_2026`, `the expression 4y^3 - 2y + 7`, `author Ursula Le Guin`).
 * Null when no word of the name is followed by such a value.
 */
export function namedValue(name: string, message: string): string | null {
  return namedValues(name, message)[0]?.value ?? null;
}

/** A value a message gives a parameter by naming it; `score`: how many words of the name stand right before it. */
export interface NamedValue {
  value: string;
  score: number;
}

/**
 * Every distinct value a message gives a parameter by naming it (`order number KX12 … and order number KX56`), the
 * best-named first: only values after the most words of the name (`control sample 'B'` for `control_sample`).
 */
export function namedValues(name: string, message: string): NamedValue[] {
  const cues = cueWords(name);
  // The word itself or an inflection (`column` / `columns`, `plasmid` / `plasmids`).
  const isCue = (word: string) => cues.some((cue) => word === cue || (Math.min(word.length, cue.length) >= 4 && (word.startsWith(cue) || cue.startsWith(word)) && Math.abs(word.length - cue.length) <= 2));
  const tokens = [...message.matchAll(/[\p{L}\p{N}_]+/gu)];
  const found: NamedValue[] = [];
  tokens.forEach((match, position) => {
    if (!/^\p{L}+$/u.test(match[0]) || !isCue(fold(match[0]))) return;
    // A word of the name inside a proper name (`the Gallery of Northern Light`): the whole name is the value.
    // Quoted or code-like text after it still wins (`Order No 55102`).
    const after = valueAt(message, (match.index ?? 0) + match[0].length);
    const inName = /^\p{Lu}/u.test(match[0]) && detectLanguage(message) === 'en' ? properNameAround(message, match.index ?? 0) : null;
    const value = after && !after.proper ? after.value : inName && inName !== match[0] ? inName : after?.value;
    if (!value || cues.includes(fold(value))) return;
    const window = tokens.slice(Math.max(0, position - 2), position + 1).map((token) => fold(token[0]));
    const score = cues.filter((cue) => window.some((word) => word === cue || (cue.length >= 4 && word.startsWith(cue)))).length;
    const seen = found.find((entry) => entry.value === value);
    if (seen) seen.score = Math.max(seen.score, score);
    else found.push({ value, score });
  });
  const best = Math.max(0, ...found.map((entry) => entry.score));
  return found.filter((entry) => entry.score === best);
}

const LIST_JOIN = /^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|und|oder)\s+(?:also\s+)?(?:for\s+|in\s+|of\s+|für\s+)?)(?:the\s+)?/iu;

/**
 * The further items of a list a value starts in a message (`Nina Simone and Miles Davis`, `PK1200, PK1300
 * and PK1400`, `Leeds, York and Bath`): items of the value's own shape (a proper name, or a code-like token), joined
 * by commas, `and` / `or`. Empty when the value stands alone.
 */
export function listItems(message: string, value: string): string[] {
  const start = message.indexOf(value);
  if (start < 0 || value.length < 2) return [];
  const code = CODE_TOKEN.exec(value)?.[0] === value;
  const proper = !code && /^\p{Lu}/u.test(value) && detectLanguage(message) === 'en';
  if (!code && !proper) return [];
  const shape = code ? CODE_TOKEN : new RegExp(`^${PROPER.source}`, 'u');
  const items: string[] = [];
  let rest = message.slice(start + value.length);
  let closed = false;
  for (;;) {
    const join = LIST_JOIN.exec(rest);
    if (!join) break;
    closed ||= /(?:and|or|und|oder)\s/iu.test(join[0]);
    const item = shape.exec(rest.slice(join[0].length));
    if (!item || item[0].length < 2) break;
    const cleaned = trimValue(item[0]);
    if (isAnyStopword(fold(cleaned)) || cleaned === value || items.includes(cleaned)) break;
    items.push(cleaned);
    rest = rest.slice(join[0].length + item[0].length);
  }
  // A list ends with `and` / `or`; commas alone qualify a name (`Gallery of Northern Light, Oslo`).
  return closed ? items : [];
}

/** The proper name a capitalised word at `at` belongs to (the run of capitalised words around it), or null. */
function properNameAround(message: string, at: number): string | null {
  for (const match of message.matchAll(PROPER)) {
    const start = match.index ?? 0;
    if (start <= at && at < start + match[0].length && start > 0) return trimValue(match[0]);
  }
  return null;
}

/** Whether a parameter holds a name (`author_name`, or described as "The name of …"). */
export function holdsName(name: string, schema: JsonSchema): boolean {
  return cueWords(name).includes('name') || /\bname\b/i.test(typeof schema.description === 'string' ? schema.description : '');
}

/**
 * The proper names of an English message, in order, leaving out its first word (capitalised by position) and
 * `exclude`d values. None for other languages, whose nouns are capitalised too.
 */
export function properNames(message: string, exclude: readonly unknown[]): string[] {
  if (detectLanguage(message) !== 'en') return [];
  const taken = new Set(exclude.filter((value): value is string => typeof value === 'string').map(fold));
  return [...message.matchAll(PROPER)]
    .filter((match) => (match.index ?? 0) > 0 && !/[.!?]\s*$/u.test(message.slice(0, match.index)))
    .map((match) => trimValue(match[0]))
    // `I'd`, `I'm`: the pronoun is capitalised, not a name.
    .filter((value) => value.length >= 2 && !/^I['’]/u.test(value) && !taken.has(fold(value)) && !isAnyStopword(fold(value)));
}

/**
 * The two values a message gives a numbered pair of parameters (`city1`/`city2`, `planet1`/`planet2`): `between A
 * and B`, `from A to B`, or `a A and a B`. Null when the message has no such pair.
 */
export function pairValues(message: string): [string, string] | null {
  const item = `(?:the\\s+|an?\\s+)?([\\p{L}\\p{N}][\\p{L}\\p{N}'.-]*(?:\\s+\\p{Lu}[\\p{L}'.-]*)*)`;
  // Without the i flag: with it, \p{Lu} would match lower-case letters too. The cue words may start a sentence.
  const patterns = [
    new RegExp(`(?<![\\p{L}])(?:[Bb]etween|[Zz]wischen)\\s+${item}\\s+(?:and|und)\\s+${item}`, 'u'),
    new RegExp(`(?<![\\p{L}])(?:[Ff]rom|[Vv]on)\\s+${item}\\s+(?:to|nach|bis)\\s+${item}`, 'u'),
    new RegExp(`(?<![\\p{L}])(?:[Tt]he|[Aa]n?)\\s+([\\p{L}][\\p{L}'-]*)\\s+and\\s+(?:the|an?)\\s+([\\p{L}][\\p{L}'-]*)`, 'u'),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (match && !isAnyStopword(fold(match[1]!)) && !isAnyStopword(fold(match[2]!))) return [trimValue(match[1]!), trimValue(match[2]!)];
  }
  return null;
}

/** The parameters of a schema that form numbered pairs (`planet1`, `planet2`), as [first, second] names. */
export function numberedPairs(names: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const name of names) {
    const match = /^(.*?)_?1$/.exec(name);
    if (!match) continue;
    const second = names.find((candidate) => candidate !== name && (candidate === `${match[1]}2` || candidate === `${match[1]}_2`));
    if (second) pairs.push([name, second]);
  }
  return pairs;
}

/**
 * The unit a message asks for, for a parameter named after a unit (`unit`, `temp_unit`, `to_unit`): the word(s)
 * after `in` (`in Fahrenheit`, `in mph`) that are not a number, else the unit written after a number of the message.
 */
export function askedUnit(message: string, numberUnits: readonly string[]): string | null {
  const phrases = [...message.matchAll(/(?<![\p{L}])(?:in|into|to)\s+([\p{L}°µ][\p{L}°µ/^0-9]*(?:\s*\/\s*[\p{L}]+)?)/gu)]
    .map((match) => trimValue(match[1]!))
    .filter((value) => !isAnyStopword(fold(value)));
  return phrases.at(-1) ?? numberUnits.find((unit) => /^[\p{L}°µ]/u.test(unit) && !isAnyStopword(unit)) ?? null;
}

// Where a description starts listing examples of its values (`e.g. 'croissant', 'brioche'`, `such as sourdough`, `z. B. Pumpe`).
const EXAMPLES = /(?:e\.\s?g\.?|i\.\s?e\.?|such as|for example|for instance|like|z\.\s?B\.?|etwa|beispielsweise)[:,]?\s+(.*)$/iu;

/**
 * A value the description of a parameter gives as an example and the message writes (`The pastry, e.g. croissant or brioche`
 * and `… a fresh brioche …` → `brioche`), as the message writes it. Null when the description lists none the message names.
 */
export function exampleValue(schema: JsonSchema, message: string): string | null {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const listed = EXAMPLES.exec(description)?.[1];
  if (!listed) return null;
  const examples = listed
    .split(/,|;|\bor\b|\band\b|\boder\b|\bund\b|\.\s/u)
    .map((item) => item.replace(/["'`„“”‘’()]/gu, '').trim())
    .filter((item) => item.length >= 2 && item.split(/\s+/).length <= 3 && !isAnyStopword(fold(item)));
  for (const example of examples) {
    const escaped = example.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const written = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(message);
    if (written) return written[0];
  }
  return null;
}
