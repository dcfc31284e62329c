import { decompound } from './decompound.js';
import { detectTextLanguage } from './detect-language.js';
import { fold, lowercase } from './fold.js';
import type { TextLanguage } from './language.js';
import { stem } from './stem.js';
import { isStopword } from './stopwords.js';
import { tokenize, type TokenKind } from './tokenize.js';

/** One term of a text: a token with its normalised forms. */
export interface Term {
  /** As written (`Kündigungsfristen`, `99,5`, `§ 7.3`). */
  raw: string;
  /** Offset in the source text (UTF-16 code units). */
  index: number;
  kind: TokenKind;
  /** Lowercase, diacritics kept (`kündigungsfristen`): the stemmer's input. */
  lower: string;
  /** Lowercase without diacritics (`kundigungsfristen`, `strasse`). */
  folded: string;
  /** Snowball stem for words (= PostgreSQL's lexeme: `kundigungsfrist`); `lower` for numbers, codes, sections. */
  stem: string;
  /** A stopword of `language` in PostgreSQL's list (words only). */
  isStopword: boolean;
  /** The language the stem and stopword flag are for. */
  language: TextLanguage;
}

/** Options of `textTerms`. */
export interface TextTermsOptions {
  /** The text's language; detected from the text itself when absent (`simple` when undecidable). */
  language?: TextLanguage;
}

/**
 * The terms of a text, in order: every token (see `tokenize`) with its lowercase, folded and stemmed forms and
 * its stopword flag, all for one language. The one place where tokens, folding, stems and language are decided.
 */
export function textTerms(text: string, options: TextTermsOptions = {}): Term[] {
  const language = options.language ?? detectTextLanguage(text);
  return tokenize(text).map(({ raw, index, kind }) => {
    const lower = lowercase(kind === 'section' ? raw.replace(/\s+/g, '') : raw);
    const word = kind === 'word';
    return {
      raw,
      index,
      kind,
      lower,
      folded: fold(lower),
      stem: word ? stem(lower, language) : lower,
      isStopword: word && isStopword(lower, language),
      language,
    };
  });
}

/** Stems of the content terms (not stopwords, not single letters), deduplicated, in order of first occurrence. */
export function contentStems(text: string, options: TextTermsOptions = {}): string[] {
  const stems = new Set<string>();
  for (const term of textTerms(text, options)) if (isContent(term)) stems.add(term.stem);
  return [...stems];
}

/**
 * Terms for a lexical index or an OR-query: per content term its stem, for German words the stems of their
 * compound members (`kundigungsfrist` → also `kundig`, `frist`), and number/code variants (`1.490` → `1490`,
 * `99,5` → `99.5`, `hg-400` → `hg400`, `hg`, `400`, `§7.3` → `7.3`). Repeats across tokens are kept, so term
 * frequency survives; duplicates within one token are not.
 */
export function indexTerms(text: string, options: TextTermsOptions = {}): string[] {
  const out: string[] = [];
  for (const term of textTerms(text, options)) if (isContent(term)) out.push(...expandTerm(term));
  return out;
}

/** The index terms of one term (see `indexTerms`), the term's stem first. */
export function expandTerm(term: Term): string[] {
  const terms = new Set<string>([term.stem]);
  if (term.kind === 'word') {
    if (term.language !== 'english') {
      const members = decompound(term.lower);
      if (members.length > 1) for (const member of members) terms.add(stem(member, term.language));
    }
    return [...terms];
  }
  for (const variant of numberVariants(term.lower)) terms.add(variant);
  return [...terms];
}

const THOUSANDS = /^\d{1,3}(?:[.,]\d{3})+$/;
const DECIMAL_COMMA = /^\d+,\d+$/;
const SEPARATOR = /[-_/]/;

/** Spelling variants of a number, code or section reference (`1.490` → `1490`, `a_line1_042` → `aline1042`, …). */
export function numberVariants(lower: string): string[] {
  const variants: string[] = [];
  if (lower.startsWith('§')) variants.push(lower.replace(/^§+/, ''));
  else if (THOUSANDS.test(lower)) variants.push(lower.replace(/[.,]/g, ''));
  else if (DECIMAL_COMMA.test(lower)) variants.push(lower.replace(',', '.'));
  if (SEPARATOR.test(lower)) {
    variants.push(lower.replace(/[-_/]/g, ''));
    for (const piece of lower.split(SEPARATOR)) if (piece.length > 1) variants.push(piece);
  }
  return variants;
}

function isContent(term: Term): boolean {
  return !term.isStopword && (term.kind !== 'word' || term.lower.length > 1);
}
