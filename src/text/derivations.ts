import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';

let loaded: Map<string, string[]> | undefined;

/**
 * The Snowball (english) stems of the forms WordNet derives a noun from a verb with, in either direction: `pay` →
 * [`payment`, `payer`, `paye`], `payment` → [`pay`]. Only pairs spelled from one another whose stems differ
 * (`src/text/data/english-derivations.txt.gz`, scripts/build-english-derivations.ts); empty for any other stem.
 */
export function englishDerivations(stem: string): readonly string[] {
  if (!loaded) {
    loaded = new Map();
    for (const line of gunzipSync(readFileSync(dataFilePath('english-derivations.txt.gz'))).toString('utf8').split('\n')) {
      const [verb, noun] = line.split('\t');
      if (!verb || !noun) continue;
      loaded.set(verb, [...(loaded.get(verb) ?? []), noun]);
      loaded.set(noun, [...(loaded.get(noun) ?? []), verb]);
    }
  }
  return loaded.get(stem) ?? [];
}
