import type { JsonSchema } from '../../spec/tool-spec.js';
import { fold, isAnyStopword } from '../../text/index.js';

// The last part of a parameter name that makes it a category of the thing the other parts name (`sensor_type`,
// `appointmentKind`, `geraete_art`).
const CATEGORY_WORDS = new Set(['type', 'kind', 'class', 'category', 'typ', 'art', 'klasse', 'kategorie', 'sorte']);

function nameParts(name: string): string[] {
  return fold(name.replace(/([a-z])([A-Z])/g, '$1_$2')).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// The value as the enum writes its values: all lowercase, all uppercase, or as written.
function inEnumStyle(word: string, values: string[]): string {
  if (values.every((value) => value === value.toLowerCase())) return word.toLowerCase();
  if (values.every((value) => value === value.toUpperCase())) return word.toUpperCase();
  return word;
}

/**
 * A category the message gives for a category enum (`sensor_type`) that the enum does not list: the word before
 * the thing the name is about (`humidity sensors`), or the front of a compound with it (`Feuchtesensoren`). Passed
 * on in the enum's style, so validation rejects the call and lists the allowed values instead of the filter being
 * dropped unseen. Null when the name is no category, the thing is not mentioned, or nothing qualifies it.
 */
export function unlistedCategory(name: string, schema: JsonSchema, message: string): string | null {
  const values = (Array.isArray(schema.enum) ? (schema.enum as unknown[]) : []).filter((value): value is string => typeof value === 'string');
  const parts = nameParts(name);
  if (values.length === 0 || parts.length < 2 || !CATEGORY_WORDS.has(parts[parts.length - 1]!)) return null;
  const thing = parts[parts.length - 2]!;
  if (thing.length < 4) return null;
  const words = message.match(/[\p{L}\p{N}_-]+/gu) ?? [];
  for (const [index, word] of words.entries()) {
    const folded = fold(word);
    const at = folded.indexOf(thing);
    if (at < 0) continue;
    const qualifier = at >= 3 ? folded.slice(0, at) : at === 0 ? words[index - 1] : undefined;
    if (!qualifier || qualifier.length < 3 || !/^\p{L}+$/u.test(qualifier) || isAnyStopword(fold(qualifier))) continue;
    return inEnumStyle(qualifier, values);
  }
  return null;
}
