import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { singulars } from './first-senses.js';
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

let moneyNouns: ReadonlyMap<string, boolean> | undefined;

/**
 * Whether an English noun (lowercase, singular or plural) names an amount of money: WordNet has a sense of it among
 * its first four in `noun.possession` (`deposits`, `rent`, `refund`); `firstSense` asks for its most frequent sense
 * to be one (`fee`, not `duty` or `interest`). A question for how much it is asks an amount, not a duration or a count.
 * From `src/text/data/english-money-nouns.txt.gz` (`scripts/build-english-money-nouns.ts`), read on first use.
 */
export function isMoneyNoun(word: string, firstSense = false): boolean {
  moneyNouns ??= new Map(
    gunzipSync(readFileSync(dataFilePath('english-money-nouns.txt.gz')))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.split('\t')[0] ?? '', line.endsWith('\tf')] as const),
  );
  const lower = word.toLowerCase();
  return [lower, ...singulars(lower)].some((form) => {
    const first = moneyNouns!.get(form);
    return first === true || (first === false && !firstSense);
  });
}
