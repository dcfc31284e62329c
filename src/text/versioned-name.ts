import type { Initialism } from './initialism.js';

/**
 * Whether a sequence of folded words spells a name with a version number (`GPLv3`, `ISO-27001`, `gplv3`): its
 * letters, then the number within a few words (`GPL-3.0`, `GPL Version 3`, `GNU GPL, version 3`), or the name
 * written out (`General Public License, Version 3`: `runs` are the text's initialisms, indexed like `sequence`).
 * The judge and the offline answerer both read a question's versioned name this way.
 */
export function spellsVersionedName(sequence: readonly string[], text: string, runs: readonly Initialism[] = []): boolean {
  const code = /^([\p{L}]{2,}?)[-_ ]?(?:v|version)?[-_ ]?(\d+)(?:[.,]0)*$/iu.exec(text);
  if (!code) return false;
  const letters = code[1]!.toLowerCase();
  const number = code[2]!;
  for (let i = 0; i < sequence.length; i += 1) {
    if (sequence[i] !== letters && !sequence[i]!.startsWith(`${letters}-`)) continue;
    if (sequence.slice(i, i + 4).some((word) => word === number || word.replace(/^[\p{L}]+-?/u, '').split(/[.,]/)[0] === number)) return true;
  }
  if (letters.length < 3) return false;
  return runs.some((run) => run.initials === letters && sequence.slice(run.end, run.end + 3).some((word) => word.split(/[.,]/)[0] === number));
}
