import type { ToolCallOutcome } from '../../spec/tool.js';
import type { ApprovalRecord, ToolStats, ToolTraceRecord } from '../../spec/tool-spec.js';
import { computeToolStats } from '../tracing/tool-stats.js';
import type { ToolStateStore } from './tool-state-store.js';

interface KeyRow {
  status: 'pending' | 'completed';
  outcome: ToolCallOutcome | null;
  updatedAt: number;
}

/** Process-local state: for tests, one-shot CLI commands and runtimes without a database. Lost on exit. */
export function createMemoryToolStateStore(): ToolStateStore {
  const keys = new Map<string, KeyRow>();
  const approvals = new Map<string, ApprovalRecord>();
  const traces: ToolTraceRecord[] = [];
  const keyOf = (tenantId: string, key: string) => `${tenantId}\u0000${key}`;
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    async claimIdempotencyKey(entry) {
      const id = keyOf(entry.tenantId, entry.key);
      const row = keys.get(id);
      if (!row) {
        keys.set(id, { status: 'pending', outcome: null, updatedAt: entry.now });
        return { claimed: true };
      }
      if (row.status === 'completed' && row.outcome) return { claimed: false, status: 'completed', outcome: copy(row.outcome) };
      return { claimed: false, status: 'pending', updatedAt: row.updatedAt };
    },
    async completeIdempotencyKey(tenantId, key, outcome, now) {
      keys.set(keyOf(tenantId, key), { status: 'completed', outcome: copy(outcome), updatedAt: now });
    },
    async releaseIdempotencyKey(tenantId, key) {
      const id = keyOf(tenantId, key);
      if (keys.get(id)?.status === 'pending') keys.delete(id);
    },
    async takeOverIdempotencyKey(tenantId, key, staleBefore, now) {
      const row = keys.get(keyOf(tenantId, key));
      if (!row || row.status !== 'pending' || row.updatedAt >= staleBefore) return false;
      row.updatedAt = now;
      return true;
    },
    async createApproval(record) {
      const existing = [...approvals.values()].find(
        (item) => item.tenantId === record.tenantId && item.runId === record.runId && item.callId === record.callId,
      );
      if (existing) return copy(existing);
      approvals.set(keyOf(record.tenantId, record.id), copy(record));
      return copy(record);
    },
    async findApprovalByCall(tenantId, runId, callId) {
      const found = [...approvals.values()].find((item) => item.tenantId === tenantId && item.runId === runId && item.callId === callId);
      return found ? copy(found) : null;
    },
    async getApproval(tenantId, id) {
      const found = approvals.get(keyOf(tenantId, id));
      return found ? copy(found) : null;
    },
    async listApprovals(tenantId, options = {}) {
      return [...approvals.values()]
        .filter((item) => item.tenantId === tenantId && (!options.status || item.status === options.status))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map(copy);
    },
    async decideApproval(tenantId, id, decision) {
      const found = approvals.get(keyOf(tenantId, id));
      if (!found || found.status !== 'pending') return null;
      Object.assign(found, decision);
      return copy(found);
    },
    async setApprovalOutcome(tenantId, id, outcome) {
      const found = approvals.get(keyOf(tenantId, id));
      if (found) found.outcome = copy(outcome);
    },
    async recordTrace(record) {
      traces.push(copy(record));
    },
    async listTraces(tenantId, query = {}) {
      return traces
        .filter((trace) => trace.tenantId === tenantId && (!query.runId || trace.runId === query.runId) && (!query.toolName || trace.toolName === query.toolName))
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
        .slice(0, query.limit ?? 50)
        .map(copy);
    },
    async getTrace(tenantId, id) {
      const found = traces.find((trace) => trace.tenantId === tenantId && trace.id === id);
      return found ? copy(found) : null;
    },
    async toolStats(tenantId, options = {}): Promise<ToolStats[]> {
      return computeToolStats(traces.filter((trace) => trace.tenantId === tenantId && (!options.since || trace.startedAt >= options.since)));
    },
  };
}
