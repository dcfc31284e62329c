import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { lowercase } from './fold.js';

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
  const table = germanParadigms();
  // A past plural or singular the dictionary does not list: `betraten` ~ `betrat`, `verblieb` ~ `verblieben`.
  const found = table.get(form) ?? (form.endsWith('en') ? table.get(form.slice(0, -2)) : table.get(`${form}en`));
  return found ? found.filter((other) => other !== form) : [];
}
