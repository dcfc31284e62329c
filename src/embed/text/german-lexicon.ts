import { fold as foldDiacritics } from '../../text/fold.js';
import { GERMAN_LEXICON_TEXT, GERMAN_MODIFIER_TEXT } from './lexicon-de.js';

/** Folded word parts the decompounder may use anywhere (`parts`) or only before another part (`modifiers`). */
export interface GermanLexicon {
  readonly parts: ReadonlySet<string>;
  readonly modifiers: ReadonlySet<string>;
  /** Lexicalised compounds that are never split (`mitarbeiter`, `unternehmen`). */
  readonly unsplittable: ReadonlySet<string>;
}

// Splitting these would only add noise: their parts no longer carry the whole word's meaning.
const UNSPLITTABLE = `mitarbeiter mitarbeiterin unternehmen vorteil nachteil gegenstand vorstand zustand umstand bahnhof
flughafen krankenhaus kindergarten vorgesetzte verfügung gelegenheit gesellschaft wirtschaft wissenschaft landschaft
mannschaft bereitschaft verantwortung zusammenarbeit frühstück angestellte beschäftigte auszubildende erwachsene
vormittag nachmittag vorgang umgang ausgang eingang zugang übergang anfang aufgabe ausgabe eingabe abgabe angabe
vergabe freigabe rückgabe übergabe hinweis nachweis ausweis beweis verweis`;

function toSet(text: string): Set<string> {
  return new Set(text.split(/\s+/).filter(Boolean).map(foldDiacritics));
}

let defaultLexicon: GermanLexicon | undefined;

/** The built-in lexicon, built on first use (a few thousand entries, no I/O). */
export function getGermanLexicon(): GermanLexicon {
  defaultLexicon ??= {
    parts: toSet(GERMAN_LEXICON_TEXT),
    modifiers: toSet(GERMAN_MODIFIER_TEXT),
    unsplittable: toSet(UNSPLITTABLE),
  };
  return defaultLexicon;
}
