import type { Citation, Hit } from '../../spec/index.js';

/** A hit for tests: sensible defaults, any field overridable. */
export function makeHit(text: string, overrides: { relevance?: number; citation?: Partial<Citation>; chunkId?: string; language?: Hit['language'] } = {}): Hit {
  const citation: Citation = {
    source: 'doc.md',
    title: 'Dokument',
    version: '1.0',
    section: null,
    page: null,
    sourceUrl: null,
    documentDate: '2026-09-01',
    indexedAt: '2026-11-20T10:00:00.000Z',
    status: 'current',
    ...overrides.citation,
  };
  return {
    chunkId: overrides.chunkId ?? `${citation.source}#${text.slice(0, 12)}`,
    documentId: `${citation.source}@${citation.version}`,
    text,
    language: overrides.language ?? 'german',
    citation,
    relevance: overrides.relevance ?? 0.9,
    scores: { rrf: 0.03 },
  };
}
