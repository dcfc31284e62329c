import { describe, expect, it } from 'vitest';
import type { ChunkProgress, IngestProgress } from '../ingest/index.js';
import { collectGarbage, releasingHeap } from './release-heap.js';

describe('releasingHeap', () => {
  it('releases once a large file is staged and once every file is written, passing every report on', () => {
    const seen: string[] = [];
    const callbacks = releasingHeap(
      {
        onProgress: (progress: IngestProgress) => seen.push(`file ${progress.done}/${progress.total}`),
        onChunkProgress: (progress: ChunkProgress) => seen.push(`chunks ${progress.done}/${progress.total}`),
      },
      () => seen.push('release'),
    );
    callbacks.onChunkProgress({ source: 'big.txt', done: 512, total: 1000 });
    callbacks.onChunkProgress({ source: 'big.txt', done: 1000, total: 1000 });
    callbacks.onProgress({ source: 'big.txt', done: 1, total: 2, outcome: 'added' });
    callbacks.onProgress({ source: 'small.md', done: 2, total: 2, outcome: 'added' });
    expect(seen).toEqual(['chunks 512/1000', 'chunks 1000/1000', 'release', 'file 1/2', 'file 2/2', 'release']);
  });
});

describe('collectGarbage', () => {
  it('runs a full collection: an object only a weak reference holds is gone afterwards', async () => {
    const weak = new WeakRef({ payload: new Array(1000).fill(0) });
    // A WeakRef's target is kept until the end of the current job: collect in a later one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(weak.deref()).toBeUndefined();
  });
});
