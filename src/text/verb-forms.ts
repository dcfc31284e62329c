import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { lowercase } from './fold.js';
import { germanWordList } from './decompound.js';

let paradigms: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * Each form (and infinitive) of a German verb whose forms Snowball does not reduce to one stem, to all forms of its
 * verb: `fing`, `gefangen`, `fängt` and `fangen` are one verb, as `verlor` and `verliert`, `erreichte` and
 * `erreichen`. From `src/text/data/german-verb-forms.txt.gz` (`scripts/build-german-verb-forms.ts`, from the Ding
 * dictionary's verb entries), read on first use.
 */
function germanParadigms(): ReadonlyMap<string, readonly string[]> {
  if (paradigms) return paradigms;
  const byForm = new Map<string, string[]>();
  for (const line of gunzipSync(readFileSync(dataFilePath('german-verb-forms.txt.gz'))).toString('utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const infinitive = line.slice(0, tab);
    const all = [infinitive, ...line.slice(tab + 1).split('|')];
    for (const form of all) {
      const known = byForm.get(form);
      if (known) known.push(...all.filter((other) => !known.includes(other)));
      else byForm.set(form, [...all]);
    }
  }
  return (paradigms = byForm);
}

/**
 * The other forms of the German verb (or verbs) a word is a form of, lowercase: `verlor` → `verlieren`, `verliert`,
 * `verloren`, …; `betraten` (a past plural, whose Snowball stem is that of `betrat`) → `betreten`, `betritt`, ….
 * Empty for a word that is no form of a listed verb.
 */
export function germanVerbForms(word: string): string[] {
  const form = lowercase(word);
  const found = listedForms(form) ?? prefixedForms(form);
  return found ? found.filter((other) => other !== form) : [];
}

function listedForms(form: string): readonly string[] | undefined {
  const table = germanParadigms();
  // A past plural or singular the dictionary does not list: `betraten` ~ `betrat`, `verblieb` ~ `verblieben`.
  return table.get(form) ?? (form.endsWith('en') ? table.get(form.slice(0, -2)) : table.get(`${form}en`));
}

// Prefixes that stay on the verb and take the place of the participle's `ge-` (`be|hoben`, `ver|gangen`).
const inseparablePrefixes = ['be', 'emp', 'ent', 'er', 'ge', 'miss', 'ver', 'zer'];

/**
 * The forms of a verb the table lists only without its inseparable prefix: `behoben` is `beheben` as `gehoben` is
 * `heben` (the prefix takes the place of the participle's `ge-`). Only when the dictionary has the prefixed
 * infinitive as a verb (`beheben`), so that `Betrag` or `Erde` are no forms of anything.
 */
function prefixedForms(form: string): string[] | undefined {
  for (const prefix of inseparablePrefixes) {
    if (!form.startsWith(prefix) || form.length < prefix.length + 3) continue;
    const rest = form.slice(prefix.length);
    const table = germanParadigms();
    const base = table.get(rest) ?? table.get(`ge${rest}`);
    const infinitive = base?.find((candidate) => /(?:en|rn|ln)$/.test(candidate) && !candidate.startsWith('ge' + 'ge'));
    if (!base || !infinitive) continue;
    const words = germanWordList();
    if (!words.has(prefix + infinitive) || !words.isLowercase(prefix + infinitive)) continue;
    // The participle's `ge-` gives way to the prefix: `gehoben` → `behoben`, `gegangen` → `begangen` (not `geben`'s own `ge`).
    const participle = (candidate: string): boolean => candidate.startsWith('ge') && (!infinitive.startsWith('ge') || candidate.startsWith('gege') || candidate.startsWith('gega'));
    return base.map((candidate) => prefix + (participle(candidate) && candidate !== infinitive ? candidate.slice(2) : candidate));
  }
  return undefined;
}
