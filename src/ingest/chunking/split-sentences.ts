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

function isAbbreviation(sentenceSoFar: string): boolean {
  if (!sentenceSoFar.endsWith('.')) return false;
  const lastWord = /(\S+)\.$/.exec(sentenceSoFar)?.[1] ?? '';
  const word = lastWord.replace(/^[("„»“']+/, '').toLowerCase();
  if (SENTENCE_ABBREVIATIONS.has(word)) return true;
  // "z. B." and "d. h.": a single letter (initial or part of a spaced abbreviation).
  if (/^\p{L}$/u.test(word)) return true;
  return /^\d{1,2}$/.test(word);
}
