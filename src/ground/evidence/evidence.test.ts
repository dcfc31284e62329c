import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { evidenceTerms, termIndex, termMatch } from './evidence-terms.js';
import { scoreEvidence } from './evidence-model.js';
import { passageEvidence, PASSAGE_FEATURES, profileQuestion } from './evidence-features.js';
import { askedValue, holdsAskedValue } from './value-types.js';
import { createEvidenceJudge } from './evidence-judge.js';

describe('asked value', () => {
  it.each([
    ['Wie lange dauert die Lieferung eines Ersatzteils?', 'duration'],
    ['How long is the warranty on the blender?', 'duration'],
    ['Bis wann muss der Antrag eingereicht sein?', 'date'],
    ['When does the spring sale start?', 'date'],
    ['Was kostet ein Ersatzakku für die Bohrmaschine?', 'money'],
    ['How much does the premium subscription cost?', 'money'],
    ['How many licences does the team plan include?', 'number'],
    ['Wie viele Sitzplätze hat der Kleinbus?', 'number'],
    ['Who approves a purchase order?', 'person'],
    ['Welche Farbe hat das Logo?', 'any'],
  ] as const)('%s → %s', (question, kind) => {
    expect(askedValue(question)).toBe(kind);
  });

  it('finds the asked kind of value in a sentence, and not a number where none is', () => {
    expect(holdsAskedValue('duration', 'Die Lieferung dauert 3 Werktage.')).toBe(true);
    expect(holdsAskedValue('duration', 'Die Lieferung erfolgt per Spedition.')).toBe(false);
    expect(holdsAskedValue('money', 'Ein Ersatzakku kostet 49,90 € brutto.')).toBe(true);
    expect(holdsAskedValue('money', 'Der Akku hält 40 Minuten.')).toBe(false);
    expect(holdsAskedValue('date', 'Der Antrag ist bis zum 15.03.2027 einzureichen.')).toBe(true);
    expect(holdsAskedValue('person', 'Anfragen beantwortet einkauf@example.org.')).toBe(true);
  });
});

describe('term matching', () => {
  const index = (text: string) => termIndex(evidenceTerms(text, 'german'));
  const term = (word: string) => evidenceTerms(word, 'german')[0]!;

  it('matches a stem exactly, whatever the inflection', () => {
    expect(termMatch(term('Lieferungen'), index('Die Lieferung erfolgt sofort.'))).toBe(1);
  });

  it('matches a word inside a compound of the passage, and a compound whose members the passage names', () => {
    expect(termMatch(term('Frist'), index('Die Lieferfrist beträgt zwei Wochen.'))).toBe(0.7);
    expect(termMatch(term('Lieferfrist'), index('Für die Lieferung gilt eine Frist von zwei Wochen.'))).toBe(0.7);
  });

  it('gives nothing for an unrelated word', () => {
    expect(termMatch(term('Garantie'), index('Die Lieferung erfolgt sofort.'))).toBe(0);
  });
});

describe('scoreEvidence', () => {
  const answering = makeHit('## Lieferung\nErsatzteile liefern wir innerhalb von 5 Werktagen. Die Verpackung ist recycelbar.', {
    citation: { source: 'lieferung.md', title: 'Lieferbedingungen' },
    relevance: 0.6,
  });
  const neighbour = makeHit('## Rücksendung\nRücksendungen sind innerhalb von 30 Tagen kostenlos.', {
    citation: { source: 'ruecksendung.md', title: 'Rücksendungen' },
    relevance: 0.6,
  });

  it('ranks the passage that answers above one on a neighbouring topic, and picks the answering sentence', () => {
    const [first, second] = scoreEvidence('Wie lange dauert die Lieferung von Ersatzteilen?', [neighbour, answering]);
    expect(first!.hit.citation.source).toBe('lieferung.md');
    expect(first!.probability).toBeGreaterThan(second!.probability);
    expect(first!.units[0]!.text).toContain('5 Werktagen');
  });

  it('gives every probability in [0,1] and keeps hits without text', () => {
    const scored = scoreEvidence('Lieferung?', [makeHit(''), answering]);
    expect(scored).toHaveLength(2);
    for (const hit of scored) {
      expect(hit.probability).toBeGreaterThanOrEqual(0);
      expect(hit.probability).toBeLessThanOrEqual(1);
    }
  });

  it('reports question entities a passage does not name', () => {
    const [scored] = scoreEvidence('Was kostet die Lieferung für Kunde Omikron Bau GmbH?', [answering]);
    expect(scored!.missingEntities.join(' ')).toContain('Omikron');
  });
});

describe('passage evidence through the judge', () => {
  it('reads a question word in the forms the judge knows (`gemeldet` named by `Meldung`), which stems alone miss', () => {
    const hit = makeHit('## Schäden\nDie Meldung eines Schadens erfolgt binnen 24 Stunden an die Fuhrparkleitung.', { language: 'german' });
    const [passage] = passageEvidence(profileQuestion('Bis wann muss ein Schaden gemeldet werden?'), [hit]);
    const feature = (name: (typeof PASSAGE_FEATURES)[number]) => passage!.features[PASSAGE_FEATURES.indexOf(name)]!;
    expect(feature('aspectCoverage')).toBeGreaterThan(0.9);
    expect(feature('coverage')).toBeLessThan(0.6);
  });
});

describe('passage evidence across languages', () => {
  const coverage = PASSAGE_FEATURES.indexOf('coverage');
  const german = makeHit('## Ausstattung\nJedes Fahrzeug hat einen Feuerlöscher und einen Verbandskasten im Kofferraum.', {
    language: 'german',
    citation: { source: 'fuhrpark.md', title: 'Fuhrpark' },
  });
  const unrelated = makeHit('## Tanken\nGetankt wird nur mit der Tankkarte an Vertragstankstellen.', {
    language: 'german',
    citation: { source: 'tanken.md', title: 'Tanken' },
  });

  it('counts the translations of an English question word in a German passage (`fire extinguisher` → `Feuerlöscher`)', () => {
    const [holding, other] = passageEvidence(profileQuestion('Does every vehicle carry a fire extinguisher?'), [german, unrelated]);
    expect(holding!.features[coverage]).toBeGreaterThan(0.3);
    expect(other!.features[coverage]).toBe(0);
  });

  it('ranks the German passage holding the translations first', () => {
    const [first] = scoreEvidence('Does every vehicle carry a fire extinguisher?', [unrelated, german]);
    expect(first!.hit.citation.source).toBe('fuhrpark.md');
  });
});

describe('evidence judge', () => {
  const judge = createEvidenceJudge();

  it('is NOT_RELEVANT when no hit names the client the question requires', async () => {
    const verdict = await judge.judge('Welche Lieferfrist gilt für Omikron Bau GmbH?', [makeHit('Ersatzteile liefern wir innerhalb von 5 Werktagen.')]);
    expect(verdict.level).toBe('NOT_RELEVANT');
    expect(verdict.missing?.join(' ')).toContain('Omikron');
  });

  it('follows the best evidence otherwise', async () => {
    const hit = (relevance: number) => makeHit('Ersatzteile liefern wir innerhalb von 5 Werktagen.', { relevance });
    expect((await judge.judge('Wie schnell liefern Sie Ersatzteile?', [hit(0.9)])).level).toBe('HIGH');
    expect((await judge.judge('Wie schnell liefern Sie Ersatzteile?', [hit(0.6)])).level).toBe('MEDIUM');
    expect((await judge.judge('Wie schnell liefern Sie Ersatzteile?', [hit(0.2)])).level).toBe('LOW');
    expect((await judge.judge('Wie schnell liefern Sie Ersatzteile?', [])).level).toBe('NOT_RELEVANT');
  });
});
