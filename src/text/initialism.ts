/** A run of capitalised words and the initials it spells (`General Public License` → `gpl`). */
export interface Initialism {
  /** Lowercase initials of the run's capitalised words. */
  initials: string;
  /** Index of the run's first word. */
  start: number;
  /** Index after the run's last word. */
  end: number;
}

const minWords = 2;
const maxWords = 6;
// Short lowercase words inside a name (`Bundesamt für Sicherheit in der Informationstechnik`, `Department of Energy`).
const maxInnerWord = 4;
const maxInnerWords = 2;

/**
 * Every run of two to six capitalised words (short lowercase words between them allowed, never at an end) with the
 * initials of its capitalised words: what an acronym written out looks like (`Service Level Agreement` for `SLA`,
 * `GNU General Public License` for `GPL` and `GGPL`). `words` are the text's words as written, in order.
 */
export function initialisms(words: readonly string[]): Initialism[] {
  const result: Initialism[] = [];
  for (let start = 0; start < words.length; start += 1) {
    if (!isCapitalised(words[start]!)) continue;
    let initials = '';
    let inner = 0;
    for (let index = start; index < words.length; index += 1) {
      const word = words[index]!;
      if (isCapitalised(word)) {
        initials += word[0]!.toLowerCase();
        inner = 0;
        if (initials.length >= minWords) result.push({ initials, start, end: index + 1 });
        if (initials.length >= maxWords) break;
      } else if (/^\p{Ll}+$/u.test(word) && word.length <= maxInnerWord && inner < maxInnerWords) {
        inner += 1;
      } else {
        break;
      }
    }
  }
  return result;
}

function isCapitalised(word: string): boolean {
  return /^\p{Lu}\p{L}*$/u.test(word);
}

/** Whether the words write out an acronym of three or more letters (`SLA` as `Service Level Agreement`). */
export function writesOutAcronym(runs: readonly Initialism[], acronym: string): boolean {
  const letters = acronym.toLowerCase();
  return letters.length >= 3 && /^\p{L}+$/u.test(letters) && runs.some((run) => run.initials === letters);
}
