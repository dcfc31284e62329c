import { describe, expect, it } from 'vitest';
import type { ChunkProgress, IngestProgress } from '../ingest/index.js';
import { collectGarbage, RELEASE_EVERY_CHUNKS, releasingHeap } from './release-heap.js';

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

  it('also releases every RELEASE_EVERY_CHUNKS chunks while a large file is staged, counting again for the next file', () => {
    const released: string[] = [];
    let current = '';
    const callbacks = releasingHeap({ onProgress: () => undefined, onChunkProgress: (progress) => (current = `${progress.source} ${progress.done}`) }, () =>
      released.push(current),
    );
    const total = 3 * RELEASE_EVERY_CHUNKS + 100;
    for (let done = 512; done < total; done += 512) callbacks.onChunkProgress({ source: 'a.txt', done, total });
    callbacks.onChunkProgress({ source: 'a.txt', done: total, total });
    for (let done = 512; done <= 2 * RELEASE_EVERY_CHUNKS; done += 512) callbacks.onChunkProgress({ source: 'b.txt', done, total: 2 * RELEASE_EVERY_CHUNKS });
    expect(released).toEqual([
      `a.txt ${RELEASE_EVERY_CHUNKS}`,
      `a.txt ${2 * RELEASE_EVERY_CHUNKS}`,
      `a.txt ${3 * RELEASE_EVERY_CHUNKS}`,
      `a.txt ${total}`,
      `b.txt ${RELEASE_EVERY_CHUNKS}`,
      `b.txt ${2 * RELEASE_EVERY_CHUNKS}`,
    ]);
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
