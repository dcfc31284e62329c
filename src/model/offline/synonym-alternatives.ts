import { abbreviationAllowed, synonymGroups } from '../../embed/index.js';
import { stem, tokenize } from './text-terms.js';

/** Weight of a match through a synonym, against a match of the question's own word. */
export const SYNONYM_MATCH = 0.9;

/**
 * For each content term of the question, the synonyms of the expressions the question contains (one word as its stem,
 * a phrase as its words)
 * (`free trial` → `testphase`, `days` → `tag`, `erreichbar` → `verfugbarkeit`): an English question then finds
 * its answer in a German sentence, a paraphrase its jargon. From the shared glossary of the embed layer.
 */
export function synonymAlternatives(question: string): Map<string, string[]> {
  const present = ` ${tokenize(question).join(' ')} `;
  const result = new Map<string, Set<string>>();
  for (const group of synonymGroups()) {
    for (const expression of group) {
      const tokens = tokenize(expression);
      if (tokens.length === 0 || !abbreviationAllowed(expression, question) || !present.includes(` ${tokens.join(' ')} `)) continue;
      const others = group
        .filter((other) => other !== expression)
        .map((other) => tokenize(other))
        // One word by its stem; a phrase (`Service Level Agreement`) as its words, found in a sentence's joined words.
        .map((otherTokens) => (otherTokens.length === 1 ? stem(otherTokens[0]!) : otherTokens.join(' ')));
      for (const token of tokens) {
        const key = stem(token);
        const set = result.get(key) ?? new Set<string>();
        for (const other of others) if (other !== key) set.add(other);
        result.set(key, set);
      }
    }
  }
  return new Map([...result].map(([key, set]) => [key, [...set]]));
}
