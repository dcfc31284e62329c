import { describe, expect, it } from 'vitest';
import { askedClauses, looksLikeCode, selectSentences } from './select-sentences.js';
import { splitSentences as splitChunkSentences } from '../../ingest/chunking/split-sentences.js';
import { splitIntoUnits, splitSentences } from './split-sentences.js';

describe('splitSentences', () => {
  it('keeps abbreviations, initials and German dates inside a sentence', () => {
    expect(splitSentences('Die Frist endet am 31. März 2026. Danach gilt z. B. die Regel von Dr. Meier. J. R. R. Tolkien schrieb viel.')).toEqual([
      'Die Frist endet am 31. März 2026.',
      'Danach gilt z. B. die Regel von Dr. Meier.',
      'J. R. R. Tolkien schrieb viel.',
    ]);
  });

  it('keeps an amount in millions with its currency (`30 Mio. GBP`), as the ingest chunker does', () => {
    const text = 'Der Hafen erhält 1,8 Mio. Euro Förderung. Die Erweiterung kostet 2 Mrd. Kronen. Es gilt § 5 Abs. 3 der Hafenordnung.';
    expect(splitSentences(text)).toEqual(['Der Hafen erhält 1,8 Mio. Euro Förderung.', 'Die Erweiterung kostet 2 Mrd. Kronen.', 'Es gilt § 5 Abs. 3 der Hafenordnung.']);
    expect(splitSentences(text)).toEqual(splitChunkSentences(text));
  });

  it('keeps a period that closes a parenthesis inside the sentence (`4 kg (8.8 lb.) Dampf`), and ends one that is all parenthesis', () => {
    expect(splitSentences('Die Fähre verbraucht je Stunde 40 l (ca. 10.5 gal.) Diesel bei voller Fahrt. Das Ticket kostet 5 € (inkl. MwSt.). Danach fährt sie zurück.')).toEqual([
      'Die Fähre verbraucht je Stunde 40 l (ca. 10.5 gal.) Diesel bei voller Fahrt.',
      'Das Ticket kostet 5 € (inkl. MwSt.).',
      'Danach fährt sie zurück.',
    ]);
    expect(splitSentences('(Siehe Abschnitt 3.) Der Steg ist gesperrt.')).toEqual(['(Siehe Abschnitt 3.)', 'Der Steg ist gesperrt.']);
  });

  it('still ends an English sentence at `do.` and `so.`', () => {
    expect(splitSentences('Members may moor as they always do. The fee stays the same.')).toHaveLength(2);
  });
});

describe('splitIntoUnits', () => {
  it('renders table rows with their headers and marks heading lines', () => {
    const units = splitIntoUnits('Preisliste > Tarife\n\n| Tarif | Preis |\n|---|---|\n| Pro | 850 € |\n\n## Rabatte\nJährlich 8 % Rabatt.');
    expect(units).toMatchObject([
      { text: 'Preisliste > Tarife', isHeading: true },
      { text: 'Tarif: Pro; Preis: 850 €', isHeading: false, isTableRow: true },
      { text: 'Rabatte', isHeading: true },
      { text: 'Jährlich 8 % Rabatt.', isHeading: false },
    ]);
  });
});

describe('splitIntoUnits on a label line with its value', () => {
  it('reads `Label: value with a number` standing alone as a fact, and a label without one as a heading', () => {
    const units = splitIntoUnits('Liegeplatzvertrag Möwe\n\nVertragsnummer: LP-2026-0042\n\nTeil 2: Preise\n\nDer Platz kostet 900 € pro Saison.');
    expect(units.map((unit) => [unit.text, unit.isHeading])).toEqual([
      ['Liegeplatzvertrag Möwe', true],
      ['Vertragsnummer: LP-2026-0042', false],
      ['Teil 2: Preise', true],
      ['Der Platz kostet 900 € pro Saison.', false],
    ]);
  });
});

describe('askedClauses', () => {
  it('splits questions joined before a question word, and lets a bare first ask borrow the rest of the second', () => {
    expect(askedClauses('Which berth and which contract number do Möwe and Nordstern each have?')).toEqual([
      'Which berth do Möwe and Nordstern each have?',
      'which contract number do Möwe and Nordstern each have?',
    ]);
    expect(askedClauses('Welchen Liegeplatz und welche Vertragsnummer haben Möwe und Nordstern?')).toEqual(['Welchen Liegeplatz haben Möwe und Nordstern?', 'welche Vertragsnummer haben Möwe und Nordstern?']);
    expect(askedClauses('Was kostet der Liegeplatz und wie lange läuft der Vertrag?')).toEqual(['Was kostet der Liegeplatz', 'wie lange läuft der Vertrag?']);
  });

  it('keeps one question whose `und` joins no second question', () => {
    expect(askedClauses('Zwischen welchem Steg und welcher Boje liegt die Möwe?')).toEqual(['Zwischen welchem Steg und welcher Boje liegt die Möwe?']);
    expect(askedClauses('Who pays for berth and which fee applies?')).toEqual(['Who pays for berth', 'which fee applies?']);
  });
});

describe('selectSentences on two asks about two clients', () => {
  it('answers each ask from each client\'s contract', () => {
    const contract = (marker: number, client: string, number: string, berth: string) => ({
      marker,
      title: `Liegeplatzvertrag – ${client}`,
      text: `Liegeplatzvertrag – ${client}\n\nVertragsnummer: ${number}\n\nzwischen der Marina Ostsee GmbH und ${client} („Mieter").\n\nLiegeplatzvertrag – ${client} > § 1 Gegenstand\n\n1.1 Die Marina überlässt dem Mieter den Liegeplatz ${berth}.\n\n1.2 Strom und Wasser sind am Steg verfügbar.`,
    });
    const sources = [contract(1, 'Segelclub Möwe', 'LP-2026-0042', 'Steg B 14'), contract(2, 'Yachtcharter Nordstern', 'LP-2025-0917', 'Steg D 3')];
    const picked = selectSentences('Welchen Liegeplatz und welche Vertragsnummer haben Segelclub Möwe und Yachtcharter Nordstern?', sources, {
      comparison: true,
      items: ['Segelclub Möwe', 'Yachtcharter Nordstern'],
    });
    const answer = picked.map((sentence) => sentence.text).join(' ');
    for (const fact of ['LP-2026-0042', 'LP-2025-0917', 'Steg B 14', 'Steg D 3']) expect(answer).toContain(fact);
  });
});

describe('splitIntoUnits on a heading path that ends in a question (an FAQ)', () => {
  it('marks the path a heading, not a sentence to answer with', () => {
    const units = splitIntoUnits('Häufige Fragen > Gibt es eine Sperrstunde im Hafen?\n\nJa. Ab 22 Uhr ist die Einfahrt geschlossen.');
    expect(units[0]).toMatchObject({ text: 'Häufige Fragen > Gibt es eine Sperrstunde im Hafen?', isHeading: true });
    expect(units.filter((unit) => !unit.isHeading).map((unit) => unit.text)).toEqual(['Ja.', 'Ab 22 Uhr ist die Einfahrt geschlossen.']);
  });
});

describe('splitIntoUnits on plain text laid out for a fixed width', () => {
  it('reads a hard-wrapped paragraph as one text, and each enumerated item as its own', () => {
    const text = [
      '   2. Deliveries. The supplier ships every order within the agreed',
      '      window, provided that the buyer meets the following duties:',
      '',
      '      (a) The buyer names one receiving dock per site; and',
      '',
      '      (b) The buyer confirms each delivery note within two working',
      '          days of receipt; and',
    ].join('\n');
    expect(splitIntoUnits(text).map((unit) => [unit.text, unit.isHeading])).toEqual([
      ['Deliveries.', false],
      ['The supplier ships every order within the agreed window, provided that the buyer meets the following duties:', false],
      ['(a) The buyer names one receiving dock per site; and', false],
      ['(b) The buyer confirms each delivery note within two working days of receipt; and', false],
    ]);
  });

  it('drops the frame and rule lines of a boxed notice and reads an underlined line as a heading', () => {
    const text = ['**************************************', '*  7. Liability                      *', '*  ------------                      *', '*  The dock owner is liable for      *', '*  damage caused on the pier.        *', '**************************************'].join('\n');
    expect(splitIntoUnits(text).map((unit) => [unit.text, unit.isHeading])).toEqual([
      ['7. Liability', true],
      ['The dock owner is liable for damage caused on the pier.', false],
    ]);
  });

  it('reads a line of code standing alone as an example, not as a heading', () => {
    const units = splitIntoUnits('Put this script on your PATH:\n\n#! /bin/sh exec packr -9 "$@"\n\nIt compresses harder.');
    expect(units.find((unit) => unit.text.startsWith('#!'))?.isHeading).toBe(false);
  });

  it('keeps short label lines and table rows apart', () => {
    const text = 'Kunde: Reederei Möwe\nLaufzeit: 24 Monate\n\n| Tarif | Preis |\n|---|---|\n| Basis | 40 € |\n| Plus | 60 € |';
    expect(splitIntoUnits(text).map((unit) => unit.text)).toEqual(['Kunde: Reederei Möwe', 'Laufzeit: 24 Monate', 'Tarif: Basis; Preis: 40 €', 'Tarif: Plus; Preis: 60 €']);
  });
});

describe('selectSentences', () => {
  it('matches compound parts and takes the entity from the document title', () => {
    const contract = 'Vertrag > § 3 Kündigung\n\nDer Vertrag kann mit einer Frist von 6 Monaten gekündigt werden.\n\nDie Möwe KG zahlt 1.700 € im Monat.';
    const template = 'Der Vertrag kann mit einer Frist von 3 Monaten gekündigt werden.';
    const picked = selectSentences('Welche Kündigungsfrist gilt für die Möwe KG?', [
      { marker: 1, title: 'Rahmenvertrag Möwe KG', text: contract },
      { marker: 2, title: 'Vertragsvorlage', text: template },
    ]);
    expect(picked[0]).toMatchObject({ marker: 1, text: 'Der Vertrag kann mit einer Frist von 6 Monaten gekündigt werden.' });
  });

  it('answers `how many` only with a sentence that states a number, however well another names the question', () => {
    const text = 'Guest berths in the marina are booked online; the marina office assigns guest berths on arrival. The harbour keeps 40 places for visiting boats.';
    const picked = selectSentences('How many guest berths does the marina have?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text)).not.toContain('Guest berths in the marina are booked online; the marina office assigns guest berths on arrival.');
    const counted = selectSentences('How many guest berths does the marina have?', [{ marker: 1, text: `${text} The marina has 40 guest berths.` }]);
    expect(counted[0]?.text).toBe('The marina has 40 guest berths.');
  });

  it('answers how often with the sentence that states a frequency, not with another number', () => {
    const text = '3.1 Die Filter der Lüftung sind mindestens 40 cm breit. 3.2 Die Filter werden nicht turnusmäßig getauscht, sondern nur bei Verschmutzung.';
    const picked = selectSentences('Wie oft werden die Filter der Lüftung getauscht?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('nicht turnusmäßig');
  });

  it('picks no sentence for how long, how often or when when none states a duration, a frequency or a date', () => {
    const text = 'Für alle Boote wird ein elektronisches Logbuch geführt. Das Logbuch liegt im Hafenbüro aus.';
    expect(selectSentences('Wie lange muss das Logbuch aufbewahrt werden?', [{ marker: 1, text }])).toEqual([]);
    expect(selectSentences('Wie oft wird das Logbuch geprüft?', [{ marker: 1, text }])).toEqual([]);
    expect(selectSentences('Wann wird das Logbuch geprüft?', [{ marker: 1, text }])).toEqual([]);
    const kept = `${text} Das Logbuch wird 5 Jahre aufbewahrt und halbjährlich geprüft.`;
    expect(selectSentences('Wie lange muss das Logbuch aufbewahrt werden?', [{ marker: 1, text: kept }])[0]?.text).toContain('5 Jahre');
    expect(selectSentences('Wie oft wird das Logbuch geprüft?', [{ marker: 1, text: kept }])[0]?.text).toContain('halbjährlich');
    // "Wie viel" is often answered in words: the best named sentence still counts.
    expect(selectSentences('Wie viel Platz bietet das Hafenbüro?', [{ marker: 1, text: 'Das Hafenbüro bietet viel Platz für Gäste.' }])).not.toEqual([]);
  });

  it('answers a physical measure with the sentence stating it in its unit, alone', () => {
    const intro = { marker: 1, text: 'Der Hafenkran K-7 hebt Boote aus dem Wasser und setzt sie auf den Trailer.' };
    const data = { marker: 2, text: 'Der Hafenkran K-7 hat ein Gewicht von 3,5 t.' };
    const picked = selectSentences('How heavy is the harbour crane K-7?', [intro, data]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Der Hafenkran K-7 hat ein Gewicht von 3,5 t.']);
    expect(selectSentences('How heavy is the harbour crane K-7?', [intro])).toEqual([]);
  });

  it('never answers with the question of an FAQ entry, and reads that question as the heading of its answer', () => {
    const text = '**Was gilt für Liegeplätze im Winter?**\nBoote bis 8 m bleiben im Wasser. Ein gesonderter Antrag ist nicht nötig.\n\n**Wie melde ich einen Gast?**\nÜber das Hafenbüro.';
    const picked = selectSentences('Muss ich meinen Liegeplatz im Winter beantragen?', [{ marker: 1, text }]).map((sentence) => sentence.text);
    expect(picked.some((sentence) => sentence.endsWith('?') || sentence.endsWith('?**'))).toBe(false);
    expect(picked.join(' ')).toContain('nicht nötig');
  });

  it('returns nothing when no sentence shares a term with the question', () => {
    expect(selectSentences('Wie hoch ist der Mond?', [{ marker: 1, text: 'Der Tarif kostet 640 €.' }])).toEqual([]);
  });

  it('adds the preceding sentence when the best one starts with a pronoun', () => {
    const text = 'Hanna Kluge segelt seit 1990 für den Segelclub Seestern. Sie ist mit 61 Jahren die älteste Steuerfrau der Nordsee-Regatta.';
    const picked = selectSentences('Wer ist die älteste Steuerfrau der Nordsee-Regatta?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Hanna Kluge');
  });

  it('adds it when the best sentence opens with the asked kind (`Welcher Steg …?` — `Der Steg liegt …`)', () => {
    const text = 'Gastlieger machen am Nordsteg fest. Der Steg liegt östlich der Tankstelle und hat Strom an jedem Platz.';
    const picked = selectSentences('Welcher Steg liegt östlich der Tankstelle?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Nordsteg');
  });

  it('adds it when the best sentence names the asked kind by a demonstrative (`Welcher Knoten …?` — `… nutzt diesen Knoten`)', () => {
    const text = 'Für Festmacher empfiehlt der Hafen den Palstek. Die Segelschule nutzt diesen Knoten in jedem Anfängerkurs.';
    const picked = selectSentences('Welchen Knoten nutzt die Segelschule im Anfängerkurs?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Palstek');
    const english = selectSentences('Which knot does the sailing school use in beginner courses?', [
      { marker: 1, text: 'The harbour recommends the bowline for mooring. The sailing school uses this knot in every beginner course.' },
    ]);
    expect(english.map((sentence) => sentence.text).join(' ')).toContain('bowline');
  });

  it('adds it for a who-question when a pronoun stands early in the best sentence (`Dennoch gewannen sie …`)', () => {
    const text = 'Die Jollen des Segelclubs Möwe gelten als langsam. Dennoch gewannen sie im Jahr 2019 die Nordsee-Regatta.';
    const picked = selectSentences('Wer gewann im Jahr 2019 die Nordsee-Regatta?', [{ marker: 1, text }]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Segelclubs Möwe');
    // Not for another kind of question: the sentence itself answers when.
    const when = selectSentences('Wann gewannen die Jollen die Nordsee-Regatta?', [{ marker: 1, text }]);
    expect(when.map((sentence) => sentence.text)).toEqual(['Dennoch gewannen sie im Jahr 2019 die Nordsee-Regatta.']);
  });
});

describe('selectSentences across languages', () => {
  const faq = {
    marker: 1,
    title: 'FAQ für Fahrgäste',
    text: 'Kann ich das Pendlerabo ausprobieren?\n\nJa. Neukunden können das Pendlerabo 14 Tage lang kostenlos testen. Die Testphase endet automatisch.',
  };
  const remote = {
    marker: 1,
    title: 'Richtlinie Schichttausch',
    text: 'Mitarbeitende können nach Abstimmung mit der Schiffsleitung bis zu 2 Schichten pro Monat tauschen.',
  };

  it('answers an English question from a German sentence through the shared glossary', () => {
    const selected = selectSentences('How long is the trial of the commuter pass for new customers, in days?', [faq]);
    expect(selected.map((sentence) => sentence.text).join(' ')).toContain('14 Tage');
  });

  it('answers from a sentence that matches only through synonyms when it covers most of the question', () => {
    const handbook = {
      marker: 1,
      title: 'IT-Handbuch der Reederei',
      text: 'Speicherort und Verschlüsselung\n\nAlle Sicherungen der Buchungsdaten werden im Rechenzentrum in Köln gespeichert und mit ChaCha20 verschlüsselt.',
    };
    const selected = selectSentences('What encryption do the backups kept in the Cologne data center use?', [handbook]);
    expect(selected.map((sentence) => sentence.text).join(' ')).toContain('ChaCha20');
  });

  it('does not answer from a sentence that matches only through synonyms and lacks the asked kind of value', () => {
    expect(selectSentences('What is the company policy on sailing club memberships for employees?', [remote])).toEqual([]);
  });
});

describe('selectSentences follow-up sentences', () => {
  it('adds no second sentence without a name when the best one names the asked person', () => {
    const policy = { marker: 1, title: 'Informationssicherheitsrichtlinie', text: 'Datenschutzbeauftragte ist Jana Krüger (extern, Hafenrecht Beratung GmbH). Beide sind über das Intranet erreichbar.' };
    const annex = { marker: 2, title: 'Anhang Bordnetz', text: 'Dieser Anhang wurde durch die Geschäftsführung und die Datenschutzbeauftragte freigegeben.' };
    const selected = selectSentences('Wer ist in der Reederei die Beauftragte für den Datenschutz?', [policy, annex]);
    expect(selected.map((sentence) => sentence.marker)).toEqual([1]);
    expect(selected[0]?.text).toContain('Jana Krüger');
  });

  it('adds no neighbouring table row that names less of the question than the sentence holding the asked amount', () => {
    const prices = {
      marker: 1,
      title: 'Preisblatt Hafenmeisterei 2026',
      text: [
        '## Plätze an Land und im Winter',
        '',
        '| Bootslänge | Liegeplatz (Pauschale) | Kaution |',
        '|---|---|---|',
        '| bis 8 m (Standard-Liegeplatz) | 1.450,00 € | 300,00 € |',
        '| über 8 m bis 12 m | 2.100,00 € | 300,00 € |',
        '',
        'Strom am Steg wird nach Zähler abgerechnet. Ein Winterlagerplatz an Land kostet pauschal 240,00 €.',
      ].join('\n'),
    };
    const selected = selectSentences('Wie viel kostet es pauschal, wenn man etwas den Winter über an Land lagern will?', [prices]);
    expect(selected.map((sentence) => sentence.text)).toEqual(['Ein Winterlagerplatz an Land kostet pauschal 240,00 €.']);
  });

  it('takes the table row whose key opens a compound of the question, the words every key shares left aside', () => {
    const bins = {
      marker: 1,
      title: 'Abfallgebühren Kreis Möwenstedt 2026',
      text: [
        '## Gebühren je Tonne',
        '',
        '| Tonne | Leerung | Gebühr pro Jahr |',
        '|---|---|---|',
        '| KreisTonne Rest | 14-täglich | 168 € |',
        '| KreisTonne Bio | wöchentlich | 96 € |',
        '| KreisTonne Papier | 4-wöchentlich | 0 € |',
      ].join('\n'),
    };
    const answer = (question: string) => selectSentences(question, [bins]).map((sentence) => sentence.text).join(' ');
    expect(answer('Was kostet die Biotonne im Jahr?')).toMatch(/^Tonne: KreisTonne Bio;.*96 €/);
    expect(answer('Was kostet die Biotonne im Jahr?')).not.toMatch(/168|0 €/);
  });

  it('answers each of two named rows from its own row, not from a row whose key mixes their words', () => {
    const fares = {
      marker: 1,
      title: 'Tarife Möwe Fährlinien 2026',
      text: [
        '## Jahreskarten',
        '',
        '| Karte | Preis pro Jahr |',
        '|---|---|',
        '| MöweCard Standard | 480 € |',
        '| MöweCard Flex7 | 620 € |',
        '| InselCard Standard | 310 € |',
        '| InselCard Flex7 | 390 € |',
      ].join('\n'),
    };
    const answer = selectSentences('Wie hoch ist der Preis pro Jahr von der MöweCard Standard und von der InselCard Flex7?', [fares]).map((sentence) => sentence.text).join(' ');
    expect(answer).toContain('480 €');
    expect(answer).toContain('390 €');
    expect(answer).not.toMatch(/620|310/);
  });

  it('reads a question of two clauses with the names the whole question writes apart', () => {
    // Each card's rows in a table of their own: the brand of a table's keys is what its rows share.
    const fares = {
      marker: 1,
      title: 'Tarife Möwe Fährlinien 2026',
      text: [
        '## MöweCard',
        '',
        '| Karte | Preis pro Jahr |',
        '|---|---|',
        '| MöweCard Standard | 480 € |',
        '| MöweCard Flex7 | 620 € |',
        '',
        '## InselCard',
        '',
        '| Karte | Preis pro Jahr |',
        '|---|---|',
        '| InselCard Standard | 310 € |',
        '| InselCard Flex7 | 390 € |',
      ].join('\n'),
    };
    // As the grounded search hands it over: the names of the question are the compared items.
    const twice = selectSentences('Was kostet die MöweCard Standard pro Jahr und was kostet die InselCard Flex7 pro Jahr?', [fares], {
      comparison: true,
      items: ['MöweCard', 'InselCard', 'Flex7'],
    })
      .map((sentence) => sentence.text)
      .join(' ');
    expect(twice).toContain('480 €');
    expect(twice).toContain('390 €');
    expect(twice).not.toMatch(/620|310/);
  });

  it('answers with every row a name keys in two tables of one source, unless the question names one of them whole', () => {
    // Two chunks of one document, as the citation registry joins them: the brand of each table is shared by its rows.
    const fares = {
      marker: 1,
      title: 'Fährtarife 2026',
      text: [
        'Fährtarife > 1. Personen',
        '',
        '| Tarif | Preis je Fahrt |',
        '|---|---|',
        '| Insel Basis | 4,00 € |',
        '| Insel Flex7 | 6,50 € |',
        '',
        'Fährtarife > 2. Fahrzeuge',
        '',
        '| Tarif | Preis je Fahrt |',
        '|---|---|',
        '| Auto Basis | 22,00 € |',
        '| Auto Flex7 | 30,00 € |',
      ].join('\n'),
    };
    const answer = (question: string) => selectSentences(question, [fares]).map((sentence) => sentence.text).join(' ');
    expect(answer('Was kostet Flex7 je Fahrt?')).toMatch(/Insel Flex7.*6,50 €.*Auto Flex7.*30,00 €/);
    expect(answer('Was kostet Flex7 je Fahrt?')).not.toMatch(/4,00|22,00/);
    expect(answer('Was kostet Auto Flex7 je Fahrt?')).toMatch(/30,00 €/);
    expect(answer('Was kostet Auto Flex7 je Fahrt?')).not.toMatch(/6,50|4,00|22,00/);
  });

  it('reads `kostet` as asking for the price: the table row of the asked case beats a sentence that only repeats the verb', () => {
    const fees = {
      marker: 1,
      title: 'Hafenentgelte 2026',
      text: [
        'Hafenentgelte > B. Liegeplatz Sportboote',
        '',
        '| Bootslänge | Preis je Nacht |',
        '|---|---|',
        '| bis 8 m | 18,00 € |',
        '| über 8 m bis 12 m | 26,00 € |',
        '',
        'Ein Winterlager kostet pauschal 300,00 €.',
      ].join('\n'),
    };
    const answer = selectSentences('Was kostet ein Liegeplatz für ein Sportboot mit 10 m?', [fees]).map((sentence) => sentence.text).join(' ');
    expect(answer).toContain('26,00 €');
    expect(answer).not.toMatch(/300,00|18,00/);
  });

  it('answers a question for when with no sentence that only repeats its words without a date', () => {
    const notes = {
      marker: 1,
      title: 'Fahrplanänderungen Möwe Fährlinien',
      text: 'Änderungen an der Fährlinie 3, die Pendler betreffen, werden ausschließlich mit einem neuen Fahrplan eingeführt. Ein bisheriger Fahrplan gilt nach seiner Ankündigung mindestens sechs Monate weiter.',
    };
    expect(selectSentences('Wann genau wird die Fährlinie 3 eingestellt?', [notes])).toEqual([]);
    const dated = { ...notes, text: `${notes.text} Die Fährlinie 3 wird am 30. April 2027 eingestellt.` };
    expect(selectSentences('Wann genau wird die Fährlinie 3 eingestellt?', [dated]).map((sentence) => sentence.text).join(' ')).toContain('30. April 2027');
  });

  it('answers how much a fee or deposit is only with an amount, never with another number of the same topic', () => {
    const rules = {
      marker: 1,
      title: 'Hafenordnung Gastliegeplätze',
      text: 'Die Zuteilung eines Gastliegeplatzes für Hausboote erfolgt nach Eingang der Anmeldung in der Regel innerhalb von 3 Wochen. Hausboote dürfen höchstens 14 Tage am Gaststeg liegen.',
    };
    expect(selectSentences('How much is the deposit for a houseboat guest berth?', [rules])).toEqual([]);
    expect(selectSentences('Wie hoch ist die Kaution für einen Gastliegeplatz für Hausboote?', [rules])).toEqual([]);
    const priced = { ...rules, text: `${rules.text} Für Hausboote wird eine Kaution von 250 € je Gastliegeplatz fällig.` };
    expect(selectSentences('How much is the deposit for a houseboat guest berth?', [priced]).map((sentence) => sentence.text)).toEqual([
      'Für Hausboote wird eine Kaution von 250 € je Gastliegeplatz fällig.',
    ]);
  });

  it('goes on with the next sentence of the paragraph that names the asked case, after a best one that holds a value', () => {
    const faq = {
      marker: 1,
      title: 'FAQ Hafenmeisterei',
      text: 'Häufige Fragen > Gibt es ein Limit für Liegeplatzbuchungen?\n\nJa. Das Limit liegt bei 5 Liegeplatzbuchungen pro Tag und Skipper. Bei Überschreitung sperrt das Portal das Konto des Skippers für 24 Stunden.',
    };
    const selected = selectSentences('Was passiert, wenn ein Skipper das Limit der Liegeplatzbuchungen überschreitet?', [faq]);
    expect(selected.map((sentence) => sentence.text).join(' ')).toContain('24 Stunden');
    expect(selected.map((sentence) => sentence.text).join(' ')).not.toContain('Gibt es ein Limit');
  });

  it('keeps a second sentence that names what the first one leaves out', () => {
    const sheet = {
      marker: 1,
      title: 'Preisblatt Zählerservice',
      text: 'Ein Zählerumzug kostet 120,00 €. An Samstagen berechnen wir für den Zählerumzug zusätzlich 45,00 € Zuschlag.',
    };
    const selected = selectSentences('Was kostet ein Zählerumzug an einem Samstag?', [sheet]);
    expect(selected.map((sentence) => sentence.text).join(' ')).toContain('45,00 €');
  });
});


describe('selectSentences for a named clause', () => {
  const title = 'Liefervertrag Nordholz Möbel GmbH';
  const head = 'Liefervertrag zwischen der Lindau Handel GmbH und der Nordholz Möbel GmbH.';
  const delivery = '5.1 Lieferungen erfolgen frei Haus.\n5.2 Teillieferungen sind zulässig.\n5.3 Bei Verzug zahlt Nordholz 0,5 % je Woche, höchstens 5 %.';

  it('answers with the clause itself, not the sentence that shares most words with the question', () => {
    const picked = selectSentences('Was regelt § 5.3 im Liefervertrag mit der Nordholz Möbel GmbH?', [
      { marker: 1, text: head, title },
      { marker: 2, text: delivery, title },
    ]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['5.3 Bei Verzug zahlt Nordholz 0,5 % je Woche, höchstens 5 %.']);
  });

  it('takes § 1 for clause 1, not a sentence that opens with 10', () => {
    const text = '10 Paletten werden monatlich geliefert.\n\n1.1 Gegenstand des Vertrags ist die Lieferung von Möbeln.';
    const picked = selectSentences('Was regelt § 1 im Liefervertrag mit der Nordholz Möbel GmbH?', [{ marker: 1, text, title }]);
    expect(picked.map((sentence) => sentence.text)).toContain('1.1 Gegenstand des Vertrags ist die Lieferung von Möbeln.');
    expect(picked.map((sentence) => sentence.text)).not.toContain('10 Paletten werden monatlich geliefert.');
  });

  it('does not prefer a clause the question does not name', () => {
    const picked = selectSentences('Was regelt der Liefervertrag mit der Nordholz Möbel GmbH zu Teillieferungen?', [{ marker: 1, text: delivery, title }]);
    expect(picked.map((sentence) => sentence.text)).toContain('5.2 Teillieferungen sind zulässig.');
    expect(picked.map((sentence) => sentence.text)).not.toContain('5.3 Bei Verzug zahlt Nordholz 0,5 % je Woche, höchstens 5 %.');
  });
});

describe('selectSentences for a choice between two items', () => {
  const lindau =
    'Liefervertrag Lindau\n\n3.2 Die Mindestlaufzeit beträgt 36 Monate.\n\n12.1 Eine Kündigung ist erstmals zum Ende der Mindestlaufzeit möglich.\n\n' +
    '12.2 Die Frist verlängert sich um den Verlängerungszeitraum.';
  const kempten = 'Liefervertrag Kempten > § 3 Laufzeit\n\n3.2 Die Mindestlaufzeit beträgt 24 Monate.';

  it('answers with each item’s value, not sentences that match the category (Kunde ~ Kündigung) or the comparative (länger ~ Verlängerung)', () => {
    const picked = selectSentences('Welcher Kunde hat die längere Mindestlaufzeit: Lindau oder Kempten?', [
      { marker: 1, text: lindau, title: 'Liefervertrag Lindau' },
      { marker: 2, text: kempten, title: 'Liefervertrag Kempten' },
    ]).map((sentence) => sentence.text);
    expect(picked).toContain('3.2 Die Mindestlaufzeit beträgt 36 Monate.');
    expect(picked).toContain('3.2 Die Mindestlaufzeit beträgt 24 Monate.');
    expect(picked.join(' ')).not.toMatch(/Kündigung|verlängert/);
  });
});

describe('selectSentences for a table row the question names by its key', () => {
  const limits = {
    marker: 1,
    title: 'Beschaffungsordnung',
    text: ['## Bestellungen', '', '| Rolle | Budget je Bestellung |', '|---|---|', '| Mitarbeitende im Labor | bis 100 € |', '| Gruppenleitung | bis 800 € |', '| Leitung Labor | über 800 € |'].join('\n'),
  };

  it("answers with the named row only, not its neighbours' values", () => {
    const texts = selectSentences('Bis zu welchem Betrag darf eine Gruppenleitung für das Labor bestellen?', [limits]).map((sentence) => sentence.text);
    expect(texts).toEqual(['Rolle: Gruppenleitung; Budget je Bestellung: bis 800 €']);
  });

  it('keeps the rows when the question names no row key', () => {
    const texts = selectSentences('Bis zu welchem Betrag darf man für das Labor bestellen?', [limits]).map((sentence) => sentence.text);
    expect(texts.some((text) => text.includes('Labor'))).toBe(true);
  });
});

describe('selectSentences for a figure the question gives', () => {
  const fees = {
    marker: 1,
    title: 'Gebührenordnung Abwasser',
    text: ['## Gebühr nach Jahresmenge', '', '| Jahresmenge | Gebühr |', '|---|---|', '| bis 2.000 Liter | 10,00 € |', '| über 2.000 bis 8.000 Liter | 25,00 € |', '| über 8.000 Liter | 40,00 € |'].join('\n'),
  };

  it('answers from the row whose range holds the figure', () => {
    const texts = selectSentences('Welche Gebühr zahlen wir bei 5.000 Liter Jahresmenge?', [fees]).map((sentence) => sentence.text);
    expect(texts).toEqual(['Jahresmenge: über 2.000 bis 8.000 Liter; Gebühr: 25,00 €']);
  });

  it('takes an open upper range too', () => {
    const texts = selectSentences('Welche Gebühr zahlen wir bei 12.000 Liter Jahresmenge?', [fees]).map((sentence) => sentence.text);
    expect(texts).toEqual(['Jahresmenge: über 8.000 Liter; Gebühr: 40,00 €']);
  });

  it('answers from no row when no row\'s range holds the figure', () => {
    const capped = { ...fees, text: ['| Jahresmenge | Gebühr |', '|---|---|', '| bis 2.000 Liter | 10,00 € |', '| über 2.000 bis 8.000 Liter | 25,00 € |'].join('\n') };
    expect(selectSentences('Welche Gebühr zahlen wir bei 12.000 Liter Jahresmenge?', [capped])).toEqual([]);
  });

  it('answers from no sentence that states the unit at other figures only', () => {
    const contract = {
      marker: 1,
      title: 'Liefervertrag Kühlhaus Nord',
      text: '2.1 Die vereinbarte Kälteleistung beträgt 400 kW. 2.2 Der Anschlusspreis für die Kälteleistung beträgt 18.000 € für 400 kW.',
    };
    expect(selectSentences('Welchen Anschlusspreis hat die Kälteleistung von 250 kW?', [contract])).toEqual([]);
    const texts = selectSentences('Welchen Anschlusspreis hat die Kälteleistung von 400 kW?', [contract]).map((sentence) => sentence.text);
    expect(texts).toContain('2.2 Der Anschlusspreis für die Kälteleistung beträgt 18.000 € für 400 kW.');
    // Beyond a bound a larger figure may be the asked case.
    expect(selectSentences('Welchen Anschlusspreis hat eine Kälteleistung von mehr als 250 kW?', [contract])).not.toEqual([]);
  });
});

describe('selectSentences for "bis wann"', () => {
  it('prefers the sentence with a calendar date to one with a duration', () => {
    const lease = {
      marker: 1,
      title: 'Mietvertrag Lagerhalle',
      text: '2.1 Der Mietvertrag verlängert sich um 12 Monate, wenn er nicht zum Ende der Laufzeit gekündigt wird.\n\n2.2 Der Mietvertrag endet am 31. März 2028.',
    };
    const selected = selectSentences('Bis wann läuft der Mietvertrag?', [lease]);
    const best = selected.reduce((winner, sentence) => (sentence.score > winner.score ? sentence : winner));
    expect(best.text).toContain('31. März 2028');
  });
});

describe('selectSentences for a command-line option', () => {
  it('answers from the sentence that names the option, not one that only shares its digit', () => {
    const manual = { marker: 1, title: 'PACKR(1)', text: 'Level 9 archives are large.\n\n-1 or --fast selects the fastest compression and -9 or --best the slowest.' };
    const picked = selectSentences('What does packr -9 do?', [manual]).map((sentence) => sentence.text);
    expect(picked).toEqual(['-1 or --fast selects the fastest compression and -9 or --best the slowest.']);
  });
});

describe('selectSentences for a quoted term', () => {
  it('answers only from a sentence whose context names the quoted term', () => {
    const groups = {
      marker: 1,
      title: 'Groups of the ship',
      text: '## deckhands\n\nMembers of this group may use the crane.\n\n## wheel\n\nMembers of this group may steer the ship.',
    };
    const picked = selectSentences("What may members of the group 'wheel' do?", [groups]).map((sentence) => sentence.text);
    expect(picked).toEqual(['Members of this group may steer the ship.']);
  });
});

describe('selectSentences for a word no dictionary knows', () => {
  const ssh = { marker: 1, title: 'SSH manual', text: 'By default the server listens on port 22.' };
  const readme = { marker: 2, title: 'qpackd README', text: 'The daemon listens on port 7300 unless told otherwise.' };

  it("answers from the sources of the thing it names, not from another program's page", () => {
    expect(selectSentences('What port does the qpackd server listen on?', [ssh, readme]).map((sentence) => sentence.marker)).toEqual([2]);
    // Another chunk of the same document names it: the document is about it.
    const markers = selectSentences('What port does the qpackd server listen on?', [ssh, { ...readme, title: 'README' }, { marker: 3, title: 'README', text: 'qpackd is a compressor.' }]).map((sentence) => sentence.marker);
    expect(markers).toContain(2);
    expect(markers).not.toContain(1);
  });

  it('asks nothing of such a word when no source uses it', () => {
    expect(selectSentences('What port does the qpackd server listen on?', [ssh]).map((sentence) => sentence.marker)).toEqual([1]);
  });
});

describe('selectSentences on a table row', () => {
  const sheet = {
    marker: 1,
    title: 'Preisliste Bootslager',
    text: '| Lagerart | Preis je Platz und Monat | Mindestlaufzeit |\n|---|---|---|\n| Hallenplatz | 48,00 € | 6 Monate |\n| Freiplatz | 22,00 € | 3 Monate |',
  };

  it('answers with the row key and the column the question asks for', () => {
    expect(selectSentences('Was kostet ein Hallenplatz pro Monat?', [sheet]).map((sentence) => sentence.text)).toEqual(['Lagerart: Hallenplatz; Preis je Platz und Monat: 48,00 €']);
    expect(selectSentences('Welche Mindestlaufzeit hat ein Freiplatz?', [sheet]).map((sentence) => sentence.text)).toEqual(['Lagerart: Freiplatz; Mindestlaufzeit: 3 Monate']);
  });
});

describe('selectSentences on a row named by a stopword', () => {
  it('reads a capitalised stopword inside the question as the name of its row (`the Pro plan`)', () => {
    const plans = { marker: 1, title: 'Preisliste Fährpass', text: '| Pass | Fahrten |\n|---|---|\n| Basic | 10 |\n| Pro | 40 |' };
    expect(selectSentences('How many crossings does the Pro pass include?', [plans]).map((sentence) => sentence.text)).toEqual(['Pass: Pro; Fahrten: 40']);
  });
});

describe('selectSentences on a versioned name', () => {
  it('takes no sentence about another version of the name (`Release 2.1` for `Release 2.2`)', () => {
    const minutes = { marker: 1, title: 'Protokoll App-Runde', text: 'Protokoll App-Runde > TOP 1\n\nRelease 2.1 erscheint am 3. März 2027. Für Release 2.2 steht noch kein Termin fest.' };
    expect(selectSentences('Wann erscheint Release 2.2?', [minutes]).map((sentence) => sentence.text)).not.toContain('Release 2.1 erscheint am 3. März 2027.');
    expect(selectSentences('Wann erscheint Release 2.1?', [minutes]).map((sentence) => sentence.text)).toEqual(['Release 2.1 erscheint am 3. März 2027.']);
  });
});

describe('selectSentences on a hyphenated name', () => {
  it('takes no sentence about a sibling of the name (`Halle Rosenberg-West` for `Halle Rosenberg-Ost`)', () => {
    const guide = {
      marker: 1,
      title: 'Hallenordnung Sportverein',
      text: 'Hallenordnung > 2. Öffnungszeiten\n\nDie Halle Rosenberg-West öffnet werktags um 6 Uhr. Die Halle am Stadtpark öffnet um 8 Uhr.',
    };
    expect(selectSentences('Wann öffnet die Halle Rosenberg-Ost?', [guide]).map((sentence) => sentence.text)).not.toContain('Die Halle Rosenberg-West öffnet werktags um 6 Uhr.');
    expect(selectSentences('Wann öffnet die Halle Rosenberg-West?', [guide]).map((sentence) => sentence.text)).toEqual(['Die Halle Rosenberg-West öffnet werktags um 6 Uhr.']);
    // A shared part shorter than four letters names no sibling: `E-Mail` is not about another `E-Auto`.
    const notice = { marker: 1, title: 'Merkblatt Laden', text: 'Merkblatt > Anmeldung\n\nDas E-Auto melden Sie per E-Mail bis 3 Tage vor dem Termin an.' };
    expect(selectSentences('Bis wann melde ich das E-Auto an?', [notice]).map((sentence) => sentence.text)).toEqual(['Das E-Auto melden Sie per E-Mail bis 3 Tage vor dem Termin an.']);
  });
});

describe('selectSentences on an ordinal', () => {
  it('takes no sentence that counts the asked noun with another ordinal (`ersten Mitgliedsjahr` for `dritten Mitgliedsjahr`)', () => {
    const rules = {
      marker: 1,
      title: 'Beitragsordnung Ruderclub',
      text: 'Beitragsordnung > 3. Rabatte\n\nIm ersten Mitgliedsjahr zahlen Studierende 40 € Beitrag. Für Familien gilt ein Rabatt von 20 %.',
    };
    expect(selectSentences('Wie viel zahlen Studierende im dritten Mitgliedsjahr?', [rules]).map((sentence) => sentence.text)).not.toContain(
      'Im ersten Mitgliedsjahr zahlen Studierende 40 € Beitrag.',
    );
    expect(selectSentences('Wie viel zahlen Studierende im ersten Mitgliedsjahr?', [rules]).map((sentence) => sentence.text)).toEqual(['Im ersten Mitgliedsjahr zahlen Studierende 40 € Beitrag.']);
    // `after the first year` is where the second one begins.
    const terms = { marker: 1, title: 'Club terms', text: 'Club terms > Fees\n\nAfter the first year the fee is 30 EUR a month.' };
    expect(selectSentences('What is the fee in the second year?', [terms]).map((sentence) => sentence.text)).toEqual(['After the first year the fee is 30 EUR a month.']);
  });
});

describe('selectSentences on a table keyed by defined terms', () => {
  it('takes the row whose key the sources define with the question’s words (`MWS: höchste zulässige Windstärke`)', () => {
    const glossary = { marker: 1, title: 'Bordhandbuch', text: 'Bordhandbuch > 1. Begriffe\n\n- MLZ (Mindestliegezeit): kürzeste zulässige Zeit zwischen Anlegen und Ablegen.\n- MWS (Maximale Windstärke): höchste zulässige Windstärke für das Auslaufen.' };
    const limits = { marker: 2, title: 'Bordhandbuch', text: 'Bordhandbuch > 4. Grenzwerte\n\n| Kennzahl | Wert |\n|---|---|\n| MLZ | 20 Minuten |\n| MWS | 7 Beaufort |' };
    const texts = selectSentences('Welche Windstärke ist für das Auslaufen höchstens zulässig?', [glossary, limits]).map((sentence) => sentence.text);
    expect(texts.join(' ')).toContain('7 Beaufort');
    expect(texts.join(' ')).not.toContain('20 Minuten');
  });
});

describe('selectSentences on a zu-infinitive', () => {
  it('reads `einzureichen` as `einreichen`, which the English question translates (`submit`)', () => {
    const rules = { marker: 1, title: 'Förderrichtlinie Vereine', text: 'Förderrichtlinie > 4. Verfahren\n\nQuittungen sind 8 Wochen lang aufzubewahren. Der Antrag ist innerhalb von 4 Wochen nach dem Fest einzureichen.' };
    expect(selectSentences('Within how many weeks after the party must I submit it?', [rules]).map((sentence) => sentence.text)).toEqual([
      'Der Antrag ist innerhalb von 4 Wochen nach dem Fest einzureichen.',
    ]);
  });
});

describe('selectSentences on a row asked for two kinds of value', () => {
  const tasks = {
    marker: 1,
    title: 'Protokoll Werkstattrunde',
    text: '| Aufgabe | Verantwortlich | Termin |\n|---|---|---|\n| Hebebühne prüfen lassen | Jonas Petersen | 2027-03-15 |\n| Ölabscheider warten | Mira Hansen | 2027-04-01 |',
  };

  it('keeps the whole row for `who … and by when`, and only the asked cell for one kind', () => {
    expect(selectSentences('Wer lässt die Hebebühne prüfen, und bis wann?', [tasks]).map((sentence) => sentence.text)).toEqual([
      'Aufgabe: Hebebühne prüfen lassen; Verantwortlich: Jonas Petersen; Termin: 2027-03-15',
    ]);
    expect(selectSentences('Bis wann muss die Hebebühne geprüft werden?', [tasks]).map((sentence) => sentence.text)).toEqual(['Aufgabe: Hebebühne prüfen lassen; Termin: 2027-03-15']);
  });
});

describe('selectSentences in a comparison across languages', () => {
  it('takes the other item’s sentence that holds the asked kind of value, though it matches only through the dictionary', () => {
    const sources = [
      {
        marker: 1,
        title: 'Logistikvertrag Bergmann Feinkost GmbH',
        text:
          'Logistikvertrag Bergmann Feinkost GmbH > § 4 Laufzeit\n\nDer Vertrag beginnt am 1. Januar 2026 und läuft bis zum 31. Dezember 2028. ' +
          'Er verlängert sich um ein Jahr, wenn er nicht sechs Monate vor Ablauf gekündigt wird.\n\n' +
          'Logistikvertrag Bergmann Feinkost GmbH > § 1 Vertragsgegenstand\n\nDie Spedition Kranich lagert und kommissioniert Waren der Bergmann Feinkost GmbH im Kühllager Halle 3.',
      },
      {
        marker: 2,
        title: 'Logistics Agreement – Nordlicht Outdoor AB',
        text:
          "Logistics Agreement – Nordlicht Outdoor AB > 4. Term\n\nThe agreement starts on 1 March 2026 and ends on 28 February 2029. It renews for twelve months unless terminated with three months' notice.\n\n" +
          'Logistics Agreement – Nordlicht Outdoor AB > 1. Scope\n\nSpedition Kranich stores and ships outdoor equipment of Nordlicht Outdoor AB from the standard warehouse in Halle 1.',
      },
    ];
    const texts = selectSentences('Bis wann laufen die Verträge mit Bergmann und Nordlicht jeweils?', sources).map((sentence) => sentence.text);
    expect(texts).toContain('Der Vertrag beginnt am 1. Januar 2026 und läuft bis zum 31. Dezember 2028.');
    expect(texts).toContain('The agreement starts on 1 March 2026 and ends on 28 February 2029.');
    expect(texts.some((text) => /stores and ships/.test(text))).toBe(false);
  });
});

describe('selectSentences on a table whose row keys are hyphenated', () => {
  const table = {
    marker: 1,
    title: 'Preisliste Rollerverleih',
    text: 'Preisliste Rollerverleih > Mietpreise\n\n| Roller | Pro Stunde |\n|---|---|\n| Tretroller | 4 € |\n| E-Scooter | 9 € |\n| Kinderscooter | 3 € |',
  };

  it('does not take a word of the question for a hyphenated key that has it only as its head', () => {
    const texts = selectSentences("What does a child's scooter cost per hour?", [table]).map((sentence) => sentence.text);
    expect(texts.some((text) => /E-Scooter/.test(text))).toBe(false);
  });

  it('still answers from the hyphenated row the question names whole', () => {
    expect(selectSentences('Was kostet ein E-Scooter pro Stunde?', [table]).map((sentence) => sentence.text)).toEqual(['Roller: E-Scooter; Pro Stunde: 9 €']);
  });
});

describe('selectSentences in a comparison of values', () => {
  it('leaves out a sentence that names both sides but states no value, so each side’s own value has room', () => {
    const source = (marker: number, title: string, text: string) => ({ marker, title, text });
    const sources = [
      source(1, 'Chartervertrag Kormoran Reisen', 'Chartervertrag Kormoran Reisen > § 7 Pünktlichkeit\n\n7.1 Es gilt die Servicezusage Nord mit einer zugesicherten Pünktlichkeit von 95 % pro Saison.'),
      source(2, 'Mustervertrag Charter (Vorlage)', 'Mustervertrag Charter > § 7 Pünktlichkeit\n\n7.1 Es gilt die der Route zugeordnete Servicezusage (Nord oder Süd).'),
      source(3, 'Servicezusage Nord', 'Servicezusage Nord > 2. Pünktlichkeit\n\nDie Reederei sichert eine Pünktlichkeit von 95 % pro Saison zu.'),
      source(4, 'Servicezusage Süd', 'Servicezusage Süd > 2. Pünktlichkeit\n\nDie Reederei sichert eine Pünktlichkeit von 90 % pro Saison zu.'),
    ];
    const picked = selectSentences('Wie hoch ist die zugesicherte Pünktlichkeit bei Servicezusage Nord und bei Servicezusage Süd jeweils?', sources);
    expect(picked.map((sentence) => sentence.marker)).not.toContain(2);
    expect(picked.map((sentence) => sentence.marker)).toContain(4);
  });
});

// A fictional harbour's board minutes, twice.
describe('selectSentences on the newer minutes of a series that decide a matter again', () => {
  const heading = 'Protokoll Hafenrat > TOP 1: Zeitplan';
  const march = { marker: 1, title: 'Protokoll Hafenrat 12.03.2026', documentDate: '2026-03-12', status: 'current', text: `${heading}\n\nDie Umstellung der Fähren auf Elektroantrieb soll bis Ende 2027 abgeschlossen sein.` };
  const september = { marker: 2, title: 'Protokoll Hafenrat 24.09.2026', documentDate: '2026-09-24', status: 'current', text: `${heading}\n\nWegen Lieferengpässen verschiebt sich der Abschluss der Umstellung auf Mitte 2028.` };

  it('answers from the newer minutes under the same heading, in fewer of the question words, and names the older as overruled', () => {
    const selected = selectSentences('Wann ist die Umstellung der Fähren auf Elektroantrieb fertig?', [march, september]);
    expect(selected.map((sentence) => sentence.marker)).toEqual([2]);
    expect(selected[0]?.overrules).toEqual([1]);
  });

  it('reads minutes dated with a month name as one series too', () => {
    const may = { ...march, title: 'Protokoll Hafenrat, 12. März 2026' };
    const later = { ...september, title: 'Protokoll Hafenrat, 24. September 2026' };
    expect(selectSentences('Wann ist die Umstellung der Fähren auf Elektroantrieb fertig?', [may, later]).map((sentence) => sentence.marker)).toEqual([2]);
  });

  it('keeps the older minutes when the newer ones are another series or another heading', () => {
    const other = { ...september, title: 'Protokoll Betriebsrat 24.09.2026' };
    expect(selectSentences('Wann ist die Umstellung der Fähren auf Elektroantrieb fertig?', [march, other]).map((sentence) => sentence.marker)).toContain(1);
    const moved = { ...september, text: 'Protokoll Hafenrat > TOP 3: Verschiedenes\n\nWegen Lieferengpässen verschiebt sich der Abschluss der Umstellung auf Mitte 2028.' };
    expect(selectSentences('Wann ist die Umstellung der Fähren auf Elektroantrieb fertig?', [march, moved]).map((sentence) => sentence.marker)).toContain(1);
  });
});

// Three fictional marina berth contracts and a template.
describe('selectSentences comparing three named clients', () => {
  const contract = (marker: number, title: string, text: string) => ({ marker, title, status: 'current', documentDate: '2026-02-01', text });
  const sources = [
    contract(1, 'Liegeplatzvertrag – Segelclub Möwe e. V.', 'Liegeplatzvertrag Segelclub Möwe > § 4 Winterlager\n\n4.1 Geplante Kranarbeiten kündigt die Marina zwei Wochen vorher an.\n\n4.2 Für das Winterlager gilt die Stufe Komfort der Hafenordnung.'),
    contract(2, 'Liegeplatzvertrag – Yachtcharter Nordstern GmbH', 'Liegeplatzvertrag Yachtcharter Nordstern > § 4 Service\n\n4.1 Es gilt die Stufe Exklusiv der Hafenordnung in der jeweils aktuellen Fassung.'),
    contract(3, 'Berth Agreement – Baltic Sail Tours Ltd', 'Berth Agreement Baltic Sail Tours > 4. Service\n\n4.1 Level Komfort of the harbour rules applies in its current version.'),
    contract(4, 'Mustervertrag Liegeplatz (Vorlage)', 'Mustervertrag Liegeplatz > § 4 Winterlager\n\n4.1 Für das Winterlager gilt die in der Hafenordnung vereinbarte Stufe.'),
  ];

  it('answers each client from its own contract, though no contract names the other clients', () => {
    const question = 'Welche Stufe fürs Winterlager haben der Segelclub Möwe, Nordstern und Baltic Sail jeweils?';
    const picked = selectSentences(question, sources, { comparison: true, items: ['Segelclub Möwe', 'Nordstern', 'Baltic Sail'] });
    expect(picked.map((sentence) => sentence.marker).sort()).toEqual([1, 2, 3]);
    expect(picked.map((sentence) => sentence.text).join(' ')).toContain('Stufe Exklusiv');
  });

  it('keeps answering the other items from the same table once one row answers its own item fully', () => {
    const table = '| Bootsklasse | Mindestmietdauer | Preis |\n|---|---|---|\n| Jolle | 2 Stunden | 30 € |\n| Katamaran | 4 Stunden | 90 € |\n| Motorboot | 3 Stunden | 120 € |';
    const picked = selectSentences('Wie lange ist die Mindestmietdauer für eine Jolle und für einen Katamaran?', [{ marker: 1, title: 'Preisliste Bootsverleih', text: table }], {
      comparison: true,
      items: ['Jolle', 'Katamaran'],
    });
    const answer = picked.map((sentence) => sentence.text).join(' ');
    expect(answer).toContain('2 Stunden');
    expect(answer).toContain('4 Stunden');
    expect(answer).not.toContain('3 Stunden');
  });
});

describe('selectSentences on a question asking for a measured dimension', () => {
  it('answers "how long" with the row stating a length, not the row naming the modifier with another unit', () => {
    const text = '| Property | Value |\n|---|---|\n| Suction power | 3.7 kW, 230 V |\n| Connector | fixed hose, 12.5 m |\n| Tank | steel |';
    const picked = selectSentences('How long is the suction hose of the pump?', [{ marker: 1, text, title: 'Garden Pump GP-4' }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['Property: Connector; Value: fixed hose, 12.5 m']);
  });
});

describe('looksLikeCode', () => {
  it('tells a line of code from a sentence, a legal enumeration and a table row', () => {
    for (const line of ['const pump = new Pump({ retries: 0 });', "harbour.parse('berth=4', { depth: 1 })", "tides.at('kiel') // 2.1 m", 'x = 5;', 'onDone: () => close()']) expect(looksLikeCode(line)).toBe(true);
    for (const line of ['a) der Mieter hat die Miete binnen 14 Tagen zu zahlen;', 'Tarif: Basis; Preis: 12,00 €', 'Use pump.stop() to end a run.', 'Die API antwortet mit HTTP 429 (Too Many Requests).']) expect(looksLikeCode(line)).toBe(false);
  });
});

describe('selectSentences with code among the sentences', () => {
  it('answers with the sentence that says it rather than the code line that shows it', () => {
    const text = 'Harbour Client > Retries\n\nconst client = new Harbour({ maxRetries: 3 }); // failed requests retried 3 times\n\nA request that fails is retried 3 times by default.';
    const picked = selectSentences('How many times are failed requests retried?', [{ marker: 1, text, title: 'Harbour Client' }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['A request that fails is retried 3 times by default.']);
  });
});

describe('selectSentences on a definition line', () => {
  it('does not bring the sentence before when the label names what `this user` stands for', () => {
    const text = 'ferry: It is not used on new systems.\n\nharbourmaster: Berth bookings are owned by this user.';
    const picked = selectSentences('Which user owns the berth bookings?', [{ marker: 1, text, title: 'Users of the harbour system' }]);
    expect(picked.map((sentence) => sentence.text)).toEqual(['harbourmaster: Berth bookings are owned by this user.']);
  });
});

describe('selectSentences with a second source that shares one asked word', () => {
  it('leaves out another source whose sentence names less of the question than the best one does', () => {
    const sources = (other: string, text: string) => [
      { marker: 1, title: 'Provider list', text },
      { marker: 2, title: 'Staff guide', text: other },
    ];
    // The best sentence lacks the verb (`production of`, `care of`); the other source has it, and little else.
    const letters = selectSentences(
      'Which outsourcing partner prints the invoice and reminder letters?',
      sources('The front desk prints welcome letters for new guests every morning.', 'Provider: PostWerk AG; seat: Bremen; service: production of invoice and reminder letters.'),
    );
    expect(letters.map((sentence) => sentence.marker)).toEqual([1]);
    const lawns = selectSentences(
      'Which external contractor mows the park and cemetery lawns?',
      sources('The caretaker mows the school lawns every Friday.', 'Provider: GreenCut GmbH; seat: Kassel; service: care of park and cemetery lawns.'),
    );
    expect(lawns.map((sentence) => sentence.marker)).toEqual([1]);
    expect(lawns[0]!.text).toContain('GreenCut');
  });
});
