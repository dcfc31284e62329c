import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ChunkProgress, IngestProgress } from '../ingest/index.js';

/** The ingest's progress callbacks (progressReporter in commands/ingest.ts). */
export interface IngestCallbacks {
  onProgress: (progress: IngestProgress) => void;
  onChunkProgress: (progress: ChunkProgress) => void;
}

/**
 * The callbacks, each also running `release` when its count is complete: once a large file's last chunks are staged
 * (before the store publishes it) and once every file is written (before the store's index builds and ANALYZE).
 * After those points this thread only waits while the store works, and V8 collects nothing while nothing is
 * allocated: the garbage of the load stayed (a 60 MB text file: a 211 MB heap, 124 MB of it in use) through the
 * index builds, when the embedded store's memory is largest.
 */
export function releasingHeap(callbacks: IngestCallbacks, release: () => void): IngestCallbacks {
  return {
    onProgress: (progress) => {
      callbacks.onProgress(progress);
      if (progress.done === progress.total) release();
    },
    onChunkProgress: (progress) => {
      callbacks.onChunkProgress(progress);
      if (progress.done === progress.total) release();
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
