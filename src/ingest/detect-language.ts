import type { TextLanguage } from '../spec/index.js';

// Frequent function words that are (almost) never words of the other language. Ambiguous ones such as
// "in", "an", "was", "also", "so", "man", "will", "die" (en) or "war" are left out on purpose.
const germanWords = new Set(
  (
    'der die das den dem des und ist sind nicht mit für von zu zum zur ein eine einer eines einem einen auf im ' +
    'sich auch es wird werden wurde wurden nach bei oder aus wie über nur noch kann können muss müssen als am ' +
    'wir ich er sie ihr ihre ihren uns unser unsere dass daß wenn aber dieser diese dieses diesem jede jeder ' +
    'alle vom beim durch gegen ohne unter zwischen bis sowie sein seine hat haben hatte gibt welche welcher ' +
    'wo wann warum wer wieviel wieviele nein ja nicht kein keine keinen mehr sehr schon dann denn weil ob'
  ).split(' '),
);
const englishWords = new Set(
  (
    'the and is are were be been being of to for with on at by from this that these those it its ' +
    'not no or but if then than which who whom whose what when where why how can could should would may ' +
    'must shall do does did have has had there their they them we our you your he she his her my an a ' +
    'into about after before between under over all any each every more most other some such only own same ' +
    'very just'
  ).split(' '),
);
const germanLetters = /[äöüß]/;
const sampleLength = 50_000;

/**
 * Picks the text-search configuration for a text: `german` or `english` by counting function words of each language
 * (a word with umlauts or ß counts half for German), `simple` when neither is clearly ahead or there is no evidence.
 * Deterministic; reads at most the first 50,000 characters.
 */
export function detectLanguage(text: string): TextLanguage {
  const words = text.slice(0, sampleLength).toLowerCase().match(/\p{L}+/gu) ?? [];
  let german = 0;
  let english = 0;
  for (const word of words) {
    if (germanWords.has(word)) german += 1;
    if (englishWords.has(word)) english += 1;
    if (germanLetters.test(word)) german += 0.5;
  }
  if (german > 0 && german >= english * 1.5) return 'german';
  if (english > 0 && english >= german * 1.5) return 'english';
  return 'simple';
}
