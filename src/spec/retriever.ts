import type { Hit, SearchOptions } from './hit.js';

/** Searches the knowledge base; hits carry calibrated relevance and citations, best first. */
export interface Retriever {
  search(query: string, options: SearchOptions): Promise<Hit[]>;
  /**
   * The chunks of one document in document order (at most `limit`, default 100) as hits without retrieval evidence
   * (their relevance is the calibration's floor): a document the question names (a client's contract) is read for the
   * asked topic when no search ranks its chunks. Optional: a retriever over a store without it leaves it out.
   */
  documentHits?(documentId: string, options: { tenantId: string; limit?: number }): Promise<Hit[]>;
}
