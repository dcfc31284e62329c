import type { MessageAnalysis } from './analyze-message.js';

/** What a small-talk message does; each has its own reply (see `AgentMessages.smalltalkReply`). */
export type SmalltalkIntent =
  'greeting' | 'wellbeing' | 'thanks' | 'farewell' | 'identity' | 'creative' | 'social';

// Parts of the day that open a conversation with `gut/good` (`Guten Morgen`, `Good evening`); other wishes close it.
const GREETING_TIMES = new Set([
  'morgen',
  'vormittag',
  'mittag',
  'nachmittag',
  'tag',
  'abend',
  'morning',
  'afternoon',
  'evening',
  'day',
]);
const PLAIN_GOOD = new Set(['gut', 'gute', 'guten', 'guter', 'gutes', 'good']);
const HOW = new Set(['wie', 'how']);
// Creative genres the assistant answers with a joke of its own; for a poem, a story or a song it says what it does.
const JOKES = new Set(['witz', 'witze', 'scherz', 'scherze', 'wortspiel', 'joke', 'jokes', 'pun', 'puns']);

/** Whether a creative request asks for a joke (which the assistant tells) rather than a poem or story (which it does not write). */
export function asksForJoke(analysis: MessageAnalysis): boolean {
  return analysis.conversationWords.some((word) => JOKES.has(word));
}

/**
 * The intent of a message already known to be small talk, most specific first: a creative request, a question about
 * the assistant (who/what it is, what it can do), how it is, thanks, a farewell or wish, a greeting, anything else.
 */
export function smalltalkIntent(analysis: MessageAnalysis): SmalltalkIntent {
  const { classes, conversationWords } = analysis;
  const words = new Set(conversationWords);
  if (analysis.asksForCreative) return 'creative';
  // "Danke dir, das hat mir geholfen!" thanks the assistant; it does not ask what the assistant is.
  if (classes.has('thanks') && !analysis.isQuestion) return 'thanks';
  const addressed = classes.has('second-person');
  if (classes.has('wellbeing') && (addressed || analysis.isQuestion)) return 'wellbeing';
  if ((addressed && classes.has('assistant')) || (classes.has('first-person') && classes.has('conversing') && analysis.isQuestion)) return 'identity';
  if (addressed && analysis.isQuestion)
    return classes.has('appraisal') || [...words].some((word) => HOW.has(word)) ? 'wellbeing' : 'identity';
  if (classes.has('thanks')) return 'thanks';
  if (classes.has('farewell') || classes.has('wish')) return 'farewell';
  if (classes.has('occasion')) {
    const greetingTime = [...words].some((word) => GREETING_TIMES.has(word));
    const plainGood = [...words].some((word) => PLAIN_GOOD.has(word));
    return greetingTime && (plainGood || classes.has('greeting'))
      ? 'greeting'
      : classes.has('appraisal')
        ? 'farewell'
        : 'greeting';
  }
  if (classes.has('greeting')) return 'greeting';
  return 'social';
}
