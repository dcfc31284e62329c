import type { ToolCallOutcome, ToolErrorType } from '../../spec/tool.js';
import type { SqlClient } from '../../spec/store.js';
import type { ApprovalRecord, ApprovalStatus, ToolTraceRecord } from '../../spec/tool-spec.js';
import type { ToolStateStore } from './tool-state-store.js';

type Row = Record<string, unknown>;

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
// pg returns jsonb parsed; some drivers hand back text.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const jsonParam = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

function toApproval(row: Row): ApprovalRecord {
  return {
    id: String(row.approval_id),
    tenantId: String(row.tenant_id),
    runId: String(row.run_id),
    callId: String(row.call_id),
    toolName: String(row.tool_name),
    arguments: json(row.arguments),
    editedArguments: row.edited_arguments === null ? null : json(row.edited_arguments),
    status: row.status as ApprovalStatus,
    decidedBy: (row.decided_by as string | null) ?? null,
    reason: (row.reason as string | null) ?? null,
    outcome: row.outcome === null ? null : json<ToolCallOutcome>(row.outcome),
    createdAt: iso(row.created_at),
    decidedAt: isoOrNull(row.decided_at),
  };
}

function toTrace(row: Row): ToolTraceRecord {
  return {
    id: String(row.trace_row_id),
    tenantId: String(row.tenant_id),
    traceId: String(row.trace_id),
    runId: String(row.run_id),
    callId: String(row.call_id),
    toolName: String(row.tool_name),
    arguments: row.arguments === null ? null : json(row.arguments),
    status: row.status as ToolTraceRecord['status'],
    errorType: (row.error_type as ToolErrorType | null) ?? null,
    latencyMs: Number(row.latency_ms),
    attempts: Number(row.attempts),
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    replayed: Boolean(row.replayed),
    startedAt: iso(row.started_at),
  };
}

/** Tool state in the `tools` migration namespace of the knowledge-base database (PGlite or PostgreSQL). */
export function createSqlToolStateStore(sql: SqlClient): ToolStateStore {
  return {
    async claimIdempotencyKey(entry) {
      const inserted = await sql.query(
        `INSERT INTO tool_idempotency_keys (tenant_id, idempotency_key, tool_name, run_id, call_id, status, created_at_ms, updated_at_ms)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)
         ON CONFLICT (tenant_id, idempotency_key) DO NOTHING RETURNING idempotency_key`,
        [entry.tenantId, entry.key, entry.toolName, entry.runId, entry.callId, entry.now],
      );
      if (inserted.rows.length === 1) return { claimed: true };
      const { rows } = await sql.query(
        `SELECT status, outcome, updated_at_ms FROM tool_idempotency_keys WHERE tenant_id = $1 AND idempotency_key = $2`,
        [entry.tenantId, entry.key],
      );
      const row = rows[0];
      // The winner released its claim between our insert and select: try again.
      if (!row) return this.claimIdempotencyKey(entry);
      if (row.status === 'completed') return { claimed: false, status: 'completed', outcome: json<ToolCallOutcome>(row.outcome) };
      return { claimed: false, status: 'pending', updatedAt: Number(row.updated_at_ms) };
    },
    async completeIdempotencyKey(tenantId, key, outcome, now) {
      await sql.query(
        `UPDATE tool_idempotency_keys SET status = 'completed', outcome = $3::jsonb, updated_at_ms = $4 WHERE tenant_id = $1 AND idempotency_key = $2`,
        [tenantId, key, jsonParam(outcome), now],
      );
    },
    async releaseIdempotencyKey(tenantId, key) {
      await sql.query(`DELETE FROM tool_idempotency_keys WHERE tenant_id = $1 AND idempotency_key = $2 AND status = 'pending'`, [tenantId, key]);
    },
    async takeOverIdempotencyKey(tenantId, key, staleBefore, now) {
      const { rows } = await sql.query(
        `UPDATE tool_idempotency_keys SET updated_at_ms = $4
         WHERE tenant_id = $1 AND idempotency_key = $2 AND status = 'pending' AND updated_at_ms < $3 RETURNING idempotency_key`,
        [tenantId, key, staleBefore, now],
      );
      return rows.length === 1;
    },
    async createApproval(record) {
      await sql.query(
        `INSERT INTO tool_approvals (tenant_id, approval_id, run_id, call_id, tool_name, arguments, edited_arguments, status, decided_by, reason, outcome, created_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11::jsonb, $12::timestamptz, $13::timestamptz)
         ON CONFLICT (tenant_id, run_id, call_id) DO NOTHING`,
        [record.tenantId, record.id, record.runId, record.callId, record.toolName, jsonParam(record.arguments), jsonParam(record.editedArguments),
          record.status, record.decidedBy, record.reason, jsonParam(record.outcome), record.createdAt, record.decidedAt],
      );
      return (await this.findApprovalByCall(record.tenantId, record.runId, record.callId)) as ApprovalRecord;
    },
    async findApprovalByCall(tenantId, runId, callId) {
      const { rows } = await sql.query(`SELECT * FROM tool_approvals WHERE tenant_id = $1 AND run_id = $2 AND call_id = $3`, [tenantId, runId, callId]);
      return rows[0] ? toApproval(rows[0]) : null;
    },
    async getApproval(tenantId, id) {
      const { rows } = await sql.query(`SELECT * FROM tool_approvals WHERE tenant_id = $1 AND approval_id = $2`, [tenantId, id]);
      return rows[0] ? toApproval(rows[0]) : null;
    },
    async listApprovals(tenantId, options = {}) {
      const { rows } = await sql.query(
        `SELECT * FROM tool_approvals WHERE tenant_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at, approval_id`,
        [tenantId, options.status ?? null],
      );
      return rows.map(toApproval);
    },
    async decideApproval(tenantId, id, decision) {
      const { rows } = await sql.query(
        `UPDATE tool_approvals SET status = $3, decided_by = $4, reason = $5, edited_arguments = $6::jsonb, decided_at = $7::timestamptz
         WHERE tenant_id = $1 AND approval_id = $2 AND status = 'pending' RETURNING *`,
        [tenantId, id, decision.status, decision.decidedBy, decision.reason, jsonParam(decision.editedArguments), decision.decidedAt],
      );
      return rows[0] ? toApproval(rows[0]) : null;
    },
    async setApprovalOutcome(tenantId, id, outcome) {
      await sql.query(`UPDATE tool_approvals SET outcome = $3::jsonb WHERE tenant_id = $1 AND approval_id = $2`, [tenantId, id, jsonParam(outcome)]);
    },
    async recordTrace(record) {
      await sql.query(
        `INSERT INTO tool_traces (tenant_id, trace_row_id, trace_id, run_id, call_id, tool_name, arguments, status, error_type, latency_ms, attempts, idempotency_key, replayed, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14::timestamptz)`,
        [record.tenantId, record.id, record.traceId, record.runId, record.callId, record.toolName, jsonParam(record.arguments), record.status,
          record.errorType, record.latencyMs, record.attempts, record.idempotencyKey, record.replayed, record.startedAt],
      );
    },
    async listTraces(tenantId, query = {}) {
      const { rows } = await sql.query(
        `SELECT * FROM tool_traces WHERE tenant_id = $1 AND ($2::text IS NULL OR run_id = $2) AND ($3::text IS NULL OR tool_name = $3)
         ORDER BY started_at DESC, trace_row_id LIMIT $4`,
        [tenantId, query.runId ?? null, query.toolName ?? null, query.limit ?? 50],
      );
      return rows.map(toTrace);
    },
    async getTrace(tenantId, id) {
      const { rows } = await sql.query(`SELECT * FROM tool_traces WHERE tenant_id = $1 AND trace_row_id = $2`, [tenantId, id]);
      return rows[0] ? toTrace(rows[0]) : null;
    },
    async toolStats(tenantId, options = {}) {
      const { rows } = await sql.query(
        `SELECT tool_name, count(*) AS calls, count(*) FILTER (WHERE status = 'error') AS errors,
                percentile_disc(0.95) WITHIN GROUP (ORDER BY latency_ms) AS p95
         FROM tool_traces WHERE tenant_id = $1 AND ($2::timestamptz IS NULL OR started_at >= $2::timestamptz)
         GROUP BY tool_name ORDER BY tool_name`,
        [tenantId, options.since ?? null],
      );
      return rows.map((row) => {
        const calls = Number(row.calls);
        const errors = Number(row.errors);
        return { toolName: String(row.tool_name), calls, errors, errorRate: calls === 0 ? 0 : errors / calls, p95LatencyMs: Number(row.p95) };
      });
    },
  };
}
