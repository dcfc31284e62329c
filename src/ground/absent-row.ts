import type { Hit } from '../spec/index.js';
import { splitIntoUnits } from '../model/index.js';
import { fold, isStopword, words } from './text/index.js';

/**
 * A question that names a row of a table the hits hold, by a key the table's rows spell the same way but with another
 * value (`DN 50` where the rows are `DN 32` and `DN 40`; `LindenGas Öko` where they are `LindenGas Basis` and
 * `LindenGas Komfort`), asks for a row that does not exist: the nearest row is another thing, never the answer.
 * Returns the key as the question writes it and the keys that exist, or null.
 *
 * A key is the first two words of a table cell; the question's pair must start with the same word as two or more of
 * a column's cells (one, when the second word is a number: numbered variants are a family of their own) and differ
 * from all of them in the second.
 */
export function absentRowKey(question: string, hits: readonly Hit[]): { asked: string; existing: string[] } | null {
  const column = absentColumnValue(question, hits);
  if (column) return column;
  const families = cellFamilies(hits);
  if (families.size === 0) return absentTitledVariant(question, hits);
  const asked = words(question);
  for (let i = 0; i + 1 < asked.length; i += 1) {
    const head = asked[i]!.folded;
    const next = asked[i + 1]!;
    if (isStopword(head) || isStopword(next.folded)) continue;
    // Who capitalises the name (`LindenStrom`) capitalises its variant (`Fix36`, `Öko`): a lowercase word after it
    // says what the name is (`a LindenStrom electricity tariff`), it names no row.
    if (/\p{Lu}/u.test(asked[i]!.raw) && !/^(?:\p{Lu}|\d)/u.test(next.raw)) continue;
    const family = families.get(head);
    if (!family) continue;
    const numeric = /^\d/.test(next.raw);
    if (family.seconds.size < (numeric ? 1 : 2)) continue;
    if (family.seconds.has(next.folded)) return null;
    // The question's second word anywhere in a cell of the family (`Komfort Plus`) is not an absent row.
    if (family.cells.some((cell) => words(cell).some((word) => word.folded === next.folded))) return null;
    return { asked: `${asked[i]!.raw} ${next.raw}`, existing: [...new Set(family.cells)] };
  }
  return absentTitledVariant(question, hits);
}

/**
 * A numbered variant the question names (`LindenCharge 22`, `Release 7`) where the hits' documents are titled by
 * another number of the same name (`LindenCharge 11 – Data Sheet`) and no hit names the asked one: a document titled
 * by its variant is about that variant only, and the asked one, had it a document, would have been found by its name.
 */
function absentTitledVariant(question: string, hits: readonly Hit[]): { asked: string; existing: string[] } | null {
  const asked = words(question);
  const titles = [...new Set(hits.map((hit) => hit.citation.title))].map(words);
  for (let i = 0; i + 1 < asked.length; i += 1) {
    const head = asked[i]!;
    const next = asked[i + 1]!;
    if (!/^\p{Lu}/u.test(head.raw) || isStopword(head.folded) || !/^\d+$/.test(next.raw)) continue;
    const existing = new Set<string>();
    for (const title of titles) {
      for (let j = 0; j + 1 < title.length; j += 1) {
        if (title[j]!.folded === head.folded && /^\d+$/.test(title[j + 1]!.raw)) existing.add(`${title[j]!.raw} ${title[j + 1]!.raw}`);
      }
    }
    if (existing.size === 0) continue;
    const pair = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(head.folded)}\\s*-?\\s*${next.raw}(?!\\d)`, 'u');
    if (hits.some((hit) => pair.test(fold(`${hit.citation.title}\n${hit.text}`)))) return null;
    return { asked: `${head.raw} ${next.raw}`, existing: [...existing] };
  }
  return null;
}

/**
 * A value the question names right after a table column's header (`im Servicelevel Gold` where the column
 * `Servicelevel` holds `Basis`, `Plus`, `Premium`) that is no value of that column and occurs nowhere in the hits:
 * a tier, plan or class the documents do not have. The nearest row would be another tier's answer.
 */
function absentColumnValue(question: string, hits: readonly Hit[]): { asked: string; existing: string[] } | null {
  const columns = tableColumns(hits);
  if (columns.size === 0) return null;
  const asked = words(question);
  const hitWords = new Set(hits.flatMap((hit) => words(`${hit.citation.title}\n${hit.text}`).map((word) => word.folded)));
  for (let i = 0; i + 1 < asked.length; i += 1) {
    const column = columns.get(asked[i]!.folded);
    const next = asked[i + 1]!;
    if (!column || column.firstWords.size < 2 || isStopword(next.folded) || !/^(?:\p{Lu}|\d)/u.test(next.raw)) continue;
    if (column.words.has(next.folded) || hitWords.has(next.folded)) continue;
    return { asked: `${asked[i]!.raw} ${next.raw}`, existing: [...column.values] };
  }
  return null;
}

interface Column {
  /** The cells as written. */
  values: Set<string>;
  /** Folded first word of every cell that starts with a letter. */
  firstWords: Set<string>;
  /** Every folded word of every cell. */
  words: Set<string>;
}

/** Per folded one-word column header of the hits' tables, the values of that column. */
function tableColumns(hits: readonly Hit[]): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const hit of hits) {
    for (const unit of splitIntoUnits(hit.text, hit.citation.title)) {
      if (!unit.isTableRow) continue;
      for (const cell of unit.text.split('; ')) {
        const separator = cell.indexOf(': ');
        if (separator < 0) continue;
        const header = words(cell.slice(0, separator));
        const value = cell.slice(separator + 2).trim();
        const valueWords = words(value);
        if (header.length !== 1 || valueWords.length === 0) continue;
        const column = columns.get(header[0]!.folded) ?? { values: new Set<string>(), firstWords: new Set<string>(), words: new Set<string>() };
        column.values.add(value);
        if (/^\p{L}/u.test(valueWords[0]!.raw)) column.firstWords.add(valueWords[0]!.folded);
        for (const word of valueWords) column.words.add(word.folded);
        columns.set(header[0]!.folded, column);
      }
    }
  }
  return columns;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Family {
  /** Folded second words of the cells starting with the family's word. */
  seconds: Set<string>;
  cells: string[];
}

/** Per folded first word of a table cell (any column), the cells that start with it. */
function cellFamilies(hits: readonly Hit[]): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const hit of hits) {
    for (const unit of splitIntoUnits(hit.text, hit.citation.title)) {
      if (!unit.isTableRow) continue;
      for (const cell of unit.text.split('; ')) {
        const value = cell.includes(': ') ? cell.slice(cell.indexOf(': ') + 2) : cell;
        const [first, second] = words(value);
        if (!first || !second || /^\d/.test(first.raw) || first.folded.length < 2) continue;
        const family = families.get(first.folded) ?? { seconds: new Set<string>(), cells: [] };
        family.seconds.add(fold(second.raw));
        family.cells.push(value.trim());
        families.set(first.folded, family);
      }
    }
  }
  return families;
}
