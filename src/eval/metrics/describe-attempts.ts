import type { AskResult } from '../../agent/index.js';

/** The retrieval attempts of an answer in one line each (`STATE level: reason ← query`), for failure reports. */
export function describeAttempts(result: AskResult): string[] {
  return result.trace.attempts.map((attempt) => {
    const judged = attempt.confidence ? ` ${attempt.confidence.level}: ${attempt.confidence.reason}` : '';
    return `${attempt.state}${judged} ← ${attempt.query}`;
  });
}

/** A text cut to `max` characters with an ellipsis, whitespace collapsed. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
