import type { TextLanguage } from '../../spec/index.js';
import { decompound, stem, synonymStems, textTerms, type Term } from '../../text/index.js';
import { isStopword as isQuestionFiller } from '../text/index.js';

/** One content word of a text as the evidence model compares it: its Snowball stem and, for a compound, its members'. */
export interface EvidenceTerm {
  raw: string;
  /** Snowball stem (PostgreSQL's lexeme) of a word; the lowercase form of a number or code. */
  key: string;
  /** Stems of the compound's members (German); empty for a simple word. */
  parts: string[];
}

/** A question term with the stems of its thesaurus synonyms (weaker evidence than the word itself). */
export interface QuestionTerm extends EvidenceTerm {
  synonyms: ReadonlySet<string>;
  /**
   * Its dictionary translations into the other of German and English, each as Snowball stems of that language (see
   * the judge's aspects): how a passage in the other language names it.
   */
  translations?: readonly (readonly string[])[];
}

/** The content words of a text in `language` (stopwords, fillers and one-letter words dropped), in order. */
export function evidenceTerms(text: string, language: TextLanguage): EvidenceTerm[] {
  const terms: EvidenceTerm[] = [];
  for (const term of textTerms(text, { language })) {
    if (term.isStopword || term.lower.length < 2 || isQuestionFiller(term.folded)) continue;
    terms.push(termOf(term, language));
  }
  return terms;
}

/** The question's content words, each once, with their synonyms. */
export function questionTerms(question: string, language: TextLanguage): QuestionTerm[] {
  const seen = new Set<string>();
  return evidenceTerms(question, language)
    .filter((term) => (seen.has(term.key) ? false : (seen.add(term.key), true)))
    .map((term) => ({ ...term, synonyms: language === 'simple' ? new Set<string>() : synonymStems(term.key, language) }));
}

// A word's term depends on the word and language alone: memoised (bounded), since every passage is read per question.
const memo = new Map<string, EvidenceTerm>();
const memoLimit = 100_000;

function termOf(term: Term, language: TextLanguage): EvidenceTerm {
  const id = `${language}:${term.lower}`;
  const known = memo.get(id);
  if (known) return known;
  const members = language === 'german' && term.kind === 'word' ? decompound(term.lower) : [];
  const parts = members.length >= 2 ? members.map((member) => stem(member.toLowerCase(), 'german')) : [];
  const result = { raw: term.raw, key: term.stem, parts };
  if (memo.size >= memoLimit) memo.clear();
  memo.set(id, result);
  return result;
}

/** What a passage offers to match against: every stem, and every compound member's stem. */
export interface TermIndex {
  keys: Set<string>;
  parts: Set<string>;
  /** The last member of each noun compound (`helm` of `Fahrradhelm`): what it is; every member of a lowercase one. */
  heads: Set<string>;
}

export function termIndex(terms: readonly EvidenceTerm[]): TermIndex {
  const keys = new Set<string>();
  const parts = new Set<string>();
  const heads = new Set<string>();
  for (const term of terms) {
    keys.add(term.key);
    for (const part of term.parts) parts.add(part);
    // A noun compound is its head; a lowercase word's members (an adjective, `farbecht`) all qualify it.
    const members = /^\p{Lu}/u.test(term.raw) ? term.parts.slice(-1) : term.parts;
    for (const member of members) heads.add(member);
  }
  return { keys, parts, heads };
}

/**
 * How well a passage holds one question term, in [0,1]: the same stem 1; the term as a member of a passage compound,
 * or all of the term's members as passage words or members, 0.7; some of its members 0.35 × their share.
 */
export function termMatch(term: EvidenceTerm, index: TermIndex): number {
  if (index.keys.has(term.key)) return 1;
  if (index.parts.has(term.key)) return 0.7;
  if (term.parts.length === 0) return 0;
  const held = term.parts.filter((part) => holdsMember(index, part)).length;
  if (held === term.parts.length) return 0.7;
  return (0.35 * held) / term.parts.length;
}

const minPrefixMember = 4;

/**
 * A compound member as a word or member of the passage; a modifier member also as the start of a passage word, since
 * German shortens a word to its stem in front of another (`Liefer|frist` ~ `Lieferung`, `Wart|ezeit` ~ `Wartung`).
 */
function holdsMember(index: TermIndex, part: string): boolean {
  if (index.keys.has(part) || index.parts.has(part)) return true;
  if (part.length < minPrefixMember) return false;
  for (const key of index.keys) if (key.startsWith(part)) return true;
  return false;
}

/**
 * How well a passage in the other language holds a question term: the term itself (a name, a code, a word both
 * languages write alike) as `termMatch` reads it, else 0.7 when the passage holds every stem of one of its
 * translations (as a word or a compound member), as a compound member counts.
 */
export function crossLingualMatch(term: QuestionTerm, index: TermIndex): number {
  const own = termMatch(term, index);
  if (own >= 0.7 || !term.translations) return own;
  for (const stems of term.translations) if (stems.every((stem) => index.keys.has(stem) || index.parts.has(stem))) return 0.7;
  return own;
}

/** Whether the passage holds a thesaurus synonym of the term (as a word or a compound member). */
export function synonymMatch(term: QuestionTerm, index: TermIndex): boolean {
  for (const synonym of term.synonyms) if (index.keys.has(synonym) || index.parts.has(synonym)) return true;
  return false;
}
