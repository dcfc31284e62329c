// Manual throughput check of the builtin embedder (not a test; no assertions):
//   npx tsx src/embed/builtin/time-builtin.ts [chunks=5000] [dimensions=384]
// Chunks of ~1,000 characters are drawn from the German lexicon with a Zipf-like skew, plus numbers and
// invented words so that many tokens are new to the feature cache (harsher than real text). When the XQuAD
// corpus is at ../shared/eval, its German paragraphs are timed too, with a cold cache on every pass.
import { existsSync, readFileSync } from 'node:fs';
import { GERMAN_LEXICON_TEXT } from '../text/lexicon-de.js';
import { createBuiltinEmbedder } from './builtin-embedder.js';

const count = Number(process.argv[2] ?? 5000);
const dimensions = Number(process.argv[3] ?? 384);
const words = GERMAN_LEXICON_TEXT.split(/\s+/).filter(Boolean);
const fillers = ['die', 'der', 'und', 'für', 'mit', 'ist', 'wird', 'nach', 'bei', 'the', 'of', 'in'];

let seed = 42;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

function chunk(): string {
  const parts: string[] = [];
  let length = 0;
  while (length < 1000) {
    const roll = random();
    let word: string;
    if (roll < 0.35) word = fillers[Math.floor(random() * fillers.length)]!;
    else if (roll < 0.4) word = String(Math.floor(random() * 100_000));
    else if (roll < 0.5)
      word = words[Math.floor(random() * words.length)]! + words[Math.floor(random() * words.length)]!;
    else word = words[Math.floor(words.length * random() ** 2)]!;
    parts.push(roll > 0.9 ? word[0]!.toUpperCase() + word.slice(1) + '.' : word);
    length += word.length + 1;
  }
  return parts.join(' ');
}

const texts = Array.from({ length: count }, chunk);
const embedder = createBuiltinEmbedder({ dimensions });
const started = performance.now();
const cpuBefore = process.cpuUsage();
await embedder.embed(texts);
const seconds = (performance.now() - started) / 1000;
// CPU time too: on a busy machine wall time overstates the cost.
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const characters = texts.reduce((sum, text) => sum + text.length, 0);
process.stdout.write(
  `${embedder.id}: ${count} chunks (${Math.round(characters / count)} chars avg) in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} chunks/s wall, ${Math.round(count / cpuSeconds)} chunks/s per CPU second\n`,
);

const xquad = '../shared/eval/xquad/beir_de/corpus.jsonl';
if (existsSync(xquad)) {
  const paragraphs = readFileSync(xquad, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const passes = 20;
  const begin = performance.now();
  for (let pass = 0; pass < passes; pass++) await createBuiltinEmbedder({ dimensions }).embed(paragraphs);
  const elapsed = (performance.now() - begin) / 1000;
  const chars = paragraphs.reduce((sum, text) => sum + text.length, 0) / paragraphs.length;
  process.stdout.write(
    `XQuAD-de paragraphs (${Math.round(chars)} chars avg), cold cache per pass: ${Math.round((passes * paragraphs.length) / elapsed)} chunks/s wall\n`,
  );
}
