import type { GroundingState, Hit, NumberedCitation } from '../spec/index.js';
import { assembleContext, messagesFor, type QuestionLanguage } from '../prompt/index.js';

/** What {@link buildContent} needs to write the model-facing text of a result. */
export interface ContentInput {
  state: GroundingState;
  question: string;
  language: QuestionLanguage;
  citations: NumberedCitation[];
  hits: Hit[];
  /** Queries tried, in order. */
  queries: string[];
  /** What the question names that no source contains (from the judge), shown in NOT_FOUND instructions. */
  missing?: string[];
  /** What the documents hold instead (the tiers of the table when another was asked), shown after `missing`. */
  existing?: string[];
  /** The named entities a comparison asks about: the answer addresses each or says nothing was found for it. */
  compared?: string[];
  budgetChars?: number;
}

/**
 * The model-facing `content` of a grounded result, never empty: state line, then for FOUND and LOW_RELEVANCE
 * the U-shaped numbered sources and the instruction to answer only from them (LOW_RELEVANCE adds the caveat),
 * for NOT_FOUND and TECHNICAL_ERROR the explicit instruction not to answer from own knowledge.
 */
export function buildContent(input: ContentInput): string {
  const messages = messagesFor(input.language);
  const stateLine = messages.stateLine[input.state];
  switch (input.state) {
    case 'FOUND':
    case 'LOW_RELEVANCE': {
      const context = assembleContext(input.citations, input.hits, { language: input.language, budgetChars: input.budgetChars });
      const parts = [stateLine];
      if (input.state === 'LOW_RELEVANCE') parts.push(messages.lowRelevanceInstruction);
      parts.push(context);
      if (input.state === 'LOW_RELEVANCE') parts.push(messages.lowRelevanceInstruction);
      parts.push(messages.foundInstruction);
      if (input.compared && input.compared.length > 0) parts.push(messages.comparedLine(input.compared));
      const stale = input.citations.filter((citation) => citation.freshnessWarning).map((citation) => `[${citation.marker}] ${citation.title}`);
      if (stale.length > 0) parts.push(messages.freshnessNote(stale));
      return parts.join('\n\n');
    }
    case 'NOT_FOUND': {
      const missing = input.missing && input.missing.length > 0 ? `\n${messages.missingLine(input.missing)}` : '';
      const existing = input.existing && input.existing.length > 0 ? `\n${messages.existingLine(input.existing)}` : '';
      return `${stateLine}\n\n${messages.notFoundInstruction(input.question, input.queries)}${missing}${existing}`;
    }
    case 'TECHNICAL_ERROR':
      return `${stateLine}\n\n${messages.technicalErrorInstruction}`;
  }
}
