import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataFilePath } from './data-file.js';
import type { TextLanguage } from './language.js';

/** Synonym groups of one language, searchable by Snowball stem. */
export interface Thesaurus {
  /** Number of synonym groups. */
  readonly size: number;
  /** Indexes of the groups that contain `stem` (empty when none). */
  groupIdsOf(stem: string): readonly number[];
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
    groupIdsOf(stem) {
      const at = binarySearch(keys, stem);
      if (at < 0) return NO_IDS;
      const line = lines[firstIndexLine + at]!;
      return line
        .slice(line.indexOf('\t') + 1)
        .split(',')
        .map((id) => Number.parseInt(id, 36));
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
export function synonymGroupsOf(stem: string, language: TextLanguage): (readonly string[])[] {
  const data = thesaurus(language);
  return data.groupIdsOf(stem).map((id) => data.group(id));
}

/** The stems that share a synonym group with `stem`, without `stem` itself (`kundig` → `entlass`, `freistell`, …). */
export function synonymStems(stem: string, language: TextLanguage): ReadonlySet<string> {
  const groups = synonymGroupsOf(stem, language);
  if (groups.length === 0) return NO_STEMS;
  const result = new Set<string>();
  for (const group of groups) for (const member of group) if (member !== stem) result.add(member);
  return result;
}
