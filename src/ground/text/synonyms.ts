import { synonymGroups } from '../../embed/index.js';
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

/** Interchangeable expressions for a word or phrase (case- and accent-insensitive), without the input itself. */
export function synonymsOf(expression: string): string[] {
  return byTerm.get(fold(expression)) ?? [];
}

