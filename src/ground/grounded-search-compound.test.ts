import { describe, expect, it } from 'vitest';
import { makeHit } from './__fixtures__/hits.js';
import { groundedSearch } from './grounded-search.js';
import { createOfflineJudge } from './judge/index.js';

const now = () => new Date('2026-11-29T12:00:00Z');
const contract = makeHit(
  'Im Vertrag mit der Albrecht Logistik GmbH ist Lena Vogt Ansprechpartnerin für den Fuhrpark. Rechnungen sind innerhalb von 30 Tagen zahlbar.',
  { relevance: 0.8, citation: { title: 'Rahmenvertrag Albrecht Logistik', source: 'albrecht.md', section: 'Ansprechpartner' } },
);
const ask = (question: string) =>
  groundedSearch(question, { retriever: { search: async () => [contract] }, judge: createOfflineJudge(), tenantId: 't', now });

describe('groundedSearch: one asked compound worded otherwise', () => {
  it("answers with the caveat when the best hit names the compound's modifier", async () => {
    const result = await ask('Wer kümmert sich um die Fuhrparkverwaltung der Albrecht Logistik GmbH?');
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits[0]?.citation.source).toBe('albrecht.md');
  });

  it('stays NOT_FOUND when the hit names another modifier or only a similar word', async () => {
    expect((await ask('Wer kümmert sich um die Kantinenverwaltung der Albrecht Logistik GmbH?')).state).toBe('NOT_FOUND');
    expect((await ask('Wer kümmert sich um die Fahrzeugverwaltung der Albrecht Logistik GmbH?')).state).toBe('NOT_FOUND');
    expect((await ask('Wer kümmert sich um die Parkplatzvergabe der Albrecht Logistik GmbH?')).state).toBe('NOT_FOUND');
  });
});
