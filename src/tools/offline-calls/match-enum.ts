import type { JsonSchema } from '../../spec/tool-spec.js';
import { fold, isAnyStopword } from '../../text/index.js';

// Umlauts and their ASCII spellings (`Öko`, `OEKO`) meet in one form.
function normalize(text: string): string {
  return fold(text).replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

function words(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A part of a value occurs in a word as itself, inside a compound (`Gasstörung` ∋ `gas`) or as its stem
// (`Temperaturverlauf` ~ `temperature`).
function partOccurs(part: string, messageWords: string[]): boolean {
  if (part.length < 2) return false;
  return messageWords.some((word) => {
    if (word === part) return true;
    if (part.length >= 3 && word.includes(part)) return true;
    let common = 0;
    while (common < part.length && common < word.length && part[common] === word[common]) common += 1;
    return part.length >= 5 && /^\p{L}+$/u.test(part) && common >= part.length - 2;
  });
}

// A word of the message that begins a compound of the description (`Gas` ← `Gasgeruch`).
function headOfCompound(gloss: string, messageWords: string[]): boolean {
  return messageWords.some((word) => word.length >= 3 && word.length < gloss.length && gloss.startsWith(word) && !isAnyStopword(word));
}

// What the description says about each value: the text after the value up to the next one
// (`S1 vollständige Unterbrechung …, S2 …`, `STROM_BASIS (LindenStrom Basis), …`).
function valueGlosses(values: string[], description: string): Map<string, string[]> {
  const glosses = new Map<string, string[]>();
  const positions = values
    .map((value) => ({ value, index: description.search(new RegExp(`(?<![\\p{L}\\p{N}_])${escape(value)}(?![\\p{L}\\p{N}_])`, 'u')) }))
    .filter((entry) => entry.index >= 0)
    .sort((a, b) => a.index - b.index);
  positions.forEach((entry, order) => {
    const end = positions[order + 1]?.index ?? description.length;
    glosses.set(entry.value, words(description.slice(entry.index + entry.value.length, end)).filter((word) => word.length >= 4));
  });
  return glosses;
}

// Word stems of time units, German and English; a compound is read by its first part (`Stundenwerte`, `Tagesverbrauch`).
const DURATION_UNITS: Array<{ unit: 'm' | 'h' | 'd' | 'w' | 'mo'; minutes: number; stems: string[] }> = [
  { unit: 'm', minutes: 15, stems: ['viertelstund', 'quarter-hour', 'quarterhour'] },
  { unit: 'm', minutes: 1, stems: ['minut'] },
  { unit: 'h', minutes: 60, stems: ['stund', 'stundlich', 'hour'] },
  { unit: 'd', minutes: 1440, stems: ['tag', 'taglich', 'day', 'daily'] },
  { unit: 'w', minutes: 10080, stems: ['woch', 'week'] },
  { unit: 'mo', minutes: 43200, stems: ['monat', 'month'] },
];

function durationOfValue(value: string): number | null {
  const match = /^(\d*)\s*(min|m|h|d|w|day|hour|week|month)$/u.exec(value.toLowerCase());
  if (!match) return null;
  const count = match[1] ? Number(match[1]) : 1;
  const unit = { min: 1, m: 1, h: 60, hour: 60, d: 1440, day: 1440, w: 10080, week: 10080, month: 43200 }[match[2] as 'm'];
  return count * unit;
}

// `Stundenwerten` → 60, `5-Minuten-Raster` → 5, `tageweise` → 1440.
function durationInMessage(message: string): { minutes: number; count: number; unit: string } | null {
  const tokens = normalize(message).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const entry = DURATION_UNITS.find((unit) => unit.stems.some((stem) => token.startsWith(stem)));
    if (!entry) continue;
    const previous = tokens[index - 1];
    const count = previous && /^\d+$/.test(previous) ? Number(previous) : 1;
    return { minutes: entry.minutes * count, count: entry.minutes === 15 ? 15 : count, unit: entry.unit };
  }
  return null;
}

// Values that are hour windows (`08-12`): a range of hours in the message (`von 12 bis 16 Uhr`), written like them.
function hourWindow(values: string[], message: string): string | null | undefined {
  if (!values.every((value) => /^\d{1,2}-\d{1,2}$/.test(value))) return undefined;
  const match = /(?<!\d)(\d{1,2})(?:[:.]00)?\s*(?:-|–|bis|to|und|and)\s*(\d{1,2})(?:[:.]00)?\s*(?:uhr|h\b|o'?clock)/iu.exec(message);
  if (!match) return null;
  const width = values[0]!.indexOf('-');
  return `${match[1]!.padStart(width, '0')}-${match[2]!.padStart(width, '0')}`;
}

// Values of one shape (`P1`…`P4`, `S1`…`S3`): a token of that shape and prefix names a value the enum may lack (`P0`).
function sameShape(values: string[], message: string): string | null {
  const shape = (value: string) => value.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a').replace(/\d/g, '9');
  const shapes = new Set(values.map(shape));
  if (shapes.size !== 1 || !/\d/.test(values[0]!)) return null;
  let prefix = values[0]!;
  for (const value of values) while (!value.startsWith(prefix)) prefix = prefix.slice(0, -1);
  if (prefix.length === 0) return null;
  const tokens = message.match(/[\p{L}\p{N}_-]+/gu) ?? [];
  return tokens.find((token) => token.startsWith(prefix) && shape(token) === [...shapes][0]) ?? null;
}

// A value named with other digits in one of its parts (`LindenStrom Fix36` for `STROM_FIX24`): passed on as
// written in the enum's style, so that validation rejects it and lists the allowed values.
function numberedVariant(values: string[], messageWords: string[]): string | null {
  for (const value of values) {
    const parts = value.split(/([_-])/);
    for (const [index, part] of parts.entries()) {
      const match = /^(\p{L}+)(\d+)$/u.exec(part);
      if (!match) continue;
      const letters = normalize(match[1]!);
      const word = messageWords.find((candidate) => candidate.startsWith(letters) && /^\d+$/.test(candidate.slice(letters.length)) && candidate.length > letters.length);
      if (!word || normalize(part) === word) continue;
      const others = parts.filter((other, position) => position !== index && /\p{L}/u.test(other)).map((other) => normalize(other));
      if (!others.every((other) => partOccurs(other, messageWords))) continue;
      const replaced = [...parts];
      replaced[index] = part === part.toUpperCase() ? word.toUpperCase() : word;
      return replaced.join('');
    }
  }
  return null;
}

/**
 * The enum values a message names, best first: the values written as they are, values whose own words occur
 * (`GAS_KOMFORT` ← `LindenGas Komfort`; several when several occur fully), or what the parameter's description
 * says about a value; for values that are durations (`15min`, `1h`, `day`) a duration word, for hour windows an
 * hour range, for values of one shape (`P1`…`P4`) a token of that shape. A value the enum lacks comes back
 * written in the enum's style, so that validation names the allowed values. Empty when nothing points at one.
 */
export function matchEnumValues(schema: JsonSchema, message: string): { values: string[]; byOwnWords: boolean } {
  const none = { values: [], byOwnWords: false };
  const values = (Array.isArray(schema.enum) ? (schema.enum as unknown[]) : []).filter((value): value is string => typeof value === 'string');
  if (values.length === 0) return none;
  const writtenIn = (flags: string) => values.filter((value) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(value)}(?![\\p{L}\\p{N}_])`, flags).test(message));
  // Values that differ only in case (`XL`, `Xl`, `xl`): the one written as it is.
  const exact = writtenIn('u');
  const written = writtenIn('iu').filter((value) => exact.includes(value) || !exact.some((other) => other.toLowerCase() === value.toLowerCase()));
  if (written.length > 0) return { values: written, byOwnWords: true };
  const window = hourWindow(values, message);
  if (window !== undefined) return window ? { values: [window], byOwnWords: false } : none;
  const durations = values.map(durationOfValue);
  if (durations.every((minutes) => minutes !== null)) {
    const found = durationInMessage(message);
    if (!found) return none;
    const index = durations.indexOf(found.minutes);
    if (index >= 0) return { values: [values[index]!], byOwnWords: false };
    const style = values.find((value) => /^\d/.test(value)) ?? values[0]!;
    return { values: [`${found.count}${found.unit === 'm' && style.replace(/^\d+/, '').startsWith('min') ? 'min' : found.unit}`], byOwnWords: false };
  }
  const shaped = sameShape(values, message);
  if (shaped) return { values: [shaped], byOwnWords: true };
  const messageWords = words(message);
  const glosses = valueGlosses(values, typeof schema.description === 'string' ? schema.description : '');
  const scored = values.map((value) => {
    const parts = words(value.replace(/_/g, ' '));
    const own = parts.filter((part) => partOccurs(part, messageWords)).length / Math.max(1, parts.length);
    const glossWords = (glosses.get(value) ?? []).filter((gloss) => partOccurs(gloss, messageWords) || headOfCompound(gloss, messageWords)).length;
    return { value, own, score: own * 2 + Math.min(1, glossWords) };
  });
  const full = scored.filter((entry) => entry.own === 1);
  if (full.length > 0) return { values: full.map((entry) => entry.value), byOwnWords: true };
  const variant = numberedVariant(values, messageWords);
  if (variant) return { values: [variant], byOwnWords: true };
  scored.sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score === 0 || (second && second.score === best.score)) return none;
  return { values: [best.value], byOwnWords: false };
}

/** The one enum value a message names, or null (see `matchEnumValues`). */
export function matchEnum(schema: JsonSchema, message: string): string | null {
  return matchEnumValues(schema, message).values[0] ?? null;
}
