import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ChunkProgress, IngestProgress } from '../ingest/index.js';

/** The ingest's progress callbacks (progressReporter in commands/ingest.ts). */
export interface IngestCallbacks {
  onProgress: (progress: IngestProgress) => void;
  onChunkProgress: (progress: ChunkProgress) => void;
}

/**
 * Chunks of a large file staged between two collections: 20 write batches. Each collection took 35–100 ms (eight
 * for the 60 MB text file, ~0.5 s in all).
 */
export const RELEASE_EVERY_CHUNKS = 10_240;

/**
 * The callbacks, also running `release` (a full garbage collection): every RELEASE_EVERY_CHUNKS chunks of a large file
 * and once its last chunks are staged (before the store publishes it), and once every file is written (before the
 * store's index builds and ANALYZE). Each batch's texts, vectors and statement parameters live until the store has
 * staged it, so V8 moves them to its old generation, which it lets grow to about twice what is live: 200–230 MB for a
 * 60 MB text file, with ~110 MB live. After the load this thread only waits while the store works, and V8 collects
 * nothing while nothing is allocated: that heap stayed through the index builds, when the embedded store's memory is
 * largest. Peak RSS of that file 650 → 523 MB with the collections during the load, 729–781 MB before either.
 */
export function releasingHeap(callbacks: IngestCallbacks, release: () => void): IngestCallbacks {
  let releasedAt = 0;
  return {
    onProgress: (progress) => {
      callbacks.onProgress(progress);
      if (progress.done === progress.total) release();
    },
    onChunkProgress: (progress) => {
      callbacks.onChunkProgress(progress);
      // Counts start again with each large file.
      if (progress.done < releasedAt) releasedAt = 0;
      if (progress.done === progress.total || progress.done - releasedAt >= RELEASE_EVERY_CHUNKS) {
        releasedAt = progress.done;
        release();
      }
    },
  };
}

/**
 * A full garbage collection of this thread, V8's `gc` from a context made after `--expose-gc` is set (the flag
 * only reaches contexts made after it). For the CLI, which owns its process; library code never calls it.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
