import type { Citation, Hit } from './hit.js';

/** The four explicit states every retrieval tool result has. */
export type GroundingState = 'FOUND' | 'LOW_RELEVANCE' | 'NOT_FOUND' | 'TECHNICAL_ERROR';

/** Relevance levels of the judge. LOW is the safe default when a judgement cannot be made. */
export type RelevanceLevel = 'HIGH' | 'MEDIUM' | 'LOW' | 'NOT_RELEVANT';

/** A judge's verdict on hits for a question. */
export interface Confidence {
  level: RelevanceLevel;
  /** Short reason, for logs and traces. */
  reason: string;
  /** Whether the hits contain what is needed to answer. */
  canAnswer: boolean;
  /** Entities or aspects of the question that no hit contains, as written in the question (the offline judge says). */
  missing?: string[];
}

/** One retrieval attempt (the original query or a reformulation). */
export interface RetrievalAttempt {
  query: string;
  state: GroundingState;
  confidence?: Confidence;
}

/** A citation as numbered in the model-facing content. */
export interface NumberedCitation extends Citation {
  /** The [n] marker. */
  marker: number;
  /** Calibrated relevance of the best hit from this source. */
  relevance: number;
  /** Set when the document date is older than the freshness limit. */
  freshnessWarning?: string;
}

/** What a model sees as the result of a retrieval tool. `content` is never empty. */
export interface GroundedResult {
  state: GroundingState;
  /** True for NOT_FOUND and TECHNICAL_ERROR. */
  isError: boolean;
  /** Model-facing text: state line, numbered sources, explicit instruction, in the question's language. */
  content: string;
  hits: Hit[];
  citations: NumberedCitation[];
  confidence?: Confidence;
  attempts: RetrievalAttempt[];
  /** NOT_FOUND only: what the question names that no source states (e.g. `"Gamma"`), for the user-facing reply. */
  missing?: string[];
  /**
   * NOT_FOUND only: what the documents hold where the question names something they lack (the tiers of the table
   * when the question asks for another tier), for the user-facing reply.
   */
  existing?: string[];
  /**
   * FOUND / LOW_RELEVANCE of a question about several named entities (clients, products, codes), as written: the
   * answer must address each, and say of one the sources do not cover that nothing was found for it.
   */
  compared?: string[];
  /** Internal error details; logged, never shown to the user. */
  error?: { type: string; message: string };
}

/** Judges whether hits can answer a question. */
export interface Judge {
  readonly id: string;
  /** `tenantId` lets a judge read corpus statistics of the searched tenant; judges may ignore it. */
  judge(question: string, hits: Hit[], options?: { signal?: AbortSignal; tenantId?: string }): Promise<Confidence>;
}
