import type { Hit } from '../spec/index.js';

/** One hit of the `anker search --json` contract (DESIGN.md). */
export interface SearchJsonHit {
  source: string;
  title: string;
  section: string | null;
  page: number | null;
  /** Calibrated relevance in [0,1], four decimals. */
  score: number;
  /** The chunk text, cut to 300 characters. */
  snippet: string;
}

/** The `anker search --json` shape, shared by the CLI and the HTTP API so both print the same JSON. */
export function toSearchJson(hits: Hit[]): { hits: SearchJsonHit[] } {
  return {
    hits: hits.map((hit) => ({
      source: hit.citation.source,
      title: hit.citation.title,
      section: hit.citation.section,
      page: hit.citation.page,
      score: Number(hit.relevance.toFixed(4)),
      snippet: hit.text.length > 300 ? `${hit.text.slice(0, 297)}...` : hit.text,
    })),
  };
}
