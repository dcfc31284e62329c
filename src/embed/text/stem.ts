import type { TextLanguage } from '../../spec/index.js';

// Consonants after which a German plural/genitive `s` is an ending (Savoy's light stemmer, as in Lucene).
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

/**
 * Light German stemmer (after J. Savoy, the variant Lucene ships as `GermanLightStemmer`) on a folded
 * word: strips inflection, not derivation, so `kundigungen`→`kundigung`, `vertrage`→`vertrag`,
 * `fristen`→`frist`, `preise`→`preis`. Input must already be lowercased and diacritic-folded.
 */
export function stemGerman(word: string): string {
  if (word.length < 4 || !isAlphabetic(word)) return word;
  let end = germanStep1(word, word.length);
  end = germanStep2(word, end);
  return word.slice(0, end);
}

function germanStep1(s: string, len: number): number {
  if (len > 5 && s.endsWith('ern', len)) return len - 3;
  if (len > 4 && s[len - 2] === 'e') {
    const last = s[len - 1];
    if (last === 'm' || last === 'n' || last === 'r' || last === 's') return len - 2;
  }
  if (len > 3 && s[len - 1] === 'e') return len - 1;
  if (len > 3 && s[len - 1] === 's' && ST_ENDING.has(s[len - 2]!)) return len - 1;
  return len;
}

function germanStep2(s: string, len: number): number {
  if (len > 5 && s.endsWith('est', len)) return len - 3;
  if (len > 4 && s[len - 2] === 'e' && (s[len - 1] === 'r' || s[len - 1] === 'n')) return len - 2;
  if (len > 4 && s.endsWith('st', len) && ST_ENDING.has(s[len - 3]!)) return len - 2;
  return len;
}

/**
 * Minimal English stemmer (plural `s` only, as Lucene's `EnglishMinimalStemmer`), plus `-ies`→`-y`:
 * `services`→`service`, `policies`→`policy`, `classes`→`class`. Input must be lowercased.
 */
export function stemEnglish(word: string): string {
  const len = word.length;
  if (len < 4 || word[len - 1] !== 's' || !isAlphabetic(word)) return word;
  const before = word[len - 2];
  if (before === 'u' || before === 's') return word;
  if (before === 'e') {
    if (word[len - 3] === 'i' && word[len - 4] !== 'a' && word[len - 4] !== 'e')
      return word.slice(0, len - 3) + 'y';
    if (word.endsWith('sses') || word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes'))
      return word.slice(0, len - 2);
  }
  return word.slice(0, len - 1);
}

/**
 * Stems a lowercased, folded word for `language`. `simple` (unknown or mixed language) applies the English
 * `-ies` rule and then the German light rules, which also collapse most English plurals (`services`→`servic`,
 * `service`→`servic`): forms of one word agree, which is all the lexical index and the embedder need.
 */
export function stem(word: string, language: TextLanguage = 'simple'): string {
  switch (language) {
    case 'german':
      return stemGerman(word);
    case 'english':
      return stemEnglish(word);
    case 'simple':
      return stemGerman(word.endsWith('ies') && word.length > 4 ? word.slice(0, -3) + 'y' : word);
  }
}

function isAlphabetic(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 97 || code > 122) return false;
  }
  return true;
}
