import type { Hit, NumberedCitation } from '../../spec/index.js';
import { messagesFor, type QuestionLanguage } from '../../prompt/index.js';
import { isOlderThanMonths } from './freshness.js';

/** Options of {@link buildCitations}. */
export interface BuildCitationsOptions {
  freshnessMonths: number;
  now: Date;
  language: QuestionLanguage;
}

/**
 * One numbered citation per source document version, markers 1..n: current versions first, each group by the
 * relevance of its best hit. Stale document dates get a freshness warning; superseded versions keep their status,
 * so the context marks them as outdated and they are never presented as current.
 */
export function buildCitations(hits: Hit[], options: BuildCitationsOptions): NumberedCitation[] {
  const bySource = new Map<string, { hit: Hit; relevance: number }>();
  for (const hit of hits) {
    const key = `${hit.citation.source}\u0000${hit.citation.version ?? ''}`;
    const known = bySource.get(key);
    if (!known || hit.relevance > known.relevance) bySource.set(key, { hit, relevance: hit.relevance });
  }
  const messages = messagesFor(options.language);
  return [...bySource.values()]
    .sort((a, b) => statusRank(a.hit) - statusRank(b.hit) || b.relevance - a.relevance)
    .map(({ hit, relevance }, index): NumberedCitation => {
      const { citation } = hit;
      const stale = isOlderThanMonths(citation.documentDate, options.freshnessMonths, options.now);
      return {
        ...citation,
        marker: index + 1,
        relevance,
        ...(stale && citation.documentDate
          ? { freshnessWarning: messages.freshnessWarning(citation.documentDate, options.freshnessMonths) }
          : {}),
      };
    });
}

function statusRank(hit: Hit): number {
  return hit.citation.status === 'current' ? 0 : 1;
}
