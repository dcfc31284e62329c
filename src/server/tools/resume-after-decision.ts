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
  if (!run && approval.runId.startsWith(MCP_RUN_PREFIX) && tools.names.includes(approval.toolName)) {
    const runtime = tools.runtime(detectQuestionLanguage(JSON.stringify(approval.arguments)));
    return { resumed: null, outcome: await runtime.resumeApproval(approval.id, { tenantId, signal }) };
  }
  return NOTHING;
}
