import { abbreviationAllowed, synonymGroups } from '../../embed/index.js';
import { fold } from '../../text/index.js';

export { synonymGroups };

/** Per folded expression: each spelling in the glossary with the other members of its group. */
const byTerm = new Map<string, Array<{ member: string; others: string[] }>>();
for (const group of synonymGroups()) {
  for (const member of group) {
    const key = fold(member);
    byTerm.set(key, [...(byTerm.get(key) ?? []), { member, others: group.filter((other) => other !== member) }]);
  }
}

/**
 * Interchangeable expressions for a word or phrase (case- and accent-insensitive, except that an abbreviation must be
 * written in capitals: `kam` is a verb, `KAM` the Key Account Manager), without the input itself.
 */
export function synonymsOf(expression: string): string[] {
  return (byTerm.get(fold(expression)) ?? []).filter((entry) => abbreviationAllowed(entry.member, expression)).flatMap((entry) => entry.others);
}
