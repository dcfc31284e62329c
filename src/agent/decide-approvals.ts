import type { ApprovalRecord } from '../spec/tool-spec.js';
import { resumeToolRun, type AskWithCalls, type ToolAgentDeps } from './ask-with-tools.js';

/** A human decision on pending approvals of one paused run. */
export interface ApprovalDecision {
  decision: 'approve' | 'reject';
  decidedBy: string;
  reason?: string;
  /** Edit-then-approve: merged into each call's proposed arguments. */
  edit?: Record<string, unknown>;
}

/** What deciding did: the approvals decided now (none when they were already decided) and the resumed run. */
export interface DecidedApprovals {
  decided: ApprovalRecord[];
  /** The run's result after the resume; null when it was not paused; `awaiting_approval` while others are pending. */
  resumed: AskWithCalls | null;
}

/**
 * Decides approvals of a paused run (all of `approvalIds`) and resumes it in this process: an approved call runs once,
 * a rejected one reaches the model as a structured refusal and never runs. Used by `anker chat` and `anker approvals`.
 */
export async function decideApprovals(runId: string, approvalIds: readonly string[], decision: ApprovalDecision, deps: ToolAgentDeps): Promise<DecidedApprovals> {
  const tenantId = deps.ask.tenantId;
  const decided: ApprovalRecord[] = [];
  for (const id of approvalIds) {
    const existing = await deps.runtime.state.getApproval(tenantId, id);
    if (!existing || existing.runId !== runId || existing.status !== 'pending') continue;
    const editedArguments = decision.decision === 'approve' && decision.edit ? { ...existing.arguments, ...decision.edit } : undefined;
    const record = await deps.runtime.decideApproval(id, { decision: decision.decision, decidedBy: decision.decidedBy, reason: decision.reason, editedArguments }, tenantId);
    if (record) decided.push(record);
  }
  return { decided, resumed: await resumeToolRun(runId, deps) };
}
