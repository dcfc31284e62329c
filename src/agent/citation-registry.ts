import type { AnswerUnit, GroundedResult, GroundingState, Hit, NumberedCitation } from '../spec/index.js';

/** A citation numbered for the whole run, with the best state of the results it came from. */
export interface RunCitation extends NumberedCitation {
  state: GroundingState;
}

const STATE_RANK: Record<GroundingState, number> = { FOUND: 3, LOW_RELEVANCE: 2, NOT_FOUND: 1, TECHNICAL_ERROR: 0 };

/**
 * Numbers sources across all searches of one run, so that [n] means the same source in every tool result and in the
 * answer even when a model searches more than once (each grounded result numbers its own sources from 1).
 */
export class CitationRegistry {
  private readonly byKey = new Map<string, RunCitation>();
  private readonly hitsByKey = new Map<string, Map<string, Hit>>();

  /** Registers a result's citations and returns it with run-wide markers (content markers rewritten). */
  register(result: GroundedResult): GroundedResult {
    const mapping = new Map<number, number>();
    const citations = result.citations.map((citation) => {
      const key = keyOf(citation);
      const existing = this.byKey.get(key);
      const marker = existing?.marker ?? this.byKey.size + 1;
      mapping.set(citation.marker, marker);
      const merged: RunCitation = {
        ...citation,
        marker,
        relevance: Math.max(citation.relevance, existing?.relevance ?? 0),
        state: existing && STATE_RANK[existing.state] > STATE_RANK[result.state] ? existing.state : result.state,
      };
      this.byKey.set(key, merged);
      return { ...citation, marker };
    });
    for (const hit of result.hits) {
      const key = keyOf(hit.citation);
      if (!this.byKey.has(key)) continue;
      const hits = this.hitsByKey.get(key) ?? new Map<string, Hit>();
      hits.set(hit.chunkId, hit);
      this.hitsByKey.set(key, hits);
    }
    const identity = [...mapping].every(([local, global]) => local === global);
    const content = identity ? result.content : result.content.replace(/\[(\d+)\]/g, (text, local: string) => {
      const global = mapping.get(Number(local));
      return global === undefined ? text : `[${global}]`;
    });
    return { ...result, citations, content };
  }

  citations(): RunCitation[] {
    return [...this.byKey.values()].sort((a, b) => a.marker - b.marker);
  }

  /** Hits of the registered sources, strongest first. */
  hits(): Hit[] {
    return [...this.hitsByKey.values()].flatMap((hits) => [...hits.values()]).sort((a, b) => b.relevance - a.relevance);
  }

  /** Passages of one source, strongest first, joined for a model. */
  textOf(citation: NumberedCitation): string {
    const hits = [...(this.hitsByKey.get(keyOf(citation))?.values() ?? [])].sort((a, b) => b.relevance - a.relevance);
    return hits.map((hit) => hit.text.trim()).join('\n\n');
  }

  /**
   * The answering units the evidence model found in one source's passages, most probable first; a unit's score is
   * P(it holds the answer) × P(its passage answers).
   */
  answersOf(citation: NumberedCitation, limit = 3): AnswerUnit[] {
    const hits = [...(this.hitsByKey.get(keyOf(citation))?.values() ?? [])];
    return hits
      .flatMap((hit) => (hit.answerUnits ?? []).map((unit) => ({ text: unit.text, probability: unit.probability * hit.relevance })))
      .sort((a, b) => b.probability - a.probability)
      .slice(0, limit);
  }
}

function keyOf(citation: { source: string; version: string | null }): string {
  return `${citation.source}\u0000${citation.version ?? ''}`;
}
