import { fold } from '../../text/index.js';

/** A number written in a message, with the word after it (its unit or what it counts). */
export interface NumberMention {
  value: number;
  /** The next word, folded (`kwh`, `euro`, `sensoren`); `eur` for `€`. */
  unit: string;
  /** Up to three words before it, folded, nearest last (`base of 10` → `base`, `of`). */
  before: string[];
  index: number;
  length: number;
}

// German `48.213` / `2.500,5` and English `3,200` / `2.5`; a number glued to letters (`Fix24`) is part of a name.
const NUMBER = /(?<![\p{L}\p{N}_.,-])(-?)(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?![\p{L}\p{N}_])\s*(€|\$|%|[\p{L}]+)?/gu;
const SYMBOLS: Record<string, string> = { '€': 'eur', $: 'usd', '%': 'percent' };

function parse(text: string): number {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  return Number(text.replace(',', '.'));
}

/** Numbers in a message outside the given spans (ids, dates), in the order written. */
export function findNumbers(message: string, taken: Array<{ index: number; length: number }>): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of message.matchAll(NUMBER)) {
    const index = match.index ?? 0;
    if (taken.some((span) => index < span.index + span.length && span.index < index + match[0].length)) continue;
    const unit = match[3] ? (SYMBOLS[match[3]] ?? fold(match[3])) : '';
    const before = fold(message.slice(Math.max(0, index - 40), index)).split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(-3);
    mentions.push({ value: (match[1] ? -1 : 1) * parse(match[2]!), unit, before, index, length: match[0].length });
  }
  return mentions;
}
