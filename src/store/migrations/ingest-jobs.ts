import type { Migration } from '../../spec/index.js';

/**
 * Ingest jobs of the HTTP service (`POST /v1/documents?async=1`): progress and outcome per upload, so a client can
 * poll and a restarted server can tell what never finished. Each document is still written in its own transaction,
 * so a job that dies leaves whole documents only; its row is marked failed on the next start.
 */
export const ingestJobsMigration: Migration = {
  version: 3,
  name: 'ingest jobs',
  async up(sql) {
    await sql.query(`CREATE TABLE ingest_jobs (
      tenant_id text NOT NULL REFERENCES tenants (tenant_id),
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
      sources text[] NOT NULL,
      total integer NOT NULL,
      done integer NOT NULL DEFAULT 0,
      summary jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`);
    await sql.query('CREATE INDEX ingest_jobs_unfinished ON ingest_jobs (updated_at) WHERE status = \'running\'');
  },
};
