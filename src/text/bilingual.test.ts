import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { asGermanNoun, bilingual, isSameInOtherLanguage, phraseTranslations, phraseTranslationStems, readBilingual, translateWord, translationStems } from './bilingual.js';

const folder = mkdtempSync(join(tmpdir(), 'anker-bilingual-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function dictionary(lines: string[]) {
  const path = join(folder, `${lines.length}.txt.gz`);
  writeFileSync(path, gzipSync([...lines].sort().join('\n') + '\n'));
  return readBilingual(path);
}

describe('readBilingual', () => {
  const small = dictionary(['d\tfahrrad\tbicycle|bike', 'd\tkrankenhaus\thospital', 'e\tbicycl\tfahrrad|rad', 'e\tbus stop\thaltestelle']);

  it('finds a key in either direction, best translation first', () => {
    expect(small.lookup('german', 'fahrrad')).toEqual(['bicycle', 'bike']);
    expect(small.lookup('english', 'bicycl')).toEqual(['fahrrad', 'rad']);
    expect(small.lookup('english', 'bus stop')).toEqual(['haltestelle']);
  });

  it('has nothing for an unknown key or the other direction', () => {
    expect(small.lookup('german', 'bicycl')).toEqual([]);
    expect(small.lookup('english', 'fahrrad')).toEqual([]);
    expect(small.lookup('german', 'zzz')).toEqual([]);
  });

  it('reads a German word as written: a capitalised one as a noun first, a lowercase one as a verb or adjective first', () => {
    const classes = dictionary(['d\tmeld\treport|notify', 'n\tmeld\tdetector|alarm', 'n\tkont\taccounts', 'd\tkont\tcounter']);
    expect(translateWord('Melder', 'german', 4, undefined, classes)).toEqual(['detector', 'alarm', 'report', 'notify']);
    expect(translateWord('melden', 'german', 4, undefined, classes)).toEqual(['report', 'notify', 'detector', 'alarm']);
    expect(classes.lookup('german', 'meld')).toEqual(['detector', 'report', 'alarm', 'notify']);
    // A compound's member is a noun (`konten` of `Administratorkonten`).
    expect(translateWord(asGermanNoun('konten'), 'german', 1, undefined, classes)).toEqual(['accounts']);
    expect(translateWord('konten', 'german', 1, undefined, classes)).toEqual(['counter']);
  });

  it('gives an English word whose stem means other things its own senses, alternating with the stem\'s', () => {
    const words = dictionary(['e\tinstal\tinstallation|anlage', 'w\tinstalment\trate|teilbetrag']);
    expect(translateWord('instalments', 'english', 4, undefined, words)).toEqual(['rate', 'installation', 'teilbetrag', 'anlage']);
    expect(translateWord('installation', 'english', 4, undefined, words)).toEqual(['installation', 'anlage']);
    expect(words.englishWord('instalment')).toEqual(['rate', 'teilbetrag']);
  });

  it('translates inflected words through their Snowball stem and prefers a two-word phrase', () => {
    expect(translateWord('Fahrräder', 'german', 3, undefined, small)).toEqual(['bicycle', 'bike']);
    expect(translateWord('Krankenhaus', 'german', 3, undefined, small)).toEqual(['hospital']);
    expect(translateWord('bicycles', 'english', 3, undefined, small)).toEqual(['fahrrad', 'rad']);
    expect(translateWord('bus', 'english', 3, 'stops', small)).toEqual(['haltestelle']);
    expect(translateWord('the', 'english', 3, undefined, small)).toEqual([]);
    expect(translationStems('bicycle', 'english', 1, undefined, small)).toEqual([['fahrrad']]);
  });
});

describe('the shipped dictionary (Ding)', () => {
  it('translates everyday words both ways', () => {
    expect(translateWord('Krankenhaus', 'german', 3)).toContain('hospital');
    expect(translateWord('Rechnung', 'german', 6)).toContain('invoice');
    expect(translateWord('hospital', 'english', 3)).toContain('krankenhaus');
    expect(translateWord('invoices', 'english', 6).some((word) => word.startsWith('rechnung'))).toBe(true);
    expect(bilingual().lookup('german', 'zzzqx')).toEqual([]);
  });

  it('keeps a verb\'s senses apart from a noun\'s of the same stem, and reads headwords with articles, objects and forms', () => {
    // `melden` (report) and `Melder` (detector) share the stem `meld`.
    expect(translateWord('melden', 'german', 3)).toContain('report');
    expect(translateWord('Melder', 'german', 1)).toEqual(['detector']);
    // `etw. kosten` — `to cost {cost; cost}`; `kostet` is read as `kosten`, not only as `verkosten` (taste).
    expect(translateWord('kostet', 'german', 1)).toEqual(['cost']);
    expect(translateWord('sperrt', 'german', 1)).toEqual(['lock']);
    // `der Verbrauch {m}`: the article is no part of the headword; `at a/the minimum, at least`: alternatives at commas.
    expect(translateWord('consumption', 'english', 3)).toContain('verbrauch');
    expect(translateWord('mindestens', 'german', 1)).toEqual(['at least']);
    // `instalment` shares its stem `instal` with `install`.
    expect(translateWord('instalment', 'english', 3)).toContain('rate');
  });

  it('gives phrases as stems of the other language', () => {
    const stems = translationStems('Krankenhaus', 'german', 3);
    expect(stems).toContainEqual(['hospit']);
  });

  it('gives each word of a three-word English phrase the translation of the phrase, and leaves two-word phrases alone', () => {
    const words = ['Where', 'is', 'the', 'first', 'aid', 'kit', 'kept'];
    for (const position of [3, 4, 5]) expect(phraseTranslations(words, position, 'english', 2)).toContain('sanitätskasten');
    expect(phraseTranslations(words, 6, 'english', 2)).toEqual([]);
    expect(phraseTranslationStems(['my', 'health', 'insurance', 'company'], 3, 'english', 3)).toContainEqual(['krankenkass']);
    // A stopword breaks a phrase; `power connection` is a two-word one; German compounds need none of this.
    expect(phraseTranslations(['first', 'the', 'aid', 'kit'], 3, 'english', 2)).toEqual([]);
    expect(phraseTranslations(['power', 'connection'], 1, 'english', 2)).toEqual([]);
    expect(phraseTranslations(['Erste', 'Hilfe', 'Kasten'], 1, 'german', 2)).toEqual([]);
  });

  it('knows a word both languages write alike, but not a false friend', () => {
    // English `administrator`'s first translations are `Verwalter` and the like; the German `Administrator` is the same.
    expect(isSameInOtherLanguage('administrator', 'english')).toBe(true);
    expect(isSameInOtherLanguage('Firewall', 'german')).toBe(true);
    // German `Personal` is staff and `Gift` poison; `Workshop` is no German entry.
    expect(isSameInOtherLanguage('personal', 'english')).toBe(false);
    expect(isSameInOtherLanguage('Gift', 'german')).toBe(false);
    expect(isSameInOtherLanguage('gift', 'english')).toBe(false);
    expect(isSameInOtherLanguage('workshop', 'english')).toBe(false);
  });
});
