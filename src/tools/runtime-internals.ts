import type { Tracer } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { ApprovalRule } from './approvals/approval-rule.js';
import type { ChaosInjector } from './chaos/chaos-injector.js';
import type { ToolPolicies } from './policies/tool-policies.js';
import type { ToolRuntimeEvent } from './tool-events.js';
import type { ToolStateStore } from './state/tool-state-store.js';
import type { ToolRegistry } from './tool-registry.js';
import type { RedactionOptions } from './tracing/redact-pii.js';

/** One tool call as the model issued it. */
export interface ToolCallRequest {
  /** The model's tool-call id; every id gets exactly one outcome. */
  callId: string;
  toolName: string;
  /** Parsed arguments or the raw JSON text. */
  arguments: unknown;
  /** Overrides the derived idempotency key. */
  idempotencyKey?: string;
}

/** Where a call runs. */
export interface ToolCallContext {
  runId: string;
  /** Default `default`. */
  tenantId?: string;
  /** Breakers are per tool and session; defaults to the run id. */
  sessionId?: string;
  signal?: AbortSignal;
  logger?: Logger;
}

/** Idempotency timing in ms. */
export interface IdempotencySettings {
  /** How often a duplicate polls for the first call's result (default 50). */
  pollMs: number;
  /** How long a duplicate waits before answering TRANSIENT "in progress" (default 30,000). */
  waitMs: number;
  /** After this, a pending key whose owner vanished (crash) may be taken over (default 300,000). */
  leaseMs: number;
  /** Include the tool-call id in derived keys (default true). */
  includeCallId: boolean;
}

/** Everything the pipeline needs, built once per runtime. */
export interface RuntimeInternals {
  registry: ToolRegistry;
  state: ToolStateStore;
  policies: ToolPolicies;
  approvalRules: ApprovalRule[];
  chaos: ChaosInjector | null;
  redaction: RedactionOptions;
  clock: () => number;
  newId: () => string;
  sleep: (ms: number) => Promise<void>;
  tracer: Tracer;
  logger?: Logger;
  idempotency: IdempotencySettings;
  onEvent?: (event: ToolRuntimeEvent) => void;
}
