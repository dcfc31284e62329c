import type { AskResult, AskStatus } from '../agent/index.js';

/** An AskResult for tests of the scoring: status, answer and cited sources. */
export function fakeAskResult(status: AskStatus, answer: string, sources: string[] = []): AskResult {
  return {
    status,
    answer,
    citations: sources.map((source, index) => ({
      marker: index + 1,
      source,
      title: source,
      version: null,
      section: null,
      page: null,
      documentDate: null,
      indexedAt: '2026-11-29T00:00:00.000Z',
      relevance: 0.9,
    })),
    trace: { attempts: [], toolCalls: status === 'no_retrieval' ? 0 : 1, steps: 1 },
  };
}
