import { translateWord } from './bilingual.js';
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
  const base = word.replace(/(?:est|er|s)$/, '');
  return base === word || (!known(base) && !known(base.replace(/(.)\1$/, '$1')));
}

