// The role of a place parameter by its name: where a trip starts, where it ends, or where something is.
type PlaceRole = 'origin' | 'destination' | 'location';

const ROLES: Array<{ role: PlaceRole; name: RegExp; prepositions: string[] }> = [
  { role: 'origin', name: /(^|_)(start|origin|from|source|departure|abfahrt|start_ort|von)(_|$)/i, prepositions: ['from', 'von', 'ab'] },
  { role: 'destination', name: /(^|_)(end|destination|to|target|arrival|ziel|nach)(_|$)/i, prepositions: ['to', 'nach'] },
  { role: 'location', name: /(^|_)(location|city|place|region|country|state|county|province|area|town|venue|ort|stadt|land)(_|$)/i, prepositions: ['in', 'at', 'near', 'around', 'im', 'bei', 'to', 'nach', 'for', 'of', 'für'] },
];

/** The role of a place parameter (`start_location` → origin, `destination` → destination, `city` → location), or null. */
export function placeRole(name: string): PlaceRole | null {
  const words = name.replace(/([a-z])([A-Z])/g, '$1_$2');
  return ROLES.find((entry) => entry.name.test(words))?.role ?? null;
}

// A proper name: capitalised words (`New York City`, `Washington D.C.`), optionally `, ST` / `, Country` after it.
const NAME = /^((?:\p{Lu}[\p{L}'.-]*)(?:\s+(?:\p{Lu}[\p{L}'.-]*|(?:of|de|am|an|upon)(?!\p{L})))*(?:,\s*\p{Lu}[\p{L}.]*)?)/u;

/**
 * The place a message names for a parameter of the role: the proper name after one of the role's prepositions
 * (`from Sydney to Melbourne` → origin `Sydney`, destination `Melbourne`; `a restaurant in New York` → `New York`).
 * Null when no capitalised name follows such a preposition.
 */
export function findPlace(role: PlaceRole, message: string): string | null {
  // `between Boston, MA, and Washington, D.C.`: the first name starts, the second ends.
  const between = /(?<![\p{L}])(?:between|zwischen)\s+(.+?),?\s+(?:and|und)\s+(.+)$/iu.exec(message);
  if (between && role !== 'location') {
    const name = properName(role === 'origin' ? between[1]! : between[2]!);
    if (name) return name;
  }
  const prepositions = ROLES.find((entry) => entry.role === role)!.prepositions;
  for (const preposition of prepositions) {
    const pattern = new RegExp(`(?<![\\p{L}])${preposition}\\s+(?:the\\s+)?`, 'giu');
    for (const match of message.matchAll(pattern)) {
      const name = properName(message.slice((match.index ?? 0) + match[0].length));
      if (name) return name;
    }
  }
  return null;
}

/** The proper name a text starts with, or null. */
function properName(text: string): string | null {
  // A full stop after a word (not an initial, `D.C.`) ends the sentence and the name (`Leeds. Please …`).
  let name = (NAME.exec(text)?.[1]?.trim() ?? '').replace(/(\p{L}{3,}\.)\s.*$/su, '$1');
  // A full stop or comma ends it, except after an abbreviation (`D.C.`).
  if (/[.,]$/u.test(name) && !/\.\p{L}+\.$/u.test(name)) name = name.slice(0, -1);
  return name.length >= 2 ? name : null;
}
