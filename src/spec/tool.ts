/** What calling a tool does to the world. `reversible` is accepted as written in tools.json and treated like `idempotent`. */
export type SideEffect = 'none' | 'idempotent' | 'reversible' | 'irreversible';

/** Error taxonomy for tool calls; each comes with a hint for the model. */
export type ToolErrorType =
  | 'TRANSIENT'
  | 'PERMANENT'
  | 'INVALID_ARGUMENT'
  | 'CIRCUIT_OPEN'
  | 'APPROVAL_REQUIRED'
  | 'UNKNOWN';

/** A structured tool error as the model sees it. */
export interface ToolErrorResult {
  error: ToolErrorType;
  /** Offending parameter (JSON pointer-ish dotted path), for INVALID_ARGUMENT. */
  parameter?: string;
  /** The value received, for INVALID_ARGUMENT. */
  received?: unknown;
  message: string;
  /** What the model should do next. */
  hint: string;
}

/** Outcome of one tool call: data or a structured error. Exactly one per call id. */
export type ToolCallOutcome =
  | { status: 'ok'; callId: string; toolName: string; output: unknown; replayed?: boolean }
  | { status: 'error'; callId: string; toolName: string; error: ToolErrorResult }
  | { status: 'pending-approval'; callId: string; toolName: string; approvalId: string; error: ToolErrorResult };
