import type { SqlClient } from '../spec/index.js';
import { createVectorMatrix, type VectorMatrix } from './dot-scan.js';
import { VECTOR_INDEX } from './ensure-vector-column.js';
import { readIvfflatCenters } from './ivfflat-lists.js';
import { kthSmallest } from './kth-smallest.js';

/**
 * Most that a float32 inner product of two unit vectors of up to 384 dimensions can differ between two summation
 * orders: each is within γ₃₈₄ = 384·2⁻²⁴/(1 − 384·2⁻²⁴) ≈ 2.3·10⁻⁵ of the exact sum (Σ|aᵢbᵢ| ≤ 1). pgvector's order
 * (its WebAssembly build) is not ours (dot-scan.wat); past this bound the two never disagree on which is nearer.
 */
export const DISTANCE_TOLERANCE = 5e-5;
/**
 * Rows fetched per query while the copy is built (an index range scan on the primary key). PGlite hands a bytea
 * over as hex text decoded a byte at a time, ~140 µs a 384-dimension vector, so the vectors come as base64 text
 * (~15–20 µs each). A search waits for the batch being read (~20–50 ms): 250 a batch took twice as long to copy
 * 100k vectors (39 s against 18 s at load ~6) with slower searches meanwhile (p50 117 against 39 ms).
 */
const FETCH_BATCH = 1_000;

/** The ids a search's vector list is picked from, and what the statement must check to know it picked as pgvector. */
export interface MirroredCandidates {
  /** Every chunk of the tenant in the probed lists whose distance may be among the `count` nearest. */
  ids: string[];
  /** No chunk left out is nearer than this (pgvector's distance): the `count`-th kept one must be nearer. */
  bound: number;
}

interface Row {
  id: string;
  tenant: number;
  vector: Float32Array;
}

/**
 * A copy of what pgvector's IVFFlat scan reads, so that a search picks the same vector list in the process.
 *
 * pgvector answers `ORDER BY embedding <=> q LIMIT k` through IVFFlat by normalising q (l2_normalize), taking the
 * `probes` lists whose centers have the smallest negative inner product with it, computing that distance for every
 * normalised vector in those lists, and returning them nearest first; the heap filter (tenant, status) drops rows
 * and the first k left are the list. At 100k chunks that is ~11,500 vectors per scan and ~14 ms, two scans a search.
 *
 * The copy holds every indexed vector, normalised as pgvector normalises it, grouped by the list pgvector put it in:
 * the list whose center is nearest (the first on a tie), as at build and at insert. The centers come from the index
 * pages (ivfflat-lists.ts); each vector's list is computed here, and where the two nearest centers are closer than
 * DISTANCE_TOLERANCE the database computes it with pgvector's own arithmetic. A search then ranks the probed lists'
 * vectors with a float32 dot product (dot-scan.ts) and hands the database every id that may be among the k nearest
 * ({@link MirroredCandidates}); the statement ranks those by pgvector's distance, filters them, and checks that the
 * k-th is nearer than any id left out and not tied with the next (hybridSearchSql, `vector_exact`). Which lists are
 * probed is decided the same way: where centers lie as close as the tolerance to the last one probed, the database
 * ranks them with pgvector's distance. A search that fails the check, or whose lists tie exactly, runs through
 * pgvector instead.
 *
 * The copy is the database's at one moment: `snapshot` is the next transaction id then. Any write moves it; the
 * store then searches through pgvector until it has made a new copy (ivfflat-mirror-keeper.ts).
 */
export class IvfflatMirror {
  private constructor(
    private readonly sql: SqlClient,
    readonly snapshot: string,
    private readonly dimensions: number,
    private readonly centers: VectorMatrix,
    /** Rows of list i are [listStart[i], listStart[i+1]) of `vectors`, `ids` and `tenants`. */
    private readonly listStart: Int32Array,
    private readonly vectors: VectorMatrix,
    private readonly ids: string[],
    private readonly tenants: Int32Array,
    private readonly tenantNumbers: Map<string, number>,
  ) {}

  /** Vectors held. */
  get size(): number {
    return this.ids.length;
  }

  /**
   * Copies the IVFFlat index of `chunks`; null when there is none, it holds more than `maxVectors`, its pages are not
   * as expected, a write came while it was read (the snapshot moved), or `stopped()` turned true. Runs a CHECKPOINT
   * first (the pages are read from the index's file). The vectors are read a batch per query, each after `turn()`
   * resolves, so that searches run between them (PGlite runs one statement at a time) instead of waiting seconds.
   */
  static async build(
    sql: SqlClient,
    options: { maxVectors: number; stopped?: () => boolean; turn?: () => Promise<void> },
  ): Promise<IvfflatMirror | null> {
    const stopped = options.stopped ?? (() => false);
    const turn = options.turn ?? (() => Promise.resolve());
    await sql.query('CHECKPOINT');
    const state = await sql.query<{ snapshot: string; method: string | null; vectors: number }>(
      `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS snapshot,
         (SELECT am.amname::text FROM pg_class c JOIN pg_am am ON am.oid = c.relam WHERE c.oid = to_regclass($1)) AS method,
         (SELECT count(*)::int FROM chunks WHERE embedding IS NOT NULL) AS vectors`,
      [VECTOR_INDEX],
    );
    const { snapshot, method, vectors } = state.rows[0]!;
    if (method !== 'ivfflat' || vectors > options.maxVectors) return null;
    const index = await readIvfflatCenters(sql, VECTOR_INDEX);
    if (!index) return null;
    const centers = createVectorMatrix(index.lists, index.dimensions);
    centers.data.set(index.centers);
    // One matrix for every vector, filled in the order read and then put in list order in place: held once, not twice.
    const matrix = createVectorMatrix(vectors, index.dimensions);
    const ids = new Array<string>(vectors);
    const tenantOf = new Int32Array(vectors);
    const lists = new Int32Array(vectors);
    const tenants = new Map<string, number>();
    let size = 0;
    // A batch's lists are settled as it arrives: no second of work at the end for the searches to wait on.
    for await (const batch of readBatches(sql, index.dimensions, tenants, turn)) {
      if (stopped() || size + batch.length > vectors) return null;
      const assigned = await assignLists(sql, batch, [...tenants.keys()], centers, index.centers, index.dimensions);
      batch.forEach((row, at) => {
        matrix.data.set(row.vector, (size + at) * index.dimensions);
        ids[size + at] = row.id;
        tenantOf[size + at] = row.tenant;
        lists[size + at] = assigned[at]!;
      });
      size += batch.length;
    }
    // Reads move no snapshot: an unchanged one means every batch saw the same table.
    const after = await sql.query<{ snapshot: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS snapshot');
    if (after.rows[0]?.snapshot !== snapshot) return null;
    const listStart = inListOrder(matrix.data, index.dimensions, ids, tenantOf, lists.subarray(0, size), index.lists);
    ids.length = size;
    return new IvfflatMirror(sql, snapshot, index.dimensions, centers, listStart, matrix, ids, tenantOf, tenants);
  }

  /**
   * The ids a search of `tenantId` for `vector` must rank to find the `count` nearest through `probes` lists, or null
   * when the lists hold fewer than `count` of the tenant's rows (pgvector then scans further lists) or pgvector's own
   * distances tie at the last list probed. `queryLiteral` is the query as the statement hands it to pgvector ($4).
   */
  async candidates(tenantId: string, vector: Float32Array, count: number, probes: number, queryLiteral: string): Promise<MirroredCandidates | null> {
    const tenant = this.tenantNumbers.get(tenantId);
    const query = normalized(vector);
    if (tenant === undefined || !query || vector.length !== this.dimensions) return null;
    const lists = await this.probedLists(query, probes, queryLiteral);
    if (!lists) return null;
    const size = lists.reduce((sum, list) => sum + this.listStart[list + 1]! - this.listStart[list]!, 0);
    const rows = new Int32Array(size);
    const distances = new Float64Array(size);
    let found = 0;
    for (const list of lists) {
      const first = this.listStart[list]!;
      const scores = this.vectors.scoresOf(query, first, this.listStart[list + 1]! - first);
      for (let offset = 0; offset < scores.length; offset += 1) {
        if (this.tenants[first + offset] !== tenant) continue;
        rows[found] = first + offset;
        distances[found] = -scores[offset]!;
        found += 1;
      }
    }
    if (found < count || count <= 0) return null;
    // Kept: anything within twice the tolerance of the k-th. Left out: at least `bound` by pgvector's arithmetic.
    const limit = kthSmallest(distances, found, count) + 3 * DISTANCE_TOLERANCE;
    const ids: string[] = [];
    for (let at = 0; at < found; at += 1) if (distances[at]! <= limit) ids.push(this.ids[rows[at]!]!);
    return { ids, bound: limit - DISTANCE_TOLERANCE };
  }

  /**
   * The `probes` lists pgvector scans first: those whose centers are nearest the normalised query. Our distances are
   * within DISTANCE_TOLERANCE of pgvector's, so a list more than twice that inside the last probed one's distance is
   * probed and one more than twice that beyond it is not. Lists in between (19 of 497 statements on the 100k bench
   * store, 100 lists and 10 probes) are ranked by the database with pgvector's own distance, in one small query; null when two
   * of them tie exactly at the last place (pgvector's heap decides then).
   */
  private async probedLists(query: Float32Array, probes: number, queryLiteral: string): Promise<number[] | null> {
    const order = Array.from(this.centers.scores(query), (score, list) => ({ list, distance: -score })).sort((a, b) => a.distance - b.distance);
    if (probes >= order.length) return order.map(({ list }) => list);
    const last = order[probes - 1]!.distance;
    const next = order[probes]!.distance;
    if (next - last >= 2 * DISTANCE_TOLERANCE) return order.slice(0, probes).map(({ list }) => list);
    const sure = order.filter(({ distance }) => distance < next - 2 * DISTANCE_TOLERANCE).map(({ list }) => list);
    const unsure = order
      .filter(({ distance }) => distance >= next - 2 * DISTANCE_TOLERANCE && distance <= last + 2 * DISTANCE_TOLERANCE)
      .map(({ list }) => list);
    const exact = await this.sql.query<{ distance: number }>(
      `SELECT k.center::vector <#> l2_normalize($1::vector) AS distance
       FROM unnest($2::text[]) WITH ORDINALITY AS k (center, n) ORDER BY k.n`,
      [queryLiteral, unsure.map((list) => centerLiteral(this.centers.data, list, this.dimensions))],
    );
    const ranked = unsure.map((list, at) => ({ list, distance: Number(exact.rows[at]!.distance) })).sort((a, b) => a.distance - b.distance);
    // `sure` holds at most probes − 1 lists and `unsure` the rest of the first probes and the next one (see above).
    const open = probes - sure.length;
    if (ranked[open - 1]!.distance === ranked[open]!.distance) return null;
    return [...sure, ...ranked.slice(0, open).map(({ list }) => list)];
  }
}

/**
 * Moves the rows (vectors, ids, tenants) into the order of their lists, in place (each row moved once along its
 * permutation cycle), and returns where each list starts: list i is rows [start[i], start[i+1]).
 */
function inListOrder(data: Float32Array, dimensions: number, ids: string[], tenants: Int32Array, lists: Int32Array, listCount: number): Int32Array {
  const start = new Int32Array(listCount + 1);
  for (const list of lists) start[list + 1]! += 1;
  for (let list = 0; list < listCount; list += 1) start[list + 1]! += start[list]!;
  const next = start.slice(0, listCount);
  const target = Int32Array.from(lists, (list) => next[list]!++);
  const row = new Float32Array(dimensions);
  for (let at = 0; at < target.length; at += 1) {
    while (target[at] !== at) {
      const to = target[at]!;
      row.set(data.subarray(at * dimensions, (at + 1) * dimensions));
      data.copyWithin(at * dimensions, to * dimensions, (to + 1) * dimensions);
      data.set(row, to * dimensions);
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      [tenants[at], tenants[to]] = [tenants[to]!, tenants[at]!];
      target[at] = target[to]!;
      target[to] = to;
    }
  }
  return start;
}

/**
 * The indexed rows (a vector of norm > 0: pgvector leaves the others out of a cosine index), normalised, a batch at a
 * time along the primary key; `tenants` numbers the tenants met, in order.
 */
async function* readBatches(sql: SqlClient, dimensions: number, tenants: Map<string, number>, turn: () => Promise<void>): AsyncGenerator<Row[]> {
  const columns = "c.id::text AS id, c.tenant_id, encode(vector_send(c.embedding), 'base64') AS embedding";
  const order = `ORDER BY c.tenant_id, c.id LIMIT ${FETCH_BATCH}`;
  let after: [string, string] | null = null;
  for (;;) {
    await turn();
    const batch: { rows: Array<{ id: string; tenant_id: string; embedding: string }> } = after
      ? await sql.query(`SELECT ${columns} FROM chunks c WHERE (c.tenant_id, c.id) > ($1, $2::uuid) AND c.embedding IS NOT NULL ${order}`, after)
      : await sql.query(`SELECT ${columns} FROM chunks c WHERE c.embedding IS NOT NULL ${order}`);
    const rows: Row[] = [];
    for (const row of batch.rows) {
      const vector = normalized(decodeVector(row.embedding, dimensions));
      if (!vector) continue;
      let tenant = tenants.get(row.tenant_id);
      if (tenant === undefined) tenants.set(row.tenant_id, (tenant = tenants.size));
      rows.push({ id: row.id, tenant, vector });
    }
    yield rows;
    const last = batch.rows[batch.rows.length - 1];
    if (!last || batch.rows.length < FETCH_BATCH) return;
    after = [last.tenant_id, last.id];
  }
}

/**
 * Each row's list: the nearest center, the first of equals. Rows whose two nearest centers are within twice the
 * tolerance are settled by the database, with the distance function pgvector assigned them with.
 */
async function assignLists(
  sql: SqlClient,
  rows: Row[],
  tenantNames: string[],
  centers: VectorMatrix,
  centerData: Float32Array,
  dimensions: number,
): Promise<Int32Array> {
  const lists = new Int32Array(rows.length);
  const unsure: { row: number; lists: number[] }[] = [];
  rows.forEach((row, at) => {
    const scores = centers.scores(row.vector);
    let best = 0;
    for (let list = 1; list < scores.length; list += 1) if (-scores[list]! < -scores[best]!) best = list;
    lists[at] = best;
    const close: number[] = [];
    for (let list = 0; list < scores.length; list += 1) {
      if (-scores[list]! - -scores[best]! < 2 * DISTANCE_TOLERANCE) close.push(list);
    }
    if (close.length > 1) unsure.push({ row: at, lists: close });
  });
  if (unsure.length === 0) return lists;
  const pairs = unsure.flatMap(({ row, lists: close }) => close.map((list) => [row, list] as const));
  const involved = [...new Set(pairs.map(([, list]) => list))];
  const settled = await sql.query<{ row: number; list: number }>(
    `WITH centers AS MATERIALIZED (SELECT k.list, k.center::vector AS center FROM unnest($5::int[], $6::text[]) AS k (list, center))
     SELECT DISTINCT ON (t.row) t.row, t.list FROM unnest($1::int[], $2::int[], $3::text[], $4::uuid[]) AS t (row, list, tenant, id)
     JOIN chunks c ON c.tenant_id = t.tenant AND c.id = t.id
     JOIN centers k ON k.list = t.list
     ORDER BY t.row, l2_normalize(c.embedding) <#> k.center, t.list`,
    [
      pairs.map(([row]) => row),
      pairs.map(([, list]) => list),
      pairs.map(([row]) => tenantNames[rows[row]!.tenant]!),
      pairs.map(([row]) => rows[row]!.id),
      involved,
      involved.map((list) => centerLiteral(centerData, list, dimensions)),
    ],
  );
  for (const { row, list } of settled.rows) lists[Number(row)] = Number(list);
  return lists;
}

/** List `list`'s center as a vector literal, each float32 exactly: the database parses it as pgvector's scan read it (strtof). */
function centerLiteral(centers: Float32Array, list: number, dimensions: number): string {
  return `[${Array.from(centers.subarray(list * dimensions, (list + 1) * dimensions)).join(',')}]`;
}

/** A vector as pgvector's l2_normalize makes it (float64 norm, each element divided in float64, kept as float32); null for norm 0. */
export function normalized(vector: Float32Array): Float32Array | null {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  return norm > 0 ? Float32Array.from(vector, (value) => value / norm) : null;
}

/** pgvector's binary form (vector_send) as base64: int16 dimensions, int16 unused, then big-endian float32s. */
function decodeVector(base64: string, dimensions: number): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  const count = bytes.readInt16BE(0);
  if (count !== dimensions || bytes.length !== 4 + 4 * count) {
    throw new Error(`ivfflat mirror: a vector of ${count} dimensions in an index of ${dimensions}`);
  }
  const floats = bytes.subarray(4).swap32();
  return new Float32Array(floats.buffer.slice(floats.byteOffset, floats.byteOffset + floats.byteLength));
}
