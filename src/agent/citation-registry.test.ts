import { describe, expect, it } from 'vitest';
import type { GroundedResult, Hit, NumberedCitation } from '../spec/index.js';
import { CitationRegistry } from './citation-registry.js';

function citation(source: string, marker: number): NumberedCitation {
  return { source, title: source, version: '1', section: null, page: null, sourceUrl: null, documentDate: null, indexedAt: '2026-11-01T00:00:00Z', status: 'current', marker, relevance: 0.8 };
}
function hit(source: string, chunkId: string): Hit {
  return { chunkId, documentId: source, text: `text of ${chunkId}`, language: 'german', relevance: 0.8, scores: { rrf: 0.01 }, citation: citation(source, 0) };
}
function result(state: GroundedResult['state'], sources: string[]): GroundedResult {
  return {
    state,
    isError: false,
    content: sources.map((source, index) => `[${index + 1}] ${source}`).join('\n'),
    hits: sources.map((source) => hit(source, `${source}#1`)),
    citations: sources.map((source, index) => citation(source, index + 1)),
    attempts: [],
  };
}

describe('CitationRegistry', () => {
  it('numbers sources across searches and rewrites the markers of later results', () => {
    const registry = new CitationRegistry();
    registry.register(result('FOUND', ['a.md', 'b.md']));
    const second = registry.register(result('LOW_RELEVANCE', ['c.md', 'a.md']));
    expect(second.citations.map((entry) => entry.marker)).toEqual([3, 1]);
    expect(second.content).toBe('[3] c.md\n[1] a.md');
    expect(registry.citations().map((entry) => [entry.marker, entry.source, entry.state])).toEqual([
      [1, 'a.md', 'FOUND'],
      [2, 'b.md', 'FOUND'],
      [3, 'c.md', 'LOW_RELEVANCE'],
    ]);
    expect(registry.textOf(citation('a.md', 1))).toBe('text of a.md#1');
    expect(registry.hits()).toHaveLength(3);
  });
});
