import { describe, expect, it } from 'vitest';
import { detectLanguage, detectTextLanguage } from './detect-language.js';

// Our own short questions (not from any evaluation set): the kind users type into a company assistant.
const GERMAN = [
  'Wie viele Urlaubstage habe ich?',
  'Wer genehmigt meine Dienstreise?',
  'Was kostet das Premium-Paket pro Monat?',
  'Bis wann muss ich die Reisekosten abrechnen?',
  'Gibt es einen Zuschuss für das Jobticket?',
  'Wo finde ich das Formular für Elternzeit?',
  'Darf ich im Ausland arbeiten?',
  'Welche Kündigungsfrist gilt in der Probezeit?',
  'Wie melde ich eine Störung?',
  'Ab wann gilt die neue Preisliste?',
  'Wer ist mein Ansprechpartner bei der IT?',
  'Muss ich Überstunden aufschreiben?',
  'Wie lange werden Rechnungen aufbewahrt?',
  'Kann ich mein Passwort selbst zurücksetzen?',
  'Welche Laptops bekommen neue Mitarbeiter?',
  'Wann ist die Betriebsversammlung?',
  'Zahlt die Firma den Umzug?',
  'Was passiert bei einem Stromausfall im Rechenzentrum?',
  'Wie hoch ist die Vertragsstrafe?',
  'Homeoffice erlaubt?',
];
const ENGLISH = [
  'How many vacation days do I get?',
  'Who approves my business trip?',
  'What does the premium plan cost per month?',
  'When do I have to submit my expenses?',
  'Is there a subsidy for public transport?',
  'Where is the parental leave form?',
  'Can I work from abroad?',
  'What notice period applies during probation?',
  'How do I report an outage?',
  'When does the new price list take effect?',
  'Who is my contact in IT?',
  'Do I need to record overtime?',
  'How long are invoices kept?',
  'Can I reset my password myself?',
  'Which laptops do new hires get?',
  'When is the staff meeting?',
  'Does the company pay for relocation?',
  'What happens during a power failure in the data center?',
  'How high is the contractual penalty?',
  'Remote work allowed?',
];

describe('detectLanguage', () => {
  it('tells German from English on short questions', () => {
    const wrong = [
      ...GERMAN.filter((question) => detectLanguage(question) !== 'de'),
      ...ENGLISH.filter((question) => detectLanguage(question) !== 'en'),
    ];
    console.info(
      `detectLanguage: ${GERMAN.length + ENGLISH.length - wrong.length}/${GERMAN.length + ENGLISH.length} right`,
    );
    expect(wrong).toEqual([]);
  });

  it('tells German from English on passages', () => {
    expect(
      detectLanguage(
        'Die Kündigungsfrist beträgt drei Monate zum Quartalsende. Sie muss schriftlich erfolgen.',
      ),
    ).toBe('de');
    expect(
      detectLanguage(
        'The notice period is three months to the end of a quarter and must be given in writing.',
      ),
    ).toBe('en');
  });

  it('falls back when a text carries no signal', () => {
    expect(detectLanguage('SLA?')).toBe('unknown');
    expect(detectLanguage('4711', { fallback: 'de' })).toBe('de');
    expect(detectTextLanguage('RTO')).toBe('simple');
    expect(detectTextLanguage('Wie lange dauert das?')).toBe('german');
  });
});
