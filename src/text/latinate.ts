import { germanWordList } from './decompound.js';
import { lowercase } from './fold.js';

// The forms of a German verb in `-ieren` (`installieren`, `installiert`, `installierte`, `installierend`) and its
// `-ierung` noun: the root is what stands before them.
const verbEnding = /(?:ierungen|ierung|ierenden|ierende|ierend|ierten|iertes|ierter|ierte|ieren|iert|iere|ierst)$/;
// The nouns of Latin origin a root forms (`Installation`, `Definition`, `Reduktion`).
const nounEnding = /(?:ationen|ation|itionen|ition|tionen|tion)$/;

/**
 * The other words of a German verb in `-ieren` and its Latin noun, lowercase: `dokumentieren` / `dokumentiert` ~
 * `dokumentation`, `installiert` ~ `installation`, `qualifizieren` ~ `qualifikation`, `produziert` ~ `produktion`,
 * and back from the noun to the verb's infinitive and participle. Only nouns and verbs the dictionary lists
 * (OpenThesaurus); empty for other words.
 */
export function latinateAlternatives(word: string): string[] {
  const lower = lowercase(word);
  if (lower.length < 7 || !/^\p{Ll}+$/u.test(lower)) return [];
  const list = germanWordList();
  const found = new Set<string>();
  const verb = verbEnding.exec(lower);
  if (verb) {
    const root = lower.slice(0, verb.index);
    if (root.length < 4) return [];
    const nouns = nounsOf(root).filter((noun) => list.isNoun(noun));
    if (nouns.length === 0 && !list.has(`${root}ieren`)) return [];
    for (const form of [...nouns, `${root}ieren`, `${root}iert`, `${root}ierung`]) if (form !== lower) found.add(form);
    return [...found];
  }
  const noun = nounEnding.exec(lower);
  if (!noun || !list.isNoun(lower)) return [];
  if (list.has(`${lower}ieren`)) found.add(`${lower}ieren`).add(`${lower}iert`);
  for (const root of rootsOf(lower.slice(0, noun.index), noun[0])) {
    if (root.length < 4 || !list.has(`${root}ieren`)) continue;
    found.add(`${root}ieren`);
    found.add(`${root}iert`);
  }
  return [...found];
}

/** The Latin nouns a verb root may form: `install` → `installation`; `qualifiz` → `qualifikation`; `produz` → `produktion`. */
function nounsOf(root: string): string[] {
  const nouns = [`${root}ation`, `${root}ition`];
  if (root.endsWith('z')) nouns.push(`${root.slice(0, -1)}kation`, `${root.slice(0, -1)}ktion`);
  if (root.endsWith('u')) nouns.push(`${root}ktion`);
  // Latin `agere` and `facere`: `reagieren` ~ `Reaktion`, `agieren` ~ `Aktion`, `infizieren` ~ `Infektion`.
  if (root.endsWith('ag')) nouns.push(`${root.slice(0, -1)}ktion`);
  if (root.endsWith('fiz')) nouns.push(`${root.slice(0, -2)}ektion`);
  // A noun in `-ion` that takes `-ieren` whole: `funktionieren` ~ `funktion`, `positioniert` ~ `position`.
  if (root.endsWith('ion')) nouns.push(root);
  return nouns;
}

/** The verb roots of a Latin noun, by what stands before its ending: the reverse of `nounsOf`. */
function rootsOf(before: string, ending: string): string[] {
  if (ending.startsWith('ation')) return before.endsWith('ik') ? [before, `${before.slice(0, -1)}z`] : [before];
  if (ending.startsWith('ition')) return [before];
  // `-tion` after a consonant: `reduk|tion` → `reduz`, `konstruk|tion` → `konstru`.
  if (!before.endsWith('k')) return [];
  // `reak|tion` → `reag`, `infek|tion` → `infiz`.
  const latin = before.endsWith('ak') ? [`${before.slice(0, -1)}g`] : before.endsWith('fek') ? [`${before.slice(0, -2)}iz`] : [];
  return [`${before.slice(0, -1)}z`, before.slice(0, -1), ...latin];
}
