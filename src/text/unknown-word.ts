import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { translateWord } from './bilingual.js';
import { dataFilePath } from './data-file.js';
import { stem } from './stem.js';
import { isStopword } from './stopwords.js';
import { synonymGroupsOf } from './thesaurus.js';

/**
 * Whether an English word written in lowercase (a capitalised one is a name, read as such elsewhere) is in neither
 * dictionary: not in WordNet (as itself or, for `-er`/`-est`/`-s` forms, its
 * base) and not an English headword of the German–English dictionary; no stopword, hyphenated compound or unit.
 */
export function isUnknownEnglishWord(raw: string): boolean {
  const word = raw.toLowerCase();
  if (word.length < 3 || !/^[a-z]+$/.test(raw) || isStopword(word, 'english')) return false;
  const known = (form: string) => synonymGroupsOf(stem(form, 'english'), 'english').length > 0 || translateWord(form, 'english', 1).length > 0;
  if (known(word)) return false;
  // An irregular form (`went`, `mice`) is known through its base.
  const irregular = exceptions().get(word);
  if (irregular && known(irregular)) return false;
  const base = word.replace(/(?:est|er|s)$/, '');
  return base === word || (!known(base) && !known(base.replace(/(.)\1$/, '$1')));
}


/** The base of an irregular English form (`lost` → `lose`, `children` → `child`), from WordNet; undefined otherwise. */
export function irregularEnglishBase(word: string): string | undefined {
  return exceptions().get(word.toLowerCase());
}

let loaded: Map<string, string> | undefined;

/** WordNet's irregular forms, `form` → `base` (`src/text/data/english-exceptions.txt.gz`, scripts/build-english-exceptions.ts). */
function exceptions(): Map<string, string> {
  if (!loaded) {
    loaded = new Map();
    for (const line of gunzipSync(readFileSync(dataFilePath('english-exceptions.txt.gz'))).toString('utf8').split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) loaded.set(line.slice(0, tab), line.slice(tab + 1));
    }
  }
  return loaded;
}
