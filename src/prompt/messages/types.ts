import type { DocumentStatus, GroundingState } from '../../spec/index.js';

/** Language of a question and of every text Anker shows for it. */
export type QuestionLanguage = 'de' | 'en';

/** Every user- and model-facing text of the grounding layer, once per language. */
export interface Messages {
  /** First line of a grounded tool result, per state. */
  stateLine: Record<GroundingState, string>;
  /** Sentence that introduces the `<kontext>` block and declares it data only. */
  contextPreamble: string;
  /** Labels of the metadata shown per source. */
  labels: {
    version: string;
    status: string;
    section: string;
    page: string;
    documentDate: string;
    indexedAt: string;
    sourceUrl: string;
    relevance: string;
    unknown: string;
    /** Heading of the source list under a human-readable answer. */
    sources: string;
  };
  status: Record<DocumentStatus, string>;
  /** Warning attached to a source that has been replaced by a newer version. */
  supersededWarning: string;
  /** Shown instead of text when the budget left no room for a source's text. */
  trimmedNote: string;
  freshnessWarning(documentDate: string, months: number): string;
  /** Instruction after the sources of a FOUND result. */
  foundInstruction: string;
  /** Extra warning of a LOW_RELEVANCE result. */
  lowRelevanceInstruction: string;
  /** Instruction of a NOT_FOUND result. */
  notFoundInstruction(question: string, attemptedQueries: string[]): string;
  /** Line naming what the question asks about that no document contains. */
  missingLine(items: string[]): string;
  /** FOUND / LOW_RELEVANCE of a comparison: answer for each named entity, or say nothing was found for it. */
  comparedLine(items: string[]): string;
  /** Line naming what the documents hold where the question names something they lack (another tier, row, version). */
  existingLine(items: string[]): string;
  /** Instruction of a TECHNICAL_ERROR result. */
  technicalErrorInstruction: string;
  /** System prompt for any model answering from Anker's sources. */
  systemPrompt: string;
  /** Final answer shown to the user when nothing grounded was found. */
  notFoundAnswer(whatIsMissing?: string, existing?: string): string;
  /** Final answer shown to the user when the search failed technically. */
  technicalErrorAnswer: string;
  /** Opening of an answer built from LOW_RELEVANCE sources. */
  caveatPrefix: string;
  /** Line that names the sources with outdated document dates in an answer. */
  freshnessNote(titles: string[]): string;
}
