import type { Hit, NumberedCitation } from '../spec/index.js';
import { messagesFor, type Messages, type QuestionLanguage } from './messages/index.js';
import { neutralizeDocumentText } from './neutralize-document-text.js';

/** Options of {@link assembleContext}. */
export interface AssembleContextOptions {
  /** Maximum length of the returned block in characters (default 12,000). Only document text is trimmed. */
  budgetChars?: number;
  language: QuestionLanguage;
}

interface SourceBlock {
  citation: NumberedCitation;
  header: string;
  /** Chunk texts of this source, strongest first. */
  texts: string[];
}

const defaultBudgetChars = 12_000;

/**
 * Builds the model-facing `<kontext>…</kontext>` block: one entry per cited source with its marker [n] and metadata,
 * ordered U-shaped (strongest first, second strongest last) because models attend best to the edges of long contexts.
 * Document text is neutralised (no tags survive) and, when the block exceeds the budget, the weakest text is trimmed first;
 * headers (marker, title, status, dates) always stay.
 */
export function assembleContext(citations: NumberedCitation[], hits: Hit[], options: AssembleContextOptions): string {
  const messages = messagesFor(options.language);
  const budget = options.budgetChars ?? defaultBudgetChars;
  const blocks = citations.map((citation): SourceBlock => ({
    citation,
    header: sourceHeader(citation, messages),
    texts: hits
      .filter((hit) => hit.citation.source === citation.source && hit.citation.version === citation.version)
      .sort((a, b) => b.relevance - a.relevance)
      .map((hit) => neutralizeDocumentText(hit.text.trim())),
  }));
  const ordered = uShape([...blocks].sort((a, b) => b.citation.relevance - a.citation.relevance));
  trimToBudget(ordered, budget, messages);
  return render(ordered, messages);
}

/** Strongest at both ends: ranks 1,3,5,… from the front, …,4,2 at the back. */
export function uShape<T>(byStrength: T[]): T[] {
  const front: T[] = [];
  const back: T[] = [];
  byStrength.forEach((item, index) => (index % 2 === 0 ? front : back).push(item));
  return [...front, ...back.reverse()];
}

function sourceHeader(citation: NumberedCitation, messages: Messages): string {
  const { labels } = messages;
  const unknown = labels.unknown;
  const parts = [
    `${labels.version}: ${citation.version ?? unknown}`,
    `${labels.status}: ${messages.status[citation.status]}`,
    `${labels.documentDate}: ${citation.documentDate ?? unknown}`,
    `${labels.indexedAt}: ${citation.indexedAt.slice(0, 10)}`,
  ];
  if (citation.section) parts.push(`${labels.section}: ${neutralizeDocumentText(citation.section)}`);
  if (citation.page !== null) parts.push(`${labels.page}: ${citation.page}`);
  if (citation.sourceUrl) parts.push(`${labels.sourceUrl}: ${citation.sourceUrl}`);
  const lines = [`[${citation.marker}] ${neutralizeDocumentText(citation.title)} (${parts.join('; ')})`];
  if (citation.status !== 'current') lines.push(messages.supersededWarning);
  if (citation.freshnessWarning) lines.push(citation.freshnessWarning);
  return lines.join('\n');
}

function render(blocks: SourceBlock[], messages: Messages): string {
  const body = blocks
    .map((block) => [block.header, ...(block.texts.length > 0 ? block.texts : [messages.trimmedNote])].join('\n'))
    .join('\n\n');
  return `${messages.contextPreamble}\n<kontext>\n${body}\n</kontext>`;
}

function trimToBudget(blocks: SourceBlock[], budget: number, messages: Messages): void {
  let excess = render(blocks, messages).length - budget;
  // Weakest sources are trimmed first, and within a source its weakest chunk.
  const weakestFirst = [...blocks].sort((a, b) => a.citation.relevance - b.citation.relevance);
  for (const block of weakestFirst) {
    while (excess > 0 && block.texts.length > 0) {
      const last = block.texts[block.texts.length - 1] ?? '';
      const keep = last.length - excess - 1;
      if (keep >= 200) {
        block.texts[block.texts.length - 1] = cutAtWord(last, keep);
      } else {
        block.texts.pop();
      }
      excess = render(blocks, messages).length - budget;
    }
    if (excess <= 0) return;
  }
}

function cutAtWord(text: string, maxLength: number): string {
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${space > maxLength * 0.6 ? cut.slice(0, space) : cut}…`;
}
