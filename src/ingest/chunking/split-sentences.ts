import { SENTENCE_ABBREVIATIONS } from '../../text/abbreviations.js';

const boundary = /[.!?…]["'»«“”)\]]*\s+/g;
const sentenceStart = /^[\p{Lu}\d„"»«“([]/u;

/**
 * Splits prose into sentences without cutting one in half: a boundary is end punctuation followed by space and an
 * upper-case letter, digit or opening quote, unless the period belongs to an abbreviation (`z. B.`, `ca.`, `Nr.`),
 * an initial (`J. Berger`) or a day/ordinal number (`1. Februar`). Joining the result with spaces gives the text back.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (!sentenceStart.test(text.slice(end))) continue;
    if (isAbbreviation(text.slice(start, match.index + 1))) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

const WHITESPACE = /\s/;

function isAbbreviation(sentenceSoFar: string): boolean {
  if (!sentenceSoFar.endsWith('.')) return false;
  const lastWord = wordBeforeFinalPeriod(sentenceSoFar);
  const word = lastWord.replace(/^[("„»“']+/, '').toLowerCase();
  if (SENTENCE_ABBREVIATIONS.has(word)) return true;
  // "z. B." and "d. h.": a single letter (initial or part of a spaced abbreviation).
  if (/^\p{L}$/u.test(word)) return true;
  return /^\d{1,2}$/.test(word);
}

/**
 * What `/(\S+)\.$/` captures (the run of non-space characters before the final period, '' when there is none),
 * found from the end: the regular expression tried every start position of the sentence, ~1 s of the chunking of a
 * 60 MB text file.
 */
export function wordBeforeFinalPeriod(sentenceSoFar: string): string {
  let start = sentenceSoFar.length - 1;
  while (start > 0 && !WHITESPACE.test(sentenceSoFar[start - 1]!)) start -= 1;
  return sentenceSoFar.slice(start, -1);
}
