import { describe, expect, it } from 'vitest';
import { fakeModel } from '../__fixtures__/fake-model.js';
import { createLlmReformulator } from './llm-reformulator.js';
import { createOfflineReformulator, phraseCompounds, reformulateOffline } from './offline-reformulator.js';

describe('offline reformulator', () => {
  it('drops section numbers and question words, keeps names', () => {
    const query = reformulateOffline('Was regelt § 4.2 im Vertrag mit der Kormoran Reisen GmbH?');
    expect(query).not.toMatch(/4\.2|§|Was|regelt/);
    expect(query).toMatch(/Vertrag/);
    expect(query).toMatch(/Kormoran Reisen GmbH/);
  });

  it('splits compounds', () => {
    expect(reformulateOffline('Wie hoch ist die Rufbereitschaftszulage?')).toMatch(/\bzulage\b/i);
    // The measured property a source names (`Gewicht: 3,5 t`), not the question's adjective or verb.
    expect(reformulateOffline('Wie schwer ist der Hafenkran K-7?')).toMatch(/\bGewicht\b/);
    expect(reformulateOffline('How much does the harbour crane weigh?')).toMatch(/\bweight\b/);
    expect(reformulateOffline('Wie lange dauert die Überfahrt?')).not.toMatch(/\bDauer\b/);
  });

  it('adds the dictionary translations of the words no earlier hit held, and only of those', async () => {
    // The sources may be German while the question is English: `encryption` is sought as `Verschlüsselung` too.
    const query = reformulateOffline('Which encryption protects the harbour office files?', ['encryption']);
    expect(query).toMatch(/\bVerschlüsselung\b/i);
    expect(query).not.toMatch(/\bHafen\b/i);
    expect(reformulateOffline('Which encryption protects the harbour office files?')).not.toMatch(/\bVerschlüsselung\b/i);
    // The reformulator reads the missing words from the judge's verdict of the earlier attempts.
    const reformulated = await createOfflineReformulator().reformulate('Was kostet ein Liegeplatz?', [
      { query: 'Was kostet ein Liegeplatz?', state: 'NOT_FOUND', confidence: { level: 'LOW', reason: '', canAnswer: false, missing: ['Liegeplatz'] } },
    ]);
    expect(reformulated).toMatch(/\bberth\b/i);
  });

  it('adds the compound German forms of a noun and its attribute (`Frist für die Kündigung` → `Kündigungsfrist`)', () => {
    expect(reformulateOffline('Wer ist die Beauftragte für den Brandschutz?')).toMatch(/\bBrandschutzbeauftragte\b/);
    expect(reformulateOffline('Wie lang ist die Frist für die Anmeldung?')).toMatch(/\bAnmeldungsfrist\b/);
    expect(reformulateOffline('Wer übernimmt die Reinigung des Bootshauses?')).toMatch(/\bBootshausreinigung\b/);
    expect(phraseCompounds('Wann schließt der Hafen im Winter?')).toEqual([]);
  });

  it('keeps what the question names even when it looks like a function word', () => {
    // `pro` is a stopword (`pro Monat`); `Pro-Reisende` names the Pro fare.
    expect(reformulateOffline('Wie viele Gepäckstücke dürfen Pro-Reisende an Bord mitnehmen?')).toMatch(/\bPro\b/);
    expect(reformulateOffline('Was kostet es pro Monat?').split(' ').slice(0, 2)).toEqual(['kostet', 'Monat']);
  });

  it('returns null instead of repeating a query', async () => {
    const reformulator = createOfflineReformulator();
    const first = await reformulator.reformulate('Pro Plan Preis', []);
    expect(first).toBeTruthy();
    expect(await reformulator.reformulate('Pro Plan Preis', [{ query: first!, state: 'NOT_FOUND' }])).toBeNull();
  });
});

describe('LLM reformulator', () => {
  it('takes the first line of the reply without quotes or labels', async () => {
    const model = fakeModel(['Query: "Kündigungsfrist Alpha Maschinenbau"\nbecause …']);
    const query = await createLlmReformulator(model).reformulate('Wie lang ist die Frist?', [{ query: 'Wie lang ist die Frist?', state: 'NOT_FOUND' }]);
    expect(query).toBe('Kündigungsfrist Alpha Maschinenbau');
  });

  it('returns null on failure, empty or repeated answers', async () => {
    expect(await createLlmReformulator(fakeModel([new Error('down')])).reformulate('Frage', [])).toBeNull();
    expect(await createLlmReformulator(fakeModel(['   '])).reformulate('Frage', [])).toBeNull();
    expect(await createLlmReformulator(fakeModel(['Frage'])).reformulate('Frage', [])).toBeNull();
  });
});
