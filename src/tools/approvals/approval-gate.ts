import type { ToolCallOutcome } from '../../spec/tool.js';
import type { ApprovalRecord } from '../../spec/tool-spec.js';
import type { RuntimeInternals, ToolCallRequest } from '../runtime-internals.js';
import { toolError } from '../tool-error.js';
import type { RegisteredTool } from '../tool-registry.js';
import { validateToolCall } from '../validation/validate-tool-call.js';
import { matchApprovalRule } from './approval-rule.js';

/** Either the call may run (with the approved, possibly edited arguments) or it ends here with an outcome. */
export type ApprovalGateResult = { proceed: true; args: Record<string, unknown>; approval: ApprovalRecord } | { proceed: false; outcome: ToolCallOutcome };

async function findOrCreate(runtime: RuntimeInternals, tenantId: string, runId: string, call: ToolCallRequest, args: Record<string, unknown>): Promise<ApprovalRecord> {
  const existing = await runtime.state.findApprovalByCall(tenantId, runId, call.callId);
  if (existing) return existing;
  const rule = matchApprovalRule(runtime.approvalRules, { tenantId, runId, toolName: call.toolName, arguments: args });
  const now = new Date(runtime.clock()).toISOString();
  return runtime.state.createApproval({
    id: runtime.newId(),
    tenantId, runId, callId: call.callId, toolName: call.toolName,
    arguments: args,
    editedArguments: null,
    status: rule ? (rule.decision === 'approve' ? 'approved' : 'rejected') : 'pending',
    decidedBy: rule ? `auto:${rule.name}` : null,
    reason: rule?.reason ?? null,
    outcome: null,
    createdAt: now,
    decidedAt: rule ? now : null,
  });
}

/**
 * Irreversible calls pass only with an approval persisted for (tenant, run, call id): a new call becomes a pending
 * approval (or is decided by a rule); re-issuing the same call after a decision runs or refuses it.
 */
export async function passApprovalGate(
  runtime: RuntimeInternals,
  tool: RegisteredTool,
  tenantId: string,
  runId: string,
  call: ToolCallRequest,
  args: Record<string, unknown>,
): Promise<ApprovalGateResult> {
  const messages = runtime.registry.messages;
  const approval = await findOrCreate(runtime, tenantId, runId, call, args);
  const base = { callId: call.callId, toolName: call.toolName };
  switch (approval.status) {
    case 'pending':
      return {
        proceed: false,
        outcome: { ...base, status: 'pending-approval', approvalId: approval.id, error: toolError('APPROVAL_REQUIRED', messages.approvalRequired(call.toolName, approval.id), messages) },
      };
    case 'rejected': {
      const outcome: ToolCallOutcome = { ...base, status: 'error', error: toolError('PERMANENT', messages.approvalRejected(call.toolName, approval.reason), messages) };
      if (!approval.outcome) await runtime.state.setApprovalOutcome(tenantId, approval.id, outcome);
      return { proceed: false, outcome };
    }
    case 'approved': {
      if (approval.outcome?.status === 'ok') return { proceed: false, outcome: { ...approval.outcome, callId: call.callId, replayed: true } };
      if (!approval.editedArguments) return { proceed: true, args: approval.arguments, approval };
      // A human's edit goes through the same three validation layers as the model's arguments.
      const validated = await validateToolCall(tool, approval.editedArguments, runtime.registry);
      if (!validated.ok) return { proceed: false, outcome: { ...base, status: 'error', error: validated.error } };
      return { proceed: true, args: validated.args, approval };
    }
  }
}
