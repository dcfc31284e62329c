import type { Logger } from 'pino';
import type { SideEffect, ToolCallOutcome, ToolErrorResult, ToolErrorType } from './tool.js';

/**
 * The Standard Schema interface (standardschema.dev), copied as its authors intend so the spec needs no package.
 * zod 4, valibot and arktype schemas implement it.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: Output; readonly issues?: undefined }
      | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> }> }
      | Promise<
          | { readonly value: Output; readonly issues?: undefined }
          | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> }> }
        >;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** A JSON Schema (draft 2020-12) object, as tools arriving over MCP or in tools.json carry them. */
export type JsonSchema = { [key: string]: unknown };

/** Description in parts, so the linter can check each and the model sees when (not) to use the tool. */
export interface ToolDescriptionParts {
  /** What the tool does, one or two sentences. */
  purpose: string;
  /** Situations in which to call it. */
  useWhen?: string;
  /** Situations in which not to call it, ideally naming the tool to use instead. */
  doNotUseFor?: string;
  /** Example requests that should lead to this tool. */
  examples?: string[];
}

/** Everything `execute` gets besides its arguments. */
export interface ToolExecutionContext {
  /** Aborted on timeout or when the run is cancelled; tools must pass it on to I/O. */
  signal: AbortSignal;
  /** The model's tool-call id. */
  callId: string;
  /** The agent run (conversation turn) the call belongs to. */
  runId: string;
  tenantId: string;
  /** Set for side-effecting tools; pass it to the backend so it can deduplicate as well. */
  idempotencyKey: string | null;
  /** 1-based attempt number within the retry policy. */
  attempt: number;
  logger?: Logger;
}

/** One problem found by a domain validator. */
export interface DomainIssue {
  parameter: string;
  message: string;
  hint?: string;
}

/** Known ids for a referential check of one argument. */
export interface ToolReference {
  /** Known ids (may be fetched lazily). */
  values: () => readonly string[] | Promise<readonly string[]>;
  /** The `list_*` tool the model should call to discover valid ids, if any. */
  listTool?: string;
}

/** Retry/timeout/breaker settings of one tool; every field has a runtime default. */
export interface ToolPolicyOptions {
  /** Per-attempt timeout in ms (default 10,000). */
  timeoutMs?: number;
  /** Total attempts including the first, for transient errors only (default 3, at most 5). */
  maxAttempts?: number;
  /** First backoff delay in ms (default 200); doubles per attempt, with full jitter, capped at `maxDelayMs`. */
  initialDelayMs?: number;
  /** Upper bound of one backoff delay in ms (default 5,000). */
  maxDelayMs?: number;
  /** Consecutive failures that open the breaker (default 5). */
  breakerThreshold?: number;
  /** Cool-down before a half-open trial call, in ms (default 30,000). */
  breakerCooldownMs?: number;
  /** Concurrent executions of this tool (default 10) and queued calls beyond that (default 100). */
  concurrency?: number;
  queue?: number;
}

/**
 * A tool as Anker runs it. `Args` is the validated argument type.
 * Validation runs in three layers before `execute`: schema, domain (`validate`), referential (`references`).
 */
export interface ToolSpec<Args = Record<string, unknown>, Output = unknown> {
  /** verb_object, e.g. `get_sensor_reading`. */
  name: string;
  description: string | ToolDescriptionParts;
  /** A Standard Schema (zod) or a plain JSON Schema (MCP, tools.json). Parameters should carry descriptions and examples. */
  inputSchema: StandardSchemaV1<unknown, Args> | JsonSchema;
  /** JSON Schema offered to the model; derived from `inputSchema` when omitted (zod and JSON Schema only). */
  parameters?: JsonSchema;
  sideEffect: SideEffect;
  /** Domain checks beyond the schema (date ranges, plausible counts). */
  validate?: (args: Args) => DomainIssue[] | Promise<DomainIssue[]>;
  /** Referential checks by argument name (also applied to arrays of ids). */
  references?: Record<string, ToolReference>;
  /** Checks the raw output; false means malformed output (treated as transient). */
  checkOutput?: (output: unknown) => boolean;
  /** Value returned when the call finally fails with a transient error or an open circuit. */
  fallback?: (args: Args, error: ToolErrorResult) => Output | Promise<Output>;
  policy?: ToolPolicyOptions;
  execute: (args: Args, context: ToolExecutionContext) => Promise<Output>;
}

/** Status of a human approval. */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** A persisted approval request for an irreversible call. */
export interface ApprovalRecord {
  id: string;
  tenantId: string;
  runId: string;
  callId: string;
  toolName: string;
  /** Arguments as the model proposed them. */
  arguments: Record<string, unknown>;
  /** Arguments as a human edited them before approving, or null. */
  editedArguments: Record<string, unknown> | null;
  status: ApprovalStatus;
  /** Who decided (`auto:<rule>` for policy rules), or null while pending. */
  decidedBy: string | null;
  reason: string | null;
  /** Outcome once the approved call ran (or the rejection result), or null. */
  outcome: ToolCallOutcome | null;
  createdAt: string;
  decidedAt: string | null;
}

/** One recorded tool call. Arguments are PII-redacted before they are stored. */
export interface ToolTraceRecord {
  id: string;
  tenantId: string;
  traceId: string;
  runId: string;
  callId: string;
  toolName: string;
  arguments: unknown;
  status: ToolCallOutcome['status'];
  errorType: ToolErrorType | null;
  latencyMs: number;
  /** Attempts made by the retry policy (0 when validation failed before execution). */
  attempts: number;
  idempotencyKey: string | null;
  replayed: boolean;
  startedAt: string;
}

/** Per-tool figures over recorded traces. */
export interface ToolStats {
  toolName: string;
  calls: number;
  errors: number;
  errorRate: number;
  p95LatencyMs: number;
}
