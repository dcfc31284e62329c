import { describe, expect, it } from 'vitest';
import { parseSearchToolOutput } from '../model/index.js';
import type { GroundedResult } from '../spec/index.js';
import { CitationRegistry } from './citation-registry.js';
import { toSearchToolOutput } from './search-tool.js';

const hit = {
  chunkId: 'c1',
  documentId: 'kormoran.md@1.0',
  text: '4.1 Das Zahlungsziel beträgt 30 Tage.',
  language: 'german' as const,
  relevance: 0.8,
  scores: { rrf: 0.03 },
  citation: {
    source: 'kormoran.md',
    title: 'Liefervertrag Kormoran Reisen',
    version: '1.0',
    section: null,
    page: null,
    sourceUrl: null,
    documentDate: '2026-09-01',
    indexedAt: '2026-11-20T10:00:00.000Z',
    status: 'current' as const,
  },
};

function result(state: GroundedResult['state'], compared?: string[]): GroundedResult {
  const answerable = state === 'FOUND' || state === 'LOW_RELEVANCE';
  return {
    state,
    isError: !answerable,
    content: state,
    hits: answerable ? [hit] : [],
    citations: answerable ? [{ ...hit.citation, marker: 1, relevance: hit.relevance }] : [],
    attempts: [],
    ...(compared ? { compared } : {}),
  };
}

describe('the search tool output of a question about several entities', () => {
  it('carries the compared entities to the model, and the offline model reads them back', () => {
    const registry = new CitationRegistry();
    const output = toSearchToolOutput(registry.register(result('FOUND', ['Kormoran Reisen', 'Delta Tours'])), { registry, language: 'de', includeSourceText: true });
    expect(output.compared).toEqual(['Kormoran Reisen', 'Delta Tours']);
    expect(parseSearchToolOutput(JSON.stringify(output))?.compared).toEqual(['Kormoran Reisen', 'Delta Tours']);
  });

  it('carries none for a result without sources or a question about one entity', () => {
    const registry = new CitationRegistry();
    expect(toSearchToolOutput(registry.register(result('NOT_FOUND', ['Kormoran Reisen'])), { registry, language: 'de', includeSourceText: true }).compared).toBeUndefined();
    expect(toSearchToolOutput(registry.register(result('FOUND')), { registry, language: 'de', includeSourceText: true }).compared).toBeUndefined();
  });
});
