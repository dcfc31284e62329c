import { describe, expect, it } from 'vitest';
import { questionFocus } from './question-focus.js';
import { stem } from './text-terms.js';
import { selectSentences } from './select-sentences.js';
import { trimToClause, trimToListedRole } from './trim-to-clause.js';

// Examples of a fictional bike rental, not taken from any eval set.
const prices =
  'Tarife 2026 > Stadt\n\nDer Stadt-Tarif richtet sich an Gelegenheitsfahrer. Er kostet 9 € pro Tag und enthält bis zu 2 Räder.\n\n' +
  'Tarife 2026 > Touren\n\nDer Touren-Tarif kostet 25 € pro Tag. Enthalten sind bis zu 6 Räder und ein Helm pro Rad.';

describe('questionFocus', () => {
  it('reads codes, capitalised modifiers, price questions and comparisons', () => {
    expect(questionFocus('Wie schnell wird bei S2-Störungen am Modell VX-20 reagiert?').codes).toEqual(['s2', 'vx20']);
    expect(questionFocus('Wie viele Räder enthält der Touren-Tarif?').modifiers).toEqual(['Touren']);
    expect(questionFocus('Was kostet der Touren-Tarif?').asksForMoney).toBe(true);
    expect(questionFocus('Welcher Forscher erhielt den Preis 1921?').asksForMoney).toBe(false);
    expect(questionFocus('Vergleiche den Stadt-Tarif und den Touren-Tarif.').comparison).toBe(true);
  });
});

describe('selectSentences with the question focus', () => {
  it('takes the capitalised modifier from the heading, not the preposition "pro"', () => {
    const picked = selectSentences('Wie viele Räder sind im Touren-Tarif enthalten?', [{ marker: 1, title: 'Tarife 2026', text: prices }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('6 Räder');
    expect(picked.map((sentence) => sentence.text).join(' ')).not.toContain('2 Räder');
  });

  it('finds no answer to a price question when no sentence holds an amount', () => {
    const spec = 'Das Lastenrad Kolibri trägt bis zu 80 kg. Der Akku reicht für 60 km.';
    expect(selectSentences('Was kostet das Lastenrad Kolibri?', [{ marker: 1, title: 'Datenblatt Kolibri', text: spec }])).toEqual([]);
    expect(selectSentences('How much does the Kolibri cargo bike cost?', [{ marker: 1, text: 'The Kolibri cargo bike carries up to 80 kg.' }])).toEqual([]);
  });

  it('needs the asked code in the sentence or its paragraph', () => {
    const text = '| Stufe | Reaktion |\n|---|---|\n| S1 | 1 Stunde |\n| S2 | 4 Stunden |';
    const picked = selectSentences('Wie schnell wird bei S2 reagiert?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Stufe: S2; Reaktion: 4 Stunden']);
  });

  it('leaves out a neighbour that gives the value for another case', () => {
    const text = 'Tägliche Protokolle werden 14 Tage gespeichert. Wöchentliche Protokolle werden 26 Wochen gespeichert.';
    const picked = selectSentences('Wie lange werden wöchentliche Protokolle gespeichert?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Wöchentliche Protokolle werden 26 Wochen gespeichert.']);
  });

  it('prefers the newer of two documents that state the asked value equally well', () => {
    const picked = selectSentences('Wann eröffnet die Filiale Kassel?', [
      { marker: 1, title: 'Protokoll März', documentDate: '2026-03-02', text: 'Die Filiale Kassel eröffnet am 1. Juni 2026.' },
      { marker: 2, title: 'Protokoll Mai', documentDate: '2026-05-04', text: 'Die Filiale Kassel eröffnet am 15. Juli 2026.' },
    ]);
    expect(picked).toHaveLength(1);
    expect(picked[0]).toMatchObject({ marker: 2 });
  });

  it('trims a sentence with two values to the clause that answers, keeping its lead-in', () => {
    const text = 'Die Leihgebühr beträgt 12 € pro Werktag und 18 € pro Tag an Wochenenden und Feiertagen.';
    const picked = selectSentences('Wie hoch ist die Leihgebühr an Feiertagen?', [{ marker: 1, text }]);
    expect(picked[0]?.text).toBe('Die Leihgebühr beträgt 18 € pro Tag an Wochenenden und Feiertagen.');
  });

  it('trims two cases joined by `und` whose values share a qualifier, keeping the lead-in once', () => {
    const text = 'Die Wartezeit am Fähranleger beträgt höchstens 20 Minuten in der Hauptsaison und höchstens 50 Minuten im Winterfahrplan (November, Dezember, Januar).';
    const picked = selectSentences('Wie lange muss man im Dezember am Fähranleger höchstens warten?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Die Wartezeit am Fähranleger beträgt höchstens 50 Minuten im Winterfahrplan (November, Dezember, Januar).']);
  });

  it('reads `minimum` and `maximum` as asking for a number, so the case the question names is not joined by its neighbour', () => {
    const text = 'Berths for guest boats must be at least 8 m long. Berths for catamarans require at least 12 m.';
    const picked = selectSentences('What is the minimum berth length for catamarans?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Berths for catamarans require at least 12 m.']);
    const german = 'Gastliegeplätze müssen mindestens 8 m lang sein. Liegeplätze für Katamarane brauchen höchstens 12 m.';
    expect(selectSentences('Wie lang ist ein Liegeplatz für Katamarane maximal?', [{ marker: 1, text: german }]).map((sentence) => sentence.text)).toEqual([
      'Liegeplätze für Katamarane brauchen höchstens 12 m.',
    ]);
  });

  it('answers each clause of a two-part question', () => {
    const text = 'Jedes Rad hat 7 Gänge.\n\nHelme werden kostenlos verliehen.';
    const picked = selectSentences('Wie viele Gänge hat ein Rad, und werden Helme verliehen?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Jedes Rad hat 7 Gänge.', 'Helme werden kostenlos verliehen.']);
  });
});

describe('trimToClause', () => {
  const reader = (terms: string[]) => ({
    terms: (text: string) => new Set(terms.filter((term) => text.toLowerCase().includes(term))),
    values: (text: string) => (text.match(/\d+/g) ?? []).length,
  });

  it('keeps a range and a sentence whose clauses do not stand apart', () => {
    expect(trimToClause('Die Zahl stieg zwischen 2005 und 2010 stark an.', reader(['zahl']))).toBe('Die Zahl stieg zwischen 2005 und 2010 stark an.');
    const mixed = 'Laut Zählung von 1901 waren 56 % Bauern und 3 % Fischer.';
    expect(trimToClause(mixed, reader(['1901', 'fischer']))).toBe(mixed);
  });

  it('splits an enumeration at its commas when one case names more of the asked terms, never inside brackets or before a subordinate clause', () => {
    const sentence = 'Boats leave the pier from 7:00 to 11:00, ferries from 8:00 to 20:00, water taxis from 9:00 to 18:00.';
    expect(trimToClause(sentence, reader(['ferr', 'from']))).toBe('Ferries from 8:00 to 20:00.');
    const bracketed = 'Die Fähre fährt um 7 Uhr ab Hafen (Steg 2, Steg 3 nur sonntags).';
    expect(trimToClause(bracketed, reader(['steg', 'sonntag']))).toBe(bracketed);
    const conditional = 'Das Abo verlängert sich um 12 Monate, wenn es nicht mit einer Frist von 3 Monaten gekündigt wird.';
    expect(trimToClause(conditional, reader(['frist', 'monat']))).toBe(conditional);
  });

  it('splits at a semicolon when one clause names all the asked terms', () => {
    const sentence = 'Tagesbackups bleiben 7 Tage; Monatsbackups bleiben 12 Monate.';
    expect(trimToClause(sentence, reader(['monatsbackup']))).toBe('Monatsbackups bleiben 12 Monate.');
  });
});

describe('selectSentences on a table with a column for children', () => {
  it('takes `kids` to ask for the children\'s column', () => {
    const table = 'All prices in EUR.\n\n| Course | Adults | Children under 14 |\n|---|---|---|\n| Sailing lesson | 60.00 | 35.00 |\n| Kayak lesson | 40.00 | 25.00 |';
    const picked = selectSentences('How much is a kayak lesson for kids?', [{ marker: 1, text: table }]);
    expect(picked[0]?.text).toContain('25.00');
    expect(picked[0]?.text).not.toContain('40.00');
  });
});

describe('selectSentences on a table with an age column', () => {
  it('answers with the column whose age range holds the asked age', () => {
    const table = '| Course | Adults | Children under 14 |\n|---|---|---|\n| Sailing lesson | 60.00 | 35.00 |\n| Kayak lesson | 40.00 | 25.00 |';
    const picked = selectSentences('How much is a sailing lesson for my 9 year old?', [{ marker: 1, text: table }]);
    expect(picked[0]?.text).toContain('35.00');
    expect(picked[0]?.text).not.toContain('60.00');
  });
});

describe('selectSentences on a price table that states its currency once', () => {
  const table = 'All prices in EUR.\n\n| Course | Adults | Children under 14 | Duration |\n|---|---|---|---|\n| Sailing lesson | 60.00 | 35.00 | 2 h |';

  it('takes the column a translation of the question names, and the plain amount as the price', () => {
    const picked = selectSentences('Was kostet eine Segelstunde für Erwachsene?', [{ marker: 1, text: table }]);
    expect(picked).toHaveLength(1);
    expect(picked[0]?.text).toContain('60.00');
    expect(picked[0]?.text).not.toContain('35.00');
  });
});

describe('questionFocus on `how many times`', () => {
  it('counts `times` among the ask words, as it does `fast` of `how fast`', () => {
    expect([...questionFocus('How many times does the ferry sail per day?').askWords]).toContain(stem('times'));
    expect([...questionFocus('What are the opening times of the ferry office?').askWords]).not.toContain(stem('times'));
  });
});

describe('trimToListedRole', () => {
  const reader = (terms: string[]) => ({ terms: (text: string) => new Set(terms.filter((term) => text.toLowerCase().includes(term))) });
  const crew = 'Crew: Ada Brandt (captain), Tomas Lind (chief engineer, deputy), Mia Falk (cook), Olaf Berg (deckhand)';

  it('keeps the one person whose role in brackets names a question term', () => {
    expect(trimToListedRole(crew, reader(['engineer']))).toBe('Tomas Lind (chief engineer, deputy)');
    expect(trimToListedRole(`${crew}.`, reader(['captain', 'crew']))).toBe('Ada Brandt (captain).');
  });

  it('leaves the list whole when no role, or more than one, names a term, and a short list or one without roles', () => {
    expect(trimToListedRole(crew, reader(['ship']))).toBe(crew);
    expect(trimToListedRole(crew, reader(['c']))).toBe(crew);
    expect(trimToListedRole('Ada Brandt (captain), Tomas Lind (engineer)', reader(['engineer']))).toBe('Ada Brandt (captain), Tomas Lind (engineer)');
    expect(trimToListedRole('Ada, Tomas (engineer), Mia', reader(['engineer']))).toBe('Ada, Tomas (engineer), Mia');
  });
});
