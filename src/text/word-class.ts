import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { stem } from './stem.js';

let verbs: ReadonlySet<string> | undefined;

/**
 * Whether an English word (lowercase) is used mostly as a verb: its Snowball stem has at least as many WordNet verb
 * senses as noun, adjective and adverb senses together (`allow`, `receive`, `happen`; not `point`, `defense`).
 * From `src/text/data/english-verbs.txt.gz` (`scripts/build-english-verbs.ts`), read on first use.
 */
export function isMostlyVerb(word: string): boolean {
  verbs ??= new Set(gunzipSync(readFileSync(dataFilePath('english-verbs.txt.gz'))).toString('utf8').split('\n').filter(Boolean));
  return verbs.has(stem(word, 'english'));
}

let adverbs: ReadonlySet<string> | undefined;

/**
 * Whether an English word (lowercase) is an adverb of manner or degree formed with `-ly` (`really`, `actually`,
 * `currently`): WordNet lists it with at least as many adverb senses as all others. Such a word qualifies what is
 * asked and is paraphrased or left out by the sources. From `src/text/data/english-adverbs.txt.gz`
 * (`scripts/build-english-adverbs.ts`), read on first use.
 */
export function isLyAdverb(word: string): boolean {
  adverbs ??= new Set(gunzipSync(readFileSync(dataFilePath('english-adverbs.txt.gz'))).toString('utf8').split('\n').filter(Boolean));
  return adverbs.has(word.toLowerCase());
}
