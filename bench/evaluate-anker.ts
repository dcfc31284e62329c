import type { Embedder, Hit, KnowledgeStore, TextLanguage } from '../src/spec/index.js';
import { detectLanguageOfTokens, tokenize } from '../src/embed/index.js';
import { createRetriever, lexicalText } from '../src/retrieve/index.js';
import type { Query, RetrievalDataset } from './datasets.js';

/** Rankings (document ids, best first) of one query under each Anker variant. */
export interface AnkerRankings {
  /** What a user gets: retriever.search with the default limit 10 (RRF top 10, ordered by calibrated relevance). */
  anker: string[];
  /**
   * Plain RRF order of the store (no calibration re-order), 100 candidates per list. Its first 100 are the set
   * retriever.search returns with limit 100 (calibration only re-orders within it): Anker's recall@100.
   */
  rrf: string[];
  /** Ablation: the lexical (BM25) candidate list alone. */
  lexical: string[];
  /** Ablation: the vector candidate list alone. */
  vector: string[];
}

export interface AnkerEvaluation {
  rankings: Map<string, AnkerRankings>;
  /** Milliseconds per retriever.search (limit 10), in query order. */
  latencies: number[];
}

export const TENANT = 'bench';

/**
 * Runs every query through the retriever (the product path) and once through store.hybridSearch with both
 * candidate lists returned whole, to rank each list alone. Chunk hits collapse to documents (first occurrence).
 */
export async function evaluateAnker(
  dataset: RetrievalDataset,
  deps: { store: KnowledgeStore; embedder: Embedder; log?: (message: string) => void },
): Promise<AnkerEvaluation> {
  const retriever = createRetriever({ store: deps.store, embedder: deps.embedder });
  const rankings = new Map<string, AnkerRankings>();
  const latencies: number[] = [];
  for (const query of dataset.queries) {
    const started = performance.now();
    const hits = await retriever.search(query.text, { tenantId: TENANT, limit: 10 });
    latencies.push(performance.now() - started);
    rankings.set(query.id, { anker: sources(hits), ...(await candidateLists(query, deps)) });
    if (rankings.size % 50 === 0) deps.log?.(`  ${rankings.size}/${dataset.queries.length} queries`);
  }
  return { rankings, latencies };
}

async function candidateLists(
  query: Query,
  deps: { store: KnowledgeStore; embedder: Embedder },
): Promise<Pick<AnkerRankings, 'rrf' | 'lexical' | 'vector'>> {
  const language: TextLanguage = detectLanguageOfTokens(tokenize(query.text));
  const [vector] = await deps.embedder.embed([query.text], { kind: 'query' });
  const candidates = await deps.store.hybridSearch({
    tenantId: TENANT,
    terms: [],
    text: lexicalText(query.text, language),
    language,
    vector: vector!,
    limit: 200,
    candidates: 100,
  });
  const byRank = (rank: (candidate: (typeof candidates)[number]) => number | null) =>
    candidates
      .filter((candidate) => rank(candidate) !== null)
      .sort((a, b) => rank(a)! - rank(b)!)
      .map((candidate) => candidate.document.source);
  return {
    rrf: candidates.map((candidate) => candidate.document.source),
    lexical: byRank((candidate) => candidate.lexicalRank),
    vector: byRank((candidate) => candidate.vectorRank),
  };
}

function sources(hits: Hit[]): string[] {
  return hits.map((hit) => hit.citation.source);
}
