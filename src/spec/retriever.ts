import type { Hit, SearchOptions } from './hit.js';

/** Searches the knowledge base; hits carry calibrated relevance and citations, best first. */
export interface Retriever {
  search(query: string, options: SearchOptions): Promise<Hit[]>;
}
