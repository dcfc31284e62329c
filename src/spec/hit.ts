import type { DocumentStatus, TextLanguage } from './document.js';

/** Everything a reader needs to find and judge a source. */
export interface Citation {
  /** Document identity inside the tenant (relative path). */
  source: string;
  title: string;
  version: string | null;
  /** Heading path of the chunk (`'2. Pläne > Pro'`), or the document section when the chunk has none. */
  section: string | null;
  /** 1-based page, or null. */
  page: number | null;
  sourceUrl: string | null;
  /** Date the document carries (ISO date), or null. */
  documentDate: string | null;
  /** When Anker indexed this version (ISO timestamp). */
  indexedAt: string;
  status: DocumentStatus;
}

/** One retrieved chunk with its citation and scores. */
export interface Hit {
  chunkId: string;
  documentId: string;
  /** Chunk text. */
  text: string;
  language: TextLanguage;
  citation: Citation;
  /** Calibrated relevance in [0,1]; see src/retrieve/calibration.ts for how it is computed. */
  relevance: number;
  /** Raw scores for diagnostics: ranks are 1-based, absent when the list did not contain the chunk. */
  scores: {
    rrf: number;
    lexicalRank?: number;
    vectorRank?: number;
    /** Cosine similarity of query and chunk vectors. */
    cosine?: number;
    /** Share of the query's content terms found in the chunk (after stemming / decompounding), in [0,1]. */
    termCoverage?: number;
    /** BM25 score over the query's best possible score (IDF-weighted coverage), in [0,1]; 0 without a lexical match. */
    lexicalNorm?: number;
    /** The retriever's calibrated relevance, kept when grounding re-scores the hit with the evidence model. */
    retrieval?: number;
  };
  /**
   * Set by grounding's evidence model: the hit's sentences, list items and table rows, each with the probability that
   * it holds the answer, most probable first (at most a few).
   */
  answerUnits?: AnswerUnit[];
}

/** A sentence, list item or table row of a hit, with the probability that it holds the answer to the question. */
export interface AnswerUnit {
  text: string;
  /** In [0,1]. */
  probability: number;
}

/** Options of one search. */
export interface SearchOptions {
  tenantId: string;
  /** Number of hits to return (default 10). */
  limit?: number;
  /** Also return superseded/archived versions (default false). */
  includeSuperseded?: boolean;
  /**
   * Concepts the hits must cover, each a list of interchangeable terms (a concept counts as present when any of
   * its terms occurs). Default: the query's own content words. A reformulated query passes the original
   * question's concepts with their synonyms, so added expansion terms do not dilute the term coverage.
   */
  coverageGroups?: string[][];
  signal?: AbortSignal;
}
