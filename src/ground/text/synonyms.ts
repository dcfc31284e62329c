import { abbreviationAllowed, synonymGroups } from '../../embed/index.js';
import { fold } from './fold.js';

export { synonymGroups };

const byTerm = new Map<string, string[]>();
for (const group of synonymGroups()) {
  for (const expression of group) {
    const key = fold(expression);
    const others = group.filter((other) => other !== expression);
    byTerm.set(key, [...(byTerm.get(key) ?? []), ...others]);
  }
}

/**
 * Interchangeable expressions for a word or phrase (case- and accent-insensitive, except that an abbreviation must be
 * written in capitals: `kam` is a verb, `KAM` the Key Account Manager), without the input itself.
 */
export function synonymsOf(expression: string): string[] {
  const group = synonymGroups().find((members) => members.some((member) => fold(member) === fold(expression) && abbreviationAllowed(member, expression)));
  return group ? (byTerm.get(fold(expression)) ?? []) : [];
}

