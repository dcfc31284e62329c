import type { Logger } from 'pino';
import type { QuestionLanguage } from '../prompt/index.js';
import type { KnowledgeStore } from '../spec/index.js';
import { decompound, isAnyStopword, type Term } from '../text/index.js';
import { agentMessages } from './agent-messages.js';
import { analyzeMessage, type MessageAnalysis } from './analyze-message.js';
import { conversationClassesOf } from './conversation-words.js';
import { findArithmetic } from './evaluate-arithmetic.js';
import { asksForJoke, smalltalkIntent, type SmalltalkIntent } from './smalltalk-intent.js';

export type { MessageAnalysis, SmalltalkIntent };

/** A message that needs no documents, with the reply to give. */
export type NoRetrieval =
  | { kind: 'arithmetic'; answer: string; /** The computed value. */ value: number }
  | {
      kind: 'smalltalk';
      answer: string;
      /** What the message does socially; chooses the reply. */ intent: SmalltalkIntent;
    };

/** Options of `detectNoRetrieval`. */
export interface DetectNoRetrievalOptions {
  /** Corpus statistics of the tenant's index: a term the index contains makes a message need retrieval. */
  corpus?: Pick<KnowledgeStore, 'documentFrequency'>;
  /** The tenant whose index `corpus` counts; without it (or without `corpus`) no content term is taken as absent. */
  tenantId?: string;
  logger?: Logger;
}

/** Most open-class words a thanks or farewell may add (`Thanks, that saved me a lot of time`) and stay small talk. */
const MAX_SOCIAL_CONTENT = 3;

/**
 * Decides whether a message needs no retrieval: arithmetic (evaluated safely) or small talk. Small talk is a message
 * about the conversation or the assistant itself — greetings, thanks, farewells and wishes, "how are you", "who are
 * you / what can you do", feelings, requests for jokes or poems — made only of closed-class words (see
 * `conversation-words.ts`). A question with an open-class word of its own is about the world and always searched,
 * whether or not the index knows the word. Only a thanks or farewell statement, or a creative request, may carry
 * open-class words, and only when `corpus` shows that none of them occurs in the tenant's index.
 */
export async function detectNoRetrieval(
  question: string,
  language: QuestionLanguage,
  options: DetectNoRetrievalOptions = {},
): Promise<NoRetrieval | null> {
  const messages = agentMessages(language);
  const arithmetic = findArithmetic(question, isFrameWord);
  if (arithmetic)
    return {
      kind: 'arithmetic',
      value: arithmetic.value,
      answer: messages.arithmeticReply(formatNumber(arithmetic.value, language)),
    };

  const analysis = analyzeMessage(question, language);
  if (!(await isSmalltalk(analysis, options))) return null;
  const intent = smalltalkIntent(analysis);
  const answer = intent === 'creative' && asksForJoke(analysis) ? messages.jokeReply : messages.smalltalkReply[intent];
  return { kind: 'smalltalk', intent, answer };
}

async function isSmalltalk(analysis: MessageAnalysis, options: DetectNoRetrievalOptions): Promise<boolean> {
  const { classes, content, isQuestion } = analysis;
  if (analysis.hasReference) return false;
  if (content.length > 0) {
    if (analysis.asksForCreative) return classes.has('creative') && absentFromIndex(content, options);
    const socialStatement =
      !isQuestion &&
      (classes.has('thanks') || classes.has('farewell') || classes.has('wish')) &&
      analysis.contentRefersBack &&
      content.length <= MAX_SOCIAL_CONTENT;
    // A thanks that refers back ("that saved me a lot of time") reacts with verbs and adverbs; only a noun could name a topic.
    return socialStatement && absentFromIndex(content.filter(mayNameTopic), options);
  }
  if (analysis.asksForCreative) return true;
  const addressed = classes.has('second-person');
  const formula =
    classes.has('greeting') ||
    classes.has('thanks') ||
    classes.has('farewell') ||
    classes.has('interjection');
  // "Mit wem rede ich?", "Who am I talking to?": the speaker asks about the conversation, so about the assistant.
  const aboutConversation = classes.has('first-person') && classes.has('conversing');
  if (isQuestion) return addressed || formula || aboutConversation;
  return addressed || formula || classes.has('appraisal') || classes.has('feeling') || classes.has('wish');
}

// Every content term (as written, its stem, for German compounds its members) must be missing from the index;
// without corpus statistics, or when they fail, a term counts as present.
async function absentFromIndex(
  content: readonly Term[],
  options: DetectNoRetrievalOptions,
): Promise<boolean> {
  if (content.length === 0) return true;
  const { corpus, tenantId, logger } = options;
  if (!corpus?.documentFrequency || !tenantId) return false;
  const words = new Set<string>();
  for (const term of content) {
    words.add(term.lower).add(term.stem);
    if (term.language !== 'english') for (const member of decompound(term.lower)) words.add(member);
  }
  try {
    const { frequencies } = await corpus.documentFrequency(tenantId, [...words]);
    return [...words].every((word) => (frequencies.get(word) ?? 0) === 0);
  } catch (error) {
    logger?.warn(
      { event: 'no-retrieval-corpus-failed', err: error },
      'corpus statistics unavailable; searching',
    );
    return false;
  }
}

// German capitalises nouns; English marks participles and adverbs (`needed`, `exactly`), not nouns.
function mayNameTopic(term: Term): boolean {
  if (term.language === 'german') return /^\p{Lu}/u.test(term.raw);
  return !(term.lower.length >= 5 && /(?:ed|ly)$/.test(term.lower));
}

// Outside the expression of an arithmetic question only words that frame it may occur (`Was ist`, `rechne mal`).
function isFrameWord(word: string): boolean {
  if (word.length === 1 || isAnyStopword(word)) return true;
  const classes = conversationClassesOf(word);
  return classes.length > 0 && !classes.includes('creative') && !classes.includes('narrative');
}

function formatNumber(value: number, language: QuestionLanguage): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'de-DE', { maximumFractionDigits: 6 }).format(
    value,
  );
}
