import type { ChaosOptions, ToolRuntime, ToolRuntimeOptions } from '../tools/index.js';
import { openToolRuntime } from '../tools/index.js';
import type { Anker } from './create-anker.js';

/** Options of an Anker instance's tool runtime; state, logger and (unless given) chaos come from the instance. */
export interface AnkerToolRuntimeOptions extends Omit<ToolRuntimeOptions, 'state' | 'chaos'> {
  /** Chaos mode; default from the config (`chaosRate`/`chaosSeed`, env `ANKER_CHAOS`/`ANKER_CHAOS_SEED`); `null` turns it off. */
  chaos?: ToolRuntimeOptions['chaos'] | null;
}

/** Chaos settings of a config: none at rate 0. */
export function chaosFromConfig(config: Pick<Anker['config'], 'chaosRate' | 'chaosSeed'>): ChaosOptions | undefined {
  return config.chaosRate > 0 ? { rate: config.chaosRate, seed: config.chaosSeed } : undefined;
}

/**
 * Opens the persistent tool runtime of an Anker instance: idempotency keys, approvals and traces live in its
 * database (so a paused call resumes after a restart), its logger is used, chaos follows its config, and calls,
 * approvals and traces default to its tenant.
 */
export async function createAnkerToolRuntime(
  anker: Pick<Anker, 'store' | 'config' | 'logger'>,
  options: AnkerToolRuntimeOptions,
): Promise<ToolRuntime> {
  const tenant = anker.config.tenant;
  const chaos = options.chaos === null ? undefined : (options.chaos ?? chaosFromConfig(anker.config));
  const runtime = await openToolRuntime(anker.store, { logger: anker.logger, ...options, chaos });
  return {
    ...runtime,
    executeToolCall: (call, context) => runtime.executeToolCall(call, { ...context, tenantId: context.tenantId ?? tenant }),
    executeToolCalls: (calls, context) => runtime.executeToolCalls(calls, { ...context, tenantId: context.tenantId ?? tenant }),
    listApprovals: (tenantId = tenant, status) => runtime.listApprovals(tenantId, status),
    decideApproval: (approvalId, input, tenantId = tenant) => runtime.decideApproval(approvalId, input, tenantId),
    resumeApproval: (approvalId, context = {}) => runtime.resumeApproval(approvalId, { ...context, tenantId: context.tenantId ?? tenant }),
    listTraces: (tenantId = tenant, query) => runtime.listTraces(tenantId, query),
    toolStats: (tenantId = tenant, statsOptions) => runtime.toolStats(tenantId, statsOptions),
  };
}
