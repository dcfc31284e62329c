import { analyzeQuestion } from './judge/analyze-question.js';

/**
 * A question that names several clients, products or codes ("Bis wann laufen die Verträge mit Alpha und mit Beta?")
 * is usually answered by one document per entity, each covering half the question: one search per entity, with the
 * other entities left out, finds each entity's own document. Returns those queries, or [] for fewer than two entities.
 */
export function entityQueries(question: string): string[] {
  // Every name the question seems to make (a noun phrase taken for a name only costs one more search).
  const entities = analyzeQuestion(question).entities.filter((entity) => entity.kind === 'name' || entity.kind === 'company' || entity.kind === 'code');
  const texts = adjacentJoined(question, [...new Set(entities.map((entity) => entity.text))]);
  if (texts.length < 2) return [];
  return texts.map((own) => texts.filter((other) => other !== own).reduce((text, other) => text.split(other).join(' '), question).replace(/\s+/g, ' ').trim());
}

/**
 * Names the question writes next to each other, with nothing but spaces between (`LindenStrom Fix24`, a brand and its
 * tariff), name one thing: they are joined into one name, in the question's order.
 */
function adjacentJoined(question: string, texts: readonly string[]): string[] {
  const placed = texts.map((text) => ({ text, at: question.indexOf(text) })).filter((entry) => entry.at >= 0).sort((a, b) => a.at - b.at);
  const joined: { text: string; at: number; end: number }[] = [];
  for (const entry of placed) {
    const last = joined[joined.length - 1];
    if (last && entry.at >= last.end && /^\s+$/.test(question.slice(last.end, entry.at))) {
      last.text = question.slice(last.at, entry.at + entry.text.length);
      last.end = entry.at + entry.text.length;
    } else {
      joined.push({ text: entry.text, at: entry.at, end: entry.at + entry.text.length });
    }
  }
  return [...joined.map((entry) => entry.text), ...texts.filter((text) => question.indexOf(text) < 0)];
}
