import type { ChunkDraft, DocumentMetadata, DocumentStatus, TextLanguage } from './document.js';
import type { Migration } from './migration.js';

/**
 * Minimal SQL access shared by both drivers (PGlite and node-postgres). Parameters use `$1…`. A `Uint8Array`
 * parameter for an array-typed placeholder (`$n::real[]`) is sent as is in PostgreSQL's binary format (the store
 * writes vectors so); every other value as text.
 */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs `fn` inside one transaction; rolls back on throw. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/** What the engine under a store can do; decides which SQL path runs, never which driver. */
export interface StoreCapabilities {
  /** pgvector is installed: vectors in a `vector` column with an IVFFlat index. Otherwise `real[]` and an exact scan. */
  vector: boolean;
  /**
   * pg_textsearch is installed: BM25 through its index (statistics per index, i.e. across tenants). Otherwise BM25
   * computed in SQL from the tsvector positions (statistics per tenant).
   */
  bm25: boolean;
  /** pg_trgm is installed. */
  trigram: boolean;
  driver: 'pglite' | 'postgres';
}

/** A document version as stored. */
export interface StoredDocument extends DocumentMetadata {
  id: string;
  tenantId: string;
  source: string;
  language: TextLanguage;
  contentHash: string;
  indexedAt: string;
  previousVersionId: string | null;
  chunkCount: number;
  /**
   * The ingest pipeline version (`INGEST_PIPELINE_VERSION` in src/ingest) that produced this version's chunks; 0 when
   * unknown (written before the version was recorded, or through the store API without one). An ingest of the same
   * bytes re-reads a version older than its own pipeline and replaces its chunks in place.
   */
  pipelineVersion: number;
}

/** Input of one atomic document write. */
export interface DocumentWrite {
  tenantId: string;
  source: string;
  format: string;
  metadata: DocumentMetadata;
  language: TextLanguage;
  contentHash: string;
  chunks: ChunkDraft[];
  /** One vector per chunk, same order. */
  embeddings: Float32Array[];
  /** Lexical helper text per chunk (decompounded terms); same order. */
  lexicalTexts: string[];
  /** The ingest pipeline version that produced the chunks (see StoredDocument.pipelineVersion); default 0 (unknown). */
  pipelineVersion?: number;
  /**
   * Re-index the stored version of the same content hash even when its pipeline version is not older than this
   * write's (`anker ingest --force`). Default false.
   */
  force?: boolean;
}

/**
 * Outcome of writing one document. `reindexed`: the latest version had the same content hash but an older pipeline
 * version (or the write was forced): its chunks were replaced in place, under the same id, metadata and status; no
 * version was added or superseded.
 */
export type DocumentWriteResult =
  | { outcome: 'added'; document: StoredDocument }
  | { outcome: 'updated'; document: StoredDocument; supersededId: string }
  | { outcome: 'reindexed'; document: StoredDocument }
  | { outcome: 'unchanged'; document: StoredDocument };

/** One candidate of the hybrid query before calibration. */
export interface HybridCandidate {
  chunkId: string;
  documentId: string;
  text: string;
  sectionPath: string;
  page: number | null;
  document: StoredDocument;
  rrf: number;
  lexicalRank: number | null;
  vectorRank: number | null;
  cosine: number | null;
  lexicalScore: number | null;
  /**
   * BM25 of a chunk holding each matched query term once at average length: the sum of the IDFs of the query
   * terms that occur anywhere in the tenant (on the BM25-index path: anywhere in the index, all tenants). `lexicalScore / lexicalMax` is an IDF-weighted term coverage.
   */
  lexicalMax: number | null;
}

/** Query input of the hybrid search. */
export interface HybridQuery {
  tenantId: string;
  /** Lexical query terms (already normalised); OR-combined. */
  terms: string[];
  /** Raw query text (for BM25 engines that parse text themselves). */
  text: string;
  language: TextLanguage;
  vector: Float32Array;
  limit: number;
  /** Size of each candidate list before fusion (default 50). */
  candidates?: number;
  includeSuperseded?: boolean;
  /** RRF constant (default 60). */
  k?: number;
  /** Weight of the vector list in the fusion, lexical being 1 (default 1): weighted RRF. */
  vectorWeight?: number;
}

/** Result of `KnowledgeStore.documentFrequency`. */
export interface DocumentFrequency {
  /** Current documents of the tenant. */
  documents: number;
  /** Current documents containing each asked term (terms as given). */
  frequencies: Map<string, number>;
  /** Of the documents named in `options.documentIds`, those containing each term (in any chunk). */
  containing: Map<string, Set<string>>;
}

/** Outcome of `KnowledgeStore.setDocumentStatus`. */
export type DocumentStatusChange =
  | { outcome: 'changed' | 'unchanged'; document: StoredDocument }
  | { outcome: 'not_found' }
  | { outcome: 'superseded'; document: StoredDocument };

/** Persistent knowledge base, isolated per tenant. Both drivers implement it with the same SQL. */
export interface KnowledgeStore {
  readonly capabilities: StoreCapabilities;
  /** Raw SQL access for modules that own their own tables (tools: idempotency, approvals, traces). */
  readonly sql: SqlClient;
  /**
   * Applies the migrations of a namespace that have not run yet (tracked in `anker_migrations`).
   * Modules owning tables (e.g. `tools`) call this on start; the store runs its own `core` namespace on open.
   */
  migrate(namespace: string, migrations: Migration[]): Promise<void>;
  /** Ensures the embedder matches the vectors already stored; throws EmbedderMismatchError otherwise. */
  bindEmbedder(tenantId: string, embedderId: string, dimensions: number): Promise<void>;
  /** Latest stored version of `source`, any status. */
  findDocument(tenantId: string, source: string): Promise<StoredDocument | null>;
  /** Latest stored versions of many sources in one query, by source (sources never stored are absent). */
  findDocuments(tenantId: string, sources: readonly string[]): Promise<Map<string, StoredDocument>>;
  /**
   * Writes one document with all chunks in one transaction: add, new version (old one superseded), re-index of the
   * same content (chunks replaced in place; see DocumentWriteResult) or no-op.
   */
  writeDocument(input: DocumentWrite): Promise<DocumentWriteResult>;
  /**
   * Writes several documents in one transaction, each as `writeDocument` would (results in input order): a killed
   * process leaves all of them or none. One failing write fails the whole call; callers retry one by one.
   */
  writeDocuments(inputs: readonly DocumentWrite[]): Promise<DocumentWriteResult[]>;
  /**
   * Runs a large write with the vector index dropped and rebuilt once at the end: its IVFFlat lists are trained on
   * all of the vectors then, not on the few there were before. A process killed meanwhile leaves no index; the next
   * `bindEmbedder` rebuilds it.
   */
  withBulkLoad<T>(fn: () => Promise<T>): Promise<T>;
  /** Refreshes planner statistics after bulk writes (ANALYZE), so the GIN and vector indexes are chosen. */
  analyze(): Promise<void>;
  listDocuments(tenantId: string, options?: { status?: DocumentStatus }): Promise<StoredDocument[]>;
  /** One stored version by id within the tenant, or null (also for an id of another tenant or not a UUID). */
  getDocument(tenantId: string, id: string): Promise<StoredDocument | null>;
  /**
   * Deletes the document the version `id` belongs to: every version of its source, with their chunks, in one
   * transaction. Returns how many versions were deleted (0: no such id in this tenant).
   */
  deleteDocument(tenantId: string, id: string): Promise<number>;
  /**
   * Archives the latest version of a document (no longer searched) or makes an archived latest version current again,
   * on the document and its chunks in one transaction. A superseded version cannot change (a newer one is current).
   */
  setDocumentStatus(tenantId: string, id: string, status: 'current' | 'archived'): Promise<DocumentStatusChange>;
  /**
   * Corpus statistics for the judge: how many current documents of the tenant contain each term (in any inflection,
   * in any chunk), and how many current documents there are. A noun in most documents names what they are all about.
   * `rare`: most terms are expected in no document (spelling candidates); the same counts, by a plan suited to that.
   */
  documentFrequency?(tenantId: string, terms: readonly string[], options?: { documentIds?: readonly string[]; rare?: boolean }): Promise<DocumentFrequency>;
  /**
   * Each word's weight in a search's `lexicalMax` for chunks of `language`, as the store's lexical path counts it (the
   * IDF of the word's lexeme; 0 when no chunk holds it): one cheap lookup, no scan of the matching chunks. Stores
   * whose lexical path has no such statistics leave it out (callers use `documentFrequency` then).
   */
  lexicalWeights?(tenantId: string, language: TextLanguage, words: readonly string[]): Promise<Map<string, number>>;
  /**
   * Whether the tenant holds any document (of any status) in `language`: a search in that language (the question
   * translated, see the retriever's cross-lingual search) can find nothing where it holds none, and is skipped.
   */
  hasDocumentsIn?(tenantId: string, language: TextLanguage): Promise<boolean>;
  /**
   * The chunks of one of the tenant's documents in document order, at most `limit` (default 100), as candidates
   * without retrieval scores (rrf 0, no ranks): a document known by its name (a client's contract) is read whole
   * for the asked topic when no search ranks its chunks. Empty for an unknown id.
   */
  documentChunks?(tenantId: string, documentId: string, options?: { limit?: number }): Promise<HybridCandidate[]>;
  /** Hybrid lexical + vector search fused with RRF inside SQL. */
  hybridSearch(query: HybridQuery): Promise<HybridCandidate[]>;
  close(): Promise<void>;
}
