import type { Migration } from '../../spec/index.js';
import { apiKeysMigration } from './api-keys.js';
import { chunkGenerationsMigration } from './chunk-generations.js';
import { ingestJobsMigration } from './ingest-jobs.js';
import { pipelineVersionMigration } from './pipeline-version.js';
import { uncompressedChunkTextsMigration } from './uncompressed-chunk-texts.js';

/**
 * The knowledge-base schema. `tenant_id` leads every primary key so a tenant is always a WHERE clause
 * and the tables can be distributed by tenant. The embedding column is added once the first embedder
 * binds (its dimension is not known before): see ensure-vector-column.ts.
 */
export const coreMigrations: Migration[] = [
  {
    version: 1,
    name: 'tenants, documents, chunks',
    async up(sql) {
      await sql.query(`CREATE TABLE tenants (
        tenant_id text PRIMARY KEY,
        embedder_id text,
        dimensions integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await sql.query(`CREATE TABLE anker_settings (
        key text PRIMARY KEY,
        value text NOT NULL
      )`);
      await sql.query(`CREATE TABLE documents (
        tenant_id text NOT NULL REFERENCES tenants (tenant_id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        source text NOT NULL,
        format text NOT NULL,
        title text NOT NULL,
        version text,
        section text,
        source_url text,
        document_date date,
        indexed_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL CHECK (status IN ('current', 'superseded', 'archived')),
        is_latest boolean NOT NULL DEFAULT true,
        language text NOT NULL CHECK (language IN ('german', 'english', 'simple')),
        content_hash text NOT NULL,
        previous_version_id uuid,
        chunk_count integer NOT NULL,
        PRIMARY KEY (tenant_id, id)
      )`);
      // One latest version per source: concurrent writers of the same file cannot both win.
      await sql.query(
        'CREATE UNIQUE INDEX documents_latest_source ON documents (tenant_id, source) WHERE is_latest',
      );
      await sql.query(`CREATE TABLE chunks (
        tenant_id text NOT NULL,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL,
        doc_status text NOT NULL,
        language text NOT NULL,
        ordinal integer NOT NULL,
        section_path text NOT NULL,
        page integer,
        text text NOT NULL,
        lexical text NOT NULL,
        tsv tsvector NOT NULL,
        token_count integer NOT NULL,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, document_id) REFERENCES documents (tenant_id, id) ON DELETE CASCADE
      )`);
      await sql.query('CREATE INDEX chunks_document ON chunks (tenant_id, document_id, ordinal)');
      await sql.query('CREATE INDEX chunks_tsv ON chunks USING gin (tsv)');
      await sql.query('CREATE INDEX chunks_tenant_status ON chunks (tenant_id, doc_status)');
    },
  },
  apiKeysMigration,
  ingestJobsMigration,
  chunkGenerationsMigration,
  pipelineVersionMigration,
  uncompressedChunkTextsMigration,
];
