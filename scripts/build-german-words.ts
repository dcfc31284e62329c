/**
 * Regenerates the decompounder's German word list, src/text/data/german-words.txt.gz, from OpenThesaurus
 * (LGPL-2.1), Debian package `openthesaurus-de-text` (never at test time):
 *   apt-get update && apt-get install -y openthesaurus-de-text
 * Keeps the words of letters only of every entry (also of entries of several words), lowercased. Layout, one word a line, sorted by UTF-16 code units:
 * `word<TAB>classes senses`, where classes are `n` (written capitalised: a noun) and/or `w` (written lowercase:
 * a verb, adjective or particle), and senses is the number of synonym groups the word occurs in (base 36), a
 * rough measure of how common it is.
 * Run: npx tsx scripts/build-german-words.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const OPENTHESAURUS = '/usr/share/openthesaurus-de/openthesaurus.txt';
const OUT = 'src/text/data/german-words.txt.gz';
const WORD = /^\p{L}+$/u;
// An entry in capitals only (`ADAC`, `EDV`) is an abbreviation, not a member of compounds.
const ABBREVIATION = /^\p{Lu}{2,}$/u;

interface Entry {
  noun: boolean;
  lowercase: boolean;
  senses: number;
}

const entries = new Map<string, Entry>();
for (const line of readFileSync(OPENTHESAURUS, 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const seen = new Set<string>();
  for (const raw of line.split(';')) {
    // `abdüsen (ugs.)`, `(sich) bemühen`: words in parentheses are labels or optional and are dropped.
    // Words of entries of several words count too: the thesaurus lists `Gas` only in `Gas geben`.
    for (const word of raw.replace(/\([^)]*\)/g, ' ').split(/\s+/)) add(word, seen);
  }
}

function add(word: string, seen: Set<string>): void {
  if (!WORD.test(word) || ABBREVIATION.test(word)) return;
  const lower = word.toLowerCase();
  const entry = entries.get(lower) ?? { noun: false, lowercase: false, senses: 0 };
  if (word === lower) entry.lowercase = true;
  else entry.noun = true;
  if (!seen.has(lower)) entry.senses++;
  seen.add(lower);
  entries.set(lower, entry);
}

const lines = [...entries]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(
    ([word, entry]) =>
      `${word}\t${entry.noun ? 'n' : ''}${entry.lowercase ? 'w' : ''}${entry.senses.toString(36)}`,
  );
// Node's gzip header carries no timestamp, so regenerating unchanged data gives identical bytes.
const data = gzipSync(lines.join('\n') + '\n', { level: 9 });
writeFileSync(OUT, data);
process.stdout.write(`${OUT}: ${lines.length} words, ${data.length} bytes\n`);
