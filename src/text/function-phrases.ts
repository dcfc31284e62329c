import { fold } from './fold.js';

/**
 * Fixed prepositional phrases of German and English grammar that work as one preposition or adverb (`in Bezug auf`,
 * `im Rahmen`, `zur Verfügung`, `in der Regel`; `in terms of`, `with regard to`, `on behalf of`). Their noun names
 * no thing the question is about: "Welche Geräte stehen zur Verfügung?" is answered by "Jeder erhält ein Notebook".
 * The closed class of complex prepositions and adverbials of the grammars, not words of any document set.
 */
const phrases: readonly RegExp[] = [
  /\b(?:in|mit) (bezug) (?:auf|zu)\b/,
  /\b(?:im|in dem|innerhalb des) (rahmen)\b/,
  /\bim (laufe|zuge|sinne|voraus|wesentlichen|allgemeinen|einzelnen|ubrigen|grunde|hinblick|gegensatz) /,
  /\bim (fall|falle) (?:von|des|der|dass|eines|einer)\b/,
  /\b(?:mit|ohne) (hilfe)\b/,
  /\bzur (verfugung|zeit|folge|seite)\b/,
  // `im Moment`, `at the moment`: now, as `zurzeit` and `momentan` (question stopwords) say.
  /\bim (moment|augenblick)\b/,
  /\bat the (moment)\b/,
  /\bin der (regel|lage|tat)\b/,
  /\bunter (umstanden)\b/,
  /\bin (form|hohe|anbetracht|sachen|kraft|frage|betracht) /,
  /\b(?:auf|aus) (grund|anlass) (?:von|des|der|eines|einer)\b/,
  /\bzum (beispiel|teil|zeitpunkt|zweck) /,
  /\bmit (ausnahme|blick) /,
  /\b(?:an|zu) (stelle|gunsten|lasten) /,
  /\bin (terms|respect|regard|spite|favou?r|place|view) of\b/,
  /\bwith (regard|respect|reference) to\b/,
  /\bin (case|order|addition|general|particular|fact) /,
  /\bon (behalf|account|top) of\b/,
  /\bby (means|way|virtue) of\b/,
  /\bon the (basis) of\b/,
  /\bas a (result|rule|whole) /,
  /\bfor (example|instance) /,
  // The source or frame of a statement (`nach Angaben des Herstellers`, `die Tatsache, dass`, `the bulk of`).
  /\bnach (ansicht|meinung|einschatzung|angaben|auffassung|aussagen?|darstellung|schatzungen?|berechnungen) /,
  /\b(tatsache) dass\b/,
  /\bein (beispiel) fur\b/,
  /\b(?:der|den|dem|des) (grossteils?) /,
  /\bin the (opinion|view) of\b/,
  /\bthe (fact) that\b/,
  /\ban? (example) of\b/,
  /\bthe (majority|bulk) of\b/,
  /\b(aside|apart) from\b/,
  // `take place` says that something happens; `place` is no place there.
  /\b(take|takes|took|taken|taking) (place)\b/,
];

/**
 * The folded nouns of the fixed phrases in `text` (`bezug`, `rahmen`, `verfugung`, `terms`, `behalf`): words of the
 * phrase, not of its topic. `in Kraft treten`, `in Frage kommen` included.
 */
export function functionPhraseNouns(text: string): Set<string> {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const nouns = new Set<string>();
  for (const pattern of phrases) {
    for (const match of folded.matchAll(new RegExp(pattern.source, 'gu'))) for (const word of match.slice(1)) if (word) nouns.add(word);
  }
  return nouns;
}
