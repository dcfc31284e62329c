import type { Logger } from 'pino';
import type {
  DocumentFrequency,
  DocumentStatusChange,
  DocumentStatus,
  DocumentWrite,
  DocumentWriteResult,
  HybridCandidate,
  HybridQuery,
  KnowledgeStore,
  Migration,
  SqlClient,
  StoreCapabilities,
  StoredDocument,
  TextLanguage,
} from '../spec/index.js';
import { EmbedderMismatchError } from '../errors/index.js';
import {
  buildVectorIndex,
  DROP_VECTOR_INDEX,
  ensureVectorColumn,
  VECTOR_INDEX_MIN_CHUNKS,
  VECTOR_INDEXED,
  ivfProbes,
  vectorIndexRows,
  vectorIndexOutgrown,
  vectorIndexWanted,
} from './ensure-vector-column.js';
import { dropLexicalIndexes, restoreDroppedIndexes } from './bulk-indexes.js';
import { documentColumns, hybridSearchSql } from './hybrid-search-sql.js';
import { lexicalWeightsSql, QUERY_LEXEMES_SQL, WORD_LEXEMES_SQL } from './lexical-sql.js';
import { rowToDocument } from './row-to-document.js';
import { runMigrations } from './run-migrations.js';
import { ChunkCache, DEFAULT_MAX_CACHED_VECTORS } from './chunk-cache.js';
import { IvfflatMirrorKeeper, MIRROR_AFTER_SEARCHES } from './ivfflat-mirror-keeper.js';
import { PreparedHybridSearch } from './prepared-hybrid-search.js';
import { toVectorLiteral } from './vector-literal.js';
import { vectorTypeOid } from './vector-array-parameter.js';
import {
  beginPendingDocument,
  discardPendingDocument,
  publishPendingDocument,
  stagePendingChunks,
  type PendingChunkBatch,
  type PendingDocument,
  type PendingDocumentStart,
  type PendingDocumentWriter,
} from './pending-documents.js';
import { writeDocumentsIn } from './write-documents.js';

/** The chunk and its document of a row that selects `chunk_id`, `text`, `section_path`, `page`, `document_id` and documentColumns. */
function chunkOf(row: Record<string, unknown>): Pick<HybridCandidate, 'chunkId' | 'documentId' | 'text' | 'sectionPath' | 'page' | 'document'> {
  return {
    chunkId: String(row.chunk_id),
    documentId: String(row.document_id),
    text: String(row.text),
    sectionPath: String(row.section_path),
    page: row.page === null ? null : Number(row.page),
    document: rowToDocument(row),
  };
}

/** Ids are UUIDs; anything else cannot name a document and must not reach a `::uuid` cast. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The KnowledgeStore over any SqlClient: the same SQL on PGlite and on a PostgreSQL server. */
export class SqlKnowledgeStore implements KnowledgeStore, PendingDocumentWriter {
  readonly capabilities: StoreCapabilities;
  readonly sql: SqlClient;
  private readonly closeDriver: () => Promise<void>;
  private readonly logger?: Logger;
  private readonly vectorIndexFromChunks: number;
  /** Without pgvector: the tenants' vectors and term lists in memory for exact vector and BM25 scans (chunk-cache.ts). */
  private readonly chunks: ChunkCache | null;
  /** IVFFlat lists a search probes, from the chunks the index was built over (read once; reset by a rebuild here). */
  private probes: Promise<number> | null = null;
  /** PGlite: the hybrid statement prepared with a generic plan (prepared-hybrid-search.ts); null on a server. */
  private readonly prepared: PreparedHybridSearch | null;
  /** PGlite: when to search a copy of the IVFFlat index in the process instead of pgvector's (ivfflat-mirror-keeper.ts). */
  private readonly vectorMirror: IvfflatMirrorKeeper | null;
  /** Whether the database keeps chunk_statistics (made where pgvector was missing at creation), asked once. */
  private countedChunks: Promise<boolean> | null = null;
  /** Pending documents begun here and not yet published or discarded (pending-documents.ts). */
  private readonly staging = new Set<string>();
  private vectorOid: Promise<number> | null = null;

  constructor(options: {
    sql: SqlClient;
    capabilities: StoreCapabilities;
    close: () => Promise<void>;
    logger?: Logger;
    /** Chunks from which an IVFFlat index is kept (default VECTOR_INDEX_MIN_CHUNKS); below, vectors are scanned exactly. */
    vectorIndexFromChunks?: number;
    /**
     * Chunks the in-process copy keeps over all tenants (default DEFAULT_MAX_CACHED_VECTORS): where pgvector is
     * missing, the copy the exact vector and BM25 scans run on; on PGlite, the copy of the IVFFlat index.
     */
    cachedChunks?: number;
    /**
     * PGlite: searches in a row without a write after which the IVFFlat index is copied into the process (default
     * MIRROR_AFTER_SEARCHES; Infinity: never). The hits are the same either way.
     */
    vectorMirrorAfterSearches?: number;
  }) {
    this.sql = options.sql;
    this.capabilities = options.capabilities;
    this.closeDriver = options.close;
    this.logger = options.logger;
    this.vectorIndexFromChunks = options.vectorIndexFromChunks ?? VECTOR_INDEX_MIN_CHUNKS;
    this.chunks = options.capabilities.vector ? null : new ChunkCache(options.sql, { maxVectors: options.cachedChunks });
    // PGlite is one session per store, so a statement prepared once serves every search (a server's pool is not).
    // Only on the BM25-index path, where the generic plan was measured to keep the custom plan's shape.
    this.prepared = options.capabilities.driver === 'pglite' && options.capabilities.bm25 ? new PreparedHybridSearch(options.sql) : null;
    // On the BM25-index path the weights come from the index (as lexical_max does there); the other paths count
    // documents (`documentFrequency`), a scan of the chunks that hold each word.
    if (options.capabilities.bm25) this.lexicalWeights = (_tenantId, language, words) => this.bm25Weights(language, words);
    else if (this.chunks) this.lexicalWeights = (tenantId, _language, words) => this.inProcessWeights(tenantId, words);
    const afterSearches = options.vectorMirrorAfterSearches ?? MIRROR_AFTER_SEARCHES;
    this.vectorMirror =
      this.prepared && options.capabilities.vector && Number.isFinite(afterSearches)
        ? new IvfflatMirrorKeeper(options.sql, { afterSearches, maxVectors: options.cachedChunks ?? DEFAULT_MAX_CACHED_VECTORS, logger: options.logger })
        : null;
  }

  migrate(namespace: string, migrations: Migration[]): Promise<void> {
    return runMigrations(this.sql, this.capabilities, namespace, migrations).then(() => undefined);
  }

  async bindEmbedder(tenantId: string, embedderId: string, dimensions: number): Promise<void> {
    await ensureVectorColumn(this.sql, this.capabilities, dimensions, this.logger, this.vectorIndexFromChunks);
    const before = await this.sql.query<{ embedder_id: string | null; dimensions: number | null }>(
      'SELECT embedder_id, dimensions FROM tenants WHERE tenant_id = $1',
      [tenantId],
    );
    const known = before.rows[0];
    // Already bound (every search after the first ingest): a read, no write.
    if (known?.embedder_id != null && known.dimensions != null) {
      if (known.embedder_id !== embedderId || Number(known.dimensions) !== dimensions) {
        throw new EmbedderMismatchError(`${known.embedder_id} (${known.dimensions} dims)`, `${embedderId} (${dimensions} dims)`);
      }
      return;
    }
    await this.sql.query(
      `INSERT INTO tenants (tenant_id, embedder_id, dimensions) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET embedder_id = coalesce(tenants.embedder_id, EXCLUDED.embedder_id),
         dimensions = coalesce(tenants.dimensions, EXCLUDED.dimensions)`,
      [tenantId, embedderId, dimensions],
    );
    const row = await this.sql.query<{ embedder_id: string; dimensions: number }>(
      'SELECT embedder_id, dimensions FROM tenants WHERE tenant_id = $1',
      [tenantId],
    );
    const bound = row.rows[0];
    if (bound && (bound.embedder_id !== embedderId || Number(bound.dimensions) !== dimensions)) {
      throw new EmbedderMismatchError(`${bound.embedder_id} (${bound.dimensions} dims)`, `${embedderId} (${dimensions} dims)`);
    }
  }

  async findDocuments(tenantId: string, sources: readonly string[]): Promise<Map<string, StoredDocument>> {
    if (sources.length === 0) return new Map();
    const result = await this.sql.query(
      `SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = ANY($2::text[]) AND d.is_latest`,
      [tenantId, [...sources]],
    );
    return new Map(result.rows.map((row) => rowToDocument(row)).map((document) => [document.source, document]));
  }

  async findDocument(tenantId: string, source: string): Promise<StoredDocument | null> {
    const result = await this.sql.query(
      `SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = $2 AND d.is_latest`,
      [tenantId, source],
    );
    return result.rows[0] ? rowToDocument(result.rows[0]) : null;
  }

  /**
   * The vector index is dropped for the load and built once after it, if the store is then large enough for one.
   * A load into an empty table also goes without its full-text indexes (bulk-indexes.ts), rebuilt in one pass after
   * it: on a table that already holds chunks, rebuilding would cost more than the upkeep it saves.
   */
  async withBulkLoad<T>(fn: () => Promise<T>): Promise<T> {
    const empty = await this.sql.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM chunks) AS empty');
    if (this.capabilities.vector) await this.sql.query(DROP_VECTOR_INDEX);
    const dropped = empty.rows[0]?.empty ? await dropLexicalIndexes(this.sql) : 0;
    try {
      return await fn();
    } finally {
      if (dropped > 0) await this.timed('store-lexical-indexes-built', () => restoreDroppedIndexes(this.sql));
      if (this.capabilities.vector && (await vectorIndexWanted(this.sql, this.vectorIndexFromChunks))) {
        await this.timed('store-vector-index-built', () => buildVectorIndex(this.sql));
        this.probes = null;
      }
    }
  }

  /** Runs one maintenance step and logs how long it took (the index builds after a bulk load are most of it). */
  private async timed<T>(event: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await step();
    this.logger?.info({ event, ms: Math.round(performance.now() - started) }, event.replace(/^store-/, '').replace(/-/g, ' '));
    return result;
  }

  /**
   * Also builds the vector index when writes since the last call took the store past VECTOR_INDEX_MIN_CHUNKS, and
   * builds it again once the store has outgrown the chunks it was built over (IVFFlat's lists are fixed at the build).
   */
  async analyze(): Promise<void> {
    if (this.capabilities.vector) {
      const indexed = await this.sql.query<{ indexed: boolean }>(`SELECT ${VECTOR_INDEXED} AS indexed`);
      const column = await this.sql.query("SELECT 1 FROM anker_settings WHERE key = 'vector_dimensions'");
      const wanted = column.rows.length > 0 && (indexed.rows[0]?.indexed ? await vectorIndexOutgrown(this.sql, this.vectorIndexFromChunks) : await vectorIndexWanted(this.sql, this.vectorIndexFromChunks));
      if (wanted) {
        await this.timed('store-vector-index-built', () => buildVectorIndex(this.sql));
        this.probes = null;
      }
    }
    await this.timed('store-analyzed', async () => {
      await this.sql.query('ANALYZE documents');
      await this.sql.query('ANALYZE chunks');
    });
  }

  async listDocuments(tenantId: string, options: { status?: DocumentStatus } = {}): Promise<StoredDocument[]> {
    const result = await this.sql.query(
      `SELECT ${documentColumns('d')} FROM documents d
       WHERE d.tenant_id = $1 AND ($2::text IS NULL OR d.status = $2) ORDER BY d.source, d.indexed_at`,
      [tenantId, options.status ?? null],
    );
    return result.rows.map(rowToDocument);
  }

  async getDocument(tenantId: string, id: string): Promise<StoredDocument | null> {
    if (!UUID.test(id)) return null;
    const result = await this.sql.query(`SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.id = $2::uuid`, [tenantId, id]);
    return result.rows[0] ? rowToDocument(result.rows[0]) : null;
  }

  async deleteDocument(tenantId: string, id: string): Promise<number> {
    if (!UUID.test(id)) return 0;
    return this.sql.transaction(async (tx) => {
      const result = await tx.query<{ id: string }>(
        `DELETE FROM documents WHERE tenant_id = $1
           AND source = (SELECT source FROM documents WHERE tenant_id = $1 AND id = $2::uuid) RETURNING id`,
        [tenantId, id],
      );
      return result.rows.length;
    });
  }

  async setDocumentStatus(tenantId: string, id: string, status: 'current' | 'archived'): Promise<DocumentStatusChange> {
    if (!UUID.test(id)) return { outcome: 'not_found' };
    return this.sql.transaction(async (tx) => {
      const found = await tx.query(`SELECT ${documentColumns('d')}, d.is_latest FROM documents d WHERE d.tenant_id = $1 AND d.id = $2::uuid FOR UPDATE`, [tenantId, id]);
      const row = found.rows[0];
      if (!row) return { outcome: 'not_found' };
      const document = rowToDocument(row);
      if (!row.is_latest) return { outcome: 'superseded', document };
      if (document.status === status) return { outcome: 'unchanged', document };
      await tx.query('UPDATE documents SET status = $3 WHERE tenant_id = $1 AND id = $2::uuid', [tenantId, id, status]);
      await tx.query('UPDATE chunks SET doc_status = $3 WHERE tenant_id = $1 AND document_id = $2::uuid', [tenantId, id, status]);
      return { outcome: 'changed', document: { ...document, status } };
    });
  }

  /** See KnowledgeStore.lexicalWeights; set in the constructor on the BM25-index path only. */
  readonly lexicalWeights?: (tenantId: string, language: TextLanguage, words: readonly string[]) => Promise<Map<string, number>>;

  private async bm25Weights(language: TextLanguage, words: readonly string[]): Promise<Map<string, number>> {
    const weights = new Map<string, number>(words.map((word) => [word, 0]));
    if (words.length === 0) return weights;
    const result = await this.sql.query(lexicalWeightsSql(language), [[...words]]);
    for (const row of result.rows as Array<{ word: string; weight: number | string }>) weights.set(row.word, Math.max(0, Number(row.weight)));
    return weights;
  }

  /** The in-process BM25's weights (chunk-cache.ts): each word's lexemes under every configuration, their IDFs summed. */
  private async inProcessWeights(tenantId: string, words: readonly string[]): Promise<Map<string, number>> {
    const weights = new Map<string, number>(words.map((word) => [word, 0]));
    if (words.length === 0 || !this.chunks) return weights;
    const analysed = await this.sql.query<{ word: string; lexemes: string[] }>(WORD_LEXEMES_SQL, [[...words]]);
    const idf = await this.chunks.lexemeWeights(tenantId, [...new Set(analysed.rows.flatMap((row) => row.lexemes))], ['current']);
    for (const row of analysed.rows) weights.set(row.word, row.lexemes.reduce((sum, lexeme) => sum + (idf.get(lexeme) ?? 0), 0));
    return weights;
  }

  async documentFrequency(
    tenantId: string,
    terms: readonly string[],
    options: { documentIds?: readonly string[]; rare?: boolean } = {},
  ): Promise<DocumentFrequency> {
    const total = await this.sql.query(`SELECT count(*)::int AS n FROM documents WHERE tenant_id = $1 AND status = 'current'`, [tenantId]);
    const frequencies = new Map<string, number>(terms.map((term) => [term, 0]));
    const containing = new Map<string, Set<string>>(terms.map((term) => [term, new Set<string>()]));
    if (terms.length > 0) {
      // A constant query per term (German stems and the exact word), so the GIN index on tsv can serve it.
      const matches = `c.tsv @@ (plainto_tsquery('german', t.term) || plainto_tsquery('simple', t.term))`;
      // Rare terms (hundreds of spelling candidates, most in no chunk): one index scan for all of them finds the few
      // chunks that hold any, and each term is counted over those only (a join per term costs ~2 ms a term).
      const counted = options.rare
        ? await this.sql.query(
            `WITH t AS (SELECT term, plainto_tsquery('german', term) || plainto_tsquery('simple', term) AS query FROM unnest($2::text[]) AS term),
                  c AS (SELECT c.document_id, c.tsv FROM chunks c
                        WHERE c.tenant_id = $1 AND c.doc_status = 'current'
                          AND c.tsv @@ (SELECT string_agg(t.query::text, ' | ')::tsquery FROM t WHERE t.query::text <> ''))
             SELECT t.term, count(DISTINCT c.document_id)::int AS n FROM t JOIN c ON c.tsv @@ t.query GROUP BY t.term`,
            [tenantId, [...terms]],
          )
        : await this.sql.query(
            `SELECT t.term, count(DISTINCT c.document_id)::int AS n
             FROM unnest($2::text[]) AS t(term)
             JOIN chunks c ON c.tenant_id = $1 AND c.doc_status = 'current' AND ${matches}
             GROUP BY t.term`,
            [tenantId, [...terms]],
          );
      for (const row of counted.rows as Array<{ term: string; n: number }>) frequencies.set(row.term, row.n);
      if (options.documentIds && options.documentIds.length > 0) {
        const found = await this.sql.query(
          `SELECT DISTINCT t.term, c.document_id::text AS document_id
           FROM unnest($2::text[]) AS t(term)
           JOIN chunks c ON c.tenant_id = $1 AND c.document_id::text = ANY($3::text[]) AND ${matches}`,
          [tenantId, [...terms], [...options.documentIds]],
        );
        for (const row of found.rows as Array<{ term: string; document_id: string }>) containing.get(row.term)?.add(row.document_id);
      }
    }
    return { documents: (total.rows[0] as { n: number } | undefined)?.n ?? 0, frequencies, containing };
  }

  async writeDocument(input: DocumentWrite): Promise<DocumentWriteResult> {
    return (await this.writeDocuments([input]))[0]!;
  }

  writeDocuments(inputs: readonly DocumentWrite[]): Promise<DocumentWriteResult[]> {
    return this.sql.transaction((tx) => writeDocumentsIn(tx, this.capabilities, inputs));
  }

  async beginPendingDocument(start: PendingDocumentStart): Promise<PendingDocument> {
    const pending = await beginPendingDocument(this.sql, start);
    this.staging.add(pending.pendingId);
    return pending;
  }

  async stagePendingChunks(pending: PendingDocument, batch: PendingChunkBatch): Promise<void> {
    return stagePendingChunks(this.sql, this.capabilities, pending, batch, await this.vectorTypeOid());
  }

  /** pgvector's `vector` type oid, looked up once (the extension is created when the store opens); none without it. */
  private vectorTypeOid(): Promise<number | undefined> {
    if (!this.capabilities.vector) return Promise.resolve(undefined);
    this.vectorOid ??= vectorTypeOid(this.sql).catch((error: unknown) => {
      this.vectorOid = null;
      throw error;
    });
    return this.vectorOid;
  }

  async publishPendingDocument(pending: PendingDocument): Promise<DocumentWriteResult> {
    // Embedded PGlite has one writer, this instance (the folder lock, or a memory store of its own).
    const alone = this.capabilities.driver === 'pglite' && this.staging.size === 1 && this.staging.has(pending.pendingId);
    try {
      return await publishPendingDocument(this.sql, pending, { alone });
    } finally {
      this.staging.delete(pending.pendingId);
    }
  }

  async discardPendingDocument(pending: PendingDocument): Promise<void> {
    try {
      await discardPendingDocument(this.sql, pending);
    } finally {
      this.staging.delete(pending.pendingId);
    }
  }

  async hybridSearch(query: HybridQuery): Promise<HybridCandidate[]> {
    const candidates = Math.max(query.candidates ?? 50, query.limit);
    const statuses = query.includeSuperseded ? ['current', 'superseded', 'archived'] : ['current'];
    const nearest = this.chunks ? await this.chunks.nearest(query.tenantId, query.vector, statuses, candidates) : null;
    const vector = nearest ? nearest.ids : toVectorLiteral(query.vector);
    // Without pg_textsearch, the store that keeps its chunks in the process ranks BM25 there too (chunk-cache.ts).
    const lexical = this.chunks && !this.capabilities.bm25
      ? await this.chunks.lexical(query.tenantId, await this.queryLexemes(query.text), statuses, candidates)
      : null;
    const params: unknown[] = [
      query.tenantId, lexical ? lexical.ids : query.text, statuses, vector, candidates, query.limit, query.k ?? 60, query.vectorWeight ?? 1,
    ];
    if (nearest) params.push(nearest.cosines);
    if (lexical) params.push(lexical.scores, lexical.max);
    const countedChunks = this.capabilities.bm25
      ? false
      : await (this.countedChunks ??= this.sql
          .query<{ present: boolean }>("SELECT to_regclass('chunk_statistics') IS NOT NULL AS present")
          .then((result) => result.rows[0]?.present === true));
    const statement = hybridSearchSql(this.capabilities, { countedChunks, lexicalInProcess: lexical !== null });
    const run = async (sql: SqlClient) => sql.query(statement, params);
    const { vector: indexed, bm25 } = this.capabilities;
    // Read before the transaction: PGlite runs one connection, a query beside an open transaction would wait for it.
    const probes = indexed ? await (this.probes ??= vectorIndexRows(this.sql).then(ivfProbes)) : 0;
    const settings: [string, string][] = [];
    if (indexed) {
      // Keep k rows under the tenant/status filter: scan further lists instead of dropping rows.
      settings.push(['ivfflat.iterative_scan', 'relaxed_order'], ['ivfflat.probes', String(probes)]);
      // A store made before IVFFlat may still have its HNSW index until the next build.
      settings.push(['hnsw.iterative_scan', 'relaxed_order'], ['hnsw.ef_search', String(Math.min(1000, Math.max(40, candidates * 2)))]);
    }
    // The BM25 top-k must come from the index scan (its score is read from the scan, see lexical-sql.ts);
    // without statistics the planner would rather scan, score every row (~0.2 ms each) and sort.
    if (bm25) settings.push(['enable_sort', 'off']);
    const result = this.prepared
      ? await this.runPrepared(this.prepared, statement, query, { candidates, probes, statuses, vector: vector as string, settings })
      : settings.length > 0
        ? await this.sql.transaction(async (tx) => {
            for (const [name, value] of settings) await tx.query(`SET LOCAL ${name} = '${value}'`);
            return run(tx);
          })
        : await run(this.sql);
    return result.rows.map((row) => ({
      ...chunkOf(row),
      rrf: Number(row.rrf),
      lexicalRank: row.lexical_rank === null ? null : Number(row.lexical_rank),
      vectorRank: row.vector_rank === null ? null : Number(row.vector_rank),
      // Without pgvector the statement leaves the cosine to the in-memory copy (see hybridSearchSql).
      cosine: row.cosine !== null ? Number(row.cosine) : (this.chunks?.cosine(query.tenantId, String(row.chunk_id), query.vector) ?? null),
      lexicalScore: row.lexical_score === null ? null : Number(row.lexical_score),
      lexicalMax: row.lexical_max === null ? null : Number(row.lexical_max),
    }));
  }

  /**
   * The prepared statement on PGlite; with a copy of the IVFFlat index in the process (ivfflat-mirror.ts), its
   * vector list is picked there and the mirrored statement runs instead, when nothing was written since the copy.
   */
  private async runPrepared(
    prepared: PreparedHybridSearch,
    statement: string,
    query: HybridQuery,
    search: { candidates: number; probes: number; statuses: string[]; vector: string; settings: [string, string][] },
  ): Promise<{ rows: Record<string, unknown>[] }> {
    const mirror = this.vectorMirror?.current() ?? null;
    const candidates = mirror ? await mirror.candidates(query.tenantId, query.vector, search.candidates, search.probes, search.vector) : null;
    const execute = () => prepared.run(
      statement,
      { candidates: search.candidates, limit: query.limit, k: query.k ?? 60, vectorWeight: query.vectorWeight ?? 1 },
      {
        params: [query.tenantId, query.text, search.statuses, search.vector],
        ...(mirror && candidates
          ? { mirror: { statement: hybridSearchSql(this.capabilities, { mirroredVectors: true }), candidates, snapshot: mirror.snapshot } }
          : {}),
      },
      search.settings,
    );
    const run = this.vectorMirror ? await this.vectorMirror.during(execute) : await execute();
    this.vectorMirror?.observe(run.snapshot);
    return run;
  }

  async hasDocumentsIn(tenantId: string, language: TextLanguage): Promise<boolean> {
    const result = await this.sql.query<{ present: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM documents WHERE tenant_id = $1 AND language = $2) AS present',
      [tenantId, language],
    );
    return result.rows[0]?.present === true;
  }

  async documentChunks(tenantId: string, documentId: string, options: { limit?: number } = {}): Promise<HybridCandidate[]> {
    if (!UUID.test(documentId)) return [];
    const result = await this.sql.query(
      `SELECT c.id AS chunk_id, c.text, c.section_path, c.page, c.document_id, ${documentColumns('d')}
       FROM chunks c JOIN documents d ON d.tenant_id = c.tenant_id AND d.id = c.document_id
       WHERE c.tenant_id = $1 AND c.document_id = $2::uuid
       ORDER BY c.ordinal
       LIMIT $3`,
      [tenantId, documentId, Math.max(1, options.limit ?? 100)],
    );
    return result.rows.map((row) => ({
      ...chunkOf(row),
      rrf: 0,
      lexicalRank: null,
      vectorRank: null,
      cosine: null,
      lexicalScore: null,
      lexicalMax: null,
    }));
  }

  /** The lexemes of `text` under every text-search configuration, analysed by the database (QUERY_LEXEMES_SQL). */
  private async queryLexemes(text: string): Promise<string[]> {
    const result = await this.sql.query<{ lexemes: string[] }>(QUERY_LEXEMES_SQL, [text]);
    return result.rows[0]?.lexemes ?? [];
  }

  async close(): Promise<void> {
    this.chunks?.clear();
    await this.vectorMirror?.stop();
    return this.closeDriver();
  }
}
