import type { JsonSchema } from '../../spec/tool-spec.js';
import { decompound, fold, isAnyStopword } from '../../text/index.js';

/**
 * The words a message may put in front of a value of a parameter to say what it is: the parts of the parameter's
 * name (`postal_code` → `postal`, `code`), the words of its description (`Fünfstellige Postleitzahl` →
 * `postleitzahl`, …) and the initials of their compound members (`Postleitzahl` → `plz`), folded. A value written
 * after such a word is meant for the parameter even when it does not fit the pattern (`PLZ 3999`), so the call is
 * made and validation says what is wrong, instead of the value being dropped unseen.
 */
export function identifierLabels(name: string, schema: JsonSchema): Set<string> {
  const labels = new Set<string>();
  const nameWords = fold(name.replace(/([a-z])([A-Z])/g, '$1_$2')).split(/[^\p{L}]+/u).filter((word) => word.length >= 3);
  const description = typeof schema.description === 'string' ? schema.description : '';
  const descriptionWords = description.split(/[^\p{L}\p{N}_-]+/u).filter((word) => /^\p{L}{4,}$/u.test(word) && !isAnyStopword(fold(word)));
  for (const word of [...nameWords, ...descriptionWords]) {
    labels.add(fold(word));
    const members = decompound(word);
    if (members.length >= 2) labels.add(fold(members.map((member) => member[0]).join('')));
  }
  return labels;
}

/** True when a word of a message is one of the labels (`identifierLabels`), compared folded. */
export function isLabelWord(word: string, labels: ReadonlySet<string>): boolean {
  return word.length >= 2 && labels.has(fold(word));
}
