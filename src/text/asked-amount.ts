import { asGermanNoun, translateWord } from './bilingual.js';
import { decompound } from './decompound.js';
import { isMoneyNoun } from './word-class.js';

// `How much is the deposit for …?`, `What's the monthly fee?`: the noun phrase after the copula, up to a preposition.
const isThePhrase = String.raw`(?:\s+(?:is|are|was|were|will\s+be|would\s+be)|['’]s)\s+(?:the|a|an|my|our|your|their|its|this|that)\s+((?:[a-z-]+\s+){0,3}?[a-z-]+)(?=\s+(?:for|of|on|in|at|to|per|when|if|with|under|after|before|from|that|which)\b|\s*[?,.;]|\s*$)`;
const howMuchIsThe = new RegExp(String.raw`\bhow\s+(?:much|high)${isThePhrase}`, 'i');
const whatIsThe = new RegExp(String.raw`\bwhat${isThePhrase}`, 'i');

// `Wie hoch ist die Kaution …?`, `Wie viel beträgt die monatliche Gebühr?`: the first noun after the article.
const wieHochIstDer =
  /(?<![\p{L}])[Ww]ie\s+(?:hoch|viel)\s+(?:ist|sind|war|waren|wäre|wären|beträgt|betragen|betrug)\s+(?:der|die|das|den|dem|ein|eine|einer|mein\p{L}*|unser\p{L}*|ihr\p{L}*|dein\p{L}*|euer\p{L}*|eure\p{L}*)\s+(?:\p{Ll}+\s+){0,2}(\p{Lu}[\p{L}-]*)/u;

/**
 * Whether a question asks how much a thing is that names an amount of money (`How much is the deposit …?`, `Wie
 * hoch ist die Kaution …?`): its answer is an amount (money, or a percentage of one), not a duration or a count.
 */
export function asksAmountOfMoney(question: string, language: 'de' | 'en'): boolean {
  return language === 'en' ? asksHowMuchMoney(question) : asksWieHochMoney(question);
}

/**
 * Whether an English question asks how much a thing that names an amount of money is (see isMoneyNoun): after `how
 * much is` any such noun (`deposit`), after `what is` only one whose most frequent sense is money (`fee`, not `duty`).
 */
function asksHowMuchMoney(question: string): boolean {
  const headOf = (pattern: RegExp): string | undefined => pattern.exec(question)?.[1]?.split(/[\s-]+/).pop();
  const howMuch = headOf(howMuchIsThe);
  if (howMuch !== undefined) return isMoneyNoun(howMuch);
  const what = headOf(whatIsThe);
  return what !== undefined && isMoneyNoun(what, true);
}

/**
 * Whether a German question asks how high a thing that names an amount of money is: the noun's first dictionary
 * translation is such a noun (`Kaution` → `deposit`; a phrase by its head, `Jahresgebühr` → `annual fee`), else its
 * compound head's, when that is mostly money (`Bearbeitungsentgelt` → `Entgelt` → `charge`, not `Anschlusswert` → `value`).
 */
function asksWieHochMoney(question: string): boolean {
  const noun = wieHochIstDer.exec(question)?.[1];
  if (!noun) return false;
  const phraseHead = (phrase: string): string => phrase.split(/\s+(?:for|of|on|in|to)\s+/)[0]!.split(/\s+/).pop() ?? '';
  const [whole] = translateWord(noun, 'german', 1);
  if (whole) return isMoneyNoun(phraseHead(whole));
  const members = decompound(noun);
  const [head] = members.length > 1 ? translateWord(asGermanNoun(members[members.length - 1]!), 'german', 1) : [];
  return head !== undefined && isMoneyNoun(phraseHead(head), true);
}
