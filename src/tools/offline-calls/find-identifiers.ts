import type { JsonSchema } from '../../spec/tool-spec.js';
import { identifierLabels, isLabelWord } from './identifier-labels.js';

/** A kind of identifier: the parameters of every tool that take it share its pattern (or its fixture list). */
export interface IdentifierKind {
  /** The JSON Schema pattern, or `fixture:<list>` for a parameter known only by its fixture values. */
  key: string;
  pattern: RegExp | null;
  /** The pattern with fixed lengths and single characters relaxed: a token that fits only this is a malformed id of the kind. */
  loose: RegExp | null;
  /** The pattern with its literal characters optional: an id typed with a character left out. */
  shortened: RegExp | null;
  /** The pattern with every length relaxed, for a token written right after one of the kind's labels. */
  labelled: RegExp | null;
  /** Words that name the kind in a message (`PLZ`, `Postleitzahl`, `postal code`), folded. */
  labels: Set<string>;
  fixtures: Set<string>;
}

/** An identifier found in a message. */
export interface IdentifierMention {
  kind: string;
  value: string;
  index: number;
  /** False for a token that looks like an id of the kind but does not fit its pattern (validation will say why). */
  wellFormed: boolean;
}

/** A string parameter (or the items of an array parameter) and the schema that describes one value. */
export function valueSchema(schema: JsonSchema): JsonSchema {
  return schema.type === 'array' && schema.items && typeof schema.items === 'object' ? (schema.items as JsonSchema) : schema;
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** True when a value pattern describes a calendar date: dates are read by `extractDates`, not as ids. */
export function isDatePattern(schema: JsonSchema): boolean {
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  const pattern = typeof schema.pattern === 'string' ? compile(schema.pattern) : null;
  return pattern !== null && pattern.test('2000-01-01');
}

// Fixed lengths become open and single classes optional (`^[A-Z]_LINE[1-9]_[0-9]{3}$` → `A_LINE_42` fits);
// only patterns with a literal of two letters are relaxed, or every number would look like a malformed id.
function loosen(pattern: string): RegExp | null {
  if (!/[A-Za-z]{2}/.test(pattern.replace(/\[[^\]]*\]|\\./g, ''))) return null;
  return relaxLengths(pattern);
}

function relaxLengths(pattern: string): RegExp | null {
  const relaxed = pattern.replace(/\{\d+(?:,\d*)?\}|[+?]/g, '*').replace(/(\[[^\]]*\])(?![*+?{])/g, '$1*');
  return compile(relaxed);
}

// Literal characters optional, lengths kept (`^1[A-Z]{3}[0-9]{7}$` → `ESY1160001` fits, `^AS-[0-9]{5}$` → `AS10042`):
// an id typed with a character left out. Only tokens with a letter are tried, so plain numbers never fit.
function withoutLiterals(pattern: string): RegExp | null {
  let result = '';
  let literals = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '[') {
      const end = pattern.indexOf(']', index);
      if (end < 0) return null;
      result += pattern.slice(index, end + 1);
      index = end;
    } else if (char === '{') {
      const end = pattern.indexOf('}', index);
      if (end < 0) return null;
      result += pattern.slice(index, end + 1);
      index = end;
    } else if (char === '\\') {
      result += pattern.slice(index, index + 2);
      index += 1;
    } else if (/[\p{L}\p{N}_-]/u.test(char) && !/[{*+?]/.test(pattern[index + 1] ?? '')) {
      result += `${char}?`;
      literals += 1;
    } else {
      result += char;
    }
  }
  return literals > 0 ? compile(result) : null;
}

/** The identifier kinds of a set of tools, from their parameter patterns and the fixture reference lists. */
export function identifierKinds(parameters: Array<Record<string, JsonSchema>>, fixtures: Record<string, unknown>): Map<string, IdentifierKind> {
  const kinds = new Map<string, IdentifierKind>();
  const references = (fixtures.references ?? {}) as Record<string, string>;
  for (const properties of parameters) {
    for (const [name, schema] of Object.entries(properties)) {
      const key = identifierKey(name, schema, fixtures);
      if (!key || kinds.has(key)) continue;
      const value = valueSchema(schema);
      const pattern = typeof value.pattern === 'string' ? value.pattern : null;
      const list = fixtures[references[name] ?? ''];
      kinds.set(key, {
        key,
        pattern: pattern ? compile(pattern) : null,
        loose: pattern ? loosen(pattern) : null,
        shortened: pattern ? withoutLiterals(pattern) : null,
        labelled: pattern ? relaxLengths(pattern) : null,
        labels: new Set(),
        fixtures: new Set(Array.isArray(list) ? list.map(String) : []),
      });
    }
  }
  for (const kind of kinds.values()) {
    // Fixture values of every parameter of the kind count, whichever parameter named the list.
    for (const properties of parameters) {
      for (const [name, schema] of Object.entries(properties)) {
        const list = fixtures[references[name] ?? ''];
        if (identifierKey(name, schema, fixtures) !== kind.key) continue;
        if (Array.isArray(list)) for (const item of list) kind.fixtures.add(String(item));
        for (const label of identifierLabels(name, schema)) kind.labels.add(label);
      }
    }
  }
  return kinds;
}

/** The identifier kind a parameter takes, or null for dates, enums, numbers and free text. */
export function identifierKey(name: string, schema: JsonSchema, fixtures: Record<string, unknown>): string | null {
  const value = valueSchema(schema);
  if (value.type !== 'string' || Array.isArray(value.enum) || isDatePattern(value)) return null;
  if (typeof value.pattern === 'string') return value.pattern;
  const list = ((fixtures.references ?? {}) as Record<string, string>)[name];
  return list ? `fixture:${list}` : null;
}

const TOKEN = /[^\s,;:!?()"'„“”‚‘’«»]+/gu;

/**
 * Ids in a message: tokens that fit a kind's pattern or fixture list, then tokens that fit only its relaxed
 * pattern, then tokens written right after a label of the kind (`PLZ 3999`) that fit its pattern with every
 * length relaxed.
 */
export function findIdentifiers(message: string, kinds: Map<string, IdentifierKind>): IdentifierMention[] {
  const mentions: IdentifierMention[] = [];
  let previous = '';
  for (const match of message.matchAll(TOKEN)) {
    const word = previous;
    previous = match[0];
    const token = match[0].replace(/[.–-]+$/u, '');
    if (token.length < 2) continue;
    const exact = [...kinds.values()].filter((kind) => kind.fixtures.has(token) || (kind.pattern?.test(token) ?? false));
    const idLike = /\d/.test(token) && /\p{L}/u.test(token) && token.length >= 4;
    const loose = idLike ? [...kinds.values()].filter((kind) => kind.loose?.test(token)) : [];
    const shortened = idLike ? [...kinds.values()].filter((kind) => kind.shortened?.test(token)) : [];
    const labelled = [...kinds.values()].filter((kind) => isLabelWord(word, kind.labels) && (kind.labelled?.test(token) ?? false));
    const found = exact.length > 0 ? exact : loose.length > 0 ? loose : shortened.length > 0 ? shortened : labelled;
    for (const kind of found) mentions.push({ kind: kind.key, value: token, index: match.index ?? 0, wellFormed: exact.length > 0 });
  }
  return mentions;
}
