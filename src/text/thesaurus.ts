import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import { fold } from './fold.js';
import type { TextLanguage } from './language.js';
import { lightStem } from './light-stem.js';

/** Synonym groups of one language, searchable by Snowball stem. */
export interface Thesaurus {
  /** Number of synonym groups. */
  readonly size: number;
  /**
   * Indexes of the groups that contain `stem` (empty when none). With `key` (a word's {@link lemmaKey}), only the
   * groups in which a word of that lemma has the stem, when there are any: a Snowball stem also joins derivations
   * (`wien` is the stem of `Wien` and of `Wiener`, a sausage).
   */
  groupIdsOf(stem: string, key?: string): readonly number[];
  /** The Snowball stems of one group's members (OpenThesaurus or WordNet synset). */
  group(id: number): readonly string[];
}

const loaded: Partial<Record<TextLanguage, Thesaurus>> = {};
const NO_STEMS: ReadonlySet<string> = new Set();
const NO_IDS: readonly number[] = [];
const EMPTY_THESAURUS: Thesaurus = { size: 0, groupIdsOf: () => NO_IDS, group: () => [] };

/**
 * The thesaurus of `language`, read on first use from `src/text/data/thesaurus-<language>.txt.gz` (German:
 * OpenThesaurus, English: WordNet; rebuilt by `scripts/build-thesaurus.ts`). `simple` has none.
 */
export function thesaurus(language: TextLanguage): Thesaurus {
  if (language === 'simple') return EMPTY_THESAURUS;
  return (loaded[language] ??= readThesaurus(dataFilePath(`thesaurus-${language}.txt.gz`)));
}

/**
 * Reads a thesaurus file (layout in `scripts/build-thesaurus.ts`: group count, groups, sorted `stem<TAB>ids`
 * lines). The sorted index is binary-searched in place and groups are split on demand: building a Map of every
 * stem at load would cost several times more than all lookups of a typical run.
 */
export function readThesaurus(path: string): Thesaurus {
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const size = Number(lines[0]);
  const firstIndexLine = 1 + size;
  const keys = lines.slice(firstIndexLine).map((line) => line.slice(0, line.indexOf('\t')));
  const groups: (readonly string[] | undefined)[] = new Array(size);
  return {
    size,
    groupIdsOf(stem, key) {
      const at = binarySearch(keys, stem);
      if (at < 0) return NO_IDS;
      const line = lines[firstIndexLine + at]!;
      const entries = line
        .slice(line.indexOf('\t') + 1)
        .split(',')
        .map((entry) => {
          const colon = entry.indexOf(':');
          return colon < 0 ? { id: Number.parseInt(entry, 36), keys: [] } : { id: Number.parseInt(entry.slice(0, colon), 36), keys: entry.slice(colon + 1).split('|') };
        });
      const own = key === undefined ? [] : entries.filter((entry) => entry.keys.includes(key));
      return (own.length > 0 ? own : entries).map((entry) => entry.id);
    },
    group(id) {
      return (groups[id] ??= (lines[1 + id] ?? '').split(' '));
    },
  };
}

function binarySearch(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = keys[middle]!;
    if (candidate === key) return middle;
    if (candidate < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Synonym groups containing a Snowball stem (as `stem()` returns it), each a list of stems including `stem`
 * itself; empty when the stem is unknown. A word with several senses is in several groups.
 */
export function synonymGroupsOf(stem: string, language: TextLanguage, key?: string): (readonly string[])[] {
  const data = thesaurus(language);
  return data.groupIdsOf(stem, key).map((id) => data.group(id));
}

/**
 * The key that tells a word's own thesaurus entries from those of other words with its Snowball stem: the folded word
 * without one inflection ending (`lightStem`), so `Kündigungen` finds `Kündigung`, while `Wien` does not find `Wiener`
 * nor `verbindlich` `verbinden`.
 */
export function lemmaKey(word: string): string {
  return lightStem(fold(word));
}

/** The stems that share a synonym group with `stem`, without `stem` itself (`kundig` → `entlass`, `freistell`, …). */
export function synonymStems(stem: string, language: TextLanguage, key?: string): ReadonlySet<string> {
  const groups = synonymGroupsOf(stem, language, key);
  if (groups.length === 0) return NO_STEMS;
  const result = new Set<string>();
  for (const group of groups) for (const member of group) if (member !== stem) result.add(member);
  return result;
}
