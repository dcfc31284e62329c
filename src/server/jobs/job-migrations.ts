import type { Migration } from '../../spec/index.js';

/**
 * The server's own changes to the `ingest_jobs` table (created by the store's core migrations), in the `server`
 * namespace: a job that waits for the ingest lane is `queued` before it is `running`.
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
];
