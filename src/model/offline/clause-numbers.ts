/**
 * Clause numbers a question names: `§ 7.3`, `Abschnitt 4.2`, `Ziffer 12`, `clause 9.1`, `Artikel 5`. Clause numbers
 * are short (at most three digits a level), so `Artikel 4711` (an item number) and `Rechnung Nr. 2024` are none.
 * One place for the search (ground) and the offline answerer (model).
 */
const clauseReference =
  /(?:§+\s*|(?<![\p{L}])(?:abschnitt|absatz|ziffer|kapitel|paragraph|section|clause|artikel|article)\s+)(\d{1,3}(?:\.\d{1,3})*)(?![\d.]*\d)/giu;

/** `Was regelt § 7.3 und Abschnitt 4?` → `['7.3', '4']`. */
export function clauseNumbers(question: string): string[] {
  return [...new Set([...question.matchAll(clauseReference)].map((match) => match[1] ?? '').filter(Boolean))];
}

/**
 * Whether a line of text opens with the clause or one of its sub-clauses (`7.3 Unterschreitet …`, `§ 7.3`, `7.3.1`;
 * `1.1 …` for § 1), not with another number that starts alike (`7.31`, `17.3`, `10`).
 */
export function opensWithClause(line: string, number: string): boolean {
  const escaped = number.replace(/\./g, '\\.');
  // A bare `3` opens a clause only as `§ 3` or a sub-clause `3.1`: `1. Melden Sie sich an` and `3 Monate` are none.
  const opening = number.includes('.') ? `(?:§+\\s*)?${escaped}(?!\\d)` : `(?:§+\\s*${escaped}(?!\\d)|${escaped}\\.\\d)`;
  return new RegExp(`^\\s*(?:[#>*-]+\\s*)?${opening}`, 'u').test(line);
}
