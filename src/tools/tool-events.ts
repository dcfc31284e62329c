import type { ToolCallOutcome } from '../spec/tool.js';

/** Events of the tool runtime (noun-verb), for the agent loop, the server and the web UI. */
export type ToolRuntimeEvent =
  | { type: 'tool-call'; runId: string; callId: string; toolName: string }
  | { type: 'tool-result'; runId: string; callId: string; toolName: string; outcome: Extract<ToolCallOutcome, { status: 'ok' }>; latencyMs: number; attempts: number }
  | { type: 'tool-error'; runId: string; callId: string; toolName: string; outcome: Extract<ToolCallOutcome, { status: 'error' }>; latencyMs: number; attempts: number }
  | { type: 'tool-approval-request'; runId: string; callId: string; toolName: string; approvalId: string };

/** The event that closes a call, from its outcome. */
export function outcomeEvent(runId: string, outcome: ToolCallOutcome, latencyMs: number, attempts: number): ToolRuntimeEvent {
  const base = { runId, callId: outcome.callId, toolName: outcome.toolName };
  switch (outcome.status) {
    case 'ok':
      return { ...base, type: 'tool-result', outcome, latencyMs, attempts };
    case 'error':
      return { ...base, type: 'tool-error', outcome, latencyMs, attempts };
    case 'pending-approval':
      return { ...base, type: 'tool-approval-request', approvalId: outcome.approvalId };
  }
}
