/** What a served search is keyed by, besides its tenant's generation. */
export interface SearchKey {
  tenantId: string;
  query: string;
  limit?: number;
  includeSuperseded?: boolean;
}

/**
 * Responses of `/v1/search` kept per tenant until the tenant's documents change. Why: the embedded store runs one
 * statement at a time, so under many clients a search mostly waits for the searches before it; a repeated query
 * (the same question from many users, a retried request) need not run again. Every write of a tenant's documents
 * through this server bumps the tenant's generation, and entries of older generations are never read again. Only
 * sound where this process is the only writer (the embedded store); on a shared PostgreSQL server another process
 * may write, so the server runs without it there.
 */
export interface SearchCache {
  /** The tenant's generation now; pass it to `set` as read before the search started. */
  generation(tenantId: string): number;
  get(key: SearchKey): unknown;
  /** Stores a response computed at `generation` (read before the search began); one that a write overtook is dropped. */
  set(key: SearchKey, generation: number, value: unknown): void;
  /** After any write of the tenant's documents (upload, new version, status change, delete). */
  invalidate(tenantId: string): void;
  /** Entries kept now. */
  size(): number;
}

/** At most `maxEntries` responses, the least recently used dropped first. */
export function createSearchCache(maxEntries = 1000): SearchCache {
  const generations = new Map<string, number>();
  const entries = new Map<string, unknown>();
  const generation = (tenantId: string) => generations.get(tenantId) ?? 0;
  const keyOf = (key: SearchKey, at: number) => JSON.stringify([key.tenantId, at, key.query, key.limit ?? null, key.includeSuperseded ?? false]);
  return {
    generation,
    get(key) {
      const id = keyOf(key, generation(key.tenantId));
      if (!entries.has(id)) return undefined;
      const value = entries.get(id);
      // Most recently used last: delete and insert again.
      entries.delete(id);
      entries.set(id, value);
      return value;
    },
    set(key, at, value) {
      if (at !== generation(key.tenantId)) return;
      const id = keyOf(key, at);
      entries.delete(id);
      entries.set(id, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate(tenantId) {
      const next = generation(tenantId) + 1;
      generations.set(tenantId, next);
      const prefix = JSON.stringify([tenantId]).slice(0, -1) + ',';
      for (const id of [...entries.keys()]) if (id.startsWith(prefix)) entries.delete(id);
    },
    size: () => entries.size,
  };
}
