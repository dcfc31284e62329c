import type { ToolCallOutcome } from '../../spec/tool.js';
import type { ApprovalRecord, ApprovalStatus, ToolStats, ToolTraceRecord } from '../../spec/tool-spec.js';

/** Result of trying to claim an idempotency key. */
export type IdempotencyClaim =
  | { claimed: true }
  | { claimed: false; status: 'pending'; updatedAt: number }
  | { claimed: false; status: 'completed'; outcome: ToolCallOutcome };

/** Identity of an idempotent execution. */
export interface IdempotencyEntry {
  tenantId: string;
  key: string;
  toolName: string;
  runId: string;
  callId: string;
  /** Epoch ms. */
  now: number;
}

/** A decision on a pending approval. */
export interface ApprovalDecision {
  status: Exclude<ApprovalStatus, 'pending'>;
  decidedBy: string;
  reason: string | null;
  editedArguments: Record<string, unknown> | null;
  decidedAt: string;
}

/** Filters for listing traces. */
export interface TraceQuery {
  runId?: string;
  toolName?: string;
  /** Newest first; default 50. */
  limit?: number;
}

/** Persistence of the tool runtime: idempotency keys, approvals, traces. SQL and in-memory implementations. */
export interface ToolStateStore {
  /** Inserts a pending key unless it exists (first writer wins); otherwise reports the existing row. */
  claimIdempotencyKey(entry: IdempotencyEntry): Promise<IdempotencyClaim>;
  completeIdempotencyKey(tenantId: string, key: string, outcome: ToolCallOutcome, now: number): Promise<void>;
  /** Deletes a pending key after a failure so that a later call may try again. */
  releaseIdempotencyKey(tenantId: string, key: string): Promise<void>;
  /** Takes over a pending key whose owner stopped refreshing it before `staleBefore` (epoch ms); true on success. */
  takeOverIdempotencyKey(tenantId: string, key: string, staleBefore: number, now: number): Promise<boolean>;

  /** Inserts an approval unless one exists for (tenant, run, call); returns the stored one. */
  createApproval(record: ApprovalRecord): Promise<ApprovalRecord>;
  findApprovalByCall(tenantId: string, runId: string, callId: string): Promise<ApprovalRecord | null>;
  getApproval(tenantId: string, id: string): Promise<ApprovalRecord | null>;
  listApprovals(tenantId: string, options?: { status?: ApprovalStatus }): Promise<ApprovalRecord[]>;
  /** Decides a pending approval; null when it does not exist or was already decided. */
  decideApproval(tenantId: string, id: string, decision: ApprovalDecision): Promise<ApprovalRecord | null>;
  setApprovalOutcome(tenantId: string, id: string, outcome: ToolCallOutcome): Promise<void>;

  recordTrace(record: ToolTraceRecord): Promise<void>;
  listTraces(tenantId: string, query?: TraceQuery): Promise<ToolTraceRecord[]>;
  getTrace(tenantId: string, id: string): Promise<ToolTraceRecord | null>;
  /** Error rate and p95 latency per tool, over traces started at or after `since` (ISO), all when omitted. */
  toolStats(tenantId: string, options?: { since?: string }): Promise<ToolStats[]>;
}
