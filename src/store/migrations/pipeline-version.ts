import type { Migration } from '../../spec/index.js';

/**
 * The ingest pipeline version that produced each document version's chunks (`INGEST_PIPELINE_VERSION` in src/ingest).
 * Rows written before this column existed get 0, unknown, which every pipeline counts as older than its own: an
 * ingest of their unchanged files re-reads them once and replaces their chunks in place. A constant default adds the
 * column without rewriting the table.
 */
export const pipelineVersionMigration: Migration = {
  version: 5,
  name: 'document pipeline version',
  async up(sql) {
    await sql.query('ALTER TABLE documents ADD COLUMN pipeline_version integer NOT NULL DEFAULT 0');
  },
};
