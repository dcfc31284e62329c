import { germanWordList } from './decompound.js';
import { lowercase } from './fold.js';
import { stem } from './stem.js';
import { lemmaKey, synonymStems } from './thesaurus.js';
import { tokenize } from './tokenize.js';

/**
 * Whether `text` names a one-word German dictionary noun (`Kilo`) through one of its OpenThesaurus synonyms
 * (`Kilogramm`, `kg`): a capitalised word the question reads as a name may be such a noun. False for words the
 * dictionary does not know as a noun (a client's name has no synonyms to stand for it).
 */
export function namesNounBySynonym(text: string, noun: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(noun) || !germanWordList().isNoun(lowercase(noun))) return false;
  const synonyms = synonymStems(stem(lowercase(noun), 'german'), 'german', lemmaKey(noun));
  if (synonyms.size === 0) return false;
  return tokenize(text).some((token) => token.kind === 'word' && synonyms.has(stem(lowercase(token.raw), 'german')));
}
