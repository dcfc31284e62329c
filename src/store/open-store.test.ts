import { afterEach, describe, expect, it } from 'vitest';
import type { KnowledgeStore } from '../spec/index.js';
import { openStore } from './open-store.js';

describe('openStore bufferPoolMb', () => {
  let store: KnowledgeStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  const sharedBuffers = async (opened: KnowledgeStore) => (await opened.sql.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers;

  it('sets the embedded store buffer pool, in this thread and in a worker thread', async () => {
    store = await openStore({ db: 'memory://', bufferPoolMb: 32 });
    expect(await sharedBuffers(store)).toBe('32MB');
    await store.close();
    store = await openStore({ db: 'memory://', thread: 'worker', bufferPoolMb: 24 });
    expect(await sharedBuffers(store)).toBe('24MB');
  });

  it("keeps PGlite's default pool when not given", async () => {
    store = await openStore({ db: 'memory://' });
    expect(await sharedBuffers(store)).toBe('128MB');
  });
});
