export { ask } from './ask.js';
export type { AnswerEvidence, AskCitation, AskDeps, AskResult, AskStatus } from './types.js';
export { detectNoRetrieval } from './detect-no-retrieval.js';
export type { NoRetrieval } from './detect-no-retrieval.js';
export { evaluateArithmetic } from './evaluate-arithmetic.js';
export { DEFAULT_SENSITIVE_PATTERNS, isSensitiveQuery } from './sensitive-query.js';
export { SEARCH_TOOL_DESCRIPTION, createSearchTool, searchInputSchema } from './search-tool.js';
export { dryRunToolCalls } from './dry-run-tool-calls.js';
export type { AskCallRecord, DryRunToolCalls, DryRunToolCallsOptions } from './dry-run-tool-calls.js';
export { askWithTools, questionOfPausedRun, resumeToolRun, sourceOfPausedRun } from './ask-with-tools.js';
export type { AskWithCalls, ToolAgentDeps } from './ask-with-tools.js';
export { CallLog, createAgentTools, toAgentToolOutput, toCallRecord } from './agent-tools.js';
export type { AgentToolOutput, RecordedCall } from './agent-tools.js';
export { composeToolAnswer, summarizeToolOutput } from './compose-tool-answer.js';
export { createOfflineToolModel, OFFLINE_TOOL_PROVIDER } from './offline-tool-model.js';
export { runToolLoop } from './run-tool-loop.js';
export type { PendingApproval, ToolChoicePlan, ToolLoopOutcome } from './run-tool-loop.js';
export { chat, createChatSession } from './chat-session.js';
export type { AnswerWithHistory, ChatOptions, ChatResult, ChatSession } from './chat-session.js';
export { estimateTokens, fitHistory, groupTurns, summarizeTurns } from './summarize-history.js';
export type { FittedHistory } from './summarize-history.js';
export { retryAfterMs, withModelRetries } from './with-model-retries.js';
export type { ModelRetryOptions } from './with-model-retries.js';
export { parseApprovalReply } from './approval-reply.js';
export type { ApprovalReply } from './approval-reply.js';
export { decideApprovals } from './decide-approvals.js';
export type { ApprovalDecision, DecidedApprovals } from './decide-approvals.js';
export { toolCallMessages } from './tool-call-messages.js';
export type { ToolCallMessages } from './tool-call-messages.js';
export { fitHistoryWithModel } from './summarize-with-model.js';
export type { ModelSummaryOptions } from './summarize-with-model.js';
export {
  correctnessShares,
  createStructuredJudge,
  createStructuredReformulator,
  gradeCorrectness,
  gradeGroundedness,
  judgementSchema,
  structuredCall,
  withLlmReranker,
  type CorrectnessGrade,
  type CorrectnessInput,
} from './model-roles/index.js';
export type { GroundednessGrade, GroundednessInput, LlmRerankerOptions, StructuredJudgeOptions, StructuredOutcome } from './model-roles/index.js';
export { runtimeToolsFile } from './runtime-tools-file.js';
