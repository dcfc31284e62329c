/**
 * Regenerates src/text/data/german-verb-forms.txt.gz, the inflected forms of German verbs (src/text/verb-forms.ts),
 * from a general dictionary (never at test time):
 *   Ding (© Frank Richter, TU Chemnitz, GPL-2.0 or later), Debian package `trans-de-en`:
 *     apt-get update && apt-get install -y trans-de-en
 * A verb entry (`{vt}`, `{vi}`, `{vr}`) lists its headwords, then its forms section by section: present participle,
 * past participle, and for many verbs the present (`er/sie fängt`) and the past (`ich/er/sie fing`). A section whose
 * forms are as many as the headwords pairs them by position; a section of a pronoun's form belongs to the first
 * headword. Kept are the verbs whose forms do not share one Snowball stem (the strong and irregular ones: `fangen`,
 * `fing`, `gefangen`, `fängt`; and weak ones whose past Snowball does not reduce: `erreichte`).
 * Layout: one verb per line, `infinitive<TAB>form|form|…`, lowercase, sorted.
 * Run: npx tsx scripts/build-german-verb-forms.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { lowercase } from '../src/text/fold.js';
import { stem } from '../src/text/stem.js';
import { isStopword } from '../src/text/stopwords.js';

const DING = '/usr/share/trans/de-en';
const OUT = 'src/text/data/german-verb-forms.txt.gz';
const WORD = /^\p{Ll}{3,}$/u;
// Objects and pronouns written before a headword or a form (`etw. fangen`, `ich/er/sie fing`, `er/sie hat/hatte`).
const LEADING = /^(?:(?:etw|jdn|jdm|jds|sich|ich|du|er|sie|es|wir|ihr|man|hat|hatte|ist|war|er\/sie|ich\/er\/sie|hat\/hatte|ist\/war)\.?\s+)+/u;

function clean(item: string): string {
  return item
    .replace(/\b(?:etw|jdn|jdm|jds)\.\/?/g, ' ')
    .replace(/\{[^}]*\}|\[[^\]]*\]|\([^)]*\)|<[^>]*>|\/[^/]*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING, '')
    .replace(/^(?:ich|du|er|sie|es|wir|ihr)\/\S+\s+/u, '')
    .replace(LEADING, '');
}

/**
 * The items of a section as lowercase words (undefined where an item is not one word, `einen Fuß setzen`), or
 * undefined for a section of examples (an item of a sentence's length or with its punctuation).
 */
function sectionWords(section: string): (string | undefined)[] | undefined {
  const items = section.split(';').map((item) => lowercase(clean(item)));
  if (items.some((item) => item.split(' ').length > 3 || /[.!?…“”„"]/.test(item))) return undefined;
  return items.map((item) => (WORD.test(item) ? item : undefined));
}

const forms = new Map<string, Set<string>>();
for (const line of readFileSync(DING, 'utf8').split('\n')) {
  if (line.startsWith('#')) continue;
  const german = line.split(' :: ')[0];
  if (!german) continue;
  const sections = german.split(' | ');
  const head = sections[0]!;
  if (!/\{v[tir]\}/.test(head)) continue;
  const headwords = sectionWords(head)?.map((word) => (word && /(?:en|ern|eln)$/.test(word) ? word : undefined));
  if (!headwords?.[0]) continue;
  for (const section of sections.slice(1)) {
    const pronoun = /^\s*(?:ich|du|er|sie|es|wir|ihr)[ /]/.test(section);
    const found = sectionWords(section);
    if (!found) break;
    if (found.length === headwords.length) found.forEach((form, at) => add(headwords[at], form));
    else if (pronoun) add(headwords[0], found[0]);
  }
}

function add(infinitive: string | undefined, form: string | undefined): void {
  if (!infinitive || !form || form === infinitive || isStopword(form, 'german')) return;
  let set = forms.get(infinitive);
  if (!set) forms.set(infinitive, (set = new Set()));
  set.add(form);
}

const lines: string[] = [];
for (const [infinitive, set] of forms) {
  const stems = new Set([infinitive, ...set].map((word) => stem(word, 'german')));
  if (stems.size > 1) lines.push(`${infinitive}\t${[...set].sort().join('|')}`);
}
lines.sort();
writeFileSync(OUT, gzipSync(Buffer.from(`${lines.join('\n')}\n`, 'utf8'), { level: 9 }));
console.log(`${lines.length} verbs → ${OUT}`);
