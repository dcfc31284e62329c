import { germanWordList } from './decompound.js';
import { lowercase } from './fold.js';
import { isStopword } from './stopwords.js';
import { germanVerbForms } from './verb-forms.js';

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

/**
 * The inflected forms of the verb a German `-ung` noun names the action of, lowercase, without the infinitive:
 * `Gründung` → `gegründet`, `gründete`, `gründet`; `Eröffnung` → `eröffnete`, …; a source tells the event with the
 * verb (`gründete 1886 ein Unternehmen`). Only verbs of the dictionary's verb entries; empty for other words. The
 * infinitive is left out: `ist … zu zahlen` states a duty, not the `Zahlung` asked about.
 */
export function ungVerbForms(word: string): string[] {
  const lower = lowercase(word);
  const match = /ung(?:en)?$/.exec(lower);
  if (!match || match.index < 3) return [];
  const base = lower.slice(0, match.index);
  const verb = [`${base}en`, `${base}n`].find((candidate) => /(?:en|rn|ln)$/.test(candidate) && germanVerbForms(candidate).length > 0);
  return verb ? germanVerbForms(verb) : [];
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

// The endings of a German agent noun (`Hersteller`, `Leiterin`, `Betreibern`) after its verb's stem.
const agentEnding = /(?:erinnen|erin|ern|er)$/;
const umlauts: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };

/**
 * The verb a German agent noun is made from, lowercase (`Hersteller` → `herstellen`, `Leiterin` → `leiten`,
 * `Verkäufer` → `verkaufen`, `Wanderer` → `wandern`), when the dictionary lists the noun and the verb; a source says
 * what the person does (`wird von … hergestellt`, `geleitet von …`). Empty for other words.
 */
export function agentVerbs(word: string): string[] {
  const lower = lowercase(word);
  const ending = agentEnding.exec(lower);
  if (!ending || lower.length < 6) return [];
  const list = germanWordList();
  const noun = ending[0].startsWith('erin') ? `${lower.slice(0, ending.index)}er` : lower.endsWith('ern') ? lower.slice(0, -1) : lower;
  if (!list.isNoun(noun)) return [];
  const base = lower.slice(0, ending.index);
  if (base.length < 3) return [];
  // A verb of the dictionary's verb entries (`meisten` is no verb of `Meister`).
  const verbsOf = (stem: string): string[] =>
    [`${stem}en`, `${stem}n`].filter((verb) => /(?:en|rn|ln)$/.test(verb) && germanVerbForms(verb).length > 0 && !isStopword(verb, 'german'));
  const found = verbsOf(base);
  if (found.length > 0) return found;
  // `Verkäufer` from `verkaufen`: the last umlaut of the stem may be the noun's own.
  const last = Math.max(base.lastIndexOf('ä'), base.lastIndexOf('ö'), base.lastIndexOf('ü'));
  return last >= 0 ? verbsOf(`${base.slice(0, last)}${umlauts[base[last]!]}${base.slice(last + 1)}`) : [];
}

/**
 * The noun of the dictionary whose feminine a word is, lowercase: `Leiterin` → `leiter`, `Kundin` → `kunde`,
 * `Ärztinnen` → `arzt`; undefined for other words (`Kerstin`, `Berlin`).
 */
export function feminineBase(word: string): string | undefined {
  const lower = lowercase(word);
  const base = lower.endsWith('innen') ? lower.slice(0, -5) : lower.endsWith('in') ? lower.slice(0, -2) : undefined;
  if (!base || base.length < 3) return undefined;
  const list = germanWordList();
  const plain = base.replace(/[äöü](?=[^äöü]*$)/, (umlaut) => umlauts[umlaut]!);
  return [`${base}e`, base, plain].find((noun) => list.isNoun(noun));
}

const toUmlaut: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };
const personEnding = /(?:er|ent|ant|ist|eur|or|oge|ege)$/;

/**
 * The feminine forms of a German person noun, lowercase, when the dictionary has them: `Schauspieler` →
 * `schauspielerin`, `schauspielerinnen`; `Kunde` → `kundin`, `kundinnen`; `Arzt` → `ärztin`, `ärztinnen`. A source
 * may name the person asked about by the feminine. Empty for other words (`Hafen`, `Leiterin` itself).
 */
export function feminineForms(word: string): string[] {
  const lower = lowercase(word);
  if (lower.length < 3 || feminineBase(lower) !== undefined) return [];
  const list = germanWordList();
  if (!list.isNoun(lower)) return [];
  const vowel = /[aou](?=[^aeiouäöü]*$)/.exec(lower);
  const umlauted = vowel ? `${lower.slice(0, vowel.index)}${toUmlaut[vowel[0]]}${lower.slice(vowel.index + 1)}` : undefined;
  const listed = [`${lower}in`, `${lower.replace(/e$/, '')}in`, ...(umlauted ? [`${umlauted}in`] : [])].find((form) => list.isNoun(form));
  // The dictionary lists few feminines: a noun with an ending of persons (`Spieler`, `Präsident`, `Kollege`) forms its
  // own regularly.
  const regular = personEnding.test(lower) ? `${lower.replace(/e$/, '')}in` : undefined;
  const feminine = listed ?? regular;
  return feminine ? [feminine, `${feminine}nen`] : [];
}

// A German adjective made from a noun (`jährlich`, `vertraglich`, `wöchentlich`, `telefonisch`), inflected. Not `-ig`:
// its nouns are too often another word (`wichtig`, `zuständig` ~ `Zustand`).
const denominalAdjective = /(?:lich|isch)(?:e|en|er|es|em)?$/;

/**
 * The noun a German adjective is made from, lowercase: `jährliche` → `jahr`, `tägliche` → `tag`, `wöchentlich` →
 * `woche`, `vertragliche` → `vertrag`, `telefonisch` → `telefon`; a source says `pro Jahr`, `laut Vertrag`. Only
 * nouns of the dictionary; empty for other words.
 */
export function adjectiveNouns(word: string): string[] {
  const lower = lowercase(word);
  const match = denominalAdjective.exec(lower);
  if (!match || lower.length < 6) return [];
  const list = germanWordList();
  if (list.isNoun(lower)) return [];
  const base = lower.slice(0, match.index);
  // `wöchent|lich`: the `-ent-` (`-t-`) that joins some nouns to the ending.
  const bases = [base, ...(base.endsWith('ent') ? [base.slice(0, -3)] : []), ...(base.endsWith('t') ? [base.slice(0, -1)] : [])];
  const plain = (stem: string): string => stem.replace(/[äöü](?=[^äöü]*$)/, (umlaut) => umlauts[umlaut]!);
  const nouns = bases.flatMap((stem) => [stem, `${stem}e`, plain(stem), `${plain(stem)}e`]).filter((noun) => noun.length >= 3 && list.isNoun(noun));
  return [...new Set(nouns)];
}
