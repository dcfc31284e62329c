/**
 * Separators between clauses that each state a value of their own: `45 € pro Werktag und 80 € an Feiertagen`,
 * `…; monatliche Sicherungen werden 13 Monate aufbewahrt`, `…, während …`, a comma between cases. Tried in this order.
 */
const SUBORDINATORS = [
  'wenn', 'falls', 'sofern', 'soweit', 'solange', 'sobald', 'dass', 'weil', 'da', 'ob', 'obwohl', 'nachdem', 'bevor', 'bis',
  'damit', 'indem', 'wobei', 'wodurch', 'womit', 'wofür', 'wie', 'als', 'der', 'die', 'das', 'dem', 'den', 'deren', 'dessen',
  'welche', 'welcher', 'welches', 'welchen', 'welchem', 'es', 'sondern', 'aber', 'jedoch',
  'if', 'when', 'unless', 'because', 'although', 'though', 'after', 'before', 'until', 'as', 'where', 'which', 'who', 'whom',
  'whose', 'that', 'so', 'but', 'provided',
].join('|');

const SEPARATORS: RegExp[] = [
  /\s*;\s+/,
  /,\s*(?:während|wohingegen|wobei|whereas|while)\s+/i,
  // `… 45 € pro Werktag und 80 € pro Tag …`, `… höchstens 30 Minuten im Stadtgebiet und höchstens 45 Minuten …`, but
  // not the range `zwischen 2005 und 2010`. A word before the value is a
  // lowercase qualifier (`höchstens`, `um`), never a noun the clause is about (`und Tesla 1937 …`).
  /(?<![\d%])\s+(?:und|sowie|and)\s+(?=(?:\p{Ll}+\s+)?[\d−-]*\d)/u,
  // An enumeration of cases, each with its value: `early shift from 6:00 to 14:30, late shift from 14:00 to 22:30`.
  // Not inside brackets (`(Steg 2, Steg 3)`), nor before a subordinate or relative clause (`…, wenn er nicht …`), which
  // is no case of its own.
  new RegExp(String.raw`,\s+(?![^()]*\))(?!(?:${SUBORDINATORS})(?![\p{L}]))`, 'iu'),
];

/** How the trimming reads a piece of text. */
export interface ClauseReader {
  /** The question's terms the text names. */
  terms(text: string): Set<string>;
  /** The question's terms a table's column header names (synonyms a header may use besides); `terms` without it. */
  headerTerms?(text: string): Set<string>;
  /** How many values of the asked kind the text holds. */
  values(text: string): number;
}

/**
 * A sentence that states several values of the asked kind, trimmed to the one clause that answers the question (so
 * the daily allowance does not come along with the holiday one). A clause only wins when it names every question
 * term the other clauses name and more; a clause that starts with its value takes the first clause's lead-in
 * (`Die Zulage beträgt` + `80 € an Feiertagen`) when that clause holds a single value. Otherwise the sentence is
 * returned unchanged.
 */
export function trimToClause(sentence: string, reader: ClauseReader): string {
  for (const separator of SEPARATORS) {
    const clauses = sentence.split(separator).map((clause) => clause.trim()).filter(Boolean);
    if (clauses.length < 2 || clauses.filter((clause) => reader.values(clause) > 0).length < 2) continue;
    const first = clauses[0] ?? '';
    const leadIn = reader.values(first) === 1 ? (/^(.*?)(?=[\d−-]*\d)/.exec(first)?.[1] ?? '') : '';
    const readings = clauses.map((clause, index) => {
      // The clause's own word before its value repeats the lead-in's last (`höchstens 45 Minuten`): said once.
      const own = /^(?:\p{Ll}+\s+)?(?=[\d−-]*\d)/u.exec(clause)?.[0] ?? null;
      const text = index > 0 && leadIn && own !== null && leadIn.endsWith(own) ? `${leadIn}${clause.slice(own.length)}` : clause;
      return { text, terms: reader.terms(text), values: reader.values(clause) };
    });
    const winners = readings.filter(
      (reading) =>
        reading.values > 0 &&
        readings.every((other) => other === reading || (isSuperset(reading.terms, other.terms) && reading.terms.size > other.terms.size)),
    );
    if (winners.length !== 1) return sentence;
    return asSentence(winners[0]!.text, sentence);
  }
  return sentence;
}

/**
 * A sentence that lists several people with their roles in brackets (`Attendees: A (CEO), B (project lead), C (IT)`),
 * trimmed to the one whose role names a question term (`Wer leitet das Projekt?` → `B (project lead)`), so the other
 * people do not come along as an answer. Unchanged unless exactly one role does.
 */
export function trimToListedRole(sentence: string, reader: Pick<ClauseReader, 'terms'>): string {
  const items = sentence
    .split(/,\s+(?![^()]*\))/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 3) return sentence;
  const roles = items.map((item) => /\(([^()]*)\)[^()]*$/.exec(item)?.[1]);
  if (roles.filter((role) => role !== undefined).length < 3) return sentence;
  const named = items.filter((_, index) => roles[index] !== undefined && reader.terms(roles[index]!).size > 0);
  if (named.length !== 1) return sentence;
  // The first item carries the list's label (`Attendees: A (CEO)`); the person is what follows it.
  const person = named[0]!.replace(/^.*:\s+(?=[^:]*$)/, '');
  return asSentence(person.replace(/[.!?]$/, ''), sentence);
}

function isSuperset(set: Set<string>, subset: Set<string>): boolean {
  for (const item of subset) if (!set.has(item)) return false;
  return true;
}

function asSentence(clause: string, sentence: string): string {
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  const end = /[.!?]$/.exec(sentence.trim())?.[0] ?? '';
  return /[.!?]$/.test(text) ? text : `${text}${end}`;
}
