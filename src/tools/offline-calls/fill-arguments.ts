import type { JsonSchema } from '../../spec/tool-spec.js';
import { fold } from '../../text/index.js';
import type { DateMention } from './extract-dates.js';
import { identifierKey, isDatePattern, valueSchema, type IdentifierMention } from './find-identifiers.js';
import { findStreetAddress, isAddressParameter } from './find-address.js';
import { askedUnit, cueWords, exampleValue, holdsName, listItems, namedValues, numberedPairs, pairValues, properNames } from './find-phrase.js';
import { findPlace, placeRole } from './find-place.js';
import type { NumberMention } from './find-numbers.js';
import { matchEnumValues } from './match-enum.js';
import { unlistedCategory } from './unlisted-category.js';

/** What was read from a message, shared by every tool considered for it. */
export interface MessageEvidence {
  message: string;
  identifiers: IdentifierMention[];
  dates: DateMention[];
  numbers: NumberMention[];
  /** Text in quotes (`'preisliste'`), in the order written. */
  quoted: string[];
}

/** The arguments of one tool filled from a message: one entry per call (several ids of a scalar parameter fan out). */
export interface FilledArguments {
  calls: Array<Record<string, unknown>>;
  /** Required parameters nothing in the message fills. */
  missing: string[];
  /** How many ids, dates, numbers and enum values of the message the arguments use: the better fit uses more. */
  evidenceUsed: number;
  /** True when the calls' shape does not fit the ids: an array parameter given one id, or one call per id. */
  shapeMismatch: boolean;
}

function isFreeText(schema: JsonSchema): boolean {
  return schema.type === 'string' && !Array.isArray(schema.enum) && typeof schema.pattern !== 'string' && !isDatePattern(schema);
}

// start_date/end_date, date_from/date_to, valid_from/valid_until: the second of a pair ends a period.
function isPeriodEnd(name: string): boolean {
  return /(^|_)(end|to|until|bis)(_|$)/.test(name);
}

function assignDates(names: string[], dates: DateMention[]): Record<string, string> {
  const result: Record<string, string> = {};
  if (dates.length === 0) return result;
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const ends = names.filter(isPeriodEnd);
  const starts = names.filter((name) => !isPeriodEnd(name));
  if (starts.length === 1 && ends.length === 1) {
    result[starts[0]!] = first.start;
    result[ends[0]!] = last.end;
    return result;
  }
  names.forEach((name, index) => {
    const mention = dates[index] ?? (names.length === 1 ? first : undefined);
    if (mention) result[name] = isPeriodEnd(name) ? mention.end : mention.start;
  });
  return result;
}

function describingWords(name: string, schema: JsonSchema): string[] {
  const text = `${name.replace(/_/g, ' ')} ${typeof schema.description === 'string' ? schema.description : ''}`;
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
}

// A number goes to the parameter its unit or counted noun names (`3.200 kWh` → annual_consumption_kwh, `85 €` →
// amount_eur); numbers left over fill the remaining numeric parameters in order when exactly one is left for each.
function assignNumbers(properties: Record<string, JsonSchema>, names: string[], numbers: NumberMention[], required: ReadonlySet<string>): Map<string, NumberMention> {
  const result = new Map<string, NumberMention>();
  const left = [...numbers];
  for (const name of names) {
    const parameterWords = describingWords(name, properties[name]!);
    const index = left.findIndex((number) => number.unit.length >= 3 && parameterWords.some((word) => word.startsWith(number.unit) || number.unit.startsWith(word)));
    if (index >= 0) result.set(name, left.splice(index, 1)[0]!);
  }
  // Else the parameter named just before the number (`a base of 10` → base, `Höhe 5` → hoehe; `a=1` → a).
  // Each number goes to the open parameter with most of its name's words just before it.
  const namedBy = (name: string, number: NumberMention) => {
    if (number.before.at(-1) === fold(name)) return 10;
    return nameParts(name).filter((part) => number.before.some((word) => sharesStem(word, part))).length;
  };
  for (const number of [...left]) {
    const open = names.filter((candidate) => !result.has(candidate));
    const best = open.map((name) => ({ name, score: namedBy(name, number) })).sort((a, b) => b.score - a.score)[0];
    if (!best || best.score === 0) continue;
    result.set(best.name, number);
    left.splice(left.indexOf(number), 1);
  }
  // Numbers left over fill the open numeric parameters in the order both are written, when the counts agree
  // (`the sum of 7 and 9` → term1, term2).
  // Else the required ones, when their count agrees (`the two legs as 6 and 8` → x, y; an optional z stays out).
  const open = names.filter((name) => !result.has(name));
  const openRequired = open.filter((name) => required.has(name));
  if (open.length > 0 && open.length === left.length) open.forEach((name, index) => result.set(name, left[index]!));
  else if (openRequired.length > 0 && openRequired.length === left.length) openRequired.forEach((name, index) => result.set(name, left[index]!));
  return result;
}

/**
 * The lists of numbers a message writes, in order: a bracketed list (`[9, 2, 7]`, `(1.5, 4)`) or three numbers or
 * more without units joined by commas and a last `and` (`61, 73, 70 and 68`).
 */
function numberLists(message: string, numbers: NumberMention[]): NumberMention[][] {
  const lists: NumberMention[][] = [];
  for (const match of message.matchAll(/[[(]([^\])[(]*)[\])]/gu)) {
    const start = match.index ?? 0;
    const inside = numbers.filter((number) => number.index > start && number.index < start + match[0].length);
    if (inside.length >= 2 && /^[\s\d.,eE+-]*$/u.test(match[1]!)) lists.push(inside);
  }
  let run: NumberMention[] = [];
  const flush = () => {
    if (run.length >= 3 && !lists.some((list) => list.includes(run[0]!))) lists.push(run);
    run = [];
  };
  for (const number of numbers) {
    const previous = run.at(-1);
    const joined = previous && /^\s*(?:,\s*(?:and\s+)?|and\s+)$/u.test(message.slice(previous.index + previous.length, number.index));
    if (previous && (!joined || number.unit !== '' && number.unit !== previous.unit)) flush();
    if (number.unit === '' || run.length > 0) run.push(number);
  }
  flush();
  return lists.sort((a, b) => a[0]!.index - b[0]!.index);
}

// Several values of one quantity (`4 seconds …, then 10 seconds`; `20 minutes and 15 minutes`): every number left
// over that has the unit of an assigned one is a further value of that parameter. When each such parameter has the
// same count of values, they become that many calls (the n-th value of each together); else none.
function numberSeries(assigned: Map<string, NumberMention>, numbers: NumberMention[]): Array<{ name: string; values: number[] }> {
  const used = new Set(assigned.values());
  const series = [...assigned]
    .filter(([, mention]) => mention.unit.length >= 1 && /^\p{L}/u.test(mention.unit))
    .map(([name, mention]) => ({ name, mentions: [mention, ...numbers.filter((number) => !used.has(number) && number.unit === mention.unit)] }))
    .filter((entry) => entry.mentions.length > 1)
    .map((entry) => ({ name: entry.name, values: entry.mentions.sort((a, b) => a.index - b.index).map((mention) => mention.value) }));
  return series.length > 0 && series.every((entry) => entry.values.length === series[0]!.values.length) ? series : [];
}

// A number given to a parameter that goes on as a list (`for the years 2023, 2024 and 2025`): one call per item, when
// exactly one parameter's number does and the items belong to no other parameter.
function numberListSeries(message: string, assigned: Map<string, NumberMention>, numbers: NumberMention[]): Array<{ name: string; values: number[] }> {
  const used = new Set(assigned.values());
  const series = [...assigned].flatMap(([name, mention]) => {
    const items = [mention];
    for (const number of numbers.filter((candidate) => candidate.index > mention.index)) {
      const previous = items.at(-1)!;
      const between = message.slice(previous.index + previous.length, number.index);
      if (used.has(number) || !/^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|und\s+|oder\s+)$/u.test(between)) break;
      items.push(number);
    }
    return items.length > 1 ? [{ name, values: items.map((item) => item.value) }] : [];
  });
  return series.length === 1 ? series : [];
}

// Unitless numbers that are several values of the open numeric parameters, in order (`the square roots of 16, 25 and 36`
// → number; `the points 2 and 3, 8 and 1` → x, y): when their count is a multiple of the parameters', every
// run of that many numbers is one call. Only when every numeric parameter is open and no number carries a unit.
function numberTuples(message: string, names: string[], assigned: Map<string, NumberMention>, numbers: NumberMention[]): Array<{ name: string; values: number[] }> {
  if (names.length === 0 || numbers.length <= names.length || numbers.length % names.length !== 0) return [];
  const inOrder = names.every((name, index) => assigned.get(name) === numbers[index]) || assigned.size === 0;
  if (!inOrder || numbers.some((number) => number.unit !== '')) return [];
  // A number already given to a parameter by its name or unit starts a list only when the others are joined to it by
  // commas, `and` / `or`, or the words before it said again (`the square root of 16, the square root of 25`); else they
  // are values of other things (`stars above 4 … Terminal 2`).
  const lead = numbers[0]!.before.join(' ');
  const joined = numbers.slice(1).every((number, index) => {
    const previous = numbers[index]!;
    const between = fold(message.slice(previous.index + previous.length, number.index)).replace(/^[\s,;]*(?:(?:and|or|und|oder)\b)?[\s,]*/u, '').trim();
    return between === '' || (between.split(/\s+/).length <= 3 && lead.endsWith(between));
  });
  if (assigned.size > 0 && !joined) return [];
  return names.map((name, position) => ({ name, values: numbers.filter((_, index) => index % names.length === position).map((number) => number.value) }));
}

// Verbs that only switch an option on (`include_`, `allow_`, `show_`); the words after them name the option.
const SWITCH_WORDS = new Set(['include', 'includes', 'is', 'has', 'use', 'with', 'allow', 'enable', 'show', 'get', 'return', 'want']);

/**
 * True when a message asks for a boolean option by its words: every word of the name but the switch verb occurs in
 * the message (`avoid_tolls` ← `avoiding tolls`, `include_human_impact` ← `including human impact`). Never false:
 * an option not named stays out (its default applies).
 */
function namesOption(name: string, message: string): boolean {
  const words = nameParts(name).filter((part) => !SWITCH_WORDS.has(part));
  const messageWords = fold(message).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 && words.every((word) => messageWords.some((candidate) => candidate === word || (word.length >= 4 && candidate.startsWith(word.slice(0, Math.max(4, word.length - 3))))));
}

// A percentage for a rate is a fraction (`3%` → 0.03), unless the parameter is itself in percent.
function numberValue(name: string, schema: JsonSchema, mention: NumberMention): number {
  if (mention.unit !== 'percent' || schema.type === 'integer') return mention.value;
  const inPercent = /percent|prozent|%/i.test(`${name} ${typeof schema.description === 'string' ? schema.description : ''}`);
  return inPercent ? mention.value : Math.round(mention.value * 1e6) / 1e8;
}

// A date for a text parameter named after one: the ISO day of a date phrase, else a date as written (`03-09-1991`).
function writtenDate(evidence: MessageEvidence): string | null {
  if (evidence.dates[0]) return evidence.dates[0].start;
  return /(?<!\d)\d{1,4}[-./]\d{1,2}[-./]\d{1,4}(?!\d)/.exec(evidence.message)?.[0] ?? null;
}

/** Whether two folded words share a stem: equal, or one begins the other, or a common start of four letters or more that leaves at most two letters of the shorter (`ranked` / `ranking`). */
function sharesStem(word: string, part: string): boolean {
  if (word === part) return true;
  if (part.length >= 4 && word.startsWith(part)) return true;
  let common = 0;
  while (common < word.length && common < part.length && word[common] === part[common]) common += 1;
  return common >= 4 && common >= Math.min(word.length, part.length) - 2;
}

/** The words of a parameter name (`b_field` → `field`; `deltaTime` → `delta`, `time`), folded, three letters or more. */
function nameParts(name: string): string[] {
  return fold(name.replace(/([a-z])([A-Z])/g, '$1_$2')).split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
}

function freeText(evidence: MessageEvidence, requiredCount: number): string {
  if (requiredCount > 1 && evidence.quoted[0]) return evidence.quoted[0];
  const colon = evidence.message.lastIndexOf(':');
  if (requiredCount > 1 && colon >= 0 && colon < evidence.message.length - 2) return evidence.message.slice(colon + 1).trim();
  return evidence.message.trim();
}

/**
 * Fills a tool's arguments from a message by its JSON Schema: ids of the parameter's pattern or fixture list,
 * ISO dates (a period fills a start/end pair), enum values, numbers by their unit, free text for required
 * text parameters and quoted text for optional ones. Never invents a value: what stays empty and is required is
 * reported as missing.
 */
export function fillArguments(parameters: JsonSchema, evidence: MessageEvidence, fixtures: Record<string, unknown>): FilledArguments {
  const properties = (parameters.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(parameters.required) ? (parameters.required as string[]) : []);
  const base: Record<string, unknown> = {};
  let fanOut: { name: string; values: string[] } | null = null;
  const dateNames: string[] = [];
  const unitNames: string[] = [];
  const arrayNumberNames: string[] = [];
  const numberNames: string[] = [];
  const freeTextRequired = [...required].filter((name) => properties[name] && isFreeText(properties[name]!) && !isAddressParameter(name));
  // Numbered free-text pairs (`city1`/`city2`) take the two values of `between A and B`, `from A to B`, `a A and a B`.
  const pairs = new Map<string, string>();
  const pair = pairValues(evidence.message);
  for (const [first, second] of numberedPairs(Object.keys(properties).filter((name) => isFreeText(properties[name]!)))) {
    if (!pair) break;
    pairs.set(first, pair[0]).set(second, pair[1]);
  }
  for (const [name, schema] of Object.entries(properties)) {
    const kind = identifierKey(name, schema, fixtures);
    if (kind) {
      const values = [...new Set(evidence.identifiers.filter((mention) => mention.kind === kind).map((mention) => mention.value))];
      if (values.length === 0) continue;
      if (schema.type === 'array') base[name] = values;
      else if (values.length > 1 && !fanOut) fanOut = { name, values };
      else base[name] = values[0];
    } else if (isDatePattern(valueSchema(schema))) {
      dateNames.push(name);
    } else if (schema.type === 'array') {
      const items = valueSchema(schema);
      if (Array.isArray(items.enum)) {
        // An array of enum values: every value the message names.
        const { values } = matchEnumValues(items, evidence.message);
        if (values.length > 0) base[name] = values;
      } else if (items.type === 'number' || items.type === 'integer') {
        arrayNumberNames.push(name);
      } else if (isFreeText(items)) {
        const first = namedValues(name, evidence.message)[0]?.value;
        if (first) base[name] = [first, ...listItems(evidence.message, first)];
        else if (evidence.quoted.length > 1) base[name] = [...evidence.quoted];
      }
    } else if (Array.isArray(schema.enum)) {
      const { values } = matchEnumValues(schema, evidence.message);
      // Only an optional filter would be dropped unseen; a required one the message does not fill is asked for.
      const unlisted = values.length === 0 && !required.has(name) ? unlistedCategory(name, schema, evidence.message) : null;
      if (values.length > 1 && required.has(name) && !fanOut) fanOut = { name, values };
      else if (values.length > 0) base[name] = values[0];
      else if (unlisted) base[name] = unlisted;
    } else if (schema.type === 'boolean') {
      if (namesOption(name, evidence.message)) base[name] = true;
    } else if (schema.type === 'number' || schema.type === 'integer') {
      numberNames.push(name);
    } else if (isFreeText(schema) && isAddressParameter(name)) {
      const address = findStreetAddress(evidence.message);
      if (address) base[name] = address;
    } else if (isFreeText(schema) && placeRole(name) && !cueWords(name).includes('date') && findPlace(placeRole(name)!, evidence.message)) {
      base[name] = findPlace(placeRole(name)!, evidence.message);
    } else if (isFreeText(schema)) {
      if (cueWords(name).includes('unit')) {
        unitNames.push(name);
        continue;
      }
      // A value named for several parameters belongs to the one whose name is written out most fully before it.
      const named = namedValues(name, evidence.message)
        .filter((entry) => !Object.keys(properties).some((other) => other !== name && isFreeText(properties[other]!) && namedValues(other, evidence.message).some((rival) => rival.value === entry.value && rival.score > entry.score)))
        .map((entry) => entry.value);
      const phrase = pairs.get(name) ?? (cueWords(name).includes('date') ? writtenDate(evidence) : (named[0] ?? exampleValue(schema, evidence.message)));
      // The same parameter named with several values (`order number KX12 … and order number KX56`): one call each.
      if (!pairs.has(name) && named.length > 1 && !fanOut) fanOut = { name, values: named };
      if (phrase) base[name] = phrase;
      else if (holdsName(name, schema) && properNames(evidence.message, Object.values(base))[0]) base[name] = properNames(evidence.message, Object.values(base))[0];
      else if (required.has(name)) base[name] = freeText(evidence, required.size);
      else if (freeTextRequired.length === 0 && evidence.quoted[0] && !Object.values(base).includes(evidence.quoted[0])) base[name] = evidence.quoted[0];
    }
  }
  // Lists of numbers (`[9, 2, 7]`, `61, 73, 70, 68`) fill the array parameters of numbers in order; their numbers
  // are no scalar's.
  const lists = numberLists(evidence.message, evidence.numbers);
  const listed = new Set<NumberMention>();
  if (arrayNumberNames.length > 0 && lists.length >= arrayNumberNames.length) {
    arrayNumberNames.forEach((name, index) => {
      base[name] = lists[index]!.map((number) => number.value);
      for (const number of lists[index]!) listed.add(number);
    });
  }
  const scalars = evidence.numbers.filter((number) => !listed.has(number));
  const numbers = assignNumbers(properties, numberNames, scalars, required);
  Object.assign(base, assignDates(dateNames, evidence.dates), Object.fromEntries([...numbers].map(([name, mention]) => [name, numberValue(name, properties[name]!, mention)])));
  for (const name of unitNames) {
    // The unit of the quantity the description names (`The unit of the side` → the unit written after the side).
    const described = describingWords(name, properties[name]!);
    const units = [...numbers].filter(([numberName]) => nameParts(numberName).some((part) => described.includes(part))).map(([, mention]) => mention.unit);
    const unit = askedUnit(evidence.message, units);
    if (unit) base[name] = unit;
    else if (required.has(name)) base[name] = freeText(evidence, required.size);
  }
  const series = fanOut ? [] : numberSeries(numbers, scalars);
  if (!fanOut && series.length === 0) series.push(...numberListSeries(evidence.message, numbers, scalars));
  if (!fanOut && series.length === 0) series.push(...numberTuples(evidence.message, numberNames, numbers, scalars));
  // A text value that starts a list of its own kind (`Giuseppe Verdi and Richard Wagner`): one call per item.
  if (!fanOut && series.length === 0) {
    for (const [name, value] of Object.entries(base)) {
      if (typeof value !== 'string' || value === evidence.message.trim() || properties[name]?.type !== 'string' || Array.isArray(properties[name]?.enum) || pairs.has(name)) continue;
      const others = Object.entries(base).filter(([other]) => other !== name).map(([, otherValue]) => otherValue);
      const items = listItems(evidence.message, value).filter((item) => !others.some((other) => typeof other === 'string' && other.includes(item)));
      if (items.length > 0) {
        fanOut = { name, values: [value, ...items] };
        break;
      }
    }
  }
  // Several required text parameters that nothing marks would all get the whole message: the message does not give
  // them, so they are asked for (one such parameter, a description or a query, takes the message).
  const unmarked = freeTextRequired.filter((name) => base[name] === evidence.message.trim());
  if (unmarked.length > 1) for (const name of unmarked) delete base[name];
  // One such parameter of an English message takes a proper name no other parameter holds (`in Galicia`).
  const name = unmarked.length === 1 ? properNames(evidence.message, Object.values(base))[0] : undefined;
  if (name) base[unmarked[0]!] = name;
  const calls = fanOut
    ? fanOut.values.map((value) => ({ ...base, [fanOut.name]: value }))
    : series.length > 0
      ? series[0]!.values.map((_, index) => ({ ...base, ...Object.fromEntries(series.map((entry) => [entry.name, entry.values[index]])) }))
      : [base];
  // A required parameter with a default in its schema takes the default when the message does not give it.
  for (const call of calls) for (const name of required) if (call[name] === undefined && properties[name]?.default !== undefined) call[name] = properties[name]!.default;
  const missing = [...required].filter((name) => calls.some((call) => call[name] === undefined));
  const evidenceUsed = Object.keys(base).filter((name) => !isFreeText(properties[name]!)).length + (fanOut || series.length > 0 ? 1 : 0);
  const arrayOfOne = Object.entries(base).some(([name, value]) => properties[name]?.type === 'array' && Array.isArray(value) && value.length === 1);
  return { calls, missing, evidenceUsed, shapeMismatch: arrayOfOne || calls.length > 1 };
}
