import { lowercase } from './fold.js';
import { foldedWordList, readGermanWordList, type GermanWordList } from './german-word-list.js';
import { isStopword } from './stopwords.js';

const MIN_MEMBER = 3;
const MAX_MEMBER = 24;
const MIN_WORD = 6;
// Fugenelemente after a member, tried as written; the member itself is reported without them.
const LINKERS = ['', 's', 'es', 'n', 'en', 'e', 'er'];
// Endings of an inflected last member (`fristen`, `tage`, `mitarbeiterinnen`), tried longest first.
const ENDINGS = ['innen', 'ern', 'ens', 'nen', 'en', 'er', 'es', 'em', 'ns', 'in', 'e', 'n', 's', 'r'];
const GERMAN_WORD = /^[a-zäöüß]+$/;
const LISTED_MIN_MEMBER = 4;
const MIN_UNKNOWN_HEAD = 5;
const DERIVATIONAL_HEADS = new Set(['schaft', 'schaften', 'haft', 'tum', 'tums']);
// A member that is not a lemma as written (a verb stem, an inflected head) costs a little more than one that is.
const DERIVED_FORM_COST = 2;
// How much a doubling of a lemma's synonym groups lowers its cost (a linking element costs 1).
const SENSE_WEIGHT = 1;
// Nouns formed from verbs: `alarmier|ung`, `verarbeit|er`.
// A short member splits a lemma only when it is this many times more common than the lemma (`arbeits|tag`).
const COMMON_MEMBER_RATIO = 2;
const DERIVING_SUFFIXES = ['ung', 'er'];

let defaultWordList: GermanWordList | undefined;

/** The word list `decompound` uses by default, read on first use from `src/text/data/german-words.txt.gz`. */
export function germanWordList(): GermanWordList {
  if (!defaultWordList) {
    defaultWordList = readGermanWordList();
    rememberedSplits.set(defaultWordList, new Map());
  }
  return defaultWordList;
}

/**
 * Splits a German compound into its members, lowercase with diacritics kept:
 * `Kündigungsfrist` → [`kündigung`, `frist`], `Netzleitstelle` → [`netz`, `leit`, `stelle`],
 * `Rufbereitschaft` → [`ruf`, `bereitschaft`]. Returns [word] (lowercased) for simple words, words under 6
 * letters and words with no complete split.
 *
 * Members are OpenThesaurus lemmas of at least 3 letters, or forms of them: a verb stem before the head (`leit`
 * of `leiten`), a noun without its final -e (`sprach`), an inflected last member (`fristen`, `verträge`). They
 * are joined by the linking elements -s-, -es-, -n-, -en-, -e-, -er-, which are dropped from the result. Among
 * complete splits the one with the fewest members wins (then fewer linking elements and derived forms, then
 * longer members), and each member is split again the same way. A particle before a single member
 * (`mit|arbeiter`, `bei|spiel`) is not a split, and a lemma is split only when it is rarer than its members (see
 * `acceptable`): such words are lexicalised.
 */
export function decompound(word: string, wordList: GermanWordList = germanWordList()): string[] {
  // The same words come back for every hit and question: the splits of the shared lists are remembered (bounded).
  const remembered = rememberedSplits.get(wordList);
  if (!remembered) return split(word, wordList);
  const known = remembered.get(word);
  if (known) return [...known];
  const members = split(word, wordList);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(word, members);
  return [...members];
}

let defaultFoldedWordList: GermanWordList | undefined;

/**
 * `decompound` of a word already folded (`kundigungsfrist` → [`kundigung`, `frist`]), with the members folded: the
 * lemmas are looked up by their folded spelling, so an umlaut the folding removed does not hide them.
 */
export function decompoundFolded(folded: string): string[] {
  if (!defaultFoldedWordList) {
    defaultFoldedWordList = foldedWordList(germanWordList());
    rememberedSplits.set(defaultFoldedWordList, new Map());
  }
  return decompound(folded, defaultFoldedWordList);
}

const MAX_REMEMBERED = 100_000;
const rememberedSplits = new WeakMap<GermanWordList, Map<string, readonly string[]>>();

function split(word: string, wordList: GermanWordList): string[] {
  const lower = lowercase(word);
  if (lower.length < MIN_WORD || !GERMAN_WORD.test(lower)) return [lower];
  const members =
    bestSplit(lower, wordList, false) ??
    longSplitWithParticles(lower, wordList) ??
    knownHeadSplit(lower, wordList);
  if (!members || !acceptable(lower, members, wordList) || inflectsSimpleLemma(lower, wordList)) return [lower];
  return members.flatMap((member) => decompound(member, wordList));
}

/**
 * Whether the German dictionary (OpenThesaurus) knows `word`: as a lemma, as an inflected form of one (`Öfen`,
 * `Herstellern`), or as a compound of such words (`Lieferverzögerungen`, `Wiedereröffnung`). A name (`Kofler`, `Alpenweiß`) is not.
 */
export function isGermanDictionaryWord(word: string, wordList: GermanWordList = germanWordList()): boolean {
  const lower = lowercase(word);
  if (wordList.has(lower) || headForm(lower, wordList) !== undefined || decompound(lower, wordList).length >= 2) return true;
  // A particle before a known word (`wieder|eröffnung`), which decompound keeps whole.
  for (let end = MIN_MEMBER; end <= lower.length - LISTED_MIN_MEMBER; end++) {
    if (isStopword(lower.slice(0, end), 'german') && headForm(lower.slice(end), wordList) !== undefined) return true;
  }
  return false;
}

// An inflected form has the members of its lemma: `einsätze` of the simple `einsatz` is no `eins|ätze`.
function inflectsSimpleLemma(lower: string, wordList: GermanWordList): boolean {
  for (const candidate of [lower, withoutUmlaut(lower)]) {
    for (const ending of ['', ...ENDINGS]) {
      if (candidate.length - ending.length < MIN_WORD || !candidate.endsWith(ending)) continue;
      const base = candidate.slice(0, candidate.length - ending.length);
      if (base !== lower && wordList.senses(base) > 0) return decompound(base, wordList).length === 1;
    }
    // `zentren` of the simple `zentrum` is no `zent|ren`.
    if (candidate.endsWith('en') && candidate.length - 2 >= MIN_MEMBER) {
      for (const ending of REPLACED_ENDINGS) {
        const base = `${candidate.slice(0, -2)}${ending}`;
        if (wordList.isNoun(base)) return decompound(base, wordList).length === 1;
      }
    }
  }
  return false;
}

// Lemmas are split only into long members; derivational endings that are also nouns (`gesell|schaft`) never
// head one.
function acceptable(lower: string, members: string[], wordList: GermanWordList): boolean {
  if (DERIVATIONAL_HEADS.has(members[members.length - 1]!)) return false;
  if (headForm(lower, wordList) === undefined) return true;
  const senses = wordList.senses(lower);
  return members.every(
    (member) => member.length >= LISTED_MIN_MEMBER || wordList.senses(member) > COMMON_MEMBER_RATIO * senses,
  );
}

// Fallback when nothing covers the whole word: a known modifier followed by a head the list does not know
// (`sicherheits|vorfall`). German puts the head last, where vocabulary is open-ended.
function knownHeadSplit(lower: string, wordList: GermanWordList): string[] | undefined {
  if (headForm(lower, wordList) !== undefined) return undefined;
  for (let end = lower.length - MIN_UNKNOWN_HEAD; end >= LISTED_MIN_MEMBER; end--) {
    const piece = lower.slice(0, end);
    if (isStopword(piece, 'german')) continue;
    for (const { member, linkers } of modifierForms(piece, wordList)) {
      for (const linker of linkers) {
        if (linker && !lower.startsWith(linker, end)) continue;
        const head = lower.slice(end + linker.length);
        if (plausibleHead(head, wordList)) return [member, head];
      }
    }
  }
  return undefined;
}

// An unknown head must still look like German: a vowel, and ending in a known word of 4+ letters (`vor|fall`).
function plausibleHead(head: string, wordList: GermanWordList): boolean {
  if (head.length < MIN_UNKNOWN_HEAD || !/[aeiouyäöü]/.test(head)) return false;
  for (let start = 1; start + LISTED_MIN_MEMBER <= head.length; start++) {
    if (headForm(head.slice(start), wordList) !== undefined) return true;
  }
  return false;
}

// A particle may start a compound of three or more members (`unter|auftrag|verarbeiter`), never one of two.
function longSplitWithParticles(lower: string, wordList: GermanWordList): string[] | undefined {
  const members = bestSplit(lower, wordList, true);
  return members && members.length >= 3 ? members : undefined;
}

interface ModifierForm {
  member: string;
  linkers: readonly string[];
  cost: number;
}

const NO_LINKER = [''];
const S_LINKER = ['', 's'];

// How `piece` can stand before another member: as a lemma (then with any linking element), as a verb stem
// (`leit` of `leiten`, `warte` of `warten`) or as a noun without its final -e (`sprach` of `sprache`).
function modifierForms(piece: string, wordList: GermanWordList): ModifierForm[] {
  const forms: ModifierForm[] = [];
  const cost = lemmaCost(piece, wordList);
  if (cost !== undefined) forms.push({ member: piece, linkers: LINKERS, cost });
  else {
    if (isVerbStem(piece, wordList))
      forms.push({ member: piece, linkers: NO_LINKER, cost: DERIVED_FORM_COST });
    if (piece.length > MIN_MEMBER && wordList.isNoun(`${piece}e`))
      forms.push({ member: `${piece}e`, linkers: S_LINKER, cost: DERIVED_FORM_COST });
  }
  return forms;
}

// `leit` of `leiten`, `wander` of `wandern`.
function isVerbStem(piece: string, wordList: GermanWordList): boolean {
  return wordList.isLowercase(`${piece}en`) || wordList.isLowercase(`${piece}n`);
}

// The cost of `piece` as a lemma: 0 when listed, more for a noun derived from a listed verb, which the thesaurus
// lists only when it has synonyms (`alarmierung`, `verarbeiter`); lemmas common in the thesaurus cost less, so
// `bund|es|amt` beats `bund|samt`. Undefined when `piece` is neither.
function lemmaCost(piece: string, wordList: GermanWordList): number | undefined {
  const senses = wordList.senses(piece);
  if (senses > 0) return -Math.log2(senses) * SENSE_WEIGHT;
  for (const suffix of DERIVING_SUFFIXES) {
    const base = piece.slice(0, -suffix.length);
    if (base.length >= MIN_MEMBER && piece.endsWith(suffix) && isVerbStem(base, wordList))
      return DERIVED_FORM_COST;
  }
  return undefined;
}

// The cost of `piece` as the last member: 0 for a lemma, more for an inflected form of a noun or adjective
// (`fristen`, `beauftragte`, `verträge` of `vertrag`); undefined when it is neither.
function headForm(piece: string, wordList: GermanWordList): number | undefined {
  const cost = lemmaCost(piece, wordList);
  if (cost !== undefined) return cost;
  for (const candidate of [piece, withoutUmlaut(piece)]) {
    if (candidate !== piece && wordList.isNoun(candidate)) return DERIVED_FORM_COST;
    for (const ending of ENDINGS) {
      if (candidate.length - ending.length < MIN_MEMBER || !candidate.endsWith(ending)) continue;
      const base = lemmaCost(candidate.slice(0, -ending.length), wordList);
      if (base !== undefined) return base + DERIVED_FORM_COST;
    }
    // A nominalised adjective without its -r: `beauftragte` of `beauftragter`.
    if (wordList.isNoun(`${candidate}r`)) return DERIVED_FORM_COST;
    // A plural that replaces the lemma's ending (`Konten` of `Konto`, `Themen` of `Thema`, `Zentren` of `Zentrum`).
    if (candidate.endsWith('en') && candidate.length - 2 >= MIN_MEMBER) {
      const stem = candidate.slice(0, -2);
      if (REPLACED_ENDINGS.some((ending) => wordList.isNoun(`${stem}${ending}`))) return DERIVED_FORM_COST;
    }
  }
  return undefined;
}

// Lemma endings a plural in -en replaces (`Konto`/`Konten`, `Firma`/`Firmen`, `Zentrum`/`Zentren`, `Virus`/`Viren`).
const REPLACED_ENDINGS = ['o', 'a', 'um', 'us', 'is'];

// `''`: a plural by umlaut alone (`Häfen`, `Gärten`). Not `-er`: a surname's ending as often (`Berger`, `Krüger`).
const PLURAL_ENDINGS = ['nen', 'en', 'n', 'e', ''];

/**
 * Whether `word` is the plural of a dictionary noun and no lemma itself (`Beihilfen`, `Montagewerke`, `Häfen`): a
 * common noun, never the surname or a firm's word it could be as a lemma (`Fischer`, `Maschinenbau`).
 */
export function isPluralNoun(word: string, wordList: GermanWordList = germanWordList()): boolean {
  const lower = lowercase(word);
  if (lower.length < MIN_WORD - 1 || !GERMAN_WORD.test(lower)) return false;
  const last = decompound(lower, wordList).at(-1) ?? lower;
  return [...new Set([lower, last])].some((form) => pluralOfNoun(form, wordList));
}

function pluralOfNoun(last: string, wordList: GermanWordList): boolean {
  return PLURAL_ENDINGS.some((ending) => {
    if (!last.endsWith(ending) || last.length - ending.length < MIN_MEMBER) return false;
    const base = last.slice(0, last.length - ending.length);
    // `-n` follows a noun in -e, -el, -er (`Beihilfen`, `Regeln`), `-nen` one in -in (`Kundinnen`): not `Mann`.
    if (ending === 'n' && !/(?:e|el|er)$/.test(base)) return false;
    if (ending === 'nen' && !base.endsWith('in')) return false;
    return (ending !== '' && wordList.isNoun(base)) || (withoutUmlaut(base) !== base && wordList.isNoun(withoutUmlaut(base)));
  });
}

// The last umlaut back to its vowel (`verträg` → `vertrag`, `häuser` → `hauser`), as in umlauted plurals.
function withoutUmlaut(piece: string): string {
  const at = Math.max(piece.lastIndexOf('ä'), piece.lastIndexOf('ö'), piece.lastIndexOf('ü'));
  if (at < 0) return piece;
  return (
    piece.slice(0, at) +
    ({ ä: 'a', ö: 'o', ü: 'u' } as Record<string, string>)[piece[at]!]! +
    piece.slice(at + 1)
  );
}

interface Step {
  cost: number;
  from: number;
  member: string;
}

// Dynamic programming over end positions: best[i] is the cheapest cover of lower[0, i) by non-final members.
function bestSplit(lower: string, wordList: GermanWordList, allowParticles: boolean): string[] | undefined {
  const n = lower.length;
  const best: (Step | undefined)[] = new Array(n + 1);
  best[0] = { cost: 0, from: -1, member: '' };
  let final: Step | undefined;
  for (let start = 0; start < n; start++) {
    const reached = best[start];
    if (!reached) continue;
    for (let end = start + MIN_MEMBER; end <= Math.min(n, start + MAX_MEMBER); end++) {
      const piece = lower.slice(start, end);
      if (!allowParticles && isStopword(piece, 'german')) continue;
      const memberCost = reached.cost + 100 - (end - start) ** 2 / 1_000;
      if (end === n) {
        if (start === 0 || DERIVATIONAL_HEADS.has(piece)) continue;
        const formCost = headForm(piece, wordList);
        if (formCost !== undefined && (!final || memberCost + formCost < final.cost))
          final = { cost: memberCost + formCost, from: start, member: piece };
        continue;
      }
      for (const form of modifierForms(piece, wordList)) {
        for (const linker of form.linkers) {
          const next = end + linker.length;
          if (next >= n || (linker && !lower.startsWith(linker, end))) continue;
          relax(best, next, {
            cost: memberCost + form.cost + linkerCost(linker),
            from: start,
            member: form.member,
          });
        }
      }
    }
  }
  if (!final) return undefined;
  const members = [final.member];
  for (let step = best[final.from]; step && step.from >= 0; step = best[step.from])
    members.unshift(step.member);
  return members;
}

// -er- links only a few plurals (`kind|er|garten`); as cheap as the others it would cut `zeit|er|fassung`.
function linkerCost(linker: string): number {
  if (!linker) return 0;
  return linker === 'er' ? 3 : 1;
}

function relax(best: (Step | undefined)[], at: number, step: Step): void {
  const current = best[at];
  if (!current || step.cost < current.cost) best[at] = step;
}
