import { ingestBytes, type Anker, type ByteFile, type IngestBytesSummary } from '../../app/index.js';
import type { KnowledgeStore } from '../../spec/index.js';
import type { BackgroundLane } from '../http/work-gate.js';

/**
 * Ingests uploaded files as `tenant.ingestBytes` does, inside a slot of the background lane, and gives the slot up
 * before each write batch of a large (streamed) document. Why: such a document takes minutes, and without yielding
 * every other tenant's upload waits for all of it; so its batches take turns with the pieces queued meanwhile. The
 * document still becomes visible in one transaction (its batches are staged, then published), so what others see
 * in between is unchanged.
 */
export function ingestInLane(tenant: Anker, files: ByteFile[], lane: BackgroundLane, signal?: AbortSignal): Promise<IngestBytesSummary> {
  return ingestBytes(files, {
    store: yieldingStore(tenant.store, lane),
    embedder: tenant.embedder,
    tenantId: tenant.config.tenant,
    maxFileBytes: tenant.config.maxFileBytes,
    logger: tenant.logger,
    signal,
  });
}

/** The store, except that staging a batch of a pending document first yields the lane. */
function yieldingStore(store: KnowledgeStore, lane: BackgroundLane): KnowledgeStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'stagePendingChunks') {
        return async (...args: unknown[]) => {
          await lane.yield();
          return method.apply(target, args);
        };
      }
      return method.bind(target);
    },
  });
}
