import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { createOfflineJudge } from './offline-judge.js';
import { sentenceSupport } from './sentence-support.js';

// Examples of a fictional furniture maker, not taken from any eval set.
const supplyContract = makeHit(
  '§ 9 Vertragsstrafe\n\n9.1 Bei schuldhafter Verletzung des Datenschutzes zahlt der Lieferant eine Vertragsstrafe von 8.000 €.\n\n' +
    '## § 10 Lieferung\n\n10.1 Lieferungen erfolgen frei Haus an das Lager in Kassel.',
  { citation: { title: 'Liefervertrag Nordholz Möbel GmbH', source: 'nordholz.md', section: 'Liefervertrag Nordholz Möbel GmbH > § 9 Vertragsstrafe' } },
);
const leavePolicy = makeHit(
  '## Freistellung\n\nFreistellung wird in folgenden Fällen gewährt:\n\n- Umzug innerhalb der Stadt: 1 Tag\n- Geburt eines Enkelkindes: 1 Tag\n- eigene Silberhochzeit: 1 Tag',
  { citation: { title: 'Richtlinie Arbeitszeit', source: 'arbeitszeit.md' } },
);
const ticketProcess = makeHit(
  '| Stufe | Bedeutung |\n|---|---|\n| S1 | Produktion steht |\n| S3 | Einzelner Nutzer betroffen |\n\n' +
    'Bei S1-Tickets wird der Kunde spätestens 30 Minuten nach Eingang telefonisch informiert.',
  { citation: { title: 'Supportprozess', source: 'support.md' } },
);
const routerSpec = makeHit('The Nova R7 router has four Gigabit ports and runs on 12 V DC. Warranty is 36 months.', {
  citation: { title: 'Nova R7 data sheet', source: 'nova.md' },
});

const warrantyNotes = makeHit(
  '## Service\n\n- Nach 6 Monaten: Garantiezeitgespräch mit dem Kundendienst\n- Die häusliche Montage übernimmt ein Partnerbetrieb für 90 €.',
  { citation: { title: 'Servicehandbuch Nordholz', source: 'service.md' } },
);

describe('sentenceSupport', () => {
  it('reads a term in brackets as another name of the word before it, either of which a source may use', () => {
    const review = makeHit('Nach jedem Ausfall der Kühlanlage wird innerhalb von 3 Werktagen ein Lessons-Learned im Teamordner abgelegt.', {
      citation: { title: 'Betrieb Kühlhaus', source: 'kuehlhaus.md' },
    });
    expect(sentenceSupport('Bis wann muss nach einem Ausfall der Kühlanlage die Nachbesprechung (Lessons-Learned) im Teamordner liegen?', [review], 'de').supported).toBe(true);
    // Without the gloss the question's own word is missing.
    expect(sentenceSupport('Bis wann muss nach einem Ausfall der Kühlanlage die Nachbesprechung im Teamordner liegen?', [review], 'de').supported).toBe(false);
    // Words in brackets that are no term (`und`) stay words of the question.
    expect(sentenceSupport('Bis wann muss die Nachbesprechung (Technik und Betrieb) im Teamordner liegen?', [review], 'de').supported).toBe(false);
  });

  it('answers how much a money noun is only with an amount or a share (`How much is the deposit …?`)', () => {
    const permit = makeHit('A permit for a garden shed is issued within 6 weeks of the application.', { citation: { title: 'Building permits', source: 'permits.md' } });
    expect(sentenceSupport('How much is the deposit for a garden shed permit?', [permit], 'en')).toMatchObject({ supported: false, missing: ['an amount'] });
    const priced = makeHit('The deposit for a garden shed permit is £150.', { citation: { title: 'Building permits', source: 'permits.md' } });
    expect(sentenceSupport('How much is the deposit for a garden shed permit?', [priced], 'en').supported).toBe(true);
    const students = makeHit('Students get a discount of 10 % on the annual pass.', { citation: { title: 'Passes', source: 'passes.md' } });
    expect(sentenceSupport('How much is the discount for students on the annual pass?', [students], 'en').supported).toBe(true);
    // Not a money noun: any value answers.
    expect(sentenceSupport('How long is the processing time for a garden shed permit?', [permit], 'en').supported).toBe(true);
  });

  it('answers how high a German money noun is only with an amount or a share (`Wie hoch ist die Kaution …?`)', () => {
    const delivery = makeHit('Die Kaution für den Bauwagen ist spätestens 2 Wochen vor Mietbeginn zu zahlen.', { citation: { title: 'Mietbedingungen Bauwagen', source: 'bauwagen.md' } });
    expect(sentenceSupport('Wie hoch ist die Kaution für den Bauwagen?', [delivery], 'de')).toMatchObject({ supported: false, missing: ['ein Betrag'] });
    const deposit = makeHit('Die Kaution für den Bauwagen beträgt 300 €.', { citation: { title: 'Mietbedingungen Bauwagen', source: 'bauwagen.md' } });
    expect(sentenceSupport('Wie hoch ist die Kaution für den Bauwagen?', [deposit], 'de').supported).toBe(true);
    // A limit value is no money: its unit answers.
    const water = makeHit('Der Grenzwert für Nitrat im Trinkwasser liegt bei 50 mg/l.', { citation: { title: 'Trinkwasseranalyse', source: 'wasser.md' } });
    expect(sentenceSupport('Wie hoch ist der Grenzwert für Nitrat im Trinkwasser?', [water], 'de').supported).toBe(true);
  });

  it('does not take a sibling compound for the asked one: the same head, the asked modifier nowhere', () => {
    const bonus = makeHit('Fachkräfte erhalten eine Prämie von 300 €.', { citation: { title: 'Prämienregelung Nordholz', source: 'praemie.md' } });
    expect(sentenceSupport('Wie hoch ist die Prämie für Aushilfskräfte?', [bonus], 'de')).toMatchObject({ supported: false, missing: ['Aushilfskräfte'] });
    expect(sentenceSupport('Wie hoch ist die Prämie für Fachkräfte?', [bonus], 'de').supported).toBe(true);
    // Also where another word has the head as its modifier (`Kraftfahrer`): it names no kind of `Kräfte`.
    const drivers = makeHit('Fachkräfte erhalten eine Prämie von 300 €.', { citation: { title: 'Prämien für Kraftfahrer und Fachkräfte', source: 'praemie.md' } });
    expect(sentenceSupport('Wie hoch ist die Prämie für Teilzeitkräfte?', [drivers], 'de')).toMatchObject({ supported: false, missing: ['Teilzeitkräfte'] });
    // A word that merely begins with the head's letters is no compound of it (`Kündigung` holds no `Kunden`).
    const notice = makeHit('Die Kündigung ist mit einer Frist von 6 Monaten zum Jahresende möglich.', { citation: { title: 'Wärmevertrag Mälzerei Kern', source: 'kern.md' } });
    expect(sentenceSupport('Mit welcher Frist können Privatkunden ihren Wärmevertrag kündigen?', [notice], 'de')).toMatchObject({ supported: false, missing: ['Privatkunden'] });
    // The head inside another compound's modifier is the same thing (`Reisekosten` of a policy on `Dienstreisen`).
    const travel = makeHit('Reisekosten werden bis 150 € pro Nacht erstattet.', { citation: { title: 'Richtlinie Nordholz', source: 'reise.md' } });
    expect(sentenceSupport('Bis zu welchem Betrag pro Nacht werden Hotels bei Dienstreisen erstattet?', [travel], 'de').missing).not.toContain('Dienstreisen');
    // The noun a how-many question counts may be answered by a kind of it.
    const vote = makeHit('Ein Misstrauensantrag im Rat braucht eine Zweidrittelmehrheit.', { citation: { title: 'Geschäftsordnung', source: 'go.md' } });
    expect(sentenceSupport('Wie viel Stimmenmehrheit braucht ein Misstrauensantrag im Rat?', [vote], 'de').supported).toBe(true);
  });

  it('does not answer a question beyond a figure from the range that ends at it (`mehr als 40 Racks`, `bis 40 Racks`)', () => {
    const rooms = makeHit('Serverräume bis 40 Racks benötigen eine lichte Raumhöhe von mindestens 3,0 m.', { citation: { title: 'Baurichtlinie Rechenzentren', source: 'bau.md' } });
    expect(sentenceSupport('Welche Raumhöhe braucht ein Serverraum mit mehr als 40 Racks?', [rooms], 'de').supported).toBe(false);
    expect(sentenceSupport('Welche Raumhöhe braucht ein Serverraum mit 40 Racks?', [rooms], 'de').supported).toBe(true);
    const large = makeHit('Serverräume über 40 Racks benötigen eine lichte Raumhöhe von mindestens 3,5 m.', { citation: { title: 'Baurichtlinie Rechenzentren', source: 'bau.md' } });
    expect(sentenceSupport('Welche Raumhöhe braucht ein Serverraum mit mehr als 40 Racks?', [large], 'de').supported).toBe(true);
    // A following sentence of the same paragraph speaks of the same case.
    const followed = makeHit('Serverräume bis 40 Racks benötigen eine Raumhöhe von 3,0 m. Der Raum braucht außerdem eine Kühlleistung von 120 kW.', {
      citation: { title: 'Baurichtlinie Rechenzentren', source: 'bau.md' },
    });
    expect(sentenceSupport('Welche Kühlleistung braucht ein Serverraum mit mehr als 40 Racks?', [followed], 'de').supported).toBe(false);
    expect(sentenceSupport('Welche Kühlleistung braucht ein Serverraum mit 30 Racks?', [followed], 'de').supported).toBe(true);
    // So does a numbered paragraph after it, in the same section.
    const numbered = makeHit('## 2. Serverraum\n\n2.1 Serverräume bis 40 Racks benötigen eine Raumhöhe von 3,0 m.\n\n2.2 Pro Rack braucht der Raum eine Kühlleistung von 3 kW.', {
      citation: { title: 'Baurichtlinie Rechenzentren', source: 'bau.md' },
    });
    expect(sentenceSupport('Welche Kühlleistung braucht ein Serverraum mit mehr als 40 Racks?', [numbered], 'de').supported).toBe(false);
    expect(sentenceSupport('Welche Kühlleistung braucht ein Serverraum mit 30 Racks?', [numbered], 'de').supported).toBe(true);
  });

  it('does not answer for a figure the question gives from a sentence that states its unit at other figures only', () => {
    const boiler = makeHit('Der Heizkessel im Lager Kassel hat eine Leistung von 800 kW. Seine jährliche Wartung kostet 2.400 €.', {
      citation: { title: 'Technikhandbuch Lager', source: 'technik.md' },
    });
    expect(sentenceSupport('Wie hoch ist die Leistung des Heizkessels im Lager Kassel?', [boiler], 'de').supported).toBe(true);
    expect(sentenceSupport('Welche Leistung hat der Heizkessel mit 800 kW im Lager Kassel?', [boiler], 'de').supported).toBe(true);
    const other = sentenceSupport('Welche Leistung hat der Heizkessel mit 300 kW im Lager Kassel?', [boiler], 'de');
    expect(other.supported).toBe(false);
    expect(other.missing).toContain('300');
    const tank = makeHit('The Basel depot has one diesel tank of 5,000 litres for the emergency generator.', { citation: { title: 'Depot handbook', source: 'depot.md' } });
    expect(sentenceSupport('Where is the diesel tank of 5,000 litres for the emergency generator?', [tank], 'en').supported).toBe(true);
    expect(sentenceSupport('Where is the diesel tank of 2,000 litres for the emergency generator?', [tank], 'en').supported).toBe(false);
    // Beyond a bound, a larger figure may be the asked case.
    expect(sentenceSupport('Where is the diesel tank of more than 2,000 litres for the emergency generator?', [tank], 'en').supported).toBe(true);
  });

  it('takes a frequency in words as the value a how-often question asks for', () => {
    const filters = makeHit('Die Filter der Lüftung werden nicht turnusmäßig getauscht, sondern nur bei sichtbarer Verschmutzung.', {
      citation: { title: 'Wartungsplan Nordholz', source: 'wartung.md' },
    });
    expect(sentenceSupport('Wie oft werden die Filter der Lüftung getauscht?', [filters], 'de').supported).toBe(true);
    // Another question for a quantity still needs a number.
    expect(sentenceSupport('Wie viele Filter der Lüftung werden getauscht?', [filters], 'de').supported).toBe(false);
  });

  it('needs the day a question names: the hours of other days do not answer it', () => {
    const hours = makeHit('Hafenbüro: Montag bis Donnerstag 8:00–18:00 Uhr, Freitag 8:00–14:00 Uhr.', { citation: { title: 'Kontakt Hafen', source: 'kontakt.md' } });
    const support = sentenceSupport('Wie lange hat das Hafenbüro samstags offen?', [hours], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('der gefragte Tag');
    expect(sentenceSupport('Wie lange hat das Hafenbüro freitags offen?', [hours], 'de').supported).toBe(true);
    expect(sentenceSupport('Wie lange hat das Hafenbüro mittwochs offen?', [hours], 'de').supported).toBe(true);
  });

  it('does not take the question of an FAQ entry for an answer; its answer is read under it', () => {
    const faq = makeHit('**Was gilt für Liegeplätze im Winter?**\nBoote bis 8 m bleiben im Wasser; ein gesonderter Antrag ist nicht nötig.', {
      citation: { title: 'FAQ Hafen', source: 'faq.md' },
    });
    const support = sentenceSupport('Was gilt für Liegeplätze im Winter?', [faq], 'de');
    expect(support.supported).toBe(true);
    expect(support.sentence).toBe('Boote bis 8 m bleiben im Wasser; ein gesonderter Antrag ist nicht nötig.');
    const unanswered = makeHit('**Was gilt für Liegeplätze im Winter?**', { citation: { title: 'FAQ Hafen', source: 'faq.md' } });
    expect(sentenceSupport('Was gilt für Liegeplätze im Winter?', [unanswered], 'de').supported).toBe(false);
  });

  it('needs a value in the unit of a physical measure the question asks for (how heavy, wie warm)', () => {
    const intro = makeHit('Der Hafenkran K-7 hebt Boote bis zu einer Länge von 12 m aus dem Wasser.', { citation: { title: 'Hafenkran K-7', source: 'kran.md' } });
    const data = makeHit('Der Hafenkran K-7 ist für den Dauerbetrieb gebaut. Sein Gewicht beträgt 3,5 t.', { citation: { title: 'Hafenkran K-7', source: 'kran.md', section: 'Technische Daten' } });
    const support = sentenceSupport('Wie schwer ist der Hafenkran K-7?', [intro], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('ein Messwert');
    expect(sentenceSupport('Wie schwer ist der Hafenkran K-7?', [intro, data], 'de').sentence).toBe('Sein Gewicht beträgt 3,5 t.');
    // "Wie weit" asks a share as often as a distance: a percentage still answers it.
    const band = makeHit('Weicht die Jahresmenge des Hafens um mehr als 10 % ab, wird nachberechnet.', { citation: { title: 'Liefervertrag Hafen', source: 'hafen.md' } });
    expect(sentenceSupport('Wie weit darf die Jahresmenge des Hafens abweichen?', [band], 'de').supported).toBe(true);
  });

  it('reads a compound whose head a verb of the question names as the asked thing (`Fahrtkosten melden`)', () => {
    const travel = makeHit('Die Fahrtkostenmeldung ist bis zum 5. des Folgemonats im Portal einzureichen. Belege bleiben 6 Monate beim Team.', {
      citation: { title: 'Richtlinie Dienstfahrten Nordholz', source: 'fahrten.md' },
    });
    expect(sentenceSupport('Bis wann muss ich meine Fahrtkosten melden?', [travel], 'de').supported).toBe(true);
    // Another head is another thing: the deadline of the report does not say when the costs are refunded.
    expect(sentenceSupport('Bis wann werden meine Fahrtkosten erstattet?', [travel], 'de').supported).toBe(false);
  });

  it('does not take a value stated for another year as the asked year\'s', () => {
    const plan = makeHit('Im Jahr 2025 stellen wir 12 Auszubildende ein. Für Praktika sind pro Jahr 20 Plätze vorgesehen.', {
      citation: { title: 'Personalplanung', source: 'personal.md' },
    });
    expect(sentenceSupport('Wie viele Auszubildende stellen wir 2026 ein?', [plan], 'de')).toMatchObject({ supported: false });
    expect(sentenceSupport('Wie viele Auszubildende stellen wir 2025 ein?', [plan], 'de').supported).toBe(true);
    // A sentence without any year, that does not lean on the one before, may hold for the asked year.
    expect(sentenceSupport('Wie viele Plätze für Praktika gibt es 2026?', [plan], 'de').supported).toBe(true);
  });

  it('needs the acronym of an English question in the answering hit once any read hit holds it', () => {
    const question = 'Under the PKP, how many days of notice are needed?';
    const officeRules = makeHit('Notice must be given 30 days in advance.', { citation: { title: 'Office rules', source: 'office.md' } });
    const parking = makeHit('The PKP covers visitor parking in row C.', { citation: { title: 'Facilities', source: 'parking.md' } });
    expect(sentenceSupport(question, [officeRules], 'en', { read: [officeRules, parking] })).toMatchObject({ supported: false, missing: ['PKP'] });
    const titled = makeHit('Visitors park in row C.', { citation: { title: 'Parking Key Policy', source: 'pkp-policy.md' } });
    expect(sentenceSupport(question, [officeRules], 'en', { read: [officeRules, titled] })).toMatchObject({ supported: false, missing: ['PKP'] });
    const ownRules = makeHit('Notice must be given 30 days in advance.', { citation: { title: 'PKP parking rules', source: 'pkp.md' } });
    expect(sentenceSupport(question, [ownRules], 'en', { read: [ownRules, parking] }).supported).toBe(true);
  });

  it('needs an English name in the answering hit only once a read hit is titled by it, not mentions it in passing', () => {
    const question = 'How many days of notice does Corvina need?';
    const officeRules = makeHit('Notice must be given 30 days in advance.', { citation: { title: 'Office rules', source: 'office.md' } });
    const mention = makeHit('Corvina also rents bicycles.', { citation: { title: 'Facilities news', source: 'news.md' } });
    expect(sentenceSupport(question, [officeRules], 'en', { read: [officeRules, mention] }).supported).toBe(true);
    const contract = makeHit('Payment within 14 days.', { citation: { title: 'Supply contract Corvina', source: 'corvina.md' } });
    expect(sentenceSupport(question, [officeRules], 'en', { read: [officeRules, contract] })).toMatchObject({ supported: false, missing: ['Corvina'] });
  });

  it('takes a sentence whose own document names the acronym in another chunk', () => {
    const question = 'Under the PKP, how many days of notice are needed?';
    const intro = makeHit('Visitors park in row C.', { citation: { title: 'Parking Key Policy', source: 'parking.md' } });
    const notice = makeHit('Notice must be given 30 days in advance.', { citation: { title: 'Parking Key Policy', source: 'parking.md' } });
    expect(sentenceSupport(question, [notice], 'en', { read: [notice, intro] }).supported).toBe(true);
  });

  it('does not take a compound whose head differs for the asked thing (a conversation about the warranty is no warranty period)', () => {
    const support = sentenceSupport('Wie lange dauert die Garantiezeit für Möbel?', [warrantyNotes], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('Garantiezeit');
  });

  it('needs a name the question does not already give when an English question asks who or where', () => {
    const release = makeHit('The Nova R7 router was released in 2021 and sells for 90 dollars.', { citation: { title: 'Nova R7 news', source: 'news.md' } });
    const credits = makeHit('The Nova R7 router was designed by Lena Brandt in Kassel.', { citation: { title: 'Nova R7 credits', source: 'credits.md' } });
    expect(sentenceSupport('Who designed the Nova R7 router?', [release], 'en')).toMatchObject({ supported: false });
    expect(sentenceSupport('Who designed the Nova R7 router?', [release], 'en').missing).toContain('a name');
    expect(sentenceSupport('Who designed the Nova R7 router?', [credits], 'en')).toMatchObject({ supported: true });
  });

  it('keeps a derivation of the asked word (zu Hause ~ häuslich) as a match', () => {
    const support = sentenceSupport('Was kostet die Montage zu Hause?', [warrantyNotes], 'de');
    expect(support).toMatchObject({ supported: true });
    expect(support.sentence).toContain('90 €');
  });

  it('finds no support when the topic is there but never combined with the asked qualifier', () => {
    const support = sentenceSupport('Welche Vertragsstrafe gilt im Liefervertrag mit Nordholz bei verspäteter Lieferung?', [supplyContract], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing.join(' ')).toMatch(/verspäteter|Lieferung/);
  });

  it('supports a sentence that names the aspect, takes the client from the title and holds the amount', () => {
    const support = sentenceSupport('Welche Vertragsstrafe gilt im Liefervertrag mit Nordholz bei Verletzung des Datenschutzes?', [supplyContract], 'de');
    expect(support).toMatchObject({ supported: true });
    expect(support.sentence).toContain('8.000 €');
  });

  it('needs a percentage when the question asks for one, another number does not answer', () => {
    const ferry = makeHit('## Zusagen\n\nDie Reederei beantwortet Beschwerden innerhalb von 5 Werktagen.\n\nDie Fähren verkehren zu 97 % pünktlich.', {
      citation: { title: 'Servicezusagen Möwe Fährlinien', source: 'zusagen.md' },
    });
    const delays = makeHit('## Zusagen\n\nDie Reederei beantwortet Beschwerden innerhalb von 5 Werktagen pünktlich.', {
      citation: { title: 'Servicezusagen Möwe Fährlinien', source: 'zusagen.md' },
    });
    expect(sentenceSupport('Zu wie viel Prozent verkehren die Fähren pünktlich?', [ferry], 'de')).toMatchObject({ supported: true });
    expect(sentenceSupport('Zu wie viel Prozent verkehren die Fähren pünktlich?', [delays], 'de').supported).toBe(false);
    expect(sentenceSupport('What percentage of ferries run on time?', [makeHit('Ferries run on time within 5 minutes.', { citation: { title: 'Ferry service', source: 'f.md' } })], 'en').supported).toBe(false);
    const fraction = makeHit('Over half of the ferries run on time.', { citation: { title: 'Ferry service', source: 'f.md' } });
    expect(sentenceSupport('What percentage of ferries run on time?', [fraction], 'en')).toMatchObject({ supported: true });
  });

  it('answers a German who-question only with a sentence naming the relation, a person or a role', () => {
    const hit = (text: string) => makeHit(text, { citation: { title: 'Betriebshandbuch Fährhafen', source: 'hafen.md' } });
    const question = 'Wer leitet die Werkstatt?';
    expect(sentenceSupport(question, [hit('Die Werkstatt übernimmt ab Mai auch Reparaturen für fremde Boote.')], 'de').supported).toBe(false);
    expect(sentenceSupport(question, [hit('Leiterin der Werkstatt ist Jana Okonkwo.')], 'de').supported).toBe(true);
    expect(sentenceSupport(question, [hit('Die Werkstatt wird von Jana Okonkwo geleitet.')], 'de').supported).toBe(true);
    const table = hit('| Befugnis | Gutschrift je Vorgang |\n|---|---|\n| Teamleitung | bis 250 € |');
    expect(sentenceSupport('Wer genehmigt eine Gutschrift bis 250 €?', [table], 'de').supported).toBe(true);
  });

  it('does not combine two list items into an answer (a grandchild’s birth and an own anniversary)', () => {
    const support = sentenceSupport('Wie viele Tage Freistellung gibt es bei der Silberhochzeit eines Enkelkindes?', [leavePolicy], 'de');
    expect(support.supported).toBe(false);
  });

  it('needs the asked code in the answering sentence, not in a table row elsewhere in the chunk', () => {
    expect(sentenceSupport('Wann wird der Kunde bei S3-Tickets informiert?', [ticketProcess], 'de').supported).toBe(false);
    expect(sentenceSupport('Wann wird der Kunde bei S1-Tickets informiert?', [ticketProcess], 'de').supported).toBe(true);
  });

  it('needs an amount of money for a price question, in German and English', () => {
    expect(sentenceSupport('Was kostet der Nova R7 Router?', [routerSpec], 'de')).toMatchObject({ supported: false, missing: ['ein Betrag'] });
    expect(sentenceSupport('How much does the Nova R7 router cost?', [routerSpec], 'en')).toMatchObject({ supported: false, missing: ['an amount'] });
    expect(sentenceSupport('How long is the warranty of the Nova R7 router?', [routerSpec], 'en').supported).toBe(true);
  });

  it('takes a name from the sentence before', () => {
    const minutes = makeHit('Der Rahmenvertrag mit Lindgren Logistik endet 2027. Lindgren wünscht mehr Lager. Frau Ortmann führt die Verhandlung bis 15.01.2027.', {
      citation: { title: 'Protokoll Vertrieb' },
    });
    expect(sentenceSupport('Wer führt die Verhandlung mit Lindgren Logistik und bis wann?', [minutes], 'de').supported).toBe(true);
  });

  it('lets each sentence of a comparison name one side', () => {
    const north = makeHit('Die Zahlungsfrist beträgt 30 Tage.', { citation: { title: 'Vertrag Nordholz Möbel', source: 'n.md' } });
    const south = makeHit('Die Zahlungsfrist beträgt 14 Tage.', { citation: { title: 'Vertrag Südwind Textil', source: 's.md' } });
    expect(sentenceSupport('Vergleiche die Zahlungsfristen von Nordholz Möbel und Südwind Textil.', [north, south], 'de').supported).toBe(true);
  });

  it('marks a two-part question of which one part is answered as partial', () => {
    const support = sentenceSupport('Wie viele Tage Freistellung gibt es bei einem Umzug, und gibt es Zuschüsse für Umzugskartons?', [leavePolicy], 'de');
    expect(support).toMatchObject({ supported: true, partial: true });
  });

  it('reads two questions joined by `und was` as two questions, each answered by its own sentence', () => {
    const fees = makeHit('| Leistung | Preis |\n|---|---|\n| Nacht am Gaststeg | 18 € |\n| Landstrom je Tag | 4 € |', {
      citation: { title: 'Hafenentgelte Möwenhafen', source: 'hafen.md' },
    });
    const support = sentenceSupport('Was kostet eine Nacht am Gaststeg und was kostet der Landstrom je Tag?', [fees], 'de');
    expect(support.supported).toBe(true);
  });
});

describe('offline judge with sentence support', () => {
  const judge = createOfflineJudge();

  it('says LOW without an answering sentence when the hit is on topic but lacks the qualifier', async () => {
    const verdict = await judge.judge('Welche Vertragsstrafe gilt im Liefervertrag mit Nordholz bei verspäteter Lieferung?', [supplyContract]);
    expect(verdict).toMatchObject({ canAnswer: false, answeringSentence: false });
    expect(['LOW', 'NOT_RELEVANT']).toContain(verdict.level);
  });

  it('keeps an answerable question answerable', async () => {
    const verdict = await judge.judge('Welche Vertragsstrafe gilt im Liefervertrag mit Nordholz bei Verletzung des Datenschutzes?', [supplyContract]);
    expect(verdict).toMatchObject({ canAnswer: true, answeringSentence: true });
  });

  it('ignores sentences of hits below the answer relevance', async () => {
    const weak = makeHit('9.1 Bei Verletzung des Datenschutzes zahlt der Lieferant 8.000 €.', { relevance: 0.3, citation: { title: 'Liefervertrag Nordholz Möbel GmbH' } });
    const strong = makeHit('Lieferungen erfolgen frei Haus an das Lager in Kassel.', { relevance: 0.9, citation: { title: 'Liefervertrag Nordholz Möbel GmbH' } });
    const verdict = await judge.judge('Wie hoch ist die Strafe bei Verletzung des Datenschutzes im Vertrag mit Nordholz?', [strong, weak]);
    expect(verdict.answeringSentence).toBe(false);
  });
});

describe('sentenceSupport on a rule whose exception is the asked case', () => {
  const retention = makeHit('## Videoaufnahmen\n\nVideoaufnahmen werden 30 Tage gespeichert, sofern sie nicht für eine Ermittlung gesperrt wurden.', {
    citation: { title: 'Datenschutzrichtlinie Lager', source: 'lager.md' },
  });
  const hold = makeHit('## Sperrung\n\nVideoaufnahmen, die für eine Ermittlung gesperrt wurden, werden bis zu 2 Jahre gespeichert.', {
    citation: { title: 'Datenschutzrichtlinie Lager', source: 'lager.md' },
  });
  const logs = makeHit('Access logs are kept for 90 days unless they are placed under a legal hold.', { citation: { title: 'Logging policy', source: 'logs.md' } });
  const question = 'Wie lange werden Videoaufnahmen gespeichert, wenn sie für eine Ermittlung gesperrt wurden?';

  it('does not take the rule for the other case as the answer', () => {
    const support = sentenceSupport(question, [retention], 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('der gefragte Fall');
    expect(sentenceSupport('How long are access logs kept if they are placed under a legal hold?', [logs], 'en').supported).toBe(false);
  });

  it('takes the sentence about the asked case, and the rule when the question asks for the usual case', () => {
    expect(sentenceSupport(question, [retention, hold], 'de').sentence).toContain('2 Jahre');
    expect(sentenceSupport('Wie lange werden Videoaufnahmen gespeichert?', [retention], 'de').supported).toBe(true);
    expect(sentenceSupport('How long are access logs kept?', [logs], 'en').supported).toBe(true);
  });
});

describe('sentenceSupport for a question asking which organisation', () => {
  const question = 'Welche Firma liefert die Polsterstoffe?';
  const only = (text: string) => [makeHit(text, { citation: { title: 'Protokoll Einkauf', source: 'einkauf.md' } })];

  it('is not supported by a sentence on the topic that names no organisation', () => {
    const support = sentenceSupport(question, only('Wegen Lieferverzögerungen bei den Polsterstoffen verschiebt sich die Auslieferung auf den 1. März.'), 'de');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('ein Name');
  });

  it('is supported by a sentence that names one by its legal form or by a word no dictionary knows', () => {
    expect(sentenceSupport(question, only('Die Polsterstoffe liefert die Textilwerk Brandauer GmbH.'), 'de').supported).toBe(true);
    expect(sentenceSupport(question, only('Die Polsterstoffe liefert seit März Kofler.'), 'de').supported).toBe(true);
  });
});

describe('sentenceSupport for an English question asking which organisation', () => {
  const question = 'Which company services the harbour cranes?';
  const only = (text: string) => [makeHit(text, { language: 'english', citation: { title: 'Port minutes', source: 'port.md' } })];

  it('is not supported by a sentence that names only a person', () => {
    const support = sentenceSupport(question, only('Dr. Amira Haddad is responsible for the harbour cranes.'), 'en');
    expect(support.supported).toBe(false);
    expect(support.missing).toContain('a name');
  });

  it('is supported by a sentence that names a company by its legal form or a name no dictionary knows', () => {
    expect(sentenceSupport(question, only('The harbour cranes are serviced by Kranwerk Nord Ltd.'), 'en').supported).toBe(true);
    expect(sentenceSupport(question, only('The harbour cranes are serviced by Liebtec.'), 'en').supported).toBe(true);
    // A name of dictionary words, capitalised word after word inside the sentence.
    expect(sentenceSupport(question, only('Since 2024 the harbour cranes are serviced by Northern Lifting for the port.'), 'en').supported).toBe(true);
    expect(sentenceSupport(question, only('New cranes. The harbour cranes are serviced every spring.'), 'en').supported).toBe(false);
  });

  it('is supported by a brand spelled with a capital inside the word', () => {
    expect(sentenceSupport(question, only('The harbour cranes are serviced by LiftCo under a yearly contract.'), 'en').supported).toBe(true);
  });
});

describe('sentenceSupport for a question that asks for a category by `welche`', () => {
  const regatta = makeHit('Bei der Hafenregatta 2024 gewann die Seglerin Jana Voss den Blauen Wimpel.', {
    citation: { title: 'Hafenregatta', source: 'regatta.md' },
  });

  it('lets the answering sentence name the category by its instance, also for a longer simple word', () => {
    expect(sentenceSupport('Welche Auszeichnung gewann Jana Voss 2024?', [regatta], 'de').supported).toBe(true);
  });

  it('keeps a long compound after `welche` required: it is the asked topic itself', () => {
    expect(sentenceSupport('Welche Teilnahmegebühr zahlte Jana Voss 2024?', [regatta], 'de').supported).toBe(false);
  });
});

describe('sentenceSupport for a year that bounds the asked one (`vor 1990`)', () => {
  const club = makeHit(
    'Der Hafenverein Seestern bezog im Jahr 1990 das neue Vereinsheim am Kai. Sein erstes Clubhaus eröffnete er schon 1962.',
    { citation: { title: 'Chronik Hafenverein Seestern', source: 'chronik.md', section: 'Geschichte' } },
  );
  it('is answered by a sentence stating another year', () => {
    expect(sentenceSupport('Wann eröffnete der Hafenverein vor 1990 sein erstes Clubhaus?', [club], 'de').supported).toBe(true);
    expect(sentenceSupport('When did the club open its first clubhouse before 1990?', [makeHit('The club moved into its new home in 1990. It had opened its first clubhouse in 1962.', { language: 'english' })], 'en').supported).toBe(true);
  });

  it('still asks for the year itself when it names the time (`im Jahr 1990`)', () => {
    expect(sentenceSupport('Welches Clubhaus eröffnete der Hafenverein im Jahr 1975?', [club], 'de').supported).toBe(false);
  });
});

describe('sentenceSupport on the holder of a role', () => {
  const question = 'Wer ist der Hafensicherheitsbeauftragte?';
  const hit = (text: string, language: 'german' | 'english' = 'german') => makeHit(text, { language, citation: { title: 'Hafenordnung', source: 'hafen.md' } });

  it('takes a sentence that names a person, German or English, and not one that names the role only', () => {
    expect(sentenceSupport(question, [hit('Verstöße meldet der Hafensicherheitsbeauftragte an die Wasserschutzpolizei.')], 'de')).toMatchObject({ supported: false, missing: ['ein Name'] });
    expect(sentenceSupport(question, [hit('Hafensicherheitsbeauftragter ist Jorinde Vlassak.')], 'de').supported).toBe(true);
    expect(sentenceSupport(question, [hit('PFSO: Hafensicherheitsbeauftragter (Port Facility Security Officer)', 'english')], 'de').supported).toBe(false);
    expect(sentenceSupport(question, [hit('The Port Facility Security Officer (Hafensicherheitsbeauftragter) is Jorinde Vlassak.', 'english')], 'de').supported).toBe(true);
  });

  it('leaves other who-questions alone (a team answers who is responsible)', () => {
    expect(sentenceSupport('Wer ist für die Liegeplätze zuständig?', [hit('Für die Liegeplätze ist das Hafenbüro zuständig.')], 'de').supported).toBe(true);
  });
});
