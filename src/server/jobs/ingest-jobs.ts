import type { Logger } from 'pino';
import type { Anker, ByteFile } from '../../app/index.js';
import { emptyTally, summarize } from '../../ingest/index.js';
import type { KnowledgeStore, StoredDocument } from '../../spec/index.js';
import type { BackgroundLane, WorkGate } from '../http/work-gate.js';
import { ingestInLane } from './ingest-in-lane.js';
import { jobMigrations } from './job-migrations.js';

/** An ingest job as the API shows it. */
export interface IngestJob {
  id: string;
  /** `queued` until its first file gets the ingest lane, `running` until the last one is handled, then `done` or `failed`. */
  status: 'queued' | 'running' | 'done' | 'failed';
  /** Sources of the uploaded files, in upload order. */
  sources: string[];
  total: number;
  /** Files handled so far (written, unchanged or failed). */
  done: number;
  /** The upload summary once done: added, updated, unchanged, reindexed (when some were), failed, documents. */
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
   * Takes over the jobs a process that died left unfinished: on the embedded store every queued or running one (only
   * one process can open it); on a server those not touched for `staleMinutes` (a live process touches its jobs
   * every `heartbeatMs`). A job whose remaining files are kept (see `start`) is resumed from its next file when the
   * jobs know their tenants (`tenantOf`); any other is marked failed: a queued job's files were never written, a
   * running job's written documents are whole (each one is one transaction). Returns how many jobs it took over.
   */
  recover(staleMinutes?: number): Promise<number>;
  /** Resolves once no job of this process runs (graceful shutdown waits for it). */
  idle(): Promise<void>;
}

const SCHEMA_NAMESPACE = 'server';
const FAILED_QUEUED = 'The server stopped before the job started; none of its files was written. Upload them again.';
const FILES = 'ingest_job_files';
const FAILED_RUNNING = 'The server stopped before the job finished; documents written before that are complete.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, status, sources, total, done, summary, error, created_at, updated_at';

/** Options of `createIngestJobs`. */
export interface IngestJobsOptions {
  /** The store the jobs table lives in (the server's own migrations run on it first). */
  store: Pick<KnowledgeStore, 'sql' | 'capabilities' | 'migrate'>;
  logger: Logger;
  /** How often this process touches the rows of its unfinished jobs, so another process never takes them for dead; default 60 s. */
  heartbeatMs?: number;
  /**
   * The gate every document of every job passes in its background lane (one document and its progress update per
   * slot), so uploads take turns with each other and with searches and answers (see `createWorkGate`). Without
   * one, documents are written as fast as the job can go.
   */
  gate?: Pick<WorkGate, 'runBackground'>;
  /** Called after each file of a job was handled (whatever it wrote), e.g. to drop cached search results. */
  onDocumentsChanged?: (tenantId: string) => void;
  /** The tenant a resumed job ingests into, and how its summary lists documents: without them `recover` resumes nothing. */
  resume?: { tenantOf: (tenantId: string) => Anker; toJson: (document: StoredDocument) => unknown };
}

/** A lane that never waits (no gate). */
const OPEN_LANE: BackgroundLane = { yield: async () => undefined };

export function createIngestJobs(options: IngestJobsOptions): IngestJobs {
  const { store, logger } = options;
  const { sql } = store;
  const inLane = <T>(work: (lane: BackgroundLane) => Promise<T>) => (options.gate ? options.gate.runBackground(work) : work(OPEN_LANE));
  const running = new Set<Promise<void>>();
  let schema: Promise<void> | undefined;
  const ready = () => (schema ??= store.migrate(SCHEMA_NAMESPACE, jobMigrations));
  const heartbeat = createHeartbeat(store, options.heartbeatMs ?? 60_000);

  /** Ingests `files` (the job's files from position `from` on) and keeps the job's row and kept files current. */
  const run = async (tenant: Anker, id: string, files: ByteFile[], toJson: (document: StoredDocument) => unknown, from = 0) => {
    const tenantId = tenant.config.tenant;
    const total = emptyTally();
    const documents: StoredDocument[] = [];
    try {
      for (const [offset, file] of files.entries()) {
        const index = from + offset;
        const one = await inLane(async (lane) => {
          if (index === 0) {
            const started = await sql.query(
              "UPDATE ingest_jobs SET status = 'running', updated_at = now() WHERE tenant_id = $1 AND id = $2 AND status = 'queued' RETURNING id",
              [tenantId, id],
            );
            // Another process's recovery took this job for dead while it waited: nothing of it was written.
            if (started.rows.length === 0) return null;
          }
          const written = await ingestInLane(tenant, [file], lane).finally(() => options.onDocumentsChanged?.(tenantId));
          await sql.query('UPDATE ingest_jobs SET done = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id, index + 1]);
          await sql.query(`DELETE FROM ${FILES} WHERE tenant_id = $1 AND job_id = $2 AND position = $3`, [tenantId, id, index]);
          return written;
        });
        if (one === null) return;
        total.added += one.added;
        total.updated += one.updated;
        total.unchanged += one.unchanged;
        total.reindexed += one.reindexed ?? 0;
        total.failed.push(...one.failed);
        documents.push(...one.documents);
      }
      const summary = { ...summarize(total), documents: documents.map(toJson) };
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
    } finally {
      await sql.query(`DELETE FROM ${FILES} WHERE tenant_id = $1 AND job_id = $2`, [tenantId, id]).catch(() => undefined);
    }
  };

  /** Runs a job in the background, touched by the heartbeat until it ends. */
  const launch = (tenant: Anker, id: string, files: ByteFile[], toJson: (document: StoredDocument) => unknown, from = 0) => {
    const key = { tenantId: tenant.config.tenant, id };
    heartbeat.add(key);
    const task = run(tenant, id, files, toJson, from).finally(() => {
      heartbeat.delete(key);
      running.delete(task);
    });
    running.add(task);
  };

  return {
    async start(tenant, files, toJson) {
      await ready();
      const tenantId = tenant.config.tenant;
      await sql.query('INSERT INTO tenants (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [tenantId]);
      const inserted = await sql.query(
        `INSERT INTO ingest_jobs (tenant_id, status, sources, total) VALUES ($1, 'queued', $2::text[], $3) RETURNING ${COLUMNS}`,
        [tenantId, files.map((file) => file.source), files.length],
      );
      const job = toJob(inserted.rows[0]!);
      try {
        // Kept until each is handled, so that a restarted server resumes the job (see recover).
        for (const [position, file] of files.entries()) {
          await sql.query(`INSERT INTO ${FILES} (tenant_id, job_id, position, source, bytes) VALUES ($1, $2, $3, $4, $5)`, [
            tenantId,
            job.id,
            position,
            file.source,
            // A Buffer: the PostgreSQL driver sends only Buffers as bytea (PGlite takes either).
            Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
          ]);
        }
      } catch (error) {
        logger.warn({ event: 'ingest-job-files-not-kept', jobId: job.id, err: error }, 'the files of an ingest job could not be kept; a restart fails the job');
        await sql.query(`DELETE FROM ${FILES} WHERE tenant_id = $1 AND job_id = $2`, [tenantId, job.id]).catch(() => undefined);
      }
      launch(tenant, job.id, files, toJson);
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
      await ready();
      const embedded = store.capabilities.driver === 'pglite';
      const stale = `status IN ('queued', 'running') AND ($1 OR updated_at < now() - make_interval(mins => $2))`;
      const resumed: string[] = [];
      if (options.resume) {
        // Claimed by touching them (another process recovering at the same time sees them fresh), then resumed.
        const claimed = await sql.query(
          `UPDATE ingest_jobs j SET updated_at = now() WHERE ${stale}
             AND (SELECT count(*) FROM ${FILES} f WHERE f.tenant_id = j.tenant_id AND f.job_id = j.id AND f.position >= j.done) = j.total - j.done
             AND j.total > j.done
           RETURNING tenant_id, id, done`,
          [embedded, staleMinutes],
        );
        for (const row of claimed.rows) {
          const tenantId = String(row.tenant_id);
          const id = String(row.id);
          const kept = await sql.query<{ source: string; bytes: Uint8Array }>(
            `SELECT source, bytes FROM ${FILES} WHERE tenant_id = $1 AND job_id = $2 AND position >= $3 ORDER BY position`,
            [tenantId, id, Number(row.done)],
          );
          const files = kept.rows.map((file) => ({ source: file.source, bytes: new Uint8Array(file.bytes) }));
          launch(options.resume.tenantOf(tenantId), id, files, options.resume.toJson, Number(row.done));
          resumed.push(id);
        }
        if (resumed.length > 0) logger.warn({ event: 'ingest-jobs-resumed', jobs: resumed.length }, 'unfinished ingest jobs resumed from their next file');
      }
      const result = await sql.query(
        `UPDATE ingest_jobs SET status = 'failed', error = CASE WHEN status = 'queued' THEN $3 ELSE $4 END, updated_at = now()
         WHERE ${stale} AND NOT (id = ANY($5::uuid[])) RETURNING id`,
        [embedded, staleMinutes, FAILED_QUEUED, FAILED_RUNNING, resumed],
      );
      if (result.rows.length > 0) logger.warn({ event: 'ingest-jobs-recovered', jobs: result.rows.length }, 'unfinished ingest jobs marked failed');
      return resumed.length + result.rows.length;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

interface JobKey {
  tenantId: string;
  id: string;
}

/** Touches the rows of this process's unfinished jobs every `intervalMs` while there are any. */
function createHeartbeat(store: Pick<KnowledgeStore, 'sql'>, intervalMs: number) {
  const jobs = new Set<JobKey>();
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    const keys = [...jobs];
    void store.sql
      .query(
        `UPDATE ingest_jobs j SET updated_at = now() FROM unnest($1::text[], $2::uuid[]) AS k (tenant_id, id)
         WHERE j.tenant_id = k.tenant_id AND j.id = k.id AND j.status IN ('queued', 'running')`,
        [keys.map((key) => key.tenantId), keys.map((key) => key.id)],
      )
      .catch(() => undefined);
  };
  return {
    add(key: JobKey) {
      jobs.add(key);
      if (!timer) (timer = setInterval(beat, intervalMs)).unref();
    },
    delete(key: JobKey) {
      jobs.delete(key);
      if (jobs.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
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
