export { openStore, isPostgresUrl } from './open-store.js';
export type { OpenStoreOptions } from './open-store.js';
export type { StoreAccess } from './store-folder.js';
export { SqlKnowledgeStore } from './sql-knowledge-store.js';
export { runMigrations } from './run-migrations.js';
export { pgliteClient, postgresClient } from './sql-client.js';
export { toVectorLiteral } from './vector-literal.js';
export { isPendingDocumentWriter } from './pending-documents.js';
export type { PendingChunkBatch, PendingDocument, PendingDocumentStart, PendingDocumentWriter } from './pending-documents.js';
