import { questionOfPausedRun, resumeToolRun, type AskWithCalls } from '../../agent/index.js';
import type { Anker } from '../../app/index.js';
import { detectQuestionLanguage } from '../../prompt/index.js';
import type { ToolCallOutcome } from '../../spec/tool.js';
import type { ApprovalRecord } from '../../spec/tool-spec.js';
import type { ServerTools } from './server-tools.js';

/** Run ids of calls an MCP client made directly (not inside an agent run): `mcp-<call id>`. */
export const MCP_RUN_PREFIX = 'mcp-';

/** What followed a decision: the resumed agent run, the direct call's outcome, or nothing this server can resume. */
export interface AfterDecision {
  /** The `ask` JSON of the run the approval paused, continued to its end (or to the next pause); null when none. */
  resumed: AskWithCalls | null;
  /** A direct call's outcome (MCP): the approved call's result, or the refusal of a rejected one; null when none. */
  outcome: ToolCallOutcome | null;
}

const NOTHING: AfterDecision = { resumed: null, outcome: null };

/** True for an approval of a call an MCP client made directly (no agent run) of a tool these tools serve. */
export function isDirectCallOf(tools: ServerTools, approval: ApprovalRecord): boolean {
  return approval.runId.startsWith(MCP_RUN_PREFIX) && tools.names.includes(approval.toolName);
}

/**
 * Runs an approved direct MCP call that has not run yet, wherever it was approved (HTTP, the UI, or
 * `anker approvals approve` in another process, which has no tools to run it with). The call goes through the
 * runtime with its stored run and call id, so its idempotency key is the same for every process that tries: the
 * first claims the key and executes, any other (a second client asking, a second server on the same database)
 * waits and gets the stored outcome replayed. The outcome is kept on the approval. Null when there is nothing
 * to run (pending, rejected, already ran, not a direct call of these tools).
 */
export async function runApprovedDirectCall(tools: ServerTools, tenantId: string, approval: ApprovalRecord, signal?: AbortSignal): Promise<ToolCallOutcome | null> {
  if (approval.status !== 'approved' || approval.outcome || !isDirectCallOf(tools, approval)) return null;
  if (await tools.runs.get(tenantId, approval.runId)) return null;
  const runtime = tools.runtime(detectQuestionLanguage(JSON.stringify(approval.arguments)));
  return runtime.resumeApproval(approval.id, { tenantId, signal });
}

/**
 * Continues what a decided approval held up, through the same tool runtime as every call: the paused agent run
 * (`resumeToolRun` claims it, so of two processes only one resumes it; an approved call runs once, a rejected one
 * reaches the model as a structured refusal and never runs), or a direct MCP call (re-issued: it runs, with the
 * edited arguments when the reviewer changed them, or is refused). A server without tools resumes nothing; the run
 * stays paused for a process that has them (`anker approvals approve` rebuilds them from the paths in the run).
 */
export async function resumeAfterDecision(tools: ServerTools | null, tenant: Anker, approval: ApprovalRecord, signal?: AbortSignal): Promise<AfterDecision> {
  if (!tools || approval.status === 'pending') return NOTHING;
  const tenantId = tenant.config.tenant;
  const run = await tools.runs.get(tenantId, approval.runId);
  if (run?.status === 'paused') {
    const question = questionOfPausedRun(run.state);
    return { resumed: await resumeToolRun(approval.runId, tools.agentDeps(tenant, question, { signal })), outcome: null };
  }
  if (!run && isDirectCallOf(tools, approval)) {
    const runtime = tools.runtime(detectQuestionLanguage(JSON.stringify(approval.arguments)));
    // A rejection is stored as the call's refusal; an approved call runs (once: see runApprovedDirectCall).
    return { resumed: null, outcome: await runtime.resumeApproval(approval.id, { tenantId, signal }) };
  }
  return NOTHING;
}
