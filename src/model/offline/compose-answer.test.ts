import { describe, expect, it } from 'vitest';
import type { SearchToolOutput, SearchToolSource } from '../search-tool-output.js';
import { composeAnswer } from './compose-answer.js';

// Each source with its answering unit as grounding's evidence model scores it (one unit per source is answered).
const source = (marker: number, title: string, text: string): SearchToolSource => ({
  marker,
  title,
  text,
  answers: [{ text, probability: 0.9 - marker / 100 }],
  version: null,
  section: null,
  page: null,
  documentDate: '2026-06-01',
  status: 'current',
  relevance: 0.8,
});
const found = (sources: SearchToolSource[]): SearchToolOutput => ({ state: 'FOUND', isError: false, content: 'FOUND', sources });

describe('composeAnswer from documents with different titles', () => {
  it("opens a sentence that names nothing of its own document with the document's title", () => {
    const answer = composeAnswer('Welche Lieferfrist gilt für Kormoran Reisen und für Delta Tours?', [
      found([source(1, 'Liefervertrag Kormoran Reisen', '5.1 Die Lieferfrist beträgt 10 Werktage.'), source(2, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.')]),
    ]);
    expect(answer).toContain('Liefervertrag Kormoran Reisen: 5.1 Die Lieferfrist beträgt 10 Werktage [1].');
    expect(answer).toContain('Liefervertrag Delta Tours: 5.1 Die Lieferfrist beträgt 15 Werktage [2].');
  });

  it('leaves a sentence that names its document, and an answer from one document, as they are', () => {
    const answer = composeAnswer('Welche Lieferfrist gilt für Kormoran Reisen und für Delta Tours?', [
      found([source(1, 'Liefervertrag Kormoran Reisen', 'Für Kormoran gilt eine Lieferfrist von 10 Werktagen.'), source(2, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.')]),
    ]);
    expect(answer).toContain('Für Kormoran gilt eine Lieferfrist von 10 Werktagen [1].');
    expect(answer).not.toContain('Liefervertrag Kormoran Reisen:');
    const single = composeAnswer('Welche Lieferfrist gilt für Delta Tours?', [found([source(1, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.')])]);
    expect(single).toBe('5.1 Die Lieferfrist beträgt 15 Werktage [1].');
  });
});

describe('composeAnswer from two current documents that disagree (rule answerer)', () => {
  // Without the evidence model's answer units: the rule answerer picks the sentences.
  const plain = (marker: number, text: string, documentDate: string, status = 'current'): SearchToolSource => ({
    ...source(marker, `Protokoll Lenkungskreis ${documentDate}`, text),
    answers: undefined,
    documentDate,
    status,
  });

  it('answers from the newer document and says that the older one states otherwise, without its value', () => {
    const answer = composeAnswer('Wie viele Ladesäulen sollen 2027 aufgestellt werden?', [
      found([
        plain(1, 'Im Jahr 2027 sollen insgesamt 40 Ladesäulen aufgestellt werden.', '2026-03-02'),
        plain(2, 'Im Jahr 2027 sollen insgesamt 25 Ladesäulen aufgestellt werden.', '2026-09-14'),
      ]),
    ]);
    expect(answer).toContain('25 Ladesäulen');
    expect(answer).not.toContain('40 Ladesäulen');
    expect(answer).toContain('Ein älteres Dokument vom 2026-03-02 [1] nennt dazu einen anderen Wert; maßgeblich ist das neuere Dokument [2].');
  });

  it('adds no note when the older source is superseded or states the same value', () => {
    const superseded = composeAnswer('Wie viele Ladesäulen sollen 2027 aufgestellt werden?', [
      found([
        plain(1, 'Im Jahr 2027 sollen insgesamt 40 Ladesäulen aufgestellt werden.', '2026-03-02', 'superseded'),
        plain(2, 'Im Jahr 2027 sollen insgesamt 25 Ladesäulen aufgestellt werden.', '2026-09-14'),
      ]),
    ]);
    expect(superseded).not.toContain('älteres Dokument');
    const same = composeAnswer('Wie viele Ladesäulen sollen 2027 aufgestellt werden?', [
      found([
        plain(1, 'Im Jahr 2027 sollen insgesamt 25 Ladesäulen aufgestellt werden.', '2026-03-02'),
        plain(2, 'Für 2027 sind insgesamt 25 Ladesäulen geplant, die aufgestellt werden.', '2026-09-14'),
      ]),
    ]);
    expect(same).not.toContain('älteres Dokument');
  });
});

describe('composeAnswer for a question about several named entities', () => {
  const withCompared = (sources: SearchToolSource[], compared: string[]): SearchToolOutput => ({ ...found(sources), compared });

  it('says that nothing was found for an entity that no answer sentence or its document names', () => {
    const answer = composeAnswer('Welche Lieferfrist gilt für Kormoran Reisen und für Delta Tours?', [
      withCompared([source(1, 'Liefervertrag Kormoran Reisen', '5.1 Die Lieferfrist beträgt 10 Werktage.')], ['Kormoran Reisen', 'Delta Tours']),
    ]);
    expect(answer).toContain('5.1 Die Lieferfrist beträgt 10 Werktage [1].');
    expect(answer).toContain('Zu „Delta Tours" enthalten die gefundenen Dokumente dazu nichts.');
    expect(answer).not.toContain('„Kormoran Reisen" enthalten');
  });

  it('takes a dictionary noun read as a name as named by its synonym in the sentence', () => {
    const answer = composeAnswer('Was zahlen wir der Gärtnerei pro Kilo?', [
      withCompared([source(1, 'Vertrag Gärtnerei Grünfink', '§ 2 Der Preis beträgt 3,10 € pro Kilogramm Rasenschnitt.')], ['Gärtnerei', 'Kilo']),
    ]);
    expect(answer).toContain('3,10 € pro Kilogramm');
    expect(answer).not.toContain('enthalten die gefundenen Dokumente dazu nichts');
  });

  it('adds nothing when every entity is answered, and speaks English to an English question', () => {
    const both = composeAnswer('Welche Lieferfrist gilt für Kormoran Reisen und für Delta Tours?', [
      withCompared(
        [source(1, 'Liefervertrag Kormoran Reisen', '5.1 Die Lieferfrist beträgt 10 Werktage.'), source(2, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.')],
        ['Kormoran Reisen', 'Delta Tours'],
      ),
    ]);
    expect(both).not.toContain('enthalten die gefundenen Dokumente dazu nichts');
    const english = composeAnswer('What is the delivery period for Kormoran Reisen and for Delta Tours?', [
      withCompared([source(1, 'Supply contract Kormoran Reisen', '5.1 The delivery period is 10 working days.')], ['Kormoran Reisen', 'Delta Tours']),
    ]);
    expect(english).toContain('The documents found say nothing about this for "Delta Tours".');
  });

  it('answers each compared item from its own source, without taking the older one as overruled, when the question names them without a comparison word', () => {
    const question = 'Welche Lieferfristen haben Kormoran Reisen und Delta Tours?';
    const scored = [
      { ...source(1, 'Liefervertrag Kormoran Reisen', '5.1 Die Lieferfrist beträgt 10 Werktage.'), documentDate: '2025-02-01' },
      { ...source(2, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.'), documentDate: '2026-05-01' },
    ];
    // As the rules judge passes them (no answering units) and as the evidence model does.
    for (const sources of [scored.map(({ answers: _answers, ...rest }) => rest), scored]) {
      const answer = composeAnswer(question, [withCompared(sources, ['Kormoran Reisen', 'Delta Tours'])]);
      expect(answer).toContain('10 Werktage');
      expect(answer).toContain('15 Werktage');
      expect(answer).not.toContain('älteres Dokument');
    }
  });

  it('takes an item as named when its title writes out its acronym, and names a missing item', () => {
    const question = 'Wie schnell wird im SLA Basis und im SLA Premium reagiert?';
    const answer = composeAnswer(question, [
      withCompared(
        [
          source(1, 'Service Level Agreement Fährdienst – Basis', 'Die Reaktionszeit beträgt 4 Stunden.'),
          source(2, 'Service Level Agreement Fährdienst – Premium', 'Die Reaktionszeit beträgt 30 Minuten.'),
        ],
        ['SLA Basis', 'SLA Premium'],
      ),
    ]);
    expect(answer).not.toContain('enthalten die gefundenen Dokumente dazu nichts');
    const one = composeAnswer(question, [withCompared([source(1, 'Service Level Agreement Fährdienst – Basis', 'Die Reaktionszeit beträgt 4 Stunden.')], ['SLA Basis', 'SLA Premium'])]);
    expect(one).toContain('Zu „SLA Premium" enthalten die gefundenen Dokumente dazu nichts.');
  });

  it("answers each entity from its own document, not from minutes that mention one of them", () => {
    const question = 'Welche Lieferfrist gilt für Kormoran Reisen und für Delta Tours?';
    const sources = [
      source(1, 'Liefervertrag Kormoran Reisen', '5.1 Die Lieferfrist beträgt 10 Werktage.'),
      source(2, 'Liefervertrag Delta Tours', '5.1 Die Lieferfrist beträgt 15 Werktage.'),
      source(3, 'Protokoll Vertriebsrunde', 'Für Kormoran Reisen soll die Lieferfrist ab 2027 auf 8 Werktage sinken.'),
    ];
    const answer = composeAnswer(question, [withCompared(sources, ['Kormoran Reisen', 'Delta Tours'])]);
    expect(answer).toContain('10 Werktage');
    expect(answer).toContain('15 Werktage');
    expect(answer).not.toContain('[3]');
    // An entity that only the minutes answer keeps them.
    const onlyMinutes = composeAnswer(question, [withCompared([sources[1]!, sources[2]!], ['Kormoran Reisen', 'Delta Tours'])]);
    expect(onlyMinutes).toContain('8 Werktage');
  });
});
