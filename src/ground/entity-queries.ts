import { analyzeQuestion } from './judge/analyze-question.js';

/**
 * A question that names several clients, products or codes ("Bis wann laufen die Verträge mit Alpha und mit Beta?")
 * is usually answered by one document per entity, each covering half the question: one search per entity, with the
 * other entities left out, finds each entity's own document. Returns those queries, or [] for fewer than two entities.
 */
export function entityQueries(question: string): string[] {
  // Every name the question seems to make (a noun phrase taken for a name only costs one more search).
  const entities = analyzeQuestion(question).entities.filter((entity) => entity.kind === 'name' || entity.kind === 'company' || entity.kind === 'code');
  const texts = [...new Set(entities.map((entity) => entity.text))];
  if (texts.length < 2) return [];
  return texts.map((own) => texts.filter((other) => other !== own).reduce((text, other) => text.split(other).join(' '), question).replace(/\s+/g, ' ').trim());
}
