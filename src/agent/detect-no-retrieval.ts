import type { QuestionLanguage } from '../prompt/index.js';
import { agentMessages } from './agent-messages.js';
import { evaluateArithmetic } from './evaluate-arithmetic.js';

/** A message that needs no documents, with the reply to give. */
export interface NoRetrieval {
  kind: 'arithmetic' | 'smalltalk';
  answer: string;
}

const QUESTION_PREFIX =
  /^(?:(?:und\s+)?(?:was|wie ?viel)\s+(?:ist|sind|ergibt|ergeben|macht)|rechne|berechne|(?:and\s+)?what\s+(?:is|are|'s)|what's|how much is|calculate|compute)\s+/i;

const GREETING = /\b(hallo|hi|hey|servus|moin|guten (morgen|tag|abend)|good (morning|afternoon|evening)|hello|greetings)\b/gi;
const THANKS = /\b(vielen dank|danke( schön| sehr)?|thank you( very much| so much)?|thanks( a lot)?|das hat (mir )?(sehr )?geholfen|that (was|is) (very )?helpful|(that )?helped( me)?( a lot)?)\b/gi;
const FAREWELL = /\b(tschüss|auf wiedersehen|bis bald|bye|goodbye|see you)\b/gi;
const WELLBEING = /\b(wie geht('s| es)( dir| ihnen)?( heute)?|how are you( doing)?( today)?|wie läuft('s| es))\b/gi;
const CAPABILITIES =
  /\b(was kannst du|wobei kannst du( mir)? helfen|wer bist du|what can you do|who are you|what (kinds? of )?(questions|things) can you (help( me)?( with)?|answer|do)|how can you help( me)?)\b/gi;

/**
 * Deterministic detection of messages that need no retrieval: arithmetic (evaluated safely, never with eval) and
 * small talk (greetings, thanks, farewells, "what can you do"). Anything with remaining content words is not small talk.
 */
export function detectNoRetrieval(question: string, language: QuestionLanguage): NoRetrieval | null {
  const messages = agentMessages(language);
  const expression = question.trim().replace(/[?!.=\s]+$/, '').replace(QUESTION_PREFIX, '');
  if (/\d/.test(expression)) {
    const value = evaluateArithmetic(expression);
    if (value !== null) {
      const formatted = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 6, useGrouping: false }).format(value);
      return { kind: 'arithmetic', answer: messages.arithmeticReply(formatted) };
    }
    return null;
  }
  const found = { greeting: false, thanks: false, capabilities: false };
  let rest = question.toLowerCase();
  rest = rest.replace(CAPABILITIES, () => ((found.capabilities = true), ' '));
  rest = rest.replace(THANKS, () => ((found.thanks = true), ' '));
  rest = rest.replace(GREETING, () => ((found.greeting = true), ' '));
  rest = rest.replace(WELLBEING, () => ((found.greeting = true), ' '));
  rest = rest.replace(FAREWELL, () => ((found.thanks = true), ' '));
  if (!found.greeting && !found.thanks && !found.capabilities) return null;
  const leftover = (rest.match(/\p{L}{3,}/gu) ?? []).filter((word) => !FILLER.has(word));
  if (leftover.length > 0) return null;
  const answer = found.capabilities ? messages.capabilitiesReply : found.thanks ? messages.thanksReply : messages.greetingReply;
  return { kind: 'smalltalk', answer };
}

const FILLER = new Set(['und', 'and', 'auch', 'also', 'nochmal', 'again', 'you', 'too', 'dir', 'ihnen', 'euch', 'all', 'everyone', 'zusammen', 'there', 'lieber', 'liebe']);
