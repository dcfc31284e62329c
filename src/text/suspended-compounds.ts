import { decompound, germanWordList } from './decompound.js';
import { lowercase } from './fold.js';

// `Sonn- und Feiertag`, `Kranken-, Pflege- oder Rentenversicherung`: modifiers with a hyphen that stands for the
// head of the compound that ends the series.
const forward = /((?:\p{L}{2,}-(?:\s*,\s*|\s+))+)(?:und|oder|bzw\.|sowie|&)\s+(\p{L}{3,})/gu;
// `Vertragsbeginn und -ende`: a compound, then heads with a hyphen that stands for its modifier.
const backward = /(\p{L}{4,})((?:\s*,\s*-\p{L}{2,})*)\s+(?:und|oder|bzw\.|sowie|&)\s+-(\p{L}{2,})/gu;

/**
 * The compounds a German text writes with a suspended hyphen (Ergänzungsstrich), completed: `Sonn- und Feiertag` →
 * `Sonntag`; `Kranken- und Pflegeversicherung` → `Krankenversicherung`; `Vertragsbeginn und -ende` →
 * `Vertragsende`. The missing part is the head (or the modifier) of the written-out compound by the dictionary
 * split (decompound), as it stands in the text. Without a split nothing is completed. The words written out in
 * full are not repeated.
 */
export function suspendedCompounds(text: string): string[] {
  if (!text.includes('-')) return [];
  const completed: string[] = [];
  for (const match of text.matchAll(forward)) {
    const prefixes = [...match[1]!.matchAll(/(\p{L}{2,})-/gu)].map((prefix) => prefix[1]!);
    const rest = restAfterFirst(match[2]!);
    if (rest) {
      for (const prefix of prefixes) completed.push(`${prefix}${rest}`);
      continue;
    }
    // `Ein- und Auslagerung`, `Be- und Entladung`: a lemma the dictionary keeps whole, its prefix swapped.
    for (const prefix of prefixes) {
      const swapped = prefixSwap(prefix, match[2]!);
      if (swapped) completed.push(swapped);
    }
  }
  for (const match of text.matchAll(backward)) {
    const split = headSplit(match[1]!);
    if (!split) continue;
    const heads = [...(match[2] ?? '').matchAll(/-(\p{L}{2,})/gu)].map((part) => part[1]!);
    for (const part of [...heads, match[3]!]) completed.push(`${split.modifier}${lowercase(part)}`);
  }
  return completed;
}

/**
 * A compound as written, without its first dictionary member (and the linking letters after it), which is what a
 * suspended modifier replaces: `Zweifamilienhaus` → `familienhaus` (`Ein- und Zweifamilienhaus` is
 * `Einfamilienhaus`), `Feiertag` → `tag`; null when unsplit.
 */
function restAfterFirst(word: string): string | null {
  const members = decompound(word);
  if (members.length < 2) return null;
  const lower = lowercase(word);
  const [first, second] = [members[0]!, members[1]!];
  if (!lower.startsWith(first)) return null;
  for (const link of ['', 's', 'es', 'n', 'en', 'e', 'er']) {
    const start = first.length + link.length;
    if (lower.startsWith(`${first}${link}${second}`) && lower.length - start >= 3) return word.slice(start);
  }
  return null;
}

/** A compound as written, cut before its last dictionary member: `Feiertag` → `Feier` + `tag`; null when unsplit. */
function headSplit(word: string): { modifier: string; head: string } | null {
  const members = decompound(word);
  const last = members[members.length - 1]!;
  if (members.length < 2 || !lowercase(word).endsWith(last)) return null;
  return { modifier: word.slice(0, word.length - last.length), head: word.slice(word.length - last.length) };
}

/**
 * `Ein-` with `Auslagerung` → `Einlagerung`: the written-out word with its first 2–4 letters replaced by the
 * suspended prefix, when that makes a lemma of the dictionary (and the rest is 3+ letters); else null.
 */
function prefixSwap(prefix: string, word: string): string | null {
  if (prefix.length > 4) return null;
  const words = germanWordList();
  for (let cut = 2; cut <= 4 && word.length - cut >= 3; cut += 1) {
    const candidate = `${prefix}${lowercase(word.slice(cut))}`;
    if (words.has(lowercase(candidate)) && lowercase(candidate) !== lowercase(word)) return candidate;
  }
  return null;
}
