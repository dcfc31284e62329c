import type { JsonSchema } from '../../spec/tool-spec.js';
import { fold } from '../../text/index.js';
import type { DateMention } from './extract-dates.js';
import { identifierKey, isDatePattern, valueSchema, type IdentifierMention } from './find-identifiers.js';
import { findStreetAddress, isAddressParameter } from './find-address.js';
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
function assignNumbers(properties: Record<string, JsonSchema>, names: string[], numbers: NumberMention[]): Map<string, NumberMention> {
  const result = new Map<string, NumberMention>();
  const left = [...numbers];
  for (const name of names) {
    const parameterWords = describingWords(name, properties[name]!);
    const index = left.findIndex((number) => number.unit.length >= 3 && parameterWords.some((word) => word.startsWith(number.unit) || number.unit.startsWith(word)));
    if (index >= 0) result.set(name, left.splice(index, 1)[0]!);
  }
  // Else the parameter named just before the number (`a base of 10` → base, `Höhe 5` → hoehe).
  for (const name of names.filter((candidate) => !result.has(candidate))) {
    const parts = nameParts(name);
    const index = left.findIndex((number) => number.before.some((word) => parts.some((part) => word === part || (part.length >= 4 && word.startsWith(part)))));
    if (index >= 0) result.set(name, left.splice(index, 1)[0]!);
  }
  const open = names.filter((name) => !result.has(name));
  if (open.length === 1 && left.length === 1) result.set(open[0]!, left[0]!);
  return result;
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
  const numberNames: string[] = [];
  const freeTextRequired = [...required].filter((name) => properties[name] && isFreeText(properties[name]!) && !isAddressParameter(name));
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
    } else if (isFreeText(schema) && placeRole(name) && findPlace(placeRole(name)!, evidence.message)) {
      base[name] = findPlace(placeRole(name)!, evidence.message);
    } else if (isFreeText(schema)) {
      if (required.has(name)) base[name] = freeText(evidence, required.size);
      else if (freeTextRequired.length === 0 && evidence.quoted[0] && !Object.values(base).includes(evidence.quoted[0])) base[name] = evidence.quoted[0];
    }
  }
  const numbers = assignNumbers(properties, numberNames, evidence.numbers);
  Object.assign(base, assignDates(dateNames, evidence.dates), Object.fromEntries([...numbers].map(([name, mention]) => [name, mention.value])));
  const series = fanOut ? [] : numberSeries(numbers, evidence.numbers);
  const calls = fanOut
    ? fanOut.values.map((value) => ({ ...base, [fanOut.name]: value }))
    : series.length > 0
      ? series[0]!.values.map((_, index) => ({ ...base, ...Object.fromEntries(series.map((entry) => [entry.name, entry.values[index]])) }))
      : [base];
  const missing = [...required].filter((name) => calls.some((call) => call[name] === undefined));
  const evidenceUsed = Object.keys(base).filter((name) => !isFreeText(properties[name]!)).length + (fanOut || series.length > 0 ? 1 : 0);
  const arrayOfOne = Object.entries(base).some(([name, value]) => properties[name]?.type === 'array' && Array.isArray(value) && value.length === 1);
  return { calls, missing, evidenceUsed, shapeMismatch: arrayOfOne || calls.length > 1 };
}
