import { createHash } from 'node:crypto';
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
} from '../spec/index.js';
import { EmbedderMismatchError, StoreError } from '../errors/index.js';
import { CREATE_VECTOR_INDEX, DROP_VECTOR_INDEX, ensureVectorColumn } from './ensure-vector-column.js';
import { documentColumns, hybridSearchSql } from './hybrid-search-sql.js';
import { rowToDocument } from './row-to-document.js';
import { runMigrations } from './run-migrations.js';
import { toRealArrayLiteral, toVectorLiteral } from './vector-literal.js';

/** Rows inserted per statement: arrays travel as parameters, so this only bounds statement memory. */
const CHUNK_BATCH = 256;

/** Ids are UUIDs; anything else cannot name a document and must not reach a `::uuid` cast. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The KnowledgeStore over any SqlClient: the same SQL on PGlite and on a PostgreSQL server. */
export class SqlKnowledgeStore implements KnowledgeStore {
  readonly capabilities: StoreCapabilities;
  readonly sql: SqlClient;
  private readonly closeDriver: () => Promise<void>;
  private readonly logger?: Logger;

  constructor(options: { sql: SqlClient; capabilities: StoreCapabilities; close: () => Promise<void>; logger?: Logger }) {
    this.sql = options.sql;
    this.capabilities = options.capabilities;
    this.closeDriver = options.close;
    this.logger = options.logger;
  }

  migrate(namespace: string, migrations: Migration[]): Promise<void> {
    return runMigrations(this.sql, this.capabilities, namespace, migrations).then(() => undefined);
  }

  async bindEmbedder(tenantId: string, embedderId: string, dimensions: number): Promise<void> {
    await ensureVectorColumn(this.sql, this.capabilities, dimensions, this.logger);
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

  async findDocument(tenantId: string, source: string): Promise<StoredDocument | null> {
    const result = await this.sql.query(
      `SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = $2 AND d.is_latest`,
      [tenantId, source],
    );
    return result.rows[0] ? rowToDocument(result.rows[0]) : null;
  }

  async withBulkLoad<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.capabilities.vector) return fn();
    await this.sql.query(DROP_VECTOR_INDEX);
    try {
      return await fn();
    } finally {
      // Building the graph needs memory; PGlite's default maintenance_work_mem is small.
      await this.sql.transaction(async (tx) => {
        await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.query(CREATE_VECTOR_INDEX);
      });
    }
  }

  async analyze(): Promise<void> {
    await this.sql.query('ANALYZE documents');
    await this.sql.query('ANALYZE chunks');
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

  async documentFrequency(tenantId: string, terms: readonly string[], options: { documentIds?: readonly string[] } = {}): Promise<DocumentFrequency> {
    const total = await this.sql.query(`SELECT count(*)::int AS n FROM documents WHERE tenant_id = $1 AND status = 'current'`, [tenantId]);
    const frequencies = new Map<string, number>(terms.map((term) => [term, 0]));
    const containing = new Map<string, Set<string>>(terms.map((term) => [term, new Set<string>()]));
    if (terms.length > 0) {
      // A constant query per term (German stems and the exact word), so the GIN index on tsv can serve it.
      const matches = `c.tsv @@ (plainto_tsquery('german', t.term) || plainto_tsquery('simple', t.term))`;
      const counted = await this.sql.query(
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
    inputs.forEach(checkLengths);
    return this.sql.transaction(async (tx) => {
      const results: DocumentWriteResult[] = [];
      // Chunks of several documents go into one INSERT: per statement, not per row, is what an insert costs here.
      let pending: PendingChunks[] = [];
      for (const input of inputs) {
        // A source written twice in one call: the first version's chunks must exist before it is superseded.
        if (pending.some((item) => item.input.source === input.source && item.input.tenantId === input.tenantId)) {
          await this.insertChunks(tx, pending);
          pending = [];
        }
        const result = await this.writeIn(tx, input);
        if (result.outcome !== 'unchanged') pending.push({ input, document: result.document });
        results.push(result);
      }
      await this.insertChunks(tx, pending);
      return results;
    });
  }

  private async writeIn(tx: SqlClient, input: DocumentWrite): Promise<DocumentWriteResult> {
    // Serialises writers of the same source across connections and processes.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`anker-doc:${input.tenantId}:${input.source}`]);
    await tx.query('INSERT INTO tenants (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [input.tenantId]);
    const latest = await tx.query(
      `SELECT ${documentColumns('d')} FROM documents d WHERE d.tenant_id = $1 AND d.source = $2 AND d.is_latest FOR UPDATE`,
      [input.tenantId, input.source],
    );
    const previous = latest.rows[0] ? rowToDocument(latest.rows[0]) : null;
    if (previous && previous.contentHash === input.contentHash) return { outcome: 'unchanged', document: previous };
    if (previous) {
      await tx.query(
        "UPDATE documents SET is_latest = false, status = 'superseded' WHERE tenant_id = $1 AND id = $2",
        [input.tenantId, previous.id],
      );
      await tx.query("UPDATE chunks SET doc_status = 'superseded' WHERE tenant_id = $1 AND document_id = $2", [
        input.tenantId,
        previous.id,
      ]);
    }
    const meta = input.metadata;
    const documentId = stableUuid(input.tenantId, input.source, input.contentHash, previous?.id ?? '');
    const inserted = await tx.query(
      `INSERT INTO documents (tenant_id, source, format, title, version, section, source_url, document_date, status,
         language, content_hash, previous_version_id, chunk_count, id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14::uuid)
       RETURNING ${documentColumns('')}`,
      [
        input.tenantId, input.source, input.format, meta.title, meta.version, meta.section, meta.sourceUrl,
        meta.documentDate, meta.status, input.language, input.contentHash, previous?.id ?? null, input.chunks.length,
        documentId,
      ],
    );
    const document = rowToDocument(inserted.rows[0]!);
    return previous
      ? { outcome: 'updated', document, supersededId: previous.id }
      : { outcome: 'added', document };
  }

  /** Inserts the chunks of written documents, up to CHUNK_BATCH rows per statement across documents. */
  private async insertChunks(tx: SqlClient, items: readonly PendingChunks[]): Promise<void> {
    const toLiteral = this.capabilities.vector ? toVectorLiteral : toRealArrayLiteral;
    const vectorCast = this.capabilities.vector ? 'vector' : 'real[]';
    const rows = items.flatMap(({ input, document }) => input.chunks.map((chunk, index) => ({ input, document, chunk, index })));
    for (let start = 0; start < rows.length; start += CHUNK_BATCH) {
      const batch = rows.slice(start, start + CHUNK_BATCH);
      await tx.query(
        `INSERT INTO chunks (id, tenant_id, document_id, doc_status, language, ordinal, section_path, page, text, lexical,
           tsv, token_count, embedding)
         SELECT v.id::uuid, v.tenant_id, v.document_id::uuid, v.doc_status, v.language, v.ordinal, v.section_path, v.page,
           v.text, v.lexical, t.tsv, (SELECT coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0) FROM unnest(t.tsv) AS u),
           v.embedding::${vectorCast}
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::int[], $8::text[], $9::text[],
           $10::text[], $11::text[])
           AS v (tenant_id, document_id, doc_status, language, ordinal, section_path, page, text, lexical, embedding, id)
         CROSS JOIN LATERAL (SELECT to_tsvector(v.language::regconfig, v.lexical) AS tsv) AS t`,
        [
          batch.map((row) => row.input.tenantId),
          batch.map((row) => row.document.id),
          batch.map((row) => row.document.status),
          batch.map((row) => row.input.language),
          batch.map((row) => row.chunk.ordinal),
          batch.map((row) => row.chunk.sectionPath),
          batch.map((row) => row.chunk.page),
          batch.map((row) => row.chunk.text),
          batch.map((row) => row.input.lexicalTexts[row.index]!),
          batch.map((row) => toLiteral(row.input.embeddings[row.index]!)),
          batch.map((row) => stableUuid(row.document.id, String(row.chunk.ordinal))),
        ],
      );
    }
  }

  async hybridSearch(query: HybridQuery): Promise<HybridCandidate[]> {
    const candidates = Math.max(query.candidates ?? 50, query.limit);
    const statuses = query.includeSuperseded ? ['current', 'superseded', 'archived'] : ['current'];
    const vector = this.capabilities.vector ? toVectorLiteral(query.vector) : toRealArrayLiteral(query.vector);
    const params = [query.tenantId, query.text, statuses, vector, candidates, query.limit, query.k ?? 60, query.vectorWeight ?? 1];
    const run = async (sql: SqlClient) => sql.query(hybridSearchSql(this.capabilities), params);
    const { vector: hnsw, bm25 } = this.capabilities;
    const result =
      hnsw || bm25
        ? await this.sql.transaction(async (tx) => {
            if (hnsw) {
              // Keep k rows under the tenant/status filter: scan the HNSW graph further instead of dropping rows.
              await tx.query("SET LOCAL hnsw.iterative_scan = 'relaxed_order'");
              await tx.query(`SET LOCAL hnsw.ef_search = ${Math.min(1000, Math.max(40, candidates * 2))}`);
            }
            // The BM25 top-k must come from the index scan (its score is read from the scan, see lexical-sql.ts);
            // without statistics the planner would rather scan, score every row (~0.2 ms each) and sort.
            if (bm25) await tx.query('SET LOCAL enable_sort = off');
            return run(tx);
          })
        : await run(this.sql);
    return result.rows.map((row) => ({
      chunkId: String(row.chunk_id),
      documentId: String(row.document_id),
      text: String(row.text),
      sectionPath: String(row.section_path),
      page: row.page === null ? null : Number(row.page),
      document: rowToDocument(row),
      rrf: Number(row.rrf),
      lexicalRank: row.lexical_rank === null ? null : Number(row.lexical_rank),
      vectorRank: row.vector_rank === null ? null : Number(row.vector_rank),
      cosine: row.cosine === null ? null : Number(row.cosine),
      lexicalScore: row.lexical_score === null ? null : Number(row.lexical_score),
      lexicalMax: row.lexical_max === null ? null : Number(row.lexical_max),
    }));
  }

  close(): Promise<void> {
    return this.closeDriver();
  }
}

/**
 * Content-derived ids: the same files ingested in the same order give the same ids in every store, so ranking
 * ties (broken by id in SQL) resolve identically from run to run. The previous version's id keeps a file that
 * returns to old content distinct from its earlier version.
 */
function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A document row just written whose chunks are still to be inserted. */
interface PendingChunks {
  input: DocumentWrite;
  document: StoredDocument;
}

function checkLengths(input: DocumentWrite): void {
  if (input.chunks.length !== input.embeddings.length || input.chunks.length !== input.lexicalTexts.length) {
    throw new StoreError('writeDocument: chunks, embeddings and lexicalTexts must have the same length');
  }
}
