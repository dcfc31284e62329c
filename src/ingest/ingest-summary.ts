/** Summary of one ingest run; the `anker ingest --json` contract. */
export interface IngestSummary {
  added: number;
  updated: number;
  unchanged: number;
  /**
   * Files whose content was stored already but by an older ingest pipeline (or given with `--force`): read again and
   * their stored version's chunks replaced in place (same document id, version and metadata). Absent when there are
   * none, so the summary of a store without stale documents is what it was before this field existed.
   */
  reindexed?: number;
  failed: { source: string; error: string }[];
  /**
   * Files of the given folders that are of no supported type (`.zip`, a binary without an extension), left out: never
   * read as documents, never failed. Only folder contents (a file given directly that is unsupported fails); absent
   * when there are none.
   */
  skipped?: string[];
}

/** What an ingest has counted so far, every outcome present. */
export interface IngestTally {
  added: number;
  updated: number;
  unchanged: number;
  reindexed: number;
  failed: { source: string; error: string }[];
}

export function emptyTally(): IngestTally {
  return { added: 0, updated: 0, unchanged: 0, reindexed: 0, failed: [] };
}

/** The summary of a tally: `reindexed` and `skipped` only when there are some (key order as in the JSON contract). */
export function summarize(tally: IngestTally, skipped: readonly string[] = []): IngestSummary {
  return {
    added: tally.added,
    updated: tally.updated,
    unchanged: tally.unchanged,
    ...(tally.reindexed > 0 ? { reindexed: tally.reindexed } : {}),
    failed: tally.failed,
    ...(skipped.length > 0 ? { skipped: [...skipped] } : {}),
  };
}
