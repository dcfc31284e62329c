import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { aspectScore, hasEntity, hitEvidence } from './hit-evidence.js';
import { analyzeQuestion, type AspectTerm } from './analyze-question.js';

const aspect = (word: string): AspectTerm => ({ raw: word, folded: word.toLowerCase(), alternatives: [], weight: 1.5, isNoun: true });

describe('aspectScore on abbreviations of compounds', () => {
  const fees = hitEvidence(makeHit('Entgelte je Monat und MaLo. Die NAK betragen 2.180 €; der BKZ wird mit der Rechnung fällig. Die KiTa schließt um 16 Uhr.'));

  it('counts a compound as named by the capital initials of its members or their camel-case syllables', () => {
    expect(aspectScore(fees, aspect('Marktlokation'))).toBeGreaterThanOrEqual(0.9);
    expect(aspectScore(fees, aspect('Netzanschlusskosten'))).toBeGreaterThanOrEqual(0.9);
    expect(aspectScore(fees, aspect('Baukostenzuschuss'))).toBeGreaterThanOrEqual(0.9);
    expect(aspectScore(fees, aspect('Kindertagesstätte'))).toBeGreaterThanOrEqual(0.9);
  });

  it('does not count a compound whose members the abbreviation does not spell, nor a plain word', () => {
    expect(aspectScore(fees, aspect('Messlokation'))).toBeLessThan(0.5);
    expect(aspectScore(fees, aspect('Kindergarten'))).toBeLessThan(0.5);
    expect(aspectScore(hitEvidence(makeHit('Die nak-Werte und malo sind klein geschrieben.')), aspect('Marktlokation'))).toBeLessThan(0.5);
  });
});

describe('aspectScore on the parts of a camel-case name', () => {
  it('counts a short word a product name holds as a part of its own (`Gas` in `FjordGas Komfort`)', () => {
    const tariffs = hitEvidence(makeHit('- FjordGas Komfort: 9,80 ct/kWh\n- FjordStrom Natur: 29,90 ct/kWh'));
    expect(aspectScore(tariffs, aspect('Gas'))).toBe(1);
    // Only parts the capitals mark: a lowercase compound is not split into a three-letter word.
    expect(aspectScore(hitEvidence(makeHit('- Tarif fjordgas komfort: 9,80 ct/kWh')), aspect('Gas'))).toBeLessThan(0.5);
  });
});

describe('aspectScore on a zu-infinitive', () => {
  it('reads `einzureichen` as `einreichen`, the translation of an English question word (`submitted`)', () => {
    const rule = hitEvidence(makeHit('Das Formular ist innerhalb von 4 Wochen nach dem Fest einzureichen.', { language: 'german' }));
    const submitted = analyzeQuestion('Within how many weeks must the form be submitted?').aspects.find((term) => term.folded === 'submitted')!;
    expect(aspectScore(rule, submitted)).toBeGreaterThan(0.5);
  });
});

describe('aspectScore on thesaurus synonyms', () => {
  const [lease] = analyzeQuestion('Wie hoch ist die Pacht für den Garten?').aspects;

  it("counts a German noun's OpenThesaurus synonym, weaker than the word itself", () => {
    expect(lease?.raw).toBe('Pacht');
    expect(aspectScore(hitEvidence(makeHit('Die Miete für den Garten beträgt 40 € im Monat.')), lease!)).toBe(0.7);
    expect(aspectScore(hitEvidence(makeHit('Die Pacht für den Garten beträgt 40 € im Monat.')), lease!)).toBe(1);
  });

  it('does not count a word the thesaurus does not group with it, nor synonyms of German verbs', () => {
    expect(aspectScore(hitEvidence(makeHit('Die Gebühr für den Garten beträgt 40 €.')), lease!)).toBe(0);
    const verb = analyzeQuestion('Wer kümmert sich um den Garten?').aspects.find((aspect) => aspect.raw === 'kümmert');
    expect(verb?.synonyms).toBeUndefined();
  });
});

describe('hasEntity on a document\'s version and versioned names', () => {
  const entity = (question: string, text: string) => analyzeQuestion(question).entities.find((candidate) => candidate.text === text)!;

  it('finds a version number the question names in the version the document declares, not only in its text', () => {
    const old = hitEvidence(makeHit('Reaktionszeit vor Ort: 3 Stunden.', { citation: { title: 'Wartungsvertrag', version: '4.2' } }));
    const current = hitEvidence(makeHit('Reaktionszeit vor Ort: 2 Stunden.', { citation: { title: 'Wartungsvertrag', version: '5.0' } }));
    const named = entity('Welche Reaktionszeit galt im Wartungsvertrag 4.2?', '4.2');
    expect(hasEntity(old, named)).toBe(true);
    expect(hasEntity(current, named)).toBe(false);
  });

  it('matches a name with a version number written out in the title or text, in the rule judge too', () => {
    const code = entity('How many days to cure an MPLv2 breach?', 'MPLv2');
    expect(hasEntity(hitEvidence(makeHit('You have 30 days to cure.', { citation: { title: 'Mozilla Public License (MPL), version 2.0' } })), code)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Covered by MPL-2.0.')), code)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Covered by MPL-1.1.')), code)).toBe(false);
  });
});

describe('hasEntity on an acronym that opens a code', () => {
  it('counts `IP` as named by `IP67`, not by a code of other letters or by a word', () => {
    const [acronym] = analyzeQuestion('Which IP rating does the buoy lamp have?').entities.filter((entity) => entity.kind === 'acronym');
    expect(acronym?.text).toBe('IP');
    expect(hasEntity(hitEvidence(makeHit('| Schutzart | IP67 |')), acronym!)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('| Schutzklasse | IK08 |')), acronym!)).toBe(false);
    expect(hasEntity(hitEvidence(makeHit('Die Lampe hat eine IPX-Kennung.')), acronym!)).toBe(false);
  });
});

describe('hasEntity on acronyms written out', () => {
  it('counts an acronym as named by the capitalised words it abbreviates, in the text or the title', () => {
    const [acronym] = analyzeQuestion('What does the SLA promise for response times?').entities;
    expect(acronym?.kind).toBe('acronym');
    const agreement = makeHit('Response times are four hours on working days.', { citation: { title: 'Service Level Agreement – Gold', source: 'sla-gold.md' } });
    expect(hasEntity(hitEvidence(agreement), acronym!)).toBe(true);
    const other = makeHit('Response times are four hours on working days.', { citation: { title: 'Support handbook', source: 'support.md' } });
    expect(hasEntity(hitEvidence(other), acronym!)).toBe(false);
  });
});

describe('questions over a source in the other language', () => {
  const german = (text: string) => hitEvidence(makeHit(text, { language: 'german', citation: { title: 'Stadtgeschichte', source: 'stadt.md' } }));

  it('finds a name of dictionary words translated, and a word of the question through its translations', () => {
    const analysis = analyzeQuestion('When did the Catholic Church build the cathedral?');
    const church = analysis.entities.find((entity) => entity.text === 'Catholic Church')!;
    expect(hasEntity(german('Die katholische Kirche baute den Dom im Jahr 1248.'), church)).toBe(true);
    expect(hasEntity(german('Die evangelische Gemeinde baute den Dom im Jahr 1248.'), church)).toBe(false);
    const cathedral = analysis.aspects.find((term) => term.folded === 'cathedral')!;
    expect(aspectScore(german('Die katholische Kirche baute den Dom im Jahr 1248.'), cathedral)).toBeGreaterThanOrEqual(0.8);
  });

  it('needs a name that is no dictionary word as written', () => {
    const analysis = analyzeQuestion('Who founded the Zqxwark Society?');
    const name = analysis.entities.find((entity) => entity.text === 'Zqxwark Society')!;
    expect(name.translations).toBeUndefined();
    expect(hasEntity(german('Die Gesellschaft wurde 1901 gegründet.'), name)).toBe(false);
  });

  it('counts translations only in a source of the other language', () => {
    const english = hitEvidence(makeHit('Die katholische Kirche baute den Dom.', { language: 'english', citation: { title: 'Notes', source: 'notes.md' } }));
    const church = analyzeQuestion('When did the Catholic Church build the cathedral?').entities.find((entity) => entity.text === 'Catholic Church')!;
    expect(hasEntity(english, church)).toBe(false);
  });
  it('reads a compound written with a suspended hyphen as the whole word (Sonn- und Feiertag names the Sonntag)', () => {
    const surcharge = hitEvidence(makeHit('| Zeitraum | Zuschlag |\n| Sonn- und Feiertag | 40 % |'));
    expect(aspectScore(surcharge, aspect('Sonntag'))).toBe(1);
    expect(aspectScore(surcharge, aspect('Feiertag'))).toBe(1);
    // Without the hyphen only the shared head `Tag` is there.
    expect(aspectScore(hitEvidence(makeHit('| Zeitraum | Zuschlag |\n| Feiertag | 40 % |')), aspect('Sonntag'))).toBeLessThan(1);
  });
});

describe('hasEntity on a name with an acronym', () => {
  const licence = hitEvidence(
    makeHit('Termination. You may not propagate the work except as provided here.', {
      language: 'english',
      citation: { title: 'Open Data Commons Public License – Version 4', version: null },
    }),
  );
  const entity = (question: string, text: string) => analyzeQuestion(question).entities.find((candidate) => candidate.text === text);

  it('counts an acronym written out in capitalised words, followed by the rest of the name', () => {
    const named = entity('How long is the notice under the ODCPL Version 4?', 'ODCPL Version');
    expect(named).toBeDefined();
    expect(hasEntity(licence, named!)).toBe(true);
  });

  it('does not count it when the words after the acronym differ or the initials do not spell it', () => {
    const other = entity('How long is the notice under the ODCPL Edition 4?', 'ODCPL Edition');
    expect(other).toBeDefined();
    expect(hasEntity(licence, other!)).toBe(false);
    const unspelled = entity('How long is the notice under the OSPL Version 4?', 'OSPL Version');
    expect(unspelled).toBeDefined();
    expect(hasEntity(licence, unspelled!)).toBe(false);
  });
});

describe('aspectScore through a translation of the source word', () => {
  const german = hitEvidence(makeHit('Für die Annahme der Ware ist Jana Kranz zuständig.', { language: 'german' }));

  it("counts an English question word that stands among the translations of a German source word (`zuständig`)", () => {
    const [responsible] = analyzeQuestion('Who is responsible for the goods?').aspects;
    expect(responsible?.raw).toBe('responsible');
    // Through the dictionary alone (the responsibility words, which also match, left out).
    expect(aspectScore(german, { ...responsible!, alternatives: [] })).toBe(0.8);
    expect(aspectScore(german, responsible!)).toBeGreaterThanOrEqual(0.8);
  });

  it('counts nothing for a word no source word translates to, nor in a source of the question language', () => {
    const [weather] = analyzeQuestion('Who checks the weather?').aspects.filter((aspect) => aspect.raw === 'weather');
    expect(aspectScore(german, weather!)).toBe(0);
    const english = hitEvidence(makeHit('Jana Kranz accepts the goods.', { language: 'english' }));
    const [responsible] = analyzeQuestion('Who is responsible for the goods?').aspects;
    expect(aspectScore(english, responsible!)).toBe(0);
  });
});

describe('aspectScore through thesaurus synonyms', () => {
  const askedCar = () => analyzeQuestion('Was kostet ein Auto pro Tag?').aspects.find((term) => term.folded === 'auto')!;

  it('counts a synonym standing as a word or as the head of a compound', () => {
    expect(aspectScore(hitEvidence(makeHit('Ein Mietwagen kostet 40 € pro Tag.')), askedCar(), ['auto'])).toBeGreaterThan(0.5);
  });

  it('does not count, in the answering sentence, a synonym that only modifies another thing (a car wash is no car)', () => {
    const wash = hitEvidence(makeHit('Eine Wagenwäsche kostet 12 € pro Tag.'));
    expect(aspectScore(wash, askedCar(), ['auto'])).toBeLessThan(0.5);
    // The hit as a whole is still on the topic for the coverage (read without the question's words).
    expect(aspectScore(wash, askedCar())).toBeGreaterThan(0.5);
  });
});

describe('aspectScore on a compound spelled by the words of a table', () => {
  it('counts a three-letter word as it stands in the text', () => {
    const [box] = analyzeQuestion('Was kostet die Biogemüsekiste?').aspects.filter((aspect) => aspect.isNoun);
    expect(box?.raw).toBe('Biogemüsekiste');
    const table = hitEvidence(makeHit('| Kiste | Inhalt | Preis |\n| Gemüse Bio | 8 kg | 19 € |'));
    expect(aspectScore(table, box!)).toBeGreaterThanOrEqual(0.75);
    expect(aspectScore(hitEvidence(makeHit('| Kiste | Inhalt | Preis |\n| Gemüse Classic | 8 kg | 15 € |')), box!)).toBeLessThan(0.5);
  });
});

describe('hasEntity on a dictionary noun read as a name or a modifier', () => {
  it('finds the noun through its OpenThesaurus synonym, a name only as written', () => {
    const [kilo] = analyzeQuestion('Was zahlen wir der Gärtnerei pro Kilo?').entities.filter((entity) => entity.text === 'Kilo');
    expect(kilo?.kind).toBe('name');
    expect(hasEntity(hitEvidence(makeHit('Der Preis beträgt 3,10 € pro Kilogramm Rasenschnitt.')), kilo!)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Der Preis beträgt 3,10 € pro Sack Rasenschnitt.')), kilo!)).toBe(false);
    const [spa] = analyzeQuestion('Wann endet der Spa-Umbau im Kurhaus?').entities.filter((entity) => entity.kind === 'modifier');
    expect(spa?.text).toBe('Spa');
    expect(hasEntity(hitEvidence(makeHit('Der Umbau des Wellnessbereichs endet im Mai.')), spa!)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Der Umbau des Speisesaals endet im Mai.')), spa!)).toBe(false);
    const name = { text: 'Kormoran', kind: 'name' as const, variants: [['kormoran']], required: false };
    expect(hasEntity(hitEvidence(makeHit('Die Reederei Kormoran zahlt 3,10 € pro Kilogramm.')), name)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Die Reederei zahlt 3,10 € pro Kilogramm.')), name)).toBe(false);
  });
});

describe('aspectScore on English irregular forms', () => {
  it('counts an irregular form as its base, in the source and in the question', () => {
    const [lose] = analyzeQuestion('What happens if I lose my key card?').aspects.filter((aspect) => aspect.raw === 'lose');
    expect(aspectScore(hitEvidence(makeHit('Lost key cards are charged at EUR 20 each.', { language: 'english' })), lose!)).toBe(1);
    const [lost] = analyzeQuestion('Who pays when a key card is lost?').aspects.filter((aspect) => aspect.raw === 'lost');
    expect(aspectScore(hitEvidence(makeHit('If you lose your key card, you pay EUR 20.', { language: 'english' })), lost!)).toBeGreaterThanOrEqual(0.9);
    expect(aspectScore(hitEvidence(makeHit('Key cards are charged at EUR 20 each.', { language: 'english' })), lose!)).toBe(0);
  });
});

describe('aspectScore on English suffixed forms', () => {
  it('counts a suffixed form with the same Snowball stem, not a derivation that rewrites the word', () => {
    const [open] = analyzeQuestion('Is the marina open on Sunday?').aspects.filter((aspect) => aspect.raw === 'open');
    expect(aspectScore(hitEvidence(makeHit('Opening hours of the marina: daily 8:00 to 20:00.', { language: 'english' })), open!)).toBe(1);
    const [colony] = analyzeQuestion('Who founded the colony?').aspects.filter((aspect) => aspect.raw === 'colony');
    expect(aspectScore(hitEvidence(makeHit('The colonial harbour office was built in 1850.', { language: 'english' })), colony!)).toBeLessThan(0.5);
  });
});

describe('aspectScore on English derivations', () => {
  it('counts the noun WordNet derives from the asked verb and the verb of the asked noun, not a look-alike', () => {
    const [pay] = analyzeQuestion('Can I pay the berth fee by card?').aspects.filter((aspect) => aspect.raw === 'pay');
    expect(aspectScore(hitEvidence(makeHit('Payment by card is accepted at the harbour office.', { language: 'english' })), pay!)).toBeGreaterThanOrEqual(0.9);
    const [shipment] = analyzeQuestion('When does the shipment of spare sails arrive?').aspects.filter((aspect) => aspect.raw === 'shipment');
    expect(aspectScore(hitEvidence(makeHit('We ship spare sails within 5 working days.', { language: 'english' })), shipment!)).toBeGreaterThanOrEqual(0.9);
    expect(aspectScore(hitEvidence(makeHit('The harbour paymaster is in office from 8:00.', { language: 'english' })), pay!)).toBeLessThan(0.5);
  });
});

describe('hasEntity on a name spaced differently', () => {
  it('finds a name written as one word where the source writes two, and the other way round', () => {
    const [regatta] = analyzeQuestion('Who won the Harbourcup in 2019?').entities.filter((entity) => entity.kind === 'name');
    expect(hasEntity(hitEvidence(makeHit('The Harbour Cup of 2019 was won by the crew of the Seeschwalbe.', { language: 'english' })), regatta!)).toBe(true);
    const [shanty] = analyzeQuestion('Which club hosts the Sea Shanty evening?').entities.filter((entity) => entity.kind === 'name');
    expect(hasEntity(hitEvidence(makeHit('The Seashanty evening is hosted by the rowing club.', { language: 'english' })), shanty!)).toBe(true);
    expect(hasEntity(hitEvidence(makeHit('Tickets for the Harbour Festival are sold at the pier.', { language: 'english' })), regatta!)).toBe(false);
  });
});

describe('hitEvidence on a price table that states its currency once', () => {
  it('takes plain amounts with two decimals as money when the passage names a currency', () => {
    const table = '| Course | Adults | Children |\n|---|---|---|\n| Sailing lesson | 60.00 | 35.00 |';
    expect(hitEvidence(makeHit(`All prices in EUR, including VAT.\n\n${table}`, { language: 'english' })).hasMoney).toBe(true);
    expect(hitEvidence(makeHit(`Lesson lengths in hours.\n\n${table}`, { language: 'english' })).hasMoney).toBe(false);
  });
});

describe('hitEvidence on amounts in other currencies', () => {
  it('takes pounds, Swiss francs and dollars written with their symbol, code or word as money', () => {
    for (const text of ['The broadcast rights cost £30m a year.', 'Die Gebühr beträgt CHF 45.', 'Each seat costs 120 dollars.', 'The fee is 80 GBP.', 'Die Rechte kosten 30 Mio. GBP im Jahr.', 'Das Budget beträgt 1,2 Mrd. Euro.']) {
      expect(hitEvidence(makeHit(text, { language: 'english' })).hasMoney).toBe(true);
    }
    expect(hitEvidence(makeHit('The route is 30 miles long.', { language: 'english' })).hasMoney).toBe(false);
  });
});
