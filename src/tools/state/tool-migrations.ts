import type { Migration } from '../../spec/migration.js';
import { createAgentRunsTable } from './agent-run-store.js';

/**
 * Tables of the `tools` namespace. Plain PostgreSQL 15 SQL (no extensions), so PGlite and a server run the same.
 * Every primary key starts with tenant_id so the tables can be distributed by tenant.
 */
export const toolMigrations: Migration[] = [
  {
    version: 1,
    name: 'idempotency keys, approvals, traces',
    async up(sql) {
      await sql.query(`CREATE TABLE IF NOT EXISTS tool_idempotency_keys (
        tenant_id text NOT NULL,
        idempotency_key text NOT NULL,
        tool_name text NOT NULL,
        run_id text NOT NULL,
        call_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'completed')),
        outcome jsonb,
        created_at_ms bigint NOT NULL,
        updated_at_ms bigint NOT NULL,
        PRIMARY KEY (tenant_id, idempotency_key)
      )`);
      await sql.query(`CREATE TABLE IF NOT EXISTS tool_approvals (
        tenant_id text NOT NULL,
        approval_id text NOT NULL,
        run_id text NOT NULL,
        call_id text NOT NULL,
        tool_name text NOT NULL,
        arguments jsonb NOT NULL,
        edited_arguments jsonb,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by text,
        reason text,
        outcome jsonb,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        PRIMARY KEY (tenant_id, approval_id),
        UNIQUE (tenant_id, run_id, call_id)
      )`);
      await sql.query(`CREATE INDEX IF NOT EXISTS tool_approvals_status ON tool_approvals (tenant_id, status, created_at)`);
      await sql.query(`CREATE TABLE IF NOT EXISTS tool_traces (
        tenant_id text NOT NULL,
        trace_row_id text NOT NULL,
        trace_id text NOT NULL,
        run_id text NOT NULL,
        call_id text NOT NULL,
        tool_name text NOT NULL,
        arguments jsonb,
        status text NOT NULL,
        error_type text,
        latency_ms double precision NOT NULL,
        attempts integer NOT NULL,
        idempotency_key text,
        replayed boolean NOT NULL DEFAULT false,
        started_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, trace_row_id)
      )`);
      await sql.query(`CREATE INDEX IF NOT EXISTS tool_traces_started ON tool_traces (tenant_id, started_at DESC)`);
      await sql.query(`CREATE INDEX IF NOT EXISTS tool_traces_run ON tool_traces (tenant_id, run_id)`);
    },
  },
  {
    version: 2,
    name: 'agent runs paused for approval',
    up: (sql) => createAgentRunsTable(sql),
  },
];
