import { describe, expect, it } from 'vitest';
import { fold } from './fold.js';
import { isQuestionStopword } from './question-stopwords.js';

describe('isQuestionStopword', () => {
  it('knows the German contractions of a preposition and an article, never a noun', () => {
    for (const word of ['ans', 'fürs', 'aufs', 'ums', 'übers', 'ins', 'beim']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Hotel', 'Ansage', 'Umsatz']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it("knows what English contractions leave of their verb (`don` of `don't`), never a word of its own", () => {
    for (const word of ['don', 'doesn', 'isn', 'won', 'haven']) expect(isQuestionStopword(word)).toBe(true);
    for (const word of ['donor', 'wonder', 'island']) expect(isQuestionStopword(word)).toBe(false);
  });

  it('knows the German modal verbs of wishing (`möchte`), as those of may and must, and English `one` as German `ein`', () => {
    for (const word of ['möchte', 'möchten', 'mag', 'one']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Mängel', 'Magazin', 'online']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the German pronominal adverbs (`dafür`, `darüber`) that point back to what the question already named', () => {
    for (const word of ['dafür', 'darüber', 'davon', 'dabei']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Darlehen', 'Dauer', 'Davos']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the prepositions and conjunctions a question leans on, German and English', () => {
    for (const word of ['innerhalb', 'während', 'bezüglich', 'obwohl', 'regarding', 'within', 'despite', 'whether', 'another']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Innenhafen', 'Wahrung', 'region', 'despot']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the indefinite pronouns (`jemand`, `someone`): they name nobody a source would name', () => {
    for (const word of ['jemand', 'niemand', 'irgendwer', 'someone', 'anybody', 'something']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Jemen', 'somersault', 'anyway']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the hedges of an asked number or time (`ungefähr`, `derzeit`, `approximately`): a source states the value plainly', () => {
    for (const word of ['ungefähr', 'circa', 'derzeit', 'zurzeit', 'approximately', 'roughly', 'nearly']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Umfang', 'Zeitraum', 'rough']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the modal particles and truth adjectives of a doubting question (`gar nichts`, `der richtige Preis`): they name nothing', () => {
    for (const word of ['gar', 'überhaupt', 'halt', 'richtige', 'korrekten', 'tatsächlich', 'actually', 'correct']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Garage', 'Halteverbot', 'Richtlinie', 'Korrektur', 'act']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows the verb of `what happens` / `was passiert`, which asks for a consequence and names nothing', () => {
    for (const word of ['happens', 'happened', 'passiert', 'geschieht']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['happiness', 'Geschichte']) expect(isQuestionStopword(fold(word))).toBe(false);
  });

  it('knows every case of the German possessives, as it knows `unser` and `ihren`', () => {
    for (const word of ['unseren', 'unserem', 'meinen', 'meiner', 'deinem', 'euren', 'eures']) expect(isQuestionStopword(fold(word))).toBe(true);
    for (const word of ['Meinung', 'Unsere-Liebe-Frau-Kirche', 'Eurobond']) expect(isQuestionStopword(fold(word))).toBe(false);
  });
});
