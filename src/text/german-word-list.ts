import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Lowercase German word forms from a Hunspell dictionary, for the decompounder. */
export interface GermanWordList {
  /** Forms that stand alone: lemmas and their inflections (`frist`, `fristen`, `stelle`). */
  readonly words: ReadonlySet<string>;
  /** Forms allowed only at the start or in the middle of a compound (`kündigungs`, `leit`). */
  readonly compoundForms: ReadonlySet<string>;
  /** Dictionary lemmas as listed (before affixes), to tell a lexicalised word (`mitarbeiter`) from a new compound. */
  readonly lemmas: ReadonlySet<string>;
}

interface SuffixRule {
  strip: string;
  add: string;
  continuation: string;
  condition: RegExp;
}

const COMPOUND_BEGIN = 'x';
const COMPOUND_MIDDLE = 'y';
const ONLY_IN_COMPOUND = 'o';
const NEED_AFFIX = 'h';
const FORBIDDEN = 'd';
const CONDITION_TAIL = 8;

/**
 * Reads `dictionary-de` (igerman98 Hunspell, GPL-2.0 OR GPL-3.0, installed from npm, not copied into this
 * package) and expands its suffix rules into word forms. Prefix rules are skipped: a compound's members carry
 * their prefixes in the lemma already (`verarbeitung`). `folder` defaults to the installed package.
 */
export function readGermanWordList(folder = defaultFolder()): GermanWordList {
  const rules = parseSuffixRules(readFileSync(join(folder, 'index.aff'), 'utf8'));
  const words = new Set<string>();
  const compoundForms = new Set<string>();
  const lemmas = new Set<string>();
  const lines = readFileSync(join(folder, 'index.dic'), 'utf8').split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('#') || line.startsWith('\t')) continue;
    const slash = line.indexOf('/');
    const lemma = slash < 0 ? line : line.slice(0, slash);
    const flags = slash < 0 ? '' : line.slice(slash + 1);
    if (flags.includes(FORBIDDEN) || lemma.includes('-') || lemma.includes('.')) continue;
    const lower = lemma.toLowerCase();
    addForm(lower, flags, words, compoundForms);
    if (!flags.includes(NEED_AFFIX) && !flags.includes(ONLY_IN_COMPOUND)) lemmas.add(lower);
    // Conditions look at the last few letters only; testing a short tail keeps the expansion fast.
    const tail = lemma.slice(-CONDITION_TAIL);
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        if (!tail.endsWith(rule.strip) || !rule.condition.test(tail)) continue;
        const form = lower.slice(0, lower.length - rule.strip.length) + rule.add.toLowerCase();
        if (!form.includes('-')) addForm(form, rule.continuation, words, compoundForms, true);
      }
    }
  }
  return { words, compoundForms, lemmas };
}

function addForm(
  form: string,
  flags: string,
  words: Set<string>,
  compoundForms: Set<string>,
  affixed = false,
): void {
  if (flags.includes(COMPOUND_BEGIN) || flags.includes(COMPOUND_MIDDLE)) compoundForms.add(form);
  const standsAlone = !flags.includes(ONLY_IN_COMPOUND) && (affixed || !flags.includes(NEED_AFFIX));
  if (standsAlone) words.add(form);
}

function parseSuffixRules(affix: string): Map<string, SuffixRule[]> {
  const rules = new Map<string, SuffixRule[]>();
  for (const line of affix.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields[0] !== 'SFX' || fields.length < 5) continue;
    const [, flag, stripField, addField, condition] = fields as [string, string, string, string, string];
    const [add, continuation = ''] = addField.split('/');
    const list = rules.get(flag) ?? [];
    list.push({
      strip: stripField === '0' ? '' : stripField,
      add: add === '0' || add === undefined ? '' : add,
      continuation,
      condition: new RegExp(`${condition === '.' ? '' : condition}$`, 'u'),
    });
    rules.set(flag, list);
  }
  return rules;
}

// The package exports only its ESM entry (which reads both files with top-level await); its folder is found the
// way Node would look for it, so the word list can be read synchronously.
function defaultFolder(): string {
  const candidates = createRequire(import.meta.url).resolve.paths('dictionary-de') ?? [];
  for (const modules of candidates) {
    const folder = join(modules, 'dictionary-de');
    if (existsSync(join(folder, 'index.dic'))) return folder;
  }
  throw new Error('dictionary-de is not installed: run `npm install` (it is a dependency of anker)');
}
