import { germanWordList } from './decompound.js';
import { lowercase } from './fold.js';
import { isStopword } from './stopwords.js';

// Separable particles that stand before the `ge-` of a participle (`abgerechnet`, `zurückgezahlt`).
const particles = ['zurück', 'durch', 'unter', 'nach', 'über', 'ab', 'an', 'auf', 'aus', 'ein', 'mit', 'vor', 'zu', 'weg', 'her', 'hin', 'los', 'um', 'fest', 'frei'];
// Endings of the infinitive and the finite and past forms of a weak verb.
const endings = ['eten', 'ten', 'est', 'et', 'en', 'st', 'te', 't', 'n', 'e'];

/**
 * The German `-ung` nouns a verb form names the action of (`gemeldet` → `meldung`, `überschreitet` →
 * `überschreitung`, `alarmiert` → `alarmierung`, `abgerechnet` → `abrechnung`), lowercase: the form without `ge-` and
 * its ending, plus `ung`, when the dictionary lists that noun (an `-ier` verb always forms it). Empty for other words.
 */
export function ungNominalizations(word: string): string[] {
  const lower = lowercase(word);
  if (lower.length < 5 || !/^\p{Ll}+$/u.test(lower)) return [];
  const forms = new Set([lower]);
  if (lower.startsWith('ge') && lower.length > 6) forms.add(lower.slice(2));
  for (const particle of particles) {
    if (lower.startsWith(`${particle}ge`) && lower.length > particle.length + 5) forms.add(particle + lower.slice(particle.length + 2));
  }
  const list = germanWordList();
  const found = new Set<string>();
  for (const form of forms) {
    for (const ending of endings) {
      if (!form.endsWith(ending) || form.length - ending.length < 3) continue;
      const noun = `${form.slice(0, -ending.length)}ung`;
      if (noun !== lower && (list.isNoun(noun) || /ierung$/.test(noun))) found.add(noun);
    }
  }
  return [...found];
}

// The endings of German nouns of a property (`Verfügbarkeit`, `Genauigkeit`, `Sicherheit`, `Aktivität`) and what
// stands in their place in the adjective: `-keit` and `-heit` go (`verfügbar`, `sicher`), `-igkeit` too (`genau`),
// `-ität` goes (`aktiv`) or leaves `-är` / `-el` behind (`populär`, `flexibel`).
const propertyEndings: readonly [RegExp, readonly string[]][] = [
  [/igkeit(?:en)?$/, ['', 'ig']],
  [/keit(?:en)?$/, ['']],
  [/heit(?:en)?$/, ['']],
  [/arität(?:en)?$/, ['är']],
  [/ibilität(?:en)?$/, ['ibel']],
  [/ität(?:en)?$/, ['']],
];

/**
 * The adjective a German noun of a property is made from (`Verfügbarkeit` → `verfügbar`, `Gültigkeit` → `gültig`,
 * `Genauigkeit` → `genau`, `Aktivität` → `aktiv`, `Popularität` → `populär`), lowercase, when the dictionary lists
 * it as a lowercase word; a source states the property with the adjective (`ist zu 99,5 % verfügbar`). Empty for
 * other words.
 */
export function propertyAdjectives(word: string): string[] {
  const lower = lowercase(word);
  if (lower.length < 7) return [];
  const list = germanWordList();
  for (const [ending, replacements] of propertyEndings) {
    const match = ending.exec(lower);
    if (!match) continue;
    const base = lower.slice(0, match.index);
    const found = replacements.map((replacement) => `${base}${replacement}`).filter((adjective) => adjective.length >= 4 && list.isLowercase(adjective) && !isStopword(adjective, 'german'));
    if (found.length > 0) return found;
  }
  return [];
}
