/**
 * Regenerates src/text/data/english-exceptions.txt.gz, WordNet's irregular forms (`went` → `go`, `mice` → `mouse`,
 * `better` → `good`), from the exception lists of WordNet 3.0, Debian package `wordnet-base` (never at test time):
 *   apt-get update && apt-get install -y wordnet-base
 * Lines `form<TAB>base`, single lowercase words only, sorted; a form with several bases keeps the first.
 * Run: npx tsx scripts/build-english-exceptions.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FOLDER = '/usr/share/wordnet';
const OUT = 'src/text/data/english-exceptions.txt.gz';
const bases = new Map<string, string>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(`${FOLDER}/${part}.exc`, 'utf8').split('\n')) {
    const [form = '', base = ''] = line.trim().split(' ');
    if (/^[a-z]+$/.test(form) && /^[a-z]+$/.test(base) && !bases.has(form)) bases.set(form, base);
  }
}
const lines = [...bases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([form, base]) => `${form}\t${base}`);
writeFileSync(OUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`wrote ${OUT}: ${lines.length} forms`);
