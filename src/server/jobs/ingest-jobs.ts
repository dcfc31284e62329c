import type { Logger } from 'pino';
import type { Anker, ByteFile, IngestBytesSummary } from '../../app/index.js';
import type { SqlClient, StoreCapabilities, StoredDocument } from '../../spec/index.js';
import type { WorkGate } from '../http/work-gate.js';

/** An ingest job as the API shows it. */
export interface IngestJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** Sources of the uploaded files, in upload order. */
  sources: string[];
  total: number;
  /** Files handled so far (written, unchanged or failed). */
  done: number;
  /** The upload summary once done: added, updated, unchanged, failed, documents. */
  summary: Record<string, unknown> | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IngestJobs {
  /** Records a job and ingests the files in the background, one document per transaction. */
  start(tenant: Anker, files: ByteFile[], toJson: (document: StoredDocument) => unknown): Promise<IngestJob>;
  get(tenantId: string, id: string): Promise<IngestJob | null>;
  /** The tenant's 50 newest jobs. */
  list(tenantId: string): Promise<IngestJob[]>;
  /**
   * Marks jobs that can no longer finish as failed: on the embedded store every running one (only one process can
   * open it, so they belong to a process that died); on a server those without progress for `staleMinutes`.
   */
  recover(staleMinutes?: number): Promise<number>;
  /** Resolves once no job of this process runs (graceful shutdown waits for it). */
  idle(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, status, sources, total, done, summary, error, created_at, updated_at';

/** Options of `createIngestJobs`. */
export interface IngestJobsOptions {
  sql: SqlClient;
  capabilities: StoreCapabilities;
  logger: Logger;
  /**
   * The gate every document of every job passes in its background lane (one document and its progress update per
   * slot), so uploads take turns with each other and with searches and answers (see `createWorkGate`). Without
   * one, documents are written as fast as the job can go.
   */
  gate?: Pick<WorkGate, 'runBackground'>;
}

export function createIngestJobs(options: IngestJobsOptions): IngestJobs {
  const { sql, logger } = options;
  const inLane = <T>(work: () => Promise<T>) => (options.gate ? options.gate.runBackground(work) : work());
  const running = new Set<Promise<void>>();

  const run = async (tenant: Anker, id: string, files: ByteFile[], toJson: (document: StoredDocument) => unknown) => {
    const tenantId = tenant.config.tenant;
    const total: IngestBytesSummary = { added: 0, updated: 0, unchanged: 0, failed: [], documents: [] };
    try {
      for (const [index, file] of files.entries()) {
        const one = await inLane(async () => {
          const written = await tenant.ingestBytes([file]);
          await sql.query('UPDATE ingest_jobs SET done = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id, index + 1]);
          return written;
        });
        total.added += one.added;
        total.updated += one.updated;
        total.unchanged += one.unchanged;
        total.failed.push(...one.failed);
        total.documents.push(...one.documents);
      }
      const summary = { ...total, documents: total.documents.map(toJson) };
      await sql.query("UPDATE ingest_jobs SET status = 'done', summary = $3::jsonb, updated_at = now() WHERE tenant_id = $1 AND id = $2", [
        tenantId,
        id,
        JSON.stringify(summary),
      ]);
    } catch (error) {
      logger.error({ event: 'ingest-job-failed', jobId: id, tenant: tenantId, err: error }, 'ingest job failed');
      await sql
        .query("UPDATE ingest_jobs SET status = 'failed', error = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2", [
          tenantId,
          id,
          'The ingest stopped unexpectedly; documents written before that are complete.',
        ])
        .catch(() => undefined);
    }
  };

  return {
    async start(tenant, files, toJson) {
      const tenantId = tenant.config.tenant;
      await sql.query('INSERT INTO tenants (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [tenantId]);
      const inserted = await sql.query(
        `INSERT INTO ingest_jobs (tenant_id, status, sources, total) VALUES ($1, 'running', $2::text[], $3) RETURNING ${COLUMNS}`,
        [tenantId, files.map((file) => file.source), files.length],
      );
      const job = toJob(inserted.rows[0]!);
      const task = run(tenant, job.id, files, toJson).finally(() => running.delete(task));
      running.add(task);
      return job;
    },
    async get(tenantId, id) {
      if (!UUID.test(id)) return null;
      const result = await sql.query(`SELECT ${COLUMNS} FROM ingest_jobs WHERE tenant_id = $1 AND id = $2::uuid`, [tenantId, id]);
      return result.rows[0] ? toJob(result.rows[0]) : null;
    },
    async list(tenantId) {
      const result = await sql.query(`SELECT ${COLUMNS} FROM ingest_jobs WHERE tenant_id = $1 ORDER BY created_at DESC LIMIT 50`, [tenantId]);
      return result.rows.map(toJob);
    },
    async recover(staleMinutes = 10) {
      const embedded = options.capabilities.driver === 'pglite';
      const result = await sql.query(
        `UPDATE ingest_jobs SET status = 'failed', error = 'The server stopped before the job finished; documents written before that are complete.',
           updated_at = now()
         WHERE status = 'running' AND ($1 OR updated_at < now() - make_interval(mins => $2)) RETURNING id`,
        [embedded, staleMinutes],
      );
      if (result.rows.length > 0) logger.warn({ event: 'ingest-jobs-recovered', jobs: result.rows.length }, 'unfinished ingest jobs marked failed');
      return result.rows.length;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

function toJob(row: Record<string, unknown>): IngestJob {
  const iso = (value: unknown) => new Date(value as string | Date).toISOString();
  const summary = typeof row.summary === 'string' ? (JSON.parse(row.summary) as Record<string, unknown>) : ((row.summary as Record<string, unknown> | null) ?? null);
  return {
    id: String(row.id),
    status: row.status as IngestJob['status'],
    sources: row.sources as string[],
    total: Number(row.total),
    done: Number(row.done),
    summary,
    error: (row.error as string | null) ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
