import type { TextLanguage } from '../spec/index.js';
import { expandToken, foldDiacritics, isStopword, stem, tokenize } from '../embed/text/index.js';
import { joinedParticleVerbs, suspendedCompounds, zuInfinitiveVerbs } from '../text/index.js';

/** The index terms one token adds to a lexical text (tokenExtras, or a cache of it: LexicalTokenCache). */
export type TokenExtras = (token: string, language: TextLanguage) => readonly string[];

/**
 * Text fed to `to_tsvector`: the original text plus what PostgreSQL's parser cannot derive itself —
 * compound parts (`Kündigungsfrist` → `kündigung frist`; the german configuration does not split compounds)
 * and number/id variants (`1.490` → `1490`, `A_LINE1_042` → `aline1042`). PostgreSQL still does the stemming.
 * `extrasOf` gives each token's terms; an ingest passes a cache (LexicalTokenCache), since its words repeat.
 */
export function lexicalText(text: string, language: TextLanguage, extrasOf: TokenExtras = tokenExtras): string {
  const extras: string[] = [];
  // `Sonn- und Feiertag` names the `Sonntag` too (suspended hyphen): the completed compounds are indexed as words.
  // `sichert … zu` is indexed as `zusichern`, `zugesichert` too (a particle verb written apart), `aufzubewahren` as
  // `aufbewahren`, `aufgebewahrt` (a zu-infinitive).
  const completed = language === 'german' ? [...suspendedCompounds(text), ...joinedParticleVerbs(text), ...zuInfinitiveVerbs(text)] : [];
  for (const token of tokenize(text)) {
    for (const term of extrasOf(token, language)) extras.push(term);
  }
  for (const token of completed.flatMap((word) => tokenize(word))) {
    const folded = foldDiacritics(token);
    extras.push(folded, ...expandToken(folded, language).filter((term) => term !== folded));
  }
  return extras.length === 0 ? text : `${text}\n${extras.join(' ')}`;
}

/**
 * The terms a token of the text adds beyond what PostgreSQL derives from it (its folded form and stem): compound
 * parts and their stems, number/id variants. None for a stopword of `language`.
 */
export function tokenExtras(token: string, language: TextLanguage): string[] {
  const folded = foldDiacritics(token);
  if (isStopword(folded, language)) return [];
  const own = stem(folded, language);
  return expandToken(folded, language).filter((term) => term !== folded && term !== own);
}

/** Content tokens of a query, each with the set of its expansions (stems, compound parts, variants). */
export function queryTermGroups(query: string, language: TextLanguage): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const token of tokenize(query)) {
    const folded = foldDiacritics(token);
    if (seen.has(folded) || isStopword(folded, language) || isStopword(folded, 'simple')) continue;
    seen.add(folded);
    groups.push(expandToken(folded, language));
  }
  return groups;
}

/**
 * Share of the query's content tokens found in a text, in [0,1]: a token counts when any of its expansions
 * occurs among the text's expanded terms, so inflections and compound paraphrases count as present.
 * `expand` is `expandToken` or a cache of it (TokenExpansions).
 */
export function termCoverage(
  groups: string[][],
  text: string,
  language: TextLanguage,
  expand: (folded: string, language: TextLanguage) => string[] = expandToken,
): number {
  if (groups.length === 0) return 0;
  const present = new Set<string>();
  for (const token of tokenize(text)) {
    for (const term of expand(foldDiacritics(token), language)) present.add(term);
  }
  let covered = 0;
  for (const group of groups) if (group.some((term) => present.has(term))) covered += 1;
  return covered / groups.length;
}
