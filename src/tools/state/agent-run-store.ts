import type { SqlClient } from '../../spec/store.js';

/** Status of a persisted agent run: paused for approval, being resumed by one process, or done. */
export type AgentRunStatus = 'paused' | 'resuming' | 'completed';

/** An agent run persisted while it waits for a human decision. `state` is the agent's (messages, pending calls). */
export interface AgentRunRecord {
  tenantId: string;
  runId: string;
  status: AgentRunStatus;
  state: unknown;
  /** Epoch ms. */
  updatedAt: number;
}

/** Where paused agent runs live, so that another process can resume them (SQL and in-memory implementations). */
export interface AgentRunStore {
  /** Inserts or replaces the run as paused. */
  pause(tenantId: string, runId: string, state: unknown, now: number): Promise<void>;
  get(tenantId: string, runId: string): Promise<AgentRunRecord | null>;
  /** Takes a paused run for resuming (only one caller wins); null when it is not paused. */
  claim(tenantId: string, runId: string, now: number): Promise<AgentRunRecord | null>;
  complete(tenantId: string, runId: string, state: unknown, now: number): Promise<void>;
}

/** The `tools` migration that adds the table (version 2 of that namespace). */
export async function createAgentRunsTable(sql: SqlClient): Promise<void> {
  await sql.query(`CREATE TABLE IF NOT EXISTS tool_agent_runs (
    tenant_id text NOT NULL,
    run_id text NOT NULL,
    status text NOT NULL CHECK (status IN ('paused', 'resuming', 'completed')),
    state jsonb NOT NULL,
    updated_at_ms bigint NOT NULL,
    PRIMARY KEY (tenant_id, run_id)
  )`);
}

type Row = Record<string, unknown>;
const toRecord = (row: Row): AgentRunRecord => ({
  tenantId: String(row.tenant_id),
  runId: String(row.run_id),
  status: row.status as AgentRunStatus,
  state: typeof row.state === 'string' ? JSON.parse(row.state) : row.state,
  updatedAt: Number(row.updated_at_ms),
});

/** Agent runs in the knowledge-base database (after the `tools` migrations). */
export function createSqlAgentRunStore(sql: SqlClient): AgentRunStore {
  return {
    async pause(tenantId, runId, state, now) {
      await sql.query(
        `INSERT INTO tool_agent_runs (tenant_id, run_id, status, state, updated_at_ms) VALUES ($1, $2, 'paused', $3, $4)
         ON CONFLICT (tenant_id, run_id) DO UPDATE SET status = 'paused', state = EXCLUDED.state, updated_at_ms = EXCLUDED.updated_at_ms`,
        [tenantId, runId, JSON.stringify(state), now],
      );
    },
    async get(tenantId, runId) {
      const { rows } = await sql.query(`SELECT * FROM tool_agent_runs WHERE tenant_id = $1 AND run_id = $2`, [tenantId, runId]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async claim(tenantId, runId, now) {
      const { rows } = await sql.query(
        `UPDATE tool_agent_runs SET status = 'resuming', updated_at_ms = $3 WHERE tenant_id = $1 AND run_id = $2 AND status = 'paused' RETURNING *`,
        [tenantId, runId, now],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async complete(tenantId, runId, state, now) {
      await sql.query(`UPDATE tool_agent_runs SET status = 'completed', state = $3, updated_at_ms = $4 WHERE tenant_id = $1 AND run_id = $2`, [
        tenantId, runId, JSON.stringify(state), now,
      ]);
    },
  };
}

/** Process-local agent runs (tests, runtimes without a database). */
export function createMemoryAgentRunStore(): AgentRunStore {
  const runs = new Map<string, AgentRunRecord>();
  const keyOf = (tenantId: string, runId: string) => `${tenantId}\u0000${runId}`;
  return {
    async pause(tenantId, runId, state, now) {
      runs.set(keyOf(tenantId, runId), { tenantId, runId, status: 'paused', state: structuredClone(state), updatedAt: now });
    },
    async get(tenantId, runId) {
      const run = runs.get(keyOf(tenantId, runId));
      return run ? structuredClone(run) : null;
    },
    async claim(tenantId, runId, now) {
      const run = runs.get(keyOf(tenantId, runId));
      if (!run || run.status !== 'paused') return null;
      run.status = 'resuming';
      run.updatedAt = now;
      return structuredClone(run);
    },
    async complete(tenantId, runId, state, now) {
      const run = runs.get(keyOf(tenantId, runId));
      if (run) runs.set(keyOf(tenantId, runId), { ...run, status: 'completed', state: structuredClone(state), updatedAt: now });
    },
  };
}
