import type { Migration } from '../../spec/index.js';

/**
 * The server's own changes to the `ingest_jobs` table (created by the store's core migrations), in the `server`
 * namespace: a job that waits for the ingest lane is `queued` before it is `running`; the uploaded files of an
 * unfinished job are kept until each is handled, so a restarted server resumes the job instead of failing it.
 */
export const jobMigrations: Migration[] = [
  {
    version: 1,
    name: 'queued ingest jobs',
    async up(sql) {
      await sql.query('ALTER TABLE ingest_jobs DROP CONSTRAINT IF EXISTS ingest_jobs_status_check');
      await sql.query("ALTER TABLE ingest_jobs ADD CONSTRAINT ingest_jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'failed'))");
      await sql.query("CREATE INDEX IF NOT EXISTS ingest_jobs_unfinished_or_queued ON ingest_jobs (updated_at) WHERE status IN ('queued', 'running')");
    },
  },
  {
    version: 2,
    name: 'files of unfinished ingest jobs',
    async up(sql) {
      await sql.query(
        `CREATE TABLE IF NOT EXISTS ingest_job_files (
           tenant_id text NOT NULL, job_id uuid NOT NULL, position integer NOT NULL, source text NOT NULL, bytes bytea NOT NULL,
           PRIMARY KEY (tenant_id, job_id, position))`,
      );
    },
  },
];
