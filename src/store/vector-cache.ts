import type { SqlClient } from '../spec/index.js';

/** Rows whose vectors one query fetches while a tenant's copy is (re)built: bounds the driver's buffers. */
const FETCH_BATCH = 5_000;
/** Vectors kept over all tenants before the least recently searched tenants' copies are dropped (~1.5 GB at 384 dims). */
export const DEFAULT_MAX_CACHED_VECTORS = 1_000_000;
/** PostgreSQL's binary array header of a one-dimensional array (ndim, flags, element type, size, lower bound). */
const ARRAY_HEADER_BYTES = 20;

interface TenantVectors {
  generation: string | null;
  ids: string[];
  statuses: string[];
  row: Map<string, number>;
  dimensions: number;
  /** Row i holds the vector of ids[i] at [i·dimensions, (i+1)·dimensions). */
  matrix: Float32Array;
}

export interface NearestChunks {
  ids: string[];
  cosines: number[];
}

/**
 * Exact vector search in the process, for stores without pgvector (a stock PostgreSQL server): the tenant's chunk
 * vectors are copied once into one Float32Array and scanned with a dot product, which at 100k chunks × 384
 * dimensions takes tens of milliseconds where the same scan in SQL (`unnest` per row) took 3.5 s. What a hit is does
 * not change: the same exact cosine over the same rows, filtered by the same statuses, ranked the same way.
 *
 * The copy stays the table's through the per-tenant change counter (migrations/chunk-generations.ts), read before
 * every search (one indexed row): when it moved, the chunk ids and statuses are read again (~0.1 s at 100k) and
 * only the vectors of new ids are fetched, as PostgreSQL's binary array form (`array_send`), which the driver hands
 * over as bytes. Several processes on one database each keep their own copy; none of them needs to be told of
 * another's writes.
 */
export class VectorCache {
  private readonly tenants = new Map<string, TenantVectors>();
  private readonly refreshing = new Map<string, Promise<TenantVectors>>();
  private counterTable: Promise<boolean> | null = null;

  constructor(
    private readonly sql: SqlClient,
    private readonly maxVectors = DEFAULT_MAX_CACHED_VECTORS,
  ) {}

  /** The `limit` chunks of the tenant with a status in `statuses` most similar to `vector`, best first. */
  async nearest(tenantId: string, vector: Float32Array, statuses: readonly string[], limit: number): Promise<NearestChunks> {
    const tenant = await this.current(tenantId);
    const { ids, dimensions, matrix } = tenant;
    if (ids.length === 0 || limit <= 0) return { ids: [], cosines: [] };
    if (vector.length !== dimensions) throw new Error(`query vector has ${vector.length} dimensions, the stored ones ${dimensions}`);
    const allowed = new Set(statuses);
    // A bounded min-heap of the best rows so far (scores and rows side by side).
    const heapScores = new Float64Array(limit);
    const heapRows = new Int32Array(limit);
    let size = 0;
    for (let row = 0; row < ids.length; row += 1) {
      if (!allowed.has(tenant.statuses[row]!)) continue;
      const score = dot(matrix, row * dimensions, vector, dimensions);
      if (size < limit) {
        heapScores[size] = score;
        heapRows[size] = row;
        size += 1;
        siftUp(heapScores, heapRows, size - 1);
      } else if (score > heapScores[0]! || (score === heapScores[0]! && ids[row]! < ids[heapRows[0]!]!)) {
        heapScores[0] = score;
        heapRows[0] = row;
        siftDown(heapScores, heapRows, size);
      }
    }
    const order = Array.from({ length: size }, (_, index) => index).sort(
      (a, b) => heapScores[b]! - heapScores[a]! || (ids[heapRows[a]!]! < ids[heapRows[b]!]! ? -1 : 1),
    );
    return { ids: order.map((index) => ids[heapRows[index]!]!), cosines: order.map((index) => heapScores[index]!) };
  }

  /** The cosine of one chunk's vector with `vector` from the last copy read, or null when the copy lacks it. */
  cosine(tenantId: string, chunkId: string, vector: Float32Array): number | null {
    const tenant = this.tenants.get(tenantId);
    const row = tenant?.row.get(chunkId);
    if (!tenant || row === undefined || vector.length !== tenant.dimensions) return null;
    return dot(tenant.matrix, row * tenant.dimensions, vector, tenant.dimensions);
  }

  /** Forgets every copy (the store closes, or the table was rebuilt behind the counter's back). */
  clear(): void {
    this.tenants.clear();
  }

  private async current(tenantId: string): Promise<TenantVectors> {
    const generation = await this.generation(tenantId);
    const known = this.tenants.get(tenantId);
    if (known && generation !== null && known.generation === generation) {
      // Map order is recency: the tenant searched last is evicted last.
      this.tenants.delete(tenantId);
      this.tenants.set(tenantId, known);
      return known;
    }
    // Concurrent searches that read the same counter share one refresh; one that read a newer counter (a write
    // committed since) starts its own, so a client always finds what it wrote before it searched.
    const key = `${tenantId}\u0000${generation ?? ''}`;
    let pending = this.refreshing.get(key);
    if (!pending || generation === null) {
      pending = this.refresh(tenantId, generation, known).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }

  /** The tenant's change counter, or null when there is none to read (then every search reads the ids again). */
  private async generation(tenantId: string): Promise<string | null> {
    this.counterTable ??= this.sql
      .query<{ present: boolean }>("SELECT to_regclass('chunk_generations') IS NOT NULL AS present")
      .then((result) => result.rows[0]?.present === true);
    if (!(await this.counterTable)) return null;
    const result = await this.sql.query<{ generation: string }>(
      'SELECT generation::text AS generation FROM chunk_generations WHERE tenant_id = $1',
      [tenantId],
    );
    // No row yet: the tenant never had a chunk written since the counter exists.
    return result.rows[0]?.generation ?? '0';
  }

  private async refresh(tenantId: string, generation: string | null, known: TenantVectors | undefined): Promise<TenantVectors> {
    // The counter was read first: a write that commits while the ids are read moves it again, so the next search
    // reads them once more and nothing is missed.
    const listed = await this.sql.query<{ id: string; doc_status: string }>(
      'SELECT id::text AS id, doc_status FROM chunks WHERE tenant_id = $1 AND embedding IS NOT NULL ORDER BY id',
      [tenantId],
    );
    const ids = listed.rows.map((row) => row.id);
    const statuses = listed.rows.map((row) => row.doc_status);
    const missing = ids.filter((id) => !known?.row.has(id));
    const fetched = new Map<string, Float32Array>();
    for (let start = 0; start < missing.length; start += FETCH_BATCH) {
      const batch = missing.slice(start, start + FETCH_BATCH);
      const rows = await this.sql.query<{ id: string; embedding: Uint8Array }>(
        'SELECT id::text AS id, array_send(embedding) AS embedding FROM chunks WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
        [tenantId, batch],
      );
      for (const row of rows.rows) fetched.set(row.id, decodeRealArray(row.embedding));
    }
    const dimensions = known && known.ids.length > 0 ? known.dimensions : (fetched.values().next().value?.length ?? 0);
    const matrix = new Float32Array(ids.length * dimensions);
    const row = new Map<string, number>();
    const kept: string[] = [];
    const keptStatuses: string[] = [];
    for (const [index, id] of ids.entries()) {
      const vector = fetched.get(id);
      const knownRow = known?.row.get(id);
      // A row deleted between the listing and the fetch has neither: it is left out.
      if (!vector && knownRow === undefined) continue;
      const target = kept.length * dimensions;
      if (vector) {
        if (vector.length !== dimensions) throw new Error(`chunk ${id} has ${vector.length} dimensions, the others ${dimensions}`);
        matrix.set(vector, target);
      } else {
        matrix.set(known!.matrix.subarray(knownRow! * dimensions, (knownRow! + 1) * dimensions), target);
      }
      row.set(id, kept.length);
      kept.push(id);
      keptStatuses.push(statuses[index]!);
    }
    const tenant: TenantVectors = { generation, ids: kept, statuses: keptStatuses, row, dimensions, matrix: matrix.subarray(0, kept.length * dimensions) };
    this.tenants.delete(tenantId);
    this.tenants.set(tenantId, tenant);
    this.evict(tenantId);
    return tenant;
  }

  /** Drops the least recently searched tenants' copies while all of them hold more than maxVectors (never `keep`'s). */
  private evict(keep: string): void {
    let total = [...this.tenants.values()].reduce((sum, tenant) => sum + tenant.ids.length, 0);
    for (const [tenantId, tenant] of this.tenants) {
      if (total <= this.maxVectors) return;
      if (tenantId === keep) continue;
      this.tenants.delete(tenantId);
      total -= tenant.ids.length;
    }
  }
}

/** A `real[]` in PostgreSQL's binary send format (big-endian; each element preceded by its length) as floats. */
export function decodeRealArray(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getInt32(0, false) === 0 ? 0 : view.getInt32(12, false);
  const out = new Float32Array(dimensions);
  for (let index = 0; index < dimensions; index += 1) {
    const offset = ARRAY_HEADER_BYTES + index * 8;
    if (view.getInt32(offset, false) !== 4) throw new Error('a vector element is NULL or not a real');
    out[index] = view.getFloat32(offset + 4, false);
  }
  return out;
}

function dot(matrix: Float32Array, offset: number, vector: Float32Array, dimensions: number): number {
  let sum = 0;
  for (let index = 0; index < dimensions; index += 1) sum += matrix[offset + index]! * vector[index]!;
  return sum;
}

/** Min-heap order: the lowest score at the root, ties broken towards keeping the larger id at the root. */
function less(scores: Float64Array, a: number, b: number): boolean {
  return scores[a]! < scores[b]!;
}

function swap(scores: Float64Array, rows: Int32Array, a: number, b: number): void {
  const score = scores[a]!;
  scores[a] = scores[b]!;
  scores[b] = score;
  const row = rows[a]!;
  rows[a] = rows[b]!;
  rows[b] = row;
}

function siftUp(scores: Float64Array, rows: Int32Array, index: number): void {
  let child = index;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    if (!less(scores, child, parent)) return;
    swap(scores, rows, child, parent);
    child = parent;
  }
}

function siftDown(scores: Float64Array, rows: Int32Array, size: number): void {
  let parent = 0;
  for (;;) {
    const left = parent * 2 + 1;
    const right = left + 1;
    let smallest = parent;
    if (left < size && less(scores, left, smallest)) smallest = left;
    if (right < size && less(scores, right, smallest)) smallest = right;
    if (smallest === parent) return;
    swap(scores, rows, parent, smallest);
    parent = smallest;
  }
}
