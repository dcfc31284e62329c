import type { QuestionLanguage } from '../prompt/index.js';
import { isAnyStopword, textLanguageOf, textTerms, type Term } from '../text/index.js';
import { conversationClassesOf, isFormalAddress, type ConversationClass } from './conversation-words.js';

/** What a message is made of, word by word (see `conversationClassesOf`). */
export interface MessageAnalysis {
  /** Conversation classes of its words, formal `Sie` counted as second person. */
  classes: ReadonlySet<ConversationClass>;
  /** Lowercase words that belong to a conversation class. */
  conversationWords: readonly string[];
  /** Open-class words: not a stopword, not in a conversation class, longer than one letter. */
  content: readonly Term[];
  /** Numbers, codes or section references (`2024`, `HG-400`, `§ 7.3`): always facts to look up. */
  hasReference: boolean;
  /** Asks something: a question mark, a request verb, or a question word or auxiliary where a clause opens. */
  isQuestion: boolean;
  /**
   * Every clause with open-class words refers back to what was said (`das`, `that`, `it`), names the speaker or the
   * assistant (`mir`, `you`) or what is thanked for (`Danke für …`): `Thanks, that saved me a lot of time`, but not
   * `Danke, jetzt noch die Preisliste`. True when there are no open-class words.
   */
  contentRefersBack: boolean;
  /** A creative genre asked for (`einen Witz`, `a poem`, `eine Geschichte`) by a request or the assistant addressed. */
  asksForCreative: boolean;
}

// Words after which a clause still opens: social formulas and particles (`Danke, und wie …`, `Hallo, was …`).
const CLAUSE_OPENERS = new Set<ConversationClass>([
  'greeting',
  'thanks',
  'farewell',
  'interjection',
  'particle',
  'appraisal',
  'occasion',
]);
const CONJUNCTIONS = new Set(['und', 'and', 'aber', 'but', 'oder', 'or', 'dann', 'then', 'so', 'also']);
const CLAUSE_CONJUNCTIONS = new Set(['und', 'and', 'aber', 'but', 'oder', 'or']);
const DEMONSTRATIVES = new Set(['das', 'dies', 'es', 'that', 'this', 'it']);
const THANKS_FOR = new Set(['für', 'for']);
const PERSONS = new Set<ConversationClass>(['first-person', 'second-person']);
const INDEFINITES = new Set([
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'a',
  'an',
  'another',
  'some',
  'something',
  'etwas',
  'was',
  'irgendwas',
  'irgendetwas',
  'paar',
]);

/** Splits a message into conversation words, stopwords and content, clause by clause (see `MessageAnalysis`). */
export function analyzeMessage(message: string, language: QuestionLanguage): MessageAnalysis {
  const terms = textTerms(message, { language: textLanguageOf(language) });
  const classes = new Set<ConversationClass>();
  const conversationWords: string[] = [];
  const content: Term[] = [];
  const anchoredClauses = new Set<number>();
  const contentClauses = new Set<number>();
  let clause = 0;
  let namesCreative = false;
  let asks = message.includes('?');
  let clauseOpening = true;
  terms.forEach((term, position) => {
    const previous = terms[position - 1];
    if (
      previous &&
      (/[,;:.!?]/.test(message.slice(previous.index + previous.raw.length, term.index)) ||
        CLAUSE_CONJUNCTIONS.has(term.lower))
    )
      clause += 1;
    if (term.kind !== 'word') return;
    const sentenceStart = isSentenceStart(message, term.index);
    if (sentenceStart) clauseOpening = true;
    const termClasses = isFormalAddress(term.raw, sentenceStart)
      ? (['second-person'] as const)
      : conversationClassesOf(term.lower);
    // A question word asks only where its clause opens (`…, und wie viel?`), not as a relative (`that's what I needed`).
    if (
      termClasses.includes('request') ||
      (clauseOpening && (termClasses.includes('interrogative') || termClasses.includes('auxiliary')))
    )
      asks = true;
    clauseOpening &&= termClasses.some((name) => CLAUSE_OPENERS.has(name)) || CONJUNCTIONS.has(term.lower);
    if (termClasses.length > 0) {
      for (const name of termClasses) classes.add(name);
      conversationWords.push(term.lower);
      if (termClasses.some((name) => PERSONS.has(name))) anchoredClauses.add(clause);
      const preceding = terms.slice(Math.max(0, position - 3), position).map((word) => word.lower);
      if (
        (termClasses.includes('creative') || termClasses.includes('narrative')) &&
        preceding.some((word) => INDEFINITES.has(word))
      )
        namesCreative = true;
    } else if (isAnyStopword(term.lower)) {
      const thanksFor =
        THANKS_FOR.has(term.lower) &&
        previous !== undefined &&
        conversationClassesOf(previous.lower).includes('thanks');
      if (DEMONSTRATIVES.has(term.lower) || thanksFor) anchoredClauses.add(clause);
    } else if (term.lower.length > 1) {
      content.push(term);
      contentClauses.add(clause);
    }
  });
  return {
    classes,
    conversationWords,
    content,
    hasReference: terms.some((term) => term.kind !== 'word'),
    isQuestion: asks,
    contentRefersBack: [...contentClauses].every((index) => anchoredClauses.has(index)),
    // `Erzähl mir einen Witz`, `Kennst du ein Gedicht?`; not `Wer schrieb das Gedicht …?` nor `Welches Lied …?`.
    asksForCreative:
      namesCreative &&
      (classes.has('request') || classes.has('second-person')) &&
      !classes.has('interrogative'),
  };
}

function isSentenceStart(message: string, index: number): boolean {
  const before = message.slice(0, index).trimEnd();
  return before === '' || /[.!?:;]["'“”„»«]?$/.test(before);
}
