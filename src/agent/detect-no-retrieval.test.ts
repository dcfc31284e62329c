import { describe, expect, it } from 'vitest';
import type { DocumentFrequency } from '../spec/index.js';
import { detectNoRetrieval, type DetectNoRetrievalOptions } from './detect-no-retrieval.js';
import { isSensitiveQuery } from './sensitive-query.js';

// A fake index of a small facility-services company: the words (and stems) its documents contain.
const INDEXED = new Set([
  'reinigung',
  'reinig',
  'wartung',
  'wartungsvertrag',
  'vertrag',
  'preis',
  'preise',
  'price',
  'prices',
  'angebot',
  'hausmeister',
  'kündigungsfrist',
  'kundigungsfrist',
  'frist',
  'rechnung',
  'invoice',
  'invoices',
  'glasreinigung',
  'glas',
  'winterdienst',
  'service',
  'onboarding',
  'zeit',
  'time',
  'team',
  'plan',
  'urlaub',
]);

function fakeCorpus(indexed: ReadonlySet<string> = INDEXED) {
  const asked: string[][] = [];
  const corpus = {
    documentFrequency: async (_tenant: string, terms: readonly string[]): Promise<DocumentFrequency> => {
      asked.push([...terms]);
      return {
        documents: 40,
        frequencies: new Map(terms.map((term) => [term, indexed.has(term) ? 5 : 0])),
        containing: new Map(),
      };
    },
  };
  return { corpus, asked };
}

const withIndex = (): DetectNoRetrievalOptions => ({ corpus: fakeCorpus().corpus, tenantId: 'acme' });

describe('detectNoRetrieval: small talk', () => {
  it.each([
    ['Servus! Na, wie läuft’s bei dir?', 'de', 'wellbeing'],
    ['Hi there, how have you been?', 'en', 'wellbeing'],
    ['Guten Abend zusammen', 'de', 'greeting'],
    ['hey hey', 'en', 'greeting'],
    ['Herzlichen Dank für die schnelle Antwort!', 'de', 'thanks'],
    ['Cheers, you really saved my afternoon.', 'en', 'thanks'],
    ['Much obliged, that clarified it perfectly', 'en', 'thanks'],
    ['Ich danke Ihnen, das war wirklich nützlich.', 'de', 'thanks'],
    ['Was bist du denn für ein Programm?', 'de', 'identity'],
    ['What exactly are you?', 'en', 'identity'],
    ['Womit kannst du mich unterstützen?', 'de', 'identity'],
    ['Können Sie mir sagen, was Sie alles beantworten?', 'de', 'identity'],
    ['Are you a real person or a machine?', 'en', 'identity'],
    ['Who am I talking to?', 'en', 'identity'],
    ['Mit wem rede ich hier eigentlich?', 'de', 'identity'],
    ['Sag mal, kennst du einen Witz über Bäcker?', 'de', 'creative'],
    ['Could you write me a limerick about Mondays?', 'en', 'creative'],
    ['Erzähl mir eine lustige Geschichte', 'de', 'creative'],
    ['Dir noch einen schönen Sonntagabend, ciao!', 'de', 'farewell'],
    ['Enjoy your weekend, goodbye!', 'en', 'farewell'],
    ['Gute Nacht!', 'de', 'farewell'],
    ['Okay, perfekt.', 'de', 'social'],
  ] as const)('answers "%s" without documents (%s, %s)', async (message, language, intent) => {
    const result = await detectNoRetrieval(message, language, withIndex());
    expect(result).toMatchObject({ kind: 'smalltalk', intent });
    expect(result?.answer.length).toBeGreaterThan(10);
  });

  it('thanks for a thanks that addresses the assistant, and tells a joke only when asked for one', async () => {
    expect(await detectNoRetrieval('Danke dir, das hat mir sehr geholfen!', 'de', withIndex())).toMatchObject({ intent: 'thanks' });
    expect((await detectNoRetrieval('Thank you, you helped me a lot', 'en', withIndex()))?.answer).toContain('welcome');
    expect((await detectNoRetrieval('Erzähl mir einen Witz', 'de', withIndex()))?.answer).toContain('Urlaub');
    const poem = await detectNoRetrieval('Can you write me a short poem about spring?', 'en', withIndex());
    expect(poem).toMatchObject({ intent: 'creative' });
    expect(poem?.answer).toContain('do not write poems');
    expect((await detectNoRetrieval('Schreib mir ein Gedicht über den Herbst', 'de', withIndex()))?.answer).toContain('schreibe ich nicht');
  });

  it('replies in the question’s language', async () => {
    expect((await detectNoRetrieval('Vielen herzlichen Dank!', 'de'))?.answer).toContain('Gern geschehen');
    expect((await detectNoRetrieval('Thank you kindly!', 'en'))?.answer).toContain('welcome');
  });

  it('answers closed-class small talk without asking the corpus', async () => {
    const { corpus, asked } = fakeCorpus();
    expect(
      await detectNoRetrieval('Hallo, wie geht es Ihnen?', 'de', { corpus, tenantId: 'acme' }),
    ).toMatchObject({ intent: 'wellbeing' });
    expect(asked).toEqual([]);
  });
});

describe('detectNoRetrieval: arithmetic', () => {
  it.each([
    ['Was sind 12 % von 3.500?', 'de', 420, '420'],
    ['What is 8% of 1,250?', 'en', 100, '100'],
    ['Wie viel ist 2.499,90 mal 3?', 'de', 7499.7, '7.499,7'],
    ['what is 1,200.50 divided by 4', 'en', 300.125, '300.125'],
    ['Rechne bitte 48 geteilt durch 6', 'de', 8, '8'],
    ['How much is 19.99 x 4?', 'en', 79.96, '79.96'],
    ['Was ergibt 7 × 6 plus 0,5?', 'de', 42.5, '42,5'],
    ['Calculate 1.000 minus 999', 'en', 1, '1'],
    ['Was ist 3 hoch 5?', 'de', 243, '243'],
    ['whats (2 + 3) * 4', 'en', 20, '20'],
  ] as const)('computes "%s"', async (message, language, value, formatted) => {
    const result = await detectNoRetrieval(message, language, withIndex());
    expect(result).toMatchObject({ kind: 'arithmetic', value });
    expect(result?.answer).toContain(formatted);
  });

  it('groups thousands in the reply as the question’s language does', async () => {
    expect((await detectNoRetrieval('Was ist 250 mal 40?', 'de'))?.answer).toBe('Das Ergebnis ist 10.000.');
    expect((await detectNoRetrieval('What is 250 times 40?', 'en'))?.answer).toBe('The result is 10,000.');
  });
});

describe('detectNoRetrieval: needs retrieval', () => {
  it.each([
    // Absent topics and entities: searched, then not found — never small talk.
    ['Was kostet das Modell Orion 7?', 'de'],
    ['How much does the Titan subscription cost?', 'en'],
    ['Wer leitet die Niederlassung in Bremen?', 'de'],
    ['Who is the managing director of Nordlicht GmbH?', 'en'],
    ['Wie hoch ist das Kilometergeld?', 'de'],
    ['What is our parental leave policy?', 'en'],
    ['Gibt es Essenszuschuss?', 'de'],
    // Social openings with a question of their own.
    ['Hallo, wie lange ist die Kündigungsfrist beim Wartungsvertrag?', 'de'],
    ['Thanks! And when are invoices sent?', 'en'],
    ['Danke, und was kostet der Winterdienst', 'de'],
    ['Hi, I need the price of window cleaning', 'en'],
    ['Kannst du mir sagen, wer mein Ansprechpartner ist?', 'de'],
    ['Can you tell me the opening hours of the Hamburg office?', 'en'],
    ['Who can I talk to about a late invoice?', 'en'],
    ['Mit wem spreche ich über eine Mieterhöhung?', 'de'],
    ['Was weißt du über den Kunden Sonnenhof?', 'de'],
    // Factual questions about poems and stories are not requests for one.
    ['Wer hat das Gedicht über unseren Gründer geschrieben?', 'de'],
    ['Tell me the story behind our logo', 'en'],
    ['Erzähl mir eine Geschichte über die Firmengründung', 'de'],
    // References, numbers and content-free questions about the world.
    ['Was regelt § 4.2 im Rahmenvertrag?', 'de'],
    ['What was the revenue in 2025?', 'en'],
    ['Was gilt ab dem 2026-01-01?', 'de'],
    ['Ist die Hotline 24/7 erreichbar?', 'de'],
    ['Wie viel kostet 3 mal die Grundreinigung?', 'de'],
    ['Was ist das?', 'de'],
    ['Who is responsible?', 'en'],
    ['Mein Dienstwagen hat eine Panne', 'de'],
    ['Glasreinigung bitte', 'de'],
  ] as const)('searches for "%s"', async (message, language) => {
    expect(await detectNoRetrieval(message, language, withIndex())).toBeNull();
  });

  it('searches a thanks or a joke whose own words the index contains', async () => {
    expect(
      await detectNoRetrieval('Danke, die Info zur Glasreinigung hat mir geholfen', 'de', withIndex()),
    ).toBeNull();
    expect(await detectNoRetrieval('Tell me a joke about invoices', 'en', withIndex())).toBeNull();
    expect(
      await detectNoRetrieval('Danke, die Info zu den Parkplätzen hat mir geholfen', 'de', withIndex()),
    ).toMatchObject({ intent: 'thanks' });
    expect(await detectNoRetrieval('Tell me a joke about penguins', 'en', withIndex())).toMatchObject({
      intent: 'creative',
    });
  });

  it('asks the corpus for stems and compound members', async () => {
    const { corpus, asked } = fakeCorpus();
    await detectNoRetrieval('Erzähl mir einen Witz über Fensterputzer', 'de', { corpus, tenantId: 'acme' });
    expect(asked[0]).toEqual(expect.arrayContaining(['fensterputzer', 'fenster']));
  });

  it('takes open-class words as present without corpus statistics or when they fail', async () => {
    expect(await detectNoRetrieval('Tell me a joke about penguins', 'en')).toBeNull();
    const failing = { documentFrequency: () => Promise.reject(new Error('db down')) };
    expect(
      await detectNoRetrieval('Tell me a joke about penguins', 'en', { corpus: failing, tenantId: 'acme' }),
    ).toBeNull();
    expect(
      await detectNoRetrieval('Tell me a joke', 'en', { corpus: failing, tenantId: 'acme' }),
    ).toMatchObject({ intent: 'creative' });
  });
});

describe('isSensitiveQuery', () => {
  it.each([
    'Was kostet der Tarif Business?',
    'Welche Kündigungsfrist gilt?',
    'What is our current SLA?',
    'Bis wann muss der Urlaub genommen werden?',
    'latest price list',
  ])('flags "%s"', (question) => expect(isSensitiveQuery(question)).toBe(true));
  it.each(['Erzähl mir einen Witz', 'Who wrote Faust?'])('does not flag "%s"', (question) =>
    expect(isSensitiveQuery(question)).toBe(false),
  );
  it('uses configured patterns', () => {
    expect(isSensitiveQuery('Wer ist der Betriebsrat?', [/betriebsrat/i])).toBe(true);
    expect(isSensitiveQuery('Was kostet das?', [/betriebsrat/i])).toBe(false);
  });
});
