import { fold } from './fold.js';

/**
 * Words of business German and English for being responsible for something: `Wer ist für X zuständig?`, `Wer kümmert
 * sich um X?`, `Who is responsible for X?` are answered by `X verantwortlich ist …`, `Ansprechpartnerin für X`,
 * `Owner: …`, `Datenschutzbeauftragte ist …`. A closed class like the weekdays, not a thesaurus: the general thesauri
 * do not group them (`kümmern` is `sorgen`, `zuständig` is `kompetent` there).
 */
const forms = [
  'zustandig', 'zustandige', 'zustandigen', 'zustandiger', 'zustandigkeit', 'verantwortlich', 'verantwortliche', 'verantwortlichen',
  'verantwortlicher', 'verantwortung', 'kummert', 'kummern', 'kummere', 'betreut', 'betreuen', 'betreuung', 'ansprechpartner',
  'ansprechpartnerin', 'ansprechperson', 'responsible', 'responsibility', 'accountable', 'owner',
];
const known = new Set(forms);
// What a source writes for the relation: the words above (also inside a compound, `Prozessverantwortlich`) and the
// heads of role nouns (`Datenschutzbeauftragte`); not `owner`, whose stem is that of `owned`.
const stated = ['zustandig', 'verantwortlich', 'verantwortung', 'betreut', 'betreuung', 'ansprechpartner', 'ansprechpartnerin', 'ansprechperson', 'responsible', 'beauftragte', 'beauftragter'];

/** Whether a word (any case) names being responsible for something (see above). */
export function namesResponsibility(word: string): boolean {
  return known.has(fold(word));
}

/** The words (folded, one per alternative) a source may state the responsibility with; empty for other words. */
export function responsibilityAlternatives(word: string): string[][] {
  const folded = fold(word);
  return known.has(folded) ? stated.filter((alternative) => alternative !== folded).map((alternative) => [alternative]) : [];
}
