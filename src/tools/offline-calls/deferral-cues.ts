import { fold } from '../../text/index.js';

// Closed-class words by which a message holds an action back instead of ordering it: negation of the order
// (`keinen Auftrag anlegen`, `don't`), deferral (`erst wenn`, `not yet`, `warte`), a draft only, or a question
// whether to act (`sollten wir`). Plain `nicht`/`not` is left out: it negates facts as often as orders.
const CUES = [
  /\bkein(?:e|en|er|es|em)?\b/u,
  /\bnichts\b/u,
  /\bnein\b/u,
  /\berst\b/u,
  /\bwarte\b/u,
  /\bentwurf\b/u,
  /\bsollten\b/u,
  /\bdon'?t\b/u,
  /\bdo not\b/u,
  /\bnot yet\b/u,
  /\bwait\b/u,
  /\bdraft\b/u,
  /\bshould (?:we|i)\b/u,
];

/**
 * True when the message holds a side-effecting action back (negated, deferred, a draft, a question whether to).
 * Such a message never becomes a call of a tool with side effects: the offline chooser asks for no approval it
 * was not asked to seek.
 */
export function holdsActionBack(message: string): boolean {
  const folded = fold(message);
  return CUES.some((cue) => cue.test(folded));
}
