import { fold } from '../../text/index.js';

/** A word of a text: as written, and folded. */
export interface Word {
  raw: string;
  folded: string;
  /** Position in the source text. */
  index: number;
}

// Letters/digits, kept together across `-`, `.`, `,` and `/` when digits are involved (hg-400, 99,5, 7.3, 24/7).
const wordPattern = /[\p{L}\p{N}]+(?:[-./,][\p{L}\p{N}]+)*/gu;

/** Splits text into words; hyphenated words without digits are split into their parts as well as kept whole. */
export function words(text: string): Word[] {
  const result: Word[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const raw = match[0];
    const index = match.index ?? 0;
    // `U.S.`, `e.V.`: an abbreviation written with dots is one word (`US`), as it is when written without them.
    if (/^(?:\p{L}\.){1,4}\p{L}$/u.test(raw)) {
      const squashed = raw.replace(/\./g, '');
      result.push({ raw: squashed, folded: fold(squashed), index });
      continue;
    }
    if (/\d/.test(raw) || !/[-./,]/.test(raw)) {
      result.push({ raw, folded: fold(raw), index });
      // `6-cylinder`, `24-Yard-Line`, `120-seat`: a count joined to words by hyphens also names those words.
      const counted = /^\d+(?:[.,]\d+)?-(?=\p{L})/u.exec(raw);
      if (counted && /^[\p{L}-]+$/u.test(raw.slice(counted[0].length))) {
        let offset = counted[0].length;
        for (const part of raw.slice(offset).split('-')) {
          if (part) result.push({ raw: part, folded: fold(part), index: index + offset });
          offset += part.length + 1;
        }
      }
      continue;
    }
    let offset = 0;
    for (const part of raw.split(/[-./,]/)) {
      if (part) result.push({ raw: part, folded: fold(part), index: index + offset });
      offset += part.length + 1;
    }
  }
  return result;
}
