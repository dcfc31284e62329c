/**
 * Light stemmer for folded German and English words: strips one inflection ending (plural, case, verb endings),
 * never a derivation, so different forms of one word agree (`kundigungen`/`kundigung`, `fristen`/`frist`,
 * `costs`/`cost`). The offline judge and the offline answerer match words with it, so they agree on what a word is;
 * the index uses Snowball (`stem`), which also cuts derivations.
 */
export function lightStem(folded: string): string {
  let word = folded;
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return word.slice(0, -3) + 'y';
  for (const ending of ['ern', 'em', 'en', 'er', 'es', 'ing', 'ed', 'e', 's', 'n']) {
    // A bare `-n` is a plural only after `e`, `l` or `r` (`Regeln`, `Feiern`); `Plan`, `Lean` keep theirs.
    if (ending === 'n' && !/[elr]n$/.test(word)) continue;
    // A bare `-s` after `i`, `u` or `s` belongs to the word (`Preis`, `Haus`, `Status`, `analysis`), not an inflection.
    if (ending === 's' && /[ius]s$/.test(word)) continue;
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      word = word.slice(0, -ending.length);
      break;
    }
  }
  return word;
}
