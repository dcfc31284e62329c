import type { SqlClient } from '../spec/index.js';
import { createVectorMatrix, dot, type VectorMatrix } from './dot-scan.js';
import { BM25_B, BM25_K1 } from './lexical-sql.js';

/** Rows whose vectors one query fetches while a tenant's copy is (re)built: bounds the driver's buffers. */
const FETCH_BATCH = 5_000;
/** Batches fetched ahead of the one being copied in. */
const FETCH_AHEAD = 2;
/** Vectors kept over all tenants before the least recently searched tenants' copies are dropped (~1.5 GB at 384 dims). */
export const DEFAULT_MAX_CACHED_VECTORS = 1_000_000;
/** PostgreSQL's binary array header of a one-dimensional array (ndim, flags, element type, size, lower bound). */
const ARRAY_HEADER_BYTES = 20;

interface TenantChunks {
  generation: string | null;
  ids: string[];
  statuses: string[];
  row: Map<string, number>;
  dimensions: number;
  /** Row i holds the vector of ids[i] at [i·dimensions, (i+1)·dimensions) (zeros where `embedded[i]` is 0). */
  matrix: Float32Array;
  /** The rows of `matrix` (and zeroed rows beyond ids.length), scanned at once. */
  vectors: VectorMatrix;
  embedded: Uint8Array;
  /** The row's `token_count` (BM25 document length). */
  tokenCounts: Int32Array;
  /** Row i's lexemes are terms[termStart[i] … termStart[i+1]) (ids into `vocabulary`), with their frequencies. */
  termStart: Int32Array;
  terms: Int32Array;
  frequencies: Uint16Array;
  vocabulary: Map<string, number>;
  /** The same entries by term (an inverted index), built by the first BM25 search of this copy. */
  postings?: Postings;
}

interface Postings {
  /** Term t's postings are rows[start[t] … start[t+1]) with their frequencies. */
  start: Int32Array;
  rows: Int32Array;
  frequencies: Uint16Array;
}

export interface NearestChunks {
  ids: string[];
  cosines: number[];
}

export interface LexicalChunks {
  ids: string[];
  /** BM25 of each id, best first (positive). */
  scores: number[];
  /** Σ idf over the query lexemes some row holds (see LexicalSql.maxExpression); null when none does. */
  max: number | null;
}

/**
 * Exact vector search in the process, for stores without pgvector (a stock PostgreSQL server): the tenant's chunk
 * vectors are copied once into one Float32Array and scanned with a dot product, which at 100k chunks × 384
 * dimensions takes tens of milliseconds where the same scan in SQL (`unnest` per row) took 3.5 s. What a hit is does
 * not change: the same exact cosine over the same rows, filtered by the same statuses, ranked the same way.
 *
 * The same copy holds each chunk's lexemes with their frequencies (its `tsvector`, read as text), so BM25 without
 * pg_textsearch is computed here too (`lexical`): the same formula, term frequencies, document frequencies and
 * corpus statistics over the same rows and statuses as the SQL form in lexical-sql.ts, which at 100k chunks spent
 * 0.6–1 s per question reading the matched rows' tsvectors; a scan of the term lists takes tens of milliseconds.
 *
 * The copy stays the table's through the per-tenant change counter (migrations/chunk-generations.ts), read before
 * every search (one indexed row): when it moved, the chunk ids and statuses are read again (~0.1 s at 100k) and
 * only the vectors of new ids are fetched, as PostgreSQL's binary array form (`array_send`), which the driver hands
 * over as bytes. Several processes on one database each keep their own copy; none of them needs to be told of
 * another's writes.
 */
export class ChunkCache {
  private readonly tenants = new Map<string, TenantChunks>();
  private readonly refreshing = new Map<string, Promise<TenantChunks>>();
  private counterTable: Promise<boolean> | null = null;

  private readonly maxVectors: number;
  private readonly simd: boolean;
  private readonly fetchBatch: number;

  constructor(
    private readonly sql: SqlClient,
    options: {
      /** Vectors kept over all tenants (default DEFAULT_MAX_CACHED_VECTORS). */
      maxVectors?: number;
      /** False: scan in JavaScript even where WebAssembly SIMD is available (tests compare the two). */
      simd?: boolean;
      /** Rows listed, fetched and copied in per step of a refresh (default FETCH_BATCH). */
      fetchBatch?: number;
    } = {},
  ) {
    this.maxVectors = options.maxVectors ?? DEFAULT_MAX_CACHED_VECTORS;
    this.simd = options.simd ?? true;
    this.fetchBatch = options.fetchBatch ?? FETCH_BATCH;
  }

  /** The `limit` chunks of the tenant with a status in `statuses` most similar to `vector`, best first. */
  async nearest(tenantId: string, vector: Float32Array, statuses: readonly string[], limit: number): Promise<NearestChunks> {
    const tenant = await this.current(tenantId);
    const { ids, dimensions } = tenant;
    if (ids.length === 0 || limit <= 0) return { ids: [], cosines: [] };
    if (vector.length !== dimensions) throw new Error(`query vector has ${vector.length} dimensions, the stored ones ${dimensions}`);
    const allowed = new Set(statuses);
    const heap = new TopRows(limit, ids);
    const scores = tenant.vectors.scores(vector);
    for (let row = 0; row < ids.length; row += 1) {
      if (tenant.embedded[row] === 0 || !allowed.has(tenant.statuses[row]!)) continue;
      heap.offer(row, scores[row]!);
    }
    const best = heap.sorted();
    return { ids: best.map(({ row }) => ids[row]!), cosines: best.map(({ score }) => score) };
  }

  /**
   * BM25 of the tenant's chunks with a status in `statuses` for the query's lexemes (`lexemes`: as PostgreSQL's
   * to_tsvector analyses the query text), the `limit` best with a positive score, best first. Document frequencies,
   * corpus size and average length are over the rows of those statuses, as in the SQL form.
   */
  async lexical(tenantId: string, lexemes: readonly string[], statuses: readonly string[], limit: number): Promise<LexicalChunks> {
    const tenant = await this.current(tenantId);
    const { ids, tokenCounts } = tenant;
    const asked = [...new Set(lexemes)].map((lexeme) => tenant.vocabulary.get(lexeme)).filter((id) => id !== undefined);
    if (ids.length === 0 || limit <= 0 || asked.length === 0) return { ids: [], scores: [], max: null };
    const postings = (tenant.postings ??= invert(tenant));
    const allowed = Uint8Array.from(tenant.statuses, (status) => (statuses.includes(status) ? 1 : 0));
    let rows = 0;
    let tokens = 0;
    for (let row = 0; row < ids.length; row += 1) {
      if (allowed[row] === 0) continue;
      rows += 1;
      tokens += tokenCounts[row]!;
    }
    const idf = asked.map((term) => {
      let df = 0;
      for (let at = postings.start[term]!; at < postings.start[term + 1]!; at += 1) df += allowed[postings.rows[at]!]!;
      return df > 0 ? Math.log(1 + (rows - df + 0.5) / (df + 0.5)) : null;
    });
    if (idf.every((value) => value === null)) return { ids: [], scores: [], max: null };
    const averageLength = tokens / rows;
    const scores = new Float64Array(ids.length);
    const touched: number[] = [];
    for (const [slot, term] of asked.entries()) {
      const weight = idf[slot];
      if (weight === null || weight === undefined) continue;
      for (let at = postings.start[term]!; at < postings.start[term + 1]!; at += 1) {
        const row = postings.rows[at]!;
        if (allowed[row] === 0) continue;
        const tf = postings.frequencies[at]!;
        if (scores[row] === 0) touched.push(row);
        scores[row] = scores[row]! + (weight * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * tokenCounts[row]!) / averageLength));
      }
    }
    const heap = new TopRows(limit, ids);
    for (const row of touched) heap.offer(row, scores[row]!);
    const best = heap.sorted();
    return {
      ids: best.map(({ row }) => ids[row]!),
      scores: best.map(({ score }) => score),
      max: idf.reduce<number>((sum, value) => sum + (value ?? 0), 0),
    };
  }

  /**
   * The IDF of each lexeme over the tenant's chunks with a status in `statuses`, as `lexical` weighs it (0 for a
   * lexeme no such chunk holds): a search's `max` is the sum of these over its lexemes.
   */
  async lexemeWeights(tenantId: string, lexemes: readonly string[], statuses: readonly string[]): Promise<Map<string, number>> {
    const tenant = await this.current(tenantId);
    const weights = new Map<string, number>(lexemes.map((lexeme) => [lexeme, 0]));
    if (tenant.ids.length === 0) return weights;
    const postings = (tenant.postings ??= invert(tenant));
    const allowed = Uint8Array.from(tenant.statuses, (status) => (statuses.includes(status) ? 1 : 0));
    const rows = allowed.reduce((sum, flag) => sum + flag, 0);
    for (const lexeme of weights.keys()) {
      const term = tenant.vocabulary.get(lexeme);
      if (term === undefined) continue;
      let df = 0;
      for (let at = postings.start[term]!; at < postings.start[term + 1]!; at += 1) df += allowed[postings.rows[at]!]!;
      if (df > 0) weights.set(lexeme, Math.log(1 + (rows - df + 0.5) / (df + 0.5)));
    }
    return weights;
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

  private async current(tenantId: string): Promise<TenantChunks> {
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

  private async refresh(tenantId: string, generation: string | null, known: TenantChunks | undefined): Promise<TenantChunks> {
    // The counter was read first: a write that commits while the ids are read moves it again, so the next search
    // reads them once more and nothing is missed.
    const listed = await this.sql.query<{ id: string; doc_status: string; embedded: boolean; token_count: number }>(
      `SELECT id::text AS id, doc_status, embedding IS NOT NULL AS embedded, token_count
       FROM chunks WHERE tenant_id = $1 ORDER BY id`,
      [tenantId],
    );
    const size = listed.rows.length;
    // Known from the last copy, else from the first fetched vector (rows before it have none: zeros).
    let dimensions = known && known.ids.some((_, index) => known.embedded[index] === 1) ? known.dimensions : 0;
    let vectors: VectorMatrix | null = dimensions > 0 ? createVectorMatrix(size, dimensions, { simd: this.simd }) : null;
    const embedded = new Uint8Array(size);
    const tokenCounts = new Int32Array(size);
    const termStart = new Int32Array(size + 1);
    const vocabulary = known?.vocabulary ?? new Map<string, number>();
    let terms = new Int32Array(Math.max(1024, known?.terms.length ?? 0));
    let frequencies = new Uint16Array(terms.length);
    let entries = 0;
    const reserve = (count: number) => {
      if (entries + count <= terms.length) return;
      const grown = Math.max(Math.ceil(terms.length * 1.5), entries + count);
      const moreTerms = new Int32Array(grown);
      moreTerms.set(terms.subarray(0, entries));
      terms = moreTerms;
      const moreFrequencies = new Uint16Array(grown);
      moreFrequencies.set(frequencies.subarray(0, entries));
      frequencies = moreFrequencies;
    };
    const addLexeme = (lexeme: string, frequency: number): void => {
      let term = vocabulary.get(lexeme);
      if (term === undefined) vocabulary.set(lexeme, (term = vocabulary.size));
      if (entries === terms.length) reserve(1);
      terms[entries] = term;
      frequencies[entries] = frequency;
      entries += 1;
    };
    const row = new Map<string, number>();
    const kept: string[] = [];
    const keptStatuses: string[] = [];
    // The listed rows a batch at a time: the new ones' vectors and lexemes are fetched and copied in, then dropped,
    // so the driver's rows of one batch are held at a time, not those of the whole tenant.
    type Fetched = { id: string; embedding: Uint8Array | null; lexemes: string | null };
    const fetchSlice = (start: number): Promise<Fetched[]> => {
      const slice = listed.rows.slice(start, start + this.fetchBatch);
      const missing = slice.filter((listedRow) => !known?.row.has(listedRow.id)).map((listedRow) => listedRow.id);
      if (missing.length === 0) return Promise.resolve([]);
      const columns = 'id::text AS id, array_send(embedding) AS embedding, tsv::text AS lexemes';
      // A slice of new rows only (a first copy) is a range of ids in the listing's order: one index range scan, a
      // third cheaper on the server than looking up 5,000 ids. A row written since inside the range is not listed
      // and is ignored below; the counter has moved, so the next search reads it.
      const query =
        missing.length === slice.length
          ? this.sql.query<Fetched>(`SELECT ${columns} FROM chunks WHERE tenant_id = $1 AND id >= $2::uuid AND id <= $3::uuid`, [
              tenantId,
              slice[0]!.id,
              slice[slice.length - 1]!.id,
            ])
          : this.sql.query<Fetched>(`SELECT ${columns} FROM chunks WHERE tenant_id = $1 AND id = ANY($2::uuid[])`, [tenantId, missing]);
      return query.then((result) => result.rows);
    };
    // The next batches are fetched while one is copied in: on a server they run on other connections (other cores).
    const ahead: Promise<Fetched[]>[] = [];
    let requested = 0;
    const request = (): void => {
      while (ahead.length < FETCH_AHEAD && requested < size) {
        const fetching = fetchSlice(requested);
        // Should copying a batch fail, a prefetch's own failure is not left unhandled.
        fetching.catch(() => undefined);
        ahead.push(fetching);
        requested += this.fetchBatch;
      }
    };
    for (let start = 0; start < size; start += this.fetchBatch) {
      const slice = listed.rows.slice(start, start + this.fetchBatch);
      request();
      const rows = await ahead.shift()!;
      request();
      const fetched = new Map<string, { vector: Float32Array | null; lexemes: string }>();
      for (const fetchedRow of rows) {
        fetched.set(fetchedRow.id, { vector: fetchedRow.embedding ? decodeRealArray(fetchedRow.embedding) : null, lexemes: fetchedRow.lexemes ?? '' });
      }
      for (const listedRow of slice) {
        const { id } = listedRow;
        const fresh = fetched.get(id);
        const knownRow = known?.row.get(id);
        // A row deleted between the listing and the fetch has neither: it is left out.
        if (!fresh && knownRow === undefined) continue;
        const index = kept.length;
        termStart[index] = entries;
        if (fresh) {
          if (fresh.vector) {
            if (!vectors) vectors = createVectorMatrix(size, (dimensions = fresh.vector.length), { simd: this.simd });
            if (fresh.vector.length !== dimensions) throw new Error(`chunk ${id} has ${fresh.vector.length} dimensions, the others ${dimensions}`);
            vectors.data.set(fresh.vector, index * dimensions);
            embedded[index] = 1;
          }
          forEachLexeme(fresh.lexemes, addLexeme);
        } else {
          const from = knownRow!;
          if (known!.embedded[from] === 1) {
            vectors!.data.set(known!.matrix.subarray(from * dimensions, (from + 1) * dimensions), index * dimensions);
            embedded[index] = 1;
          }
          const first = known!.termStart[from]!;
          const count = known!.termStart[from + 1]! - first;
          reserve(count);
          terms.set(known!.terms.subarray(first, first + count), entries);
          frequencies.set(known!.frequencies.subarray(first, first + count), entries);
          entries += count;
        }
        tokenCounts[index] = listedRow.token_count;
        row.set(id, index);
        kept.push(id);
        keptStatuses.push(listedRow.doc_status);
      }
    }
    vectors ??= createVectorMatrix(size, dimensions, { simd: this.simd });
    const matrix = vectors.data;
    termStart[kept.length] = entries;
    const tenant: TenantChunks = {
      generation,
      ids: kept,
      statuses: keptStatuses,
      row,
      dimensions,
      matrix: matrix.subarray(0, kept.length * dimensions),
      vectors,
      embedded: embedded.subarray(0, kept.length),
      tokenCounts: tokenCounts.subarray(0, kept.length),
      termStart: termStart.subarray(0, kept.length + 1),
      terms: terms.subarray(0, entries),
      frequencies: frequencies.subarray(0, entries),
      vocabulary,
    };
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

/**
 * A tsvector's text form (`'lexeme':1,4B 'other' 'it''s':2`) as [lexeme, frequency] pairs: the frequency is the
 * number of positions (1 for a lexeme stored without positions), as `array_length(positions, 1)` counts them in SQL.
 * Inside quotes a quote is doubled and a backslash escapes the next character.
 */
export function parseTsvector(text: string): [string, number][] {
  const out: [string, number][] = [];
  forEachLexeme(text, (lexeme, frequency) => out.push([lexeme, frequency]));
  return out;
}

/** The lexemes of a tsvector's text form with their frequencies, in order, without building a list (see parseTsvector). */
export function forEachLexeme(text: string, each: (lexeme: string, frequency: number) => void): void {
  let at = text.indexOf("'");
  while (at >= 0 && at < text.length) {
    // at: the opening quote. The common lexeme has no quote or backslash inside: one slice.
    let close = text.indexOf("'", at + 1);
    if (close < 0) throw new Error('unterminated lexeme in a tsvector');
    let lexeme = text.slice(at + 1, close);
    if (text.charCodeAt(close + 1) === 39 /* ' */ || lexeme.includes('\\')) [lexeme, close] = escapedLexeme(text, at + 1);
    let next = close + 1;
    let frequency = 1;
    if (text.charCodeAt(next) === 58 /* : */) {
      const end = text.indexOf(' ', next);
      const stop = end < 0 ? text.length : end;
      for (let index = next; index < stop; index += 1) if (text.charCodeAt(index) === 44 /* , */) frequency += 1;
      next = stop;
    }
    each(lexeme, frequency < 65_535 ? frequency : 65_535);
    at = text.indexOf("'", next);
  }
}

/** A quoted lexeme with doubled quotes or backslash escapes from `start` (after its opening quote): it and its closing quote's index. */
function escapedLexeme(text: string, start: number): [string, number] {
  let lexeme = '';
  for (let at = start; at < text.length; ) {
    const char = text[at]!;
    if (char === '\\') {
      lexeme += text[at + 1] ?? '';
      at += 2;
    } else if (char === "'" && text[at + 1] === "'") {
      lexeme += "'";
      at += 2;
    } else if (char === "'") {
      return [lexeme, at];
    } else {
      lexeme += char;
      at += 1;
    }
  }
  throw new Error('unterminated lexeme in a tsvector');
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



/** The copy's entries grouped by term: a counting sort of the rows' term lists (row order kept within a term). */
function invert(tenant: TenantChunks): Postings {
  const { termStart, terms, frequencies } = tenant;
  const start = new Int32Array(tenant.vocabulary.size + 1);
  for (let entry = 0; entry < terms.length; entry += 1) start[terms[entry]! + 1] = start[terms[entry]! + 1]! + 1;
  for (let term = 0; term < tenant.vocabulary.size; term += 1) start[term + 1] = start[term + 1]! + start[term]!;
  const fill = start.slice(0, -1);
  const rows = new Int32Array(terms.length);
  const postingFrequencies = new Uint16Array(terms.length);
  for (let row = 0; row + 1 < termStart.length; row += 1) {
    for (let entry = termStart[row]!; entry < termStart[row + 1]!; entry += 1) {
      const at = fill[terms[entry]!]!;
      fill[terms[entry]!] = at + 1;
      rows[at] = row;
      postingFrequencies[at] = frequencies[entry]!;
    }
  }
  return { start, rows, frequencies: postingFrequencies };
}

/** The `limit` best rows offered, ties broken towards the smaller id (a bounded min-heap, worst at the root). */
class TopRows {
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly ids: readonly string[],
  ) {
    this.scores = new Float64Array(limit);
    this.rows = new Int32Array(limit);
  }

  offer(row: number, score: number): void {
    if (this.size < this.limit) {
      this.scores[this.size] = score;
      this.rows[this.size] = row;
      this.size += 1;
      this.siftUp(this.size - 1);
    } else if (this.worse(0, score, row)) {
      this.scores[0] = score;
      this.rows[0] = row;
      this.siftDown();
    }
  }

  sorted(): { row: number; score: number }[] {
    return Array.from({ length: this.size }, (_, index) => ({ row: this.rows[index]!, score: this.scores[index]! })).sort(
      (a, b) => b.score - a.score || (this.ids[a.row]! < this.ids[b.row]! ? -1 : 1),
    );
  }

  /** Whether the entry at `index` ranks below a row `row` of score `score`. */
  private worse(index: number, score: number, row: number): boolean {
    const held = this.scores[index]!;
    return held < score || (held === score && this.ids[this.rows[index]!]! > this.ids[row]!);
  }

  private siftUp(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.worse(child, this.scores[parent]!, this.rows[parent]!)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private siftDown(): void {
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let lowest = parent;
      if (left < this.size && this.worse(left, this.scores[lowest]!, this.rows[lowest]!)) lowest = left;
      if (right < this.size && this.worse(right, this.scores[lowest]!, this.rows[lowest]!)) lowest = right;
      if (lowest === parent) return;
      this.swap(parent, lowest);
      parent = lowest;
    }
  }

  private swap(a: number, b: number): void {
    const score = this.scores[a]!;
    this.scores[a] = this.scores[b]!;
    this.scores[b] = score;
    const row = this.rows[a]!;
    this.rows[a] = this.rows[b]!;
    this.rows[b] = row;
  }
}
