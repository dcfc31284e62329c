import { decompound, getGermanLexicon } from '../../embed/index.js';
import { foldText, stem } from './text-terms.js';
import { isCalendarName } from '../../text/index.js';

/** What kind of answer a question asks for, from its question words. */
export type AnswerType = 'number' | 'date' | 'person' | 'place' | 'other';

const CUES: Array<[AnswerType, RegExp]> = [
  ['date', /\b(wann|seit wann|bis wann|ab wann|in welchem jahr|in welchem jahrhundert|welches datum|an welchem tag|when|what year|which year|what date|what century|how long ago)\b/],
  [
    'number',
    /\b(wie viele?|wieviele?|wie hoch|wie lange?|wie gross|wie alt|wie oft|wie schnell|wie weit|wie schwer|wie teuer|welchen? (?:betrag|preis|anteil|prozentsatz)|how many|how much|how long|how old|how often|how far|how large|how big|how high|what percentage|what proportion|what price|what amount|(?<!\bat (?:a|the) )(?:minimum|maximum)|(?:maxim|minim)ale[nmrs]?|(?:mindest|hochst)(?!ens\b)\w{3,})\b/,
  ],
  ['person', /\b(wer|wem|wen|wessen|who|whom|whose|welche person|which person)\b/],
  ['place', /\b(wo|woher|wohin|where|in welchem land|in welcher stadt|which country|which city)\b/],
];

/** Nouns whose value is a quantity: "Welche Kündigungsfrist …", "What is the fee …". */
const QUANTITY_NOUNS =
  /(frist|laufzeit|dauer|preis|kosten|kostet|betrag|gebuhr|rabatt|strafe|zulage|prozent|verfugbarkeit|reaktionszeit|limit|obergrenze|anzahl|hohe\b|period|deadline|price|cost|fee\b|amount|penalty|discount|availability|response time)/;

export function detectAnswerType(question: string): AnswerType {
  const folded = foldText(question);
  for (const [type, pattern] of CUES) if (pattern.test(folded)) return type;
  return QUANTITY_NOUNS.test(folded) ? 'number' : 'other';
}

const MONTHS =
  /\b(januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|may|june|july|october|december|jahrhundert|century)\b/;
const MONTH_NAMES = 'januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|may|june|july|october|december';
const NUMBER_WORDS =
  /\b(eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|zwanzig|hundert|tausend|million|millionen|milliarden|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|billion|dozen|half|halb)\b/;

// An age asked (`Wie alt`, `how old`) and an age stated (`mit 39 Jahren`, `aged 39`, `im Alter von 39`, `39-year-old`).
const ASKS_AGE = /\b(?:wie alt|in welchem alter|mit wie vielen jahren|how old|at what age)\b/;
const STATES_AGE = new RegExp(
  String.raw`\b(?:\d+|${NUMBER_WORDS.source.slice(3, -3)})[ -](?:jahre|jahren|jahrig\w*|years?(?:[ -]old)?|year-old)\b|\b(?:alter|age) (?:von |of )?\d+|\baged \d+`,
);

/** Whether a sentence contains something of the asked type that the question itself does not already contain. */

export function hasAnswerCue(type: AnswerType, sentence: string, question: string): boolean {
  // A clause number opening the sentence (`7.1 Es gilt …`, `§ 4.2`) numbers it; it states nothing.
  const body = sentence.replace(/^\s*(?:§\s*)?\d+(?:\.\d+)+\.?\s+/, '');
  const folded = foldText(body);
  const questionNumbers = new Set(question.match(/\d+/g) ?? []);
  const newNumbers = (body.match(/\d+/g) ?? []).filter((number) => !questionNumbers.has(number));
  switch (type) {
    case 'number':
      // `Wie alt`, `how old`: an age, not any number (`zwei Teams` does not say how old someone was).
      if (ASKS_AGE.test(foldText(question))) return STATES_AGE.test(folded);
      return newNumbers.length > 0 || NUMBER_WORDS.test(folded);
    case 'date':
      return newNumbers.some((number) => number.length === 4 || Number(number) <= 31) || MONTHS.test(folded);
    case 'person':
    case 'place':
      return newNames(sentence, question) > 0;
    case 'other':
      return false;
  }
}

/**
 * Whether a sentence states a calendar date: a day or year with a month name (`31. Dezember 2027`, `30 June 2029`),
 * or a numeric date (`30.09.2034`, `2026-11-29`). "Bis wann / when" is answered by a date before a duration.
 */
export function statesCalendarDate(sentence: string): boolean {
  const folded = foldText(sentence);
  return (
    /\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b|\b\d{4}-\d{2}-\d{2}\b/.test(folded) ||
    new RegExp(String.raw`\b\d{1,2}\.?\s+(?:${MONTH_NAMES})\b|\b(?:${MONTH_NAMES})\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}\b`).test(folded)
  );
}

/**
 * Capitalised words inside the sentence (not its first word) that the question does not mention. German capitalises
 * every noun, so there a known word or a compound of known words (`Geschäftsführung`) is no name.
 */
function newNames(sentence: string, question: string): number {
  const questionWords = new Set((question.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()));
  const words = sentence.match(/\p{L}+/gu) ?? [];
  let count = 0;
  for (const word of words.slice(1)) {
    // A month or weekday (`Effective 1 February 2026`) dates something; it names no one.
    if (/^\p{Lu}\p{Ll}+/u.test(word) && !questionWords.has(word.toLowerCase()) && !isGermanNoun(word) && !isCalendarName(word)) count += 1;
  }
  return count;
}

function isGermanNoun(word: string): boolean {
  const folded = foldText(word);
  const lexicon = getGermanLexicon();
  return lexicon.parts.has(folded) || lexicon.parts.has(stem(folded)) || decompound(folded).length >= 2;
}
