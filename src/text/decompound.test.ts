import { describe, expect, it } from 'vitest';
import { decompound, decompoundFolded, germanWordList, isGermanDictionaryWord, isPluralNoun } from './decompound.js';

describe('decompound', () => {
  it('splits compounds at linking elements into dictionary words', () => {
    expect(decompound('Kündigungsfrist')).toEqual(['kündigung', 'frist']);
    expect(decompound('Kündigungsfristen')).toEqual(['kündigung', 'fristen']);
    expect(decompound('Netzleitstelle')).toEqual(['netz', 'leit', 'stelle']);
    expect(decompound('Datenschutzbeauftragte')).toEqual(['daten', 'schutz', 'beauftragte']);
    expect(decompound('Auftragsverarbeitungsvertrag')).toEqual(['auftrag', 'verarbeitung', 'vertrag']);
    expect(decompound('Urlaubstage')).toEqual(['urlaub', 'tage']);
    expect(decompound('Geschäftsführer')).toEqual(['geschäft', 'führer']);
    expect(decompound('Rufbereitschaft')).toEqual(['ruf', 'bereitschaft']);
    expect(decompound('Ersatzversorgung')).toEqual(['ersatz', 'versorgung']);
    expect(decompound('Trinkwasserversorgung')).toEqual(['trink', 'wasser', 'versorgung']);
    expect(decompound('Reisekostenrichtlinie')).toEqual(['reise', 'kosten', 'richtlinie']);
    expect(decompound('Mietverträge')).toEqual(['miet', 'verträge']);
  });

  it('gives an inflected form the members of its lemma', () => {
    // `Einsatz` is one word, so its plural is no `eins|ätze`, alone or as the head of a compound.
    expect(decompound('Einsätze')).toEqual(['einsätze']);
    expect(decompound('Rettungseinsätze')).toEqual(['rettung', 'einsätze']);
  });

  it('keeps simple and lexicalised words whole', () => {
    for (const word of [
      'Haus',
      'Mitarbeiter',
      'Unternehmen',
      'Beispiel',
      'Angebot',
      'Gesellschaft',
      'Verantwortung',
      'Verschlüsselung',
      'Überstunden',
    ]) {
      expect(decompound(word)).toEqual([word.toLowerCase()]);
    }
  });

  it('never returns members under three letters', () => {
    for (const word of [
      'Arbeitszeiterfassung',
      'Reisekostenrichtlinie',
      'Sicherheitsvorfall',
      'Wartungsfenster',
      'Stromausfall',
    ]) {
      const members = decompound(word);
      expect(members.length).toBeGreaterThan(1);
      for (const member of members) expect(member.length).toBeGreaterThanOrEqual(3);
    }
  });

  // Speed is measured by benchmarks, never asserted here.
  it('loads the word list with its word classes', () => {
    const list = germanWordList();
    expect(list.size).toBeGreaterThan(60_000);
    expect(list.has('frist') && list.isNoun('frist') && list.isLowercase('leiten')).toBe(true);
  });
});

describe('decompoundFolded', () => {
  it('finds members whose umlaut the folding removed', () => {
    expect(decompoundFolded('kundigungsfrist')).toEqual(['kundigung', 'frist']);
    expect(decompoundFolded('warmeversorgung')).toEqual(['warme', 'versorgung']);
    expect(decompoundFolded('strassenbeleuchtung')).toEqual(['strasse', 'beleuchtung']);
  });

  it('splits unfolded-alike words as decompound does and keeps simple words whole', () => {
    expect(decompoundFolded('reisekosten')).toEqual(decompound('reisekosten'));
    expect(decompoundFolded('vertrag')).toEqual(['vertrag']);
  });
});

describe('isGermanDictionaryWord', () => {
  it('knows lemmas, their inflected forms, compounds and a particle before a known word', () => {
    for (const word of ['Hersteller', 'Öfen', 'Lieferverzögerungen', 'Wiedereröffnung', 'Dezember']) expect(isGermanDictionaryWord(word)).toBe(true);
  });

  it('does not know names', () => {
    for (const word of ['Kofler', 'Pichler', 'Meterix']) expect(isGermanDictionaryWord(word)).toBe(false);
  });
});

describe('isPluralNoun', () => {
  it('knows the plurals of dictionary nouns, also of a compound and by umlaut alone', () => {
    for (const word of ['Liegeplätze', 'Beihilfen', 'Häfen', 'Regeln', 'Transporte', 'Bootswerke', 'Fahrten']) expect(isPluralNoun(word)).toBe(true);
  });

  it('never takes a lemma shaped like one for a plural: surnames, firms, singulars', () => {
    for (const word of ['Hafen', 'Maschinenbau', 'Hoffmann', 'Berger', 'Krüger', 'Becker', 'Lange', 'Nordwind', 'Steg']) expect(isPluralNoun(word)).toBe(false);
  });
});

describe('decompound on a plural that replaces its lemma’s ending', () => {
  it('splits a compound whose head is such a plural, and keeps the plural of a simple lemma whole', () => {
    expect(decompound('gästekonten')).toEqual(['gäste', 'konten']);
    expect(decompound('partnerfirmen')).toEqual(['partner', 'firmen']);
    expect(decompound('zentren')).toEqual(['zentren']);
    expect(decompound('rechenzentren')).toEqual(['rechen', 'zentren']);
  });
});
