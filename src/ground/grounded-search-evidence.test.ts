import { describe, expect, it } from 'vitest';
import type { Hit, Retriever, SearchOptions } from '../spec/index.js';
import { makeHit } from './__fixtures__/hits.js';
import { groundedSearch } from './grounded-search.js';
import { createEvidenceJudge, EVIDENCE_MODEL } from './evidence/index.js';

function retrieverOf(hits: Hit[]): Retriever & { limits: number[] } {
  const limits: number[] = [];
  return {
    limits,
    async search(_query: string, options: SearchOptions) {
      limits.push(options.limit ?? 10);
      return hits;
    },
  };
}

const delivery = makeHit('## Lieferung\nErsatzteile liefern wir innerhalb von 5 Werktagen nach Bestelleingang.', {
  relevance: 0.7,
  citation: { source: 'lieferbedingungen.md', title: 'Lieferbedingungen', documentDate: '2026-10-01' },
});
const returns = makeHit('## Rücksendung\nRücksendungen sind innerhalb von 30 Tagen kostenlos.', {
  relevance: 0.7,
  citation: { source: 'ruecksendung.md', title: 'Rücksendungen', documentDate: '2026-10-01' },
});
const now = () => new Date('2026-11-29T12:00:00Z');

describe('grounded search with the evidence model', () => {
  it('reads 20 candidates, re-scores them with P(answers) and keeps each hit’s answering units', async () => {
    const retriever = retrieverOf([returns, delivery]);
    const result = await groundedSearch('Wie lange dauert die Lieferung von Ersatzteilen?', {
      retriever,
      judge: createEvidenceJudge(),
      evidence: EVIDENCE_MODEL,
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(retriever.limits[0]).toBe(20);
    expect(result.hits[0]?.citation.source).toBe('lieferbedingungen.md');
    expect(result.hits[0]?.scores.retrieval).toBe(0.7);
    expect(result.hits[0]?.answerUnits?.[0]?.text).toContain('5 Werktagen');
    expect(result.hits[0]!.relevance).not.toBe(0.7);
  });

  it('is NOT_FOUND (an error result with an instruction) when no hit names the client asked about', async () => {
    const result = await groundedSearch('Welche Lieferfrist gilt für Omikron Bau GmbH?', {
      retriever: retrieverOf([delivery, returns]),
      judge: createEvidenceJudge(),
      evidence: EVIDENCE_MODEL,
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.isError).toBe(true);
    expect(result.hits).toEqual([]);
    expect(result.content).not.toBe('');
  });

  it('reads no corpus statistics it cannot get: a failing store is logged, not fatal', async () => {
    const result = await groundedSearch('Wie lange dauert die Lieferung von Ersatzteilen?', {
      retriever: retrieverOf([delivery]),
      judge: createEvidenceJudge(),
      evidence: EVIDENCE_MODEL,
      corpus: { documentFrequency: async () => Promise.reject(new Error('store down')) },
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.state).not.toBe('TECHNICAL_ERROR');
  });
});
