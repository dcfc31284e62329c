import { randomUUID } from 'node:crypto';
import type { Tracer } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { ToolCallOutcome } from '../spec/tool.js';
import type { Embedder } from '../spec/embedder.js';
import type { KnowledgeStore } from '../spec/store.js';
import type { ApprovalRecord, ApprovalStatus, ToolPolicyOptions, ToolStats, ToolTraceRecord } from '../spec/tool-spec.js';
import type { ApprovalRule } from './approvals/approval-rule.js';
import { createChaosInjector, type ChaosInjector, type ChaosOptions } from './chaos/chaos-injector.js';
import { executeToolCall, executeToolCalls } from './execute-tool-call.js';
import type { ToolLanguage } from './messages/index.js';
import { modelToolDefinitions, type ModelToolDefinition } from './model-tool-definitions.js';
import { createToolSelector, type ToolSelection, type ToolSelectionOptions, type ToolSelector } from './routing/select-tools.js';
import { describeTool } from './define-tool.js';
import type { ToolRuntimeEvent } from './tool-events.js';
import { createToolPolicies } from './policies/tool-policies.js';
import type { IdempotencySettings, RuntimeInternals, ToolCallContext, ToolCallRequest } from './runtime-internals.js';
import { createMemoryToolStateStore } from './state/memory-tool-state-store.js';
import { createSqlToolStateStore } from './state/sql-tool-state-store.js';
import { toolMigrations } from './state/tool-migrations.js';
import type { ToolStateStore, TraceQuery } from './state/tool-state-store.js';
import { createToolRegistry, type AnyToolSpec, type ToolRegistry } from './tool-registry.js';
import type { RedactionOptions } from './tracing/redact-pii.js';
import { defaultToolTracer } from './tracing/tool-span.js';

/** Options of a tool runtime; everything time-, randomness- or I/O-related can be injected. */
export interface ToolRuntimeOptions {
  tools: AnyToolSpec[];
  /** Language of model-facing errors and hints (default `en`). */
  language?: ToolLanguage;
  /** Where idempotency keys, approvals and traces live (default: in memory). */
  state?: ToolStateStore;
  /** Runtime-wide policy defaults; a tool's own `policy` wins. */
  policy?: ToolPolicyOptions;
  /** Settings that win even over a tool's own (chaos drills, tests with short timeouts). */
  policyOverrides?: ToolPolicyOptions;
  approvalRules?: ApprovalRule[];
  chaos?: ChaosOptions | ChaosInjector;
  redaction?: RedactionOptions;
  idempotency?: Partial<IdempotencySettings>;
  /** Epoch ms (default Date.now). */
  clock?: () => number;
  /** [0,1) for backoff jitter (default Math.random). */
  random?: () => number;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
  tracer?: Tracer;
  logger?: Logger;
  /** Receives tool-call, tool-result, tool-error and tool-approval-request events. */
  onEvent?: (event: ToolRuntimeEvent) => void;
  /** Third list of Tool RAG (lexical and trigram matching only when absent). */
  embedder?: Embedder;
  /** Tool RAG defaults: threshold (15), topK (8), pinned tools. */
  selection?: ToolSelectionOptions;
}

/** A human's (or script's) decision on a pending approval. */
export interface ApprovalDecisionInput {
  decision: 'approve' | 'reject';
  decidedBy: string;
  reason?: string;
  /** Edit-then-approve: the arguments to run instead of the proposed ones. */
  editedArguments?: Record<string, unknown>;
}

/** Runs tool calls safely and exposes approvals and traces. */
export interface ToolRuntime {
  readonly registry: ToolRegistry;
  readonly state: ToolStateStore;
  executeToolCall(call: ToolCallRequest, context: ToolCallContext): Promise<ToolCallOutcome>;
  executeToolCalls(calls: ToolCallRequest[], context: ToolCallContext): Promise<ToolCallOutcome[]>;
  listApprovals(tenantId?: string, status?: ApprovalStatus): Promise<ApprovalRecord[]>;
  /** Decides a pending approval; null when it does not exist or is already decided. */
  decideApproval(approvalId: string, input: ApprovalDecisionInput, tenantId?: string): Promise<ApprovalRecord | null>;
  /** Re-issues the call behind an approval (after a decision, also after a restart) and returns its outcome. */
  resumeApproval(approvalId: string, context?: Omit<ToolCallContext, 'runId'>): Promise<ToolCallOutcome | null>;
  listTraces(tenantId?: string, query?: TraceQuery): Promise<ToolTraceRecord[]>;
  toolStats(tenantId?: string, options?: { since?: string }): Promise<ToolStats[]>;
  breakerState(toolName: string, sessionId: string): string;
  /** Tool RAG: the tools to offer for a request (all of them while at most `threshold` are registered). */
  selectTools(request: string, options?: ToolSelectionOptions): Promise<ToolSelection>;
  /** Name, description text and JSON Schema per tool, for the model; all or the named ones. */
  modelTools(names?: string[]): ModelToolDefinition[];
}

const idempotencyDefaults: IdempotencySettings = { pollMs: 50, waitMs: 30_000, leaseMs: 300_000, includeCallId: true };

/** Builds a runtime over the given state (in memory unless given). */
export function createToolRuntime(options: ToolRuntimeOptions): ToolRuntime {
  const registry = createToolRegistry(options.tools, { language: options.language });
  const random = options.random ?? Math.random;
  const internals: RuntimeInternals = {
    registry,
    state: options.state ?? createMemoryToolStateStore(),
    policies: createToolPolicies({ defaults: options.policy, overrides: options.policyOverrides, random }),
    approvalRules: options.approvalRules ?? [],
    chaos: !options.chaos ? null : 'run' in options.chaos ? options.chaos : createChaosInjector(options.chaos),
    redaction: options.redaction ?? {},
    clock: options.clock ?? Date.now,
    newId: options.newId ?? randomUUID,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    tracer: options.tracer ?? defaultToolTracer(),
    logger: options.logger,
    idempotency: { ...idempotencyDefaults, ...options.idempotency },
    onEvent: options.onEvent,
  };
  let selector: ToolSelector | null = null;
  const state = internals.state;
  return {
    registry,
    state,
    executeToolCall: (call, context) => executeToolCall(internals, call, context),
    executeToolCalls: (calls, context) => executeToolCalls(internals, calls, context),
    listApprovals: (tenantId = 'default', status) => state.listApprovals(tenantId, { status }),
    decideApproval: (approvalId, input, tenantId = 'default') =>
      state.decideApproval(tenantId, approvalId, {
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: input.decidedBy,
        reason: input.reason ?? null,
        editedArguments: input.decision === 'approve' ? (input.editedArguments ?? null) : null,
        decidedAt: new Date(internals.clock()).toISOString(),
      }),
    async resumeApproval(approvalId, context = {}) {
      const tenantId = context.tenantId ?? 'default';
      const approval = await state.getApproval(tenantId, approvalId);
      if (!approval) return null;
      return executeToolCall(internals, { callId: approval.callId, toolName: approval.toolName, arguments: approval.arguments }, { ...context, tenantId, runId: approval.runId });
    },
    listTraces: (tenantId = 'default', query) => state.listTraces(tenantId, query),
    toolStats: (tenantId = 'default', statsOptions) => state.toolStats(tenantId, statsOptions),
    breakerState: (toolName, sessionId) => internals.policies.breakerState(toolName, sessionId),
    selectTools(request, selectionOptions) {
      selector ??= createToolSelector(
        registry.list().map((tool) => ({ name: tool.spec.name, description: describeTool(tool.spec), parameters: tool.parameters })),
        { embedder: options.embedder },
      );
      return selector.select(request, { ...options.selection, ...selectionOptions });
    },
    modelTools: (names) => modelToolDefinitions(registry, names),
  };
}

/** Applies the `tools` migrations to the knowledge-base database and builds a runtime whose state lives there. */
export async function openToolRuntime(
  database: Pick<KnowledgeStore, 'sql' | 'migrate'>,
  options: Omit<ToolRuntimeOptions, 'state'>,
): Promise<ToolRuntime> {
  await database.migrate('tools', toolMigrations);
  return createToolRuntime({ ...options, state: createSqlToolStateStore(database.sql) });
}
