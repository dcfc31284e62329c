import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import type { Logger } from 'pino';
import type { GroundedSearchDeps } from '../ground/index.js';
import type { Confidence, GroundingState, Hit, Judge, KnowledgeStore, NumberedCitation, Retriever } from '../spec/index.js';

/** Outcome of `ask`, exactly the `anker ask --json` contract. */
export type AskStatus = 'answered' | 'answered_with_caveat' | 'not_found' | 'no_retrieval' | 'error';

/** A cited source of an answer. */
export interface AskCitation {
  marker: number;
  source: string;
  title: string;
  version: string | null;
  section: string | null;
  page: number | null;
  documentDate: string | null;
  indexedAt: string;
  /** Calibrated relevance in [0,1]. */
  relevance: number;
}

/** What `ask` returns; `not_found` answers contain no fact from any document. */
export interface AskResult {
  status: AskStatus;
  answer: string;
  citations: AskCitation[];
  trace: {
    attempts: Array<{ query: string; state: GroundingState; confidence: Confidence | null }>;
    /** Tool calls the model made (duplicates included). */
    toolCalls: number;
    /** Model steps over all generation rounds (retries included). */
    steps: number;
  };
}

/** The sources a run of `ask` found, numbered as its answer cites them ([n] = `marker`), with their passages. */
export interface AnswerEvidence {
  citations: NumberedCitation[];
  /** Passages of those sources, strongest first. */
  hits: Hit[];
}

/** Dependencies of `ask`. */
export interface AskDeps {
  model: LanguageModelV3;
  retriever: Retriever;
  judge: Judge;
  /** Corpus statistics of the tenant's index; small talk that names a term of the index is searched instead (absent: only closed-class small talk). */
  corpus?: Pick<KnowledgeStore, 'documentFrequency'>;
  reformulator?: GroundedSearchDeps['reformulator'];
  /** The evidence model of grounded search (`EVIDENCE_MODEL` in evidence mode) [null: the retriever's calibrated relevance]. */
  evidence?: GroundedSearchDeps['evidence'];
  tenantId: string;
  thresholds?: GroundedSearchDeps['thresholds'];
  /** Document dates older than this many months get a freshness warning (default 6). */
  freshnessMonths?: number;
  now?: GroundedSearchDeps['now'];
  /** Most model steps per generation round (default 4). */
  maxSteps?: number;
  /** Output token cap per model step (default 2048). */
  maxOutputTokens?: number;
  /** Hits per search (ground's default when absent). */
  limit?: number;
  /** Also search superseded versions; default: only when the question asks for an old/previous version. */
  includeSuperseded?: boolean;
  /** Patterns of questions that must be answered from the documents (default DEFAULT_SENSITIVE_PATTERNS). */
  sensitivePatterns?: readonly RegExp[];
  /** Earlier turns of a conversation, sent before the question (absent: the question alone). The offline model reads only the question. */
  history?: ModelMessage[];
  logger?: Logger;
  signal?: AbortSignal;
  /** Called once as `ask` returns, with the sources behind the answer (an evaluator grades the answer against them). */
  onEvidence?: (evidence: AnswerEvidence) => void;
}
