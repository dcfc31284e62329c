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
