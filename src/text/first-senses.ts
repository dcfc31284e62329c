import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { irregularEnglishBase } from './unknown-word.js';

interface Entry {
  /** No other part of speech of the word is attested more often than the noun. */
  mostlyNoun: boolean;
  synonyms: readonly string[];
}

let loaded: Map<string, Entry> | undefined;
const NONE: readonly string[] = [];

/**
 * The nouns whose most frequent WordNet sense is the one of this English noun (`kids` → `child`, `minor`,
 * `youngster`): synonyms in the sense a question most likely means, unlike a thesaurus group of any sense
 * (`src/text/data/english-first-senses.txt.gz`, scripts/build-english-first-senses.ts). The word is read as a noun
 * when its form is a plural (`kids`, `children`) or when it is used mostly as a noun (`nation`, not `given` or
 * `kid`); empty otherwise.
 */
export function englishFirstSenseSynonyms(word: string): readonly string[] {
  const entries = firstSenses();
  const lower = word.toLowerCase();
  const own = entries.get(lower);
  if (own?.mostlyNoun) return own.synonyms;
  for (const singular of singulars(lower)) {
    const entry = entries.get(singular);
    if (entry) return entry.synonyms;
  }
  return NONE;
}

/**
 * Whether WordNet reads this English word mostly as a noun (`vacation`, `holidays`), not mostly as an adjective or a
 * verb (`consecutive`, `working`). Only words with a first-sense synonym are known; others are false.
 */
export function isMostlyEnglishNoun(word: string): boolean {
  const entries = firstSenses();
  const lower = word.toLowerCase();
  const own = entries.get(lower);
  if (own) return own.mostlyNoun;
  return singulars(lower).some((singular) => entries.get(singular)?.mostlyNoun === true);
}

/** The singulars an English plural may have (`kids` → `kid`, `cities` → `city`, `children` → `child`). */
export function singulars(word: string): string[] {
  const irregular = irregularEnglishBase(word);
  if (irregular && irregular !== word) return [irregular];
  if (!word.endsWith('s') || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}

function firstSenses(): Map<string, Entry> {
  if (!loaded) {
    loaded = new Map();
    for (const line of gunzipSync(readFileSync(dataFilePath('english-first-senses.txt.gz'))).toString('utf8').split('\n')) {
      const [lemma, flag, synonyms] = line.split('\t');
      if (lemma && synonyms) loaded.set(lemma, { mostlyNoun: flag === 'n', synonyms: synonyms.split(' ') });
    }
  }
  return loaded;
}
