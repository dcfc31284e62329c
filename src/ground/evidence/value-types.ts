import { fold } from '../text/index.js';

/** The kind of value a question asks for, from its question words ('any' when they do not say). */
export type AskedValue = 'money' | 'duration' | 'date' | 'number' | 'person' | 'any';

// Question words and the kind of value they ask for, German and English, first match wins. These are the languages'
// interrogatives (closed-class words), not vocabulary of any knowledge base.
const ASKED: Array<[AskedValue, RegExp]> = [
  ['duration', /\b(wie lange|wie schnell|wie fruh|how long|how quickly|how fast|how soon|within how)\b/],
  ['date', /\b(wann|bis wann|ab wann|seit wann|an welchem tag|welches datum|in welchem jahr|when|by when|what date|which date|what year|which year|what day)\b/],
  ['money', /\b(was kostet|was kosten|wie teuer|wie viel kostet|wie viel geld|was zahlt|was zahlen|was bezahlt|was berechne|was bekommt|wie viel bekommt|how much does|how much is|how much do|what does .* cost|what do .* cost|how much money|what is the price|what price|what fee|what rate)\b/],
  ['number', /\b(wie viele?|wieviele?|wie hoch|wie gross|wie warm|wie kalt|wie weit|wie oft|wie alt|wie schwer|how many|how much|how high|how large|how big|how hard|how warm|how hot|how far|how often|how old|what percentage|what share)\b/],
  ['person', /\b(wer|wem|wen|an wen|bei wem|who|whom|to whom)\b/],
];

export function askedValue(question: string): AskedValue {
  const folded = fold(question);
  for (const [kind, pattern] of ASKED) if (pattern.test(folded)) return kind;
  return 'any';
}

const MONEY = /(?:\d[\d.,]*\s*(?:€|eur\b|euro|ct\b|cent|\$|usd|chf|£)|(?:€|\$|£|eur|usd)\s*\d)/i;
const DURATION =
  /\d[\d.,]*\s*(?:-\s*\d+\s*)?(?:sekunden?|minuten?|min\b|stunden?|std\b|h\b|tagen?|tage|werktagen?|kalendertagen?|wochen?|monaten?|monate|jahren?|jahre|seconds?|minutes?|hours?|days?|working days|business days|weeks?|months?|years?)\b/i;
const DATE =
  /\b\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|may|june|july|october|december|q[1-4])\b|\b(?:19|20)\d{2}\b/i;
const NUMBER = /\d/;
const CONTACT = /[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s/-]{6,}\d/;
const NAME = /\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;

/** Whether a text unit holds a value of the asked kind (for 'any': always). */
export function holdsAskedValue(kind: AskedValue, text: string): boolean {
  switch (kind) {
    case 'any':
      return true;
    case 'money':
      return MONEY.test(text);
    case 'duration':
      return DURATION.test(text);
    case 'date':
      return DATE.test(text) || DURATION.test(text);
    case 'number':
      return NUMBER.test(text);
    case 'person':
      return CONTACT.test(text) || NAME.test(text);
  }
}
