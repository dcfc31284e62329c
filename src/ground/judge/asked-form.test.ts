import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { countedNoun, countedUnitModifier, hasSuperlative, invertedSubject, namesInsideOf, namesPeriodWord, outsideOf, ratePeriods, superlativesOf } from './asked-form.js';
import { sentenceSupport } from './sentence-support.js';

// Fictional examples (a river region, a furniture maker), not taken from any eval set.
describe('superlativesOf', () => {
  it('reads English and German superlatives after an article', () => {
    expect(superlativesOf('Which is the largest town on the river?', 'en').map((found) => found.raw)).toEqual(['largest']);
    expect(superlativesOf('Welche Stadt ist die größte am Fluss?', 'de').map((found) => found.raw)).toEqual(['größte']);
    expect(superlativesOf('Wann war der Umsatz am höchsten?', 'de').map((found) => found.raw)).toEqual(['höchsten']);
  });

  it('ignores participles of verbs in -ss (die erfassten Zeiten)', () => {
    expect(superlativesOf('Wer gibt die erfassten Arbeitszeiten frei?', 'de')).toEqual([]);
    expect(superlativesOf('Wer prüft die angepassten Verträge?', 'de')).toEqual([]);
  });

  it('ignores nouns that end like a superlative, idioms and ordinals', () => {
    expect(superlativesOf('Was kostete die Kabine laut der Tarifliste 2024?', 'de')).toEqual([]);
    expect(superlativesOf('Wie lange dauert die Überfahrt im schlimmsten Fall?', 'de')).toEqual([]);
    expect(superlativesOf('Who was the first mayor and what is the interest rate?', 'en')).toEqual([]);
    expect(superlativesOf('What happened in the worst case?', 'en')).toEqual([]);
  });
});

describe('hasSuperlative', () => {
  const [largest] = superlativesOf('Which is the largest town?', 'en');
  const [highest] = superlativesOf('When were the floods the highest?', 'en');
  it('accepts the same dimension in any degree, a near synonym or a word for the extreme', () => {
    expect(hasSuperlative('Lindau is the second-largest town.', largest!)).toBe(true);
    expect(hasSuperlative('Lindau is the biggest town.', largest!)).toBe(true);
    expect(hasSuperlative('Floods peaked in 1999.', highest!)).toBe(true);
    expect(hasSuperlative('Floods reached an all-time high in 1999.', highest!)).toBe(true);
  });

  it('reads a German Mindest- or Höchst- word as the least or the most (Mindestgebühr, höchstens)', () => {
    const [lowest] = superlativesOf('What is the lowest mooring fee per night?', 'en');
    expect(hasSuperlative('Die Mindestgebühr beträgt 12 € pro Nacht.', lowest!)).toBe(true);
    expect(hasSuperlative('Es werden mindestens 12 € berechnet.', lowest!)).toBe(true);
    const [highest] = superlativesOf('Was ist die höchste Gebühr pro Nacht?', 'de');
    expect(hasSuperlative('Die Höchstgebühr beträgt 40 € pro Nacht.', highest!)).toBe(true);
    expect(hasSuperlative('Die Mindestgebühr beträgt 12 € pro Nacht.', highest!)).toBe(false);
  });

  it('rejects a text without the dimension, also where its stem stands inside another word', () => {
    expect(hasSuperlative('Lindau is the most important town.', largest!)).toBe(false);
    expect(hasSuperlative('Floods were frequent in 1999.', highest!)).toBe(false);
    const [lowest] = superlativesOf('What is the lowest price?', 'en');
    expect(hasSuperlative('Prices follow the list of 2026.', lowest!)).toBe(false);
    const [oldest] = superlativesOf('Welches ist das älteste Werk?', 'de');
    expect(hasSuperlative('Das Werk hat eine eigene Verwaltung.', oldest!)).toBe(false);
    expect(hasSuperlative('Das Werk in Lindau ist älter als alle anderen.', oldest!)).toBe(true);
  });
});

describe('countedNoun', () => {
  it('reads what "how many" / "wie viele" counts, past an adjective', () => {
    expect(countedNoun('How many nations share the river?', 'en')).toBe('nations');
    expect(countedNoun('How many different species live there?', 'en')).toBe('species');
    expect(countedNoun('Wie viele verschiedene Arten leben dort?', 'de')).toBe('Arten');
  });

  it('has none for units the number stands for, or without "how many"', () => {
    expect(countedNoun('How many years did the bridge take?', 'en')).toBeNull();
    expect(countedNoun('How many people live in Lindau?', 'en')).toBeNull();
    expect(countedNoun('Wie viele Tage dauert die Lieferung?', 'de')).toBeNull();
    expect(countedNoun('What is the population of Lindau?', 'en')).toBeNull();
    expect(countedNoun('How many euros does the hotel cost per night?', 'en')).toBeNull();
    expect(countedNoun('How many working days does the delivery take?', 'en')).toBeNull();
  });
});

describe('sentenceSupport with superlatives and counted nouns', () => {
  const parties = makeHit('Die Grüne Liste, die Bürgerpartei und die Freie Union sind die wichtigsten Parteien im Stadtrat von Lindau.', {
    citation: { title: 'Lindau', source: 'lindau.md' },
  });
  const ranking = makeHit('Die Bürgerpartei ist die größte Partei im Stadtrat von Lindau.', { citation: { title: 'Lindau', source: 'lindau.md' } });
  const market = makeHit('Today the Lindau exchange is the largest market in the region, with 212 companies listed.', {
    citation: { title: 'Lindau', source: 'lindau-en.md' },
  });
  const treaty = makeHit('The river basin is shared by seven nations under the treaty of 1921.', { citation: { title: 'River', source: 'river.md' } });

  it('does not take "the most important parties" for the largest party', () => {
    const support = sentenceSupport('Welche Partei ist die größte im Stadtrat?', [parties], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('größte');
    expect(sentenceSupport('Welche Partei ist die größte im Stadtrat?', [ranking], 'de').supported).toBe(true);
  });

  it('does not take a count of companies for a count of nations', () => {
    const support = sentenceSupport('How many nations govern the region altogether?', [market].map(english), 'en');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('nations');
    expect(sentenceSupport('How many nations share the river basin?', [treaty].map(english), 'en').supported).toBe(true);
  });

  it('does not take a count of other days for the days an English question names by a noun (vacation days)', () => {
    const abroad = makeHit('Staff may work from another country for up to 15 working days per calendar year.', { citation: { title: 'Travel rules', source: 'travel.md' } });
    const leave = makeHit('Every employee has 28 vacation days per calendar year.', { citation: { title: 'Leave rules', source: 'leave.md' } });
    const support = sentenceSupport('How many vacation days does an employee have per year?', [abroad].map(english), 'en');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('vacation');
    expect(sentenceSupport('How many vacation days does an employee have per year?', [leave].map(english), 'en').supported).toBe(true);
    expect(sentenceSupport('How many working days may staff work from another country per year?', [abroad].map(english), 'en').supported).toBe(true);
  });
});

describe('countedUnitModifier', () => {
  it('finds the noun before the unit an English how-many counts, not an adjective or a verb form', () => {
    expect(countedUnitModifier('How many vacation days do I have?')).toBe('vacation');
    expect(countedUnitModifier('How many consecutive years did she win?')).toBeNull();
    expect(countedUnitModifier('How many working days does the delivery take?')).toBeNull();
    expect(countedUnitModifier('How many days does the delivery take?')).toBeNull();
    expect(countedUnitModifier('How many nations share the basin?')).toBeNull();
  });
});

describe('invertedSubject', () => {
  it('finds the bare plural group an English question asks about, not a pronoun, an article or a name', () => {
    expect(invertedSubject('How many weeks of leave may contractors take?')).toBe('contractors');
    expect(invertedSubject('Do volunteers get a parking permit?')).toBe('volunteers');
    expect(invertedSubject('How many weeks of leave can we take?')).toBeNull();
    expect(invertedSubject('What does the tenant pay?')).toBeNull();
    expect(invertedSubject('When did Siemens open the plant?')).toBeNull();
  });
});

describe('sentenceSupport with the group an English question asks about', () => {
  const leave = makeHit('Permanent staff may take up to 12 weeks of unpaid leave.', { citation: { title: 'Leave rules', source: 'leave.md' } });
  it('does not answer for contractors from a rule for permanent staff', () => {
    const support = sentenceSupport('How many weeks of unpaid leave may contractors take?', [leave].map(english), 'en');
    expect(support).toMatchObject({ supported: false, missing: ['contractors'] });
    expect(sentenceSupport('How many weeks of unpaid leave may permanent staff take?', [leave].map(english), 'en').supported).toBe(true);
  });

  it('takes the group as named by the sentence heading', () => {
    const headed = makeHit('They may take up to 4 weeks of unpaid leave.', { citation: { title: 'Leave rules', source: 'leave.md', section: 'Contractors' } });
    expect(sentenceSupport('How many weeks of unpaid leave may contractors take?', [headed].map(english), 'en').supported).toBe(true);
  });
});

function english(hit: ReturnType<typeof makeHit>): ReturnType<typeof makeHit> {
  return { ...hit, language: 'english' };
}

describe('sentenceSupport for a question about what is not the case', () => {
  const towns = makeHit('The valley is famous for its large towns and its roads. Most towns grew along the river.', {
    citation: { title: 'Valley', source: 'valley.md' },
  });
  const bypass = makeHit('Lindau is the largest town in the valley not linked to the motorway.', { citation: { title: 'Lindau', source: 'lindau.md' } });

  it('needs a sentence that states the negation', () => {
    const question = 'Which is the largest town not connected to the motorway?';
    expect(sentenceSupport(question, [towns].map(english), 'en')).toMatchObject({ supported: false });
    expect(sentenceSupport(question, [towns].map(english), 'en').missing).toContain('a negation');
    expect(sentenceSupport(question, [bypass].map(english), 'en')).toMatchObject({ supported: true });
  });

  it('still needs the negation when the condition is another clause, and no German word that only starts like an English one counts', () => {
    const refund = makeHit('Bei einer Stornierung werden die Stornokosten erstattet.', { citation: { title: 'Reiserichtlinie', source: 'reise.md' } });
    expect(sentenceSupport('Welche Kosten werden nicht erstattet, wenn die Reise storniert wird?', [refund], 'de').missing).toContain('eine Verneinung');
    const sender = makeHit('Vor der Zahlung prüft der Absender die Rechnungen.', { citation: { title: 'Rechnungsprüfung', source: 'rechnung.md' } });
    expect(sentenceSupport('Welche Rechnungen werden nicht bezahlt?', [sender], 'de').missing).toContain('eine Verneinung');
  });

  it('reads negations in other words and typographic apostrophes, and no negation into a condition', () => {
    const contractors = makeHit('Contractors aren’t eligible for the bonus.', { citation: { title: 'Bonus policy', source: 'bonus.md' } });
    expect(sentenceSupport('Which contractors are not eligible for the bonus?', [contractors].map(english), 'en').supported).toBe(true);
    const excluded = makeHit('Minibar und Pay-TV sind von der Erstattung der Hotelkosten ausgeschlossen.', { citation: { title: 'Reiserichtlinie', source: 'reise.md' } });
    expect(sentenceSupport('Welche Hotelkosten werden nicht erstattet?', [excluded], 'de').missing).not.toContain('eine Verneinung');
    const reminder = makeHit('Bei Zahlungsverzug erhebt Nordholz eine Mahngebühr von 5 Euro je Rechnung.', { citation: { title: 'Zahlungsbedingungen', source: 'zahlung.md' } });
    expect(sentenceSupport('Was kostet es, wenn eine Rechnung nicht bezahlt wird?', [reminder], 'de').missing).not.toContain('eine Verneinung');
  });

  it('reads `nicht mehr`, `no longer` as the end of a state, which the answer states by the new one', () => {
    const ferry = makeHit('Kajaks: Schwimmweste Pflicht; ab einem Alter von 16 Jahren freiwillig.', { citation: { title: 'Verleihregeln', source: 'verleih.md' } });
    expect(sentenceSupport('Ab welchem Alter muss man nicht mehr eine Schwimmweste tragen?', [ferry], 'de').missing).not.toContain('eine Verneinung');
    const rule = makeHit('Life jackets are required for kayakers; from the age of 16 they are recommended.', { citation: { title: 'Rental rules', source: 'rules.md' } });
    expect(sentenceSupport('From what age is a life jacket not required any more?', [rule].map(english), 'en').missing).not.toContain('a negation');
    expect(sentenceSupport('Which kayakers do not need a life jacket?', [rule].map(english), 'en').missing).toContain('a negation');
  });
});

// A fictional kayak rental.
describe('ratePeriods', () => {
  it('reads the period a rate is stated per, in German and English, as noun, abbreviation or adjective', () => {
    expect([...ratePeriods('Was kostet ein Kajak pro Woche?')]).toEqual(['week']);
    expect([...ratePeriods('Ein Paddel kostet 4 € je Tag.')]).toEqual(['day']);
    expect([...ratePeriods('Liegeplatz: 35 €/Monat, Zinsen 2 % p.a.')].sort()).toEqual(['month', 'year']);
    expect([...ratePeriods('What is the lowest monthly fee?')]).toEqual(['month']);
    expect([...ratePeriods('A dry bag is €2 a day.')]).toEqual(['day']);
    expect([...ratePeriods('Pro Woche: 90 €')]).toEqual(['week']);
    expect([...ratePeriods('den jährlichen Beitrag')]).toEqual(['year']);
  });

  it('reads a calendar period as the period (per calendar year, pro Kalendermonat)', () => {
    expect([...ratePeriods('Members may book twice per calendar year.')]).toEqual(['year']);
    expect([...ratePeriods('höchstens dreimal pro Kalenderjahr')]).toEqual(['year']);
    expect([...ratePeriods('Die Miete ist je Kalendermonat fällig.')]).toEqual(['month']);
    expect([...ratePeriods('Der Kalender hängt im Büro.')]).toEqual([]);
  });

  it('takes no year, weekend or bare period word for a rate', () => {
    expect([...ratePeriods('Was kostete das Kajak im Jahr 2025?')]).toEqual([]);
    expect([...ratePeriods('Die Wochenendmiete gilt von Freitag bis Montag.')]).toEqual([]);
    expect([...ratePeriods('Die Saison dauert vier Monate.')]).toEqual([]);
  });
});

describe('sentenceSupport with an asked rate period', () => {
  const prices = makeHit('Ein Kajak kostet 25 € pro Tag. Eine Schwimmweste kostet 3 € pro Tag.', { citation: { title: 'Preise Kajakverleih', source: 'preise.md' } });
  it('does not take a rate per another period for the asked one', () => {
    expect(sentenceSupport('Was kostet ein Kajak pro Woche?', [prices], 'de').supported).toBe(false);
    expect(sentenceSupport('Was kostet ein Kajak pro Tag?', [prices], 'de').supported).toBe(true);
  });

  it('takes a sentence that states the asked period among others, or no period at all', () => {
    const table = makeHit('| Boot | Pro Tag | Pro Woche |\n|---|---|---|\n| Kajak | 25 € | 120 € |', { citation: { title: 'Preise Kajakverleih', source: 'preise.md' } });
    expect(sentenceSupport('Was kostet ein Kajak pro Woche?', [table], 'de').supported).toBe(true);
    const flat = makeHit('Die Reinigung eines Kajaks kostet pauschal 15 €.', { citation: { title: 'Preise Kajakverleih', source: 'preise.md' } });
    expect(sentenceSupport('Was kostet die Reinigung eines Kajaks pro Woche?', [flat], 'de').supported).toBe(true);
  });
});

describe('a case asked outside of something', () => {
  it('reads the thing the question places its case outside of', () => {
    expect(outsideOf('Was kostet der Transport außerhalb des Hafengebiets?')).toBe('hafengebiets');
    expect(outsideOf('What does a rescue outside the bay cost?')).toBe('bay');
    expect(outsideOf('Was kostet der Transport im Hafengebiet?')).toBeUndefined();
    expect(namesInsideOf('Der Transport im Hafengebiet kostet 20 €.', 'hafengebiets')).toBe(true);
    expect(namesInsideOf('Außerhalb des Hafengebiets kostet er 45 €.', 'hafengebiets')).toBe(false);
  });

  it('does not take the inside case for the outside one, but a sentence on the outside case or one not naming the place', () => {
    const inside = makeHit('Der Transport eines Kajaks im Hafengebiet kostet 20 €.', { citation: { title: 'Preise Kajakverleih', source: 'preise.md' } });
    expect(sentenceSupport('Was kostet der Transport eines Kajaks außerhalb des Hafengebiets?', [inside], 'de').supported).toBe(false);
    const outside = makeHit('Der Transport eines Kajaks außerhalb des Hafengebiets kostet 45 €.', { citation: { title: 'Preise Kajakverleih', source: 'preise.md' } });
    expect(sentenceSupport('Was kostet der Transport eines Kajaks außerhalb des Hafengebiets?', [outside], 'de').supported).toBe(true);
  });
});

describe('namesPeriodWord', () => {
  it('finds a period as a word, an adjective or a compound member', () => {
    expect(namesPeriodWord('Zahlbar zum Monatsende.', 'month')).toBe(true);
    expect(namesPeriodWord('Je Kalendermonat einmal.', 'month')).toBe(true);
    expect(namesPeriodWord('Die Abrechnung erfolgt monatlich.', 'month')).toBe(true);
    expect(namesPeriodWord('Höchstens 7 aufeinanderfolgende Tage.', 'month')).toBe(false);
    expect(namesPeriodWord('Two months notice.', 'month')).toBe(true);
  });
});
