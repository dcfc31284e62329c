import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './analyze-question.js';

describe('analyzeQuestion on English verbs', () => {
  it('weighs a word used mostly as a verb less, except after a determiner', () => {
    const aspects = analyzeQuestion('How much do we pay for the visa?').aspects;
    expect(aspects.find((aspect) => aspect.folded === 'pay')).toMatchObject({ isVerb: true, weight: 0.6 });
    expect(aspects.find((aspect) => aspect.folded === 'visa')).toMatchObject({ weight: 1 });
    expect(analyzeQuestion('When is the pay due?').aspects.find((aspect) => aspect.folded === 'pay')).toMatchObject({ weight: 1 });
  });

  it('weighs an adverb in -ly as a verb, and a monthly or yearly thing as what it names', () => {
    const aspects = analyzeQuestion('What does the ferry really cost per monthly pass?').aspects;
    expect(aspects.find((aspect) => aspect.folded === 'really')).toMatchObject({ isVerb: true, weight: 0.6 });
    expect(aspects.find((aspect) => aspect.folded === 'monthly')).toMatchObject({ weight: 1 });
  });
});

describe('analyzeQuestion on a cited source', () => {
  it('does not ask for the words of the source the question cites (`laut`, `gemäß`, `zufolge`, `according to`)', () => {
    const aspects = (question: string) => analyzeQuestion(question).aspects.map((aspect) => aspect.raw);
    expect(aspects('Wie viele Liegeplätze hat der Hafen laut Jahresbericht?')).toEqual(['Liegeplätze', 'Hafen']);
    expect(aspects('Wie hoch ist gemäß der neuen Gebührenordnung die Kurtaxe?')).toEqual(['Kurtaxe']);
    expect(aspects('Dem Protokoll zufolge, wer leitet die Segelschule?')).toEqual(['leitet', 'Segelschule']);
    expect(aspects('How many berths does the marina have, according to the annual report?')).toEqual(['berths', 'marina']);
  });

  it('keeps the words after the source and the hyphenated modifier outside it', () => {
    const analysis = analyzeQuestion('Was kostet laut Preisliste der Segelkurs für Kinder?');
    // `kostet` asks for a price, which the answer states as an amount: it is no aspect to find.
    expect(analysis.aspects.map((aspect) => aspect.raw)).toEqual(['Segelkurs', 'Kinder']);
    const cited = analyzeQuestion('Welche Note hatte die Jolle laut Regatta-Auswertung?');
    expect(cited.entities.map((entity) => entity.text)).not.toContain('Regatta');
    expect(analyzeQuestion('Welche Note hatte die Regatta-Jolle?').entities.map((entity) => entity.text)).toContain('Regatta');
  });

  it('keeps the source words when no other noun is asked', () => {
    expect(analyzeQuestion('Was steht laut Hafenordnung?').aspects.map((aspect) => aspect.raw)).toContain('Hafenordnung');
    expect(analyzeQuestion('What happens according to the harbour rules?').aspects.map((aspect) => aspect.raw)).toContain('harbour');
  });
});

describe('analyzeQuestion on fixed phrases', () => {
  it('does not ask for the noun of a complex preposition (`zur Verfügung`, `in terms of`)', () => {
    expect(analyzeQuestion('Welche Jollen stehen Kursteilnehmern zur Verfügung?').aspects.map((aspect) => aspect.raw)).not.toContain('Verfügung');
    expect(analyzeQuestion('What is the limit in terms of boat length?').aspects.map((aspect) => aspect.raw)).not.toContain('terms');
    expect(analyzeQuestion('Welche Verfügung gilt für Jollen?').aspects.map((aspect) => aspect.raw)).toContain('Verfügung');
  });
});

describe('analyzeQuestion on where-questions', () => {
  it('does not ask for the verb that says a place is asked (`Where is X located?`)', () => {
    expect(analyzeQuestion('Where is the sailing school located?').aspects.map((aspect) => aspect.raw)).toEqual(['sailing', 'school']);
    expect(analyzeQuestion('Where is the regatta office based?').aspects.map((aspect) => aspect.raw)).toEqual(['regatta', 'office']);
    expect(analyzeQuestion('Which boats are based at the marina?').aspects.map((aspect) => aspect.raw)).toContain('based');
  });
});

describe('analyzeQuestion on German names', () => {
  it('ends a full name before a compound noun, which is an asked aspect', () => {
    const analysis = analyzeQuestion('Wann kartierte Hanna Kluge Seegraswiesen vor Amrum?');
    expect(analysis.entities.map((entity) => entity.text)).toContain('Hanna Kluge');
    expect(analysis.aspects.map((aspect) => aspect.raw)).toContain('Seegraswiesen');
  });

  it('keeps a firm whose second word is a compound (`Nordlicht Bootsbau`) one name', () => {
    expect(analyzeQuestion('Wann liefert Nordlicht Bootsbau die neue Jolle?').entities.map((entity) => entity.text)).toContain('Nordlicht Bootsbau');
  });

  it('reads the feminine of a person noun (`Hafenmeisterin`) as an aspect, not as a name', () => {
    const analysis = analyzeQuestion('Wer ist die Hafenmeisterin am Nordkai?');
    expect(analysis.entities.map((entity) => entity.text)).not.toContain('Hafenmeisterin');
    expect(analysis.aspects.map((aspect) => aspect.raw)).toContain('Hafenmeisterin');
  });

  it('reads a dictionary noun after an interrogative (`Welche Durchwahl`) as the asked kind, not as a name', () => {
    const analysis = analyzeQuestion('Welche Durchwahl hat das Hafenbüro am Nordkai?');
    expect(analysis.entities.map((entity) => entity.text)).not.toContain('Durchwahl');
    expect(analysis.aspects.map((aspect) => aspect.raw)).toContain('Durchwahl');
  });

  it('reads a unit after a count (`wie viele Kilogramm Fisch`, `wie viele Gramm Zucker`) as a measure, not as a name', () => {
    for (const question of ['Wie viele Kilogramm Fisch landet die Fähre an?', 'Wie viele Gramm Zucker enthält der Kuchen der Hafenbäckerei?']) {
      const analysis = analyzeQuestion(question);
      expect(analysis.entities.filter((entity) => entity.kind === 'name' && entity.required).map((entity) => entity.text)).toEqual([]);
    }
  });

  it('ends a full name at the plural of a dictionary noun (`Kai Nordwind Liegeplätze`), and keeps a firm (`Kormoran Reisen`)', () => {
    expect(analyzeQuestion('Wann bietet Kormoran Reisen Fahrten an?').entities.map((entity) => entity.text)).toContain('Kormoran Reisen');
    const analysis = analyzeQuestion('Wann vermietet Kai Nordwind Liegeplätze an Gäste?');
    expect(analysis.entities.map((entity) => entity.text)).toContain('Kai Nordwind');
    expect(analysis.entities.map((entity) => entity.text)).not.toContain('Kai Nordwind Liegeplätze');
    expect(analysis.aspects.map((aspect) => aspect.raw)).toContain('Liegeplätze');
  });

  it('reads `Preis` as the asked amount only when no other kind is asked (`Welcher Verein gewann den Preis?` asks for a club)', () => {
    for (const question of ['Welcher Verein gewann den Preis der Regatta?', 'Wie viele Boote waren für den Preis gemeldet?', 'Wer stiftet den Preis?', 'Wann wird der Preis verliehen?'])
      expect(analyzeQuestion(question).asksForMoney).toBe(false);
    for (const question of ['Welchen Preis hat der Liegeplatz?', 'Wie hoch ist der Preis pro Nacht?', 'Was kostet der Kurs?', 'Wie viele Euro kostet der Kurs?'])
      expect(analyzeQuestion(question).asksForMoney).toBe(true);
  });

  it('reads `price` the same way in English (`When is the price list revised?` asks for a date)', () => {
    for (const question of ['When is the marina price list revised next?', 'Who approves the berth prices?', 'Which club won the regatta prize?'])
      expect(analyzeQuestion(question).asksForMoney).toBe(false);
    for (const question of ['What is the price of a berth per night?', 'Which price applies to a guest berth?', 'How much does the course cost?'])
      expect(analyzeQuestion(question).asksForMoney).toBe(true);
  });
});


describe('analyzeQuestion on unit symbols', () => {
  it('reads a capitalised unit symbol (`MWh`) as a word of the question, not as a name', () => {
    const analysis = analyzeQuestion('What price per MWh did the harbour agree with Kormoran Shipping?');
    expect(analysis.entities.map((entity) => entity.text)).toEqual(['Kormoran Shipping']);
    expect(analysis.aspects.map((aspect) => aspect.folded)).toContain('mwh');
    expect(analyzeQuestion('What did the harbour agree with Kormoran Shipping and Möwe Lines?').entities.map((entity) => entity.text)).toEqual(['Kormoran Shipping', 'Möwe Lines']);
  });
});

describe('analyzeQuestion on `how many times`', () => {
  it('reads `times` as asking how often, not as a word a source must hold', () => {
    const aspects = analyzeQuestion('How many times does the ferry sail per day?').aspects.map((aspect) => aspect.folded);
    expect(aspects).not.toContain('times');
    expect(aspects).toContain('ferry');
    expect(analyzeQuestion('What are the opening times of the ferry office?').aspects.map((aspect) => aspect.folded)).toContain('times');
  });
});

describe('analyzeQuestion on a three-word dictionary term', () => {
  it('gives each of its words the term translation only (`first aid kit` → `Sanitätskasten`), not their own senses', () => {
    const aspects = analyzeQuestion('Where is the first aid kit on the ferry?').aspects;
    const kit = aspects.find((aspect) => aspect.folded === 'kit');
    expect(kit?.translations?.stems).toContainEqual(['sanitatskast']);
    expect(kit?.translations?.stems.flat()).not.toContain('ausrust');
    // A word of no such term keeps its own senses.
    expect(aspects.find((aspect) => aspect.folded === 'ferry')?.translations?.stems.length).toBeGreaterThan(0);
  });
});
