import { randomUUID } from 'node:crypto';
import type { ModelMessage, Tool } from 'ai';
import { extractFactValues } from '../ground/index.js';
import { OFFLINE_PROVIDER, SEARCH_TOOL_NAME } from '../model/index.js';
import { detectQuestionLanguage, systemPrompt } from '../prompt/index.js';
import type { GroundedResult } from '../spec/index.js';
import { createOfflineToolChooser, externalSourceOf, type AgentRunStore, type ToolRuntime, type ToolsFile } from '../tools/index.js';
import { ask, searchSafely } from './ask.js';
import type { SearchedPlace } from './agent-messages.js';
import { CallLog, createAgentTools, toAgentToolOutput, toCallRecord, type AgentToolOutput, type RecordedCall } from './agent-tools.js';
import { CitationRegistry } from './citation-registry.js';
import { composeToolAnswer } from './compose-tool-answer.js';
import { describeParameter, type AskCallRecord } from './dry-run-tool-calls.js';
import { groundedAnswer, groundedFailure, ignoresRequiredSearch, runState, statesFacts, unverifiedAnswer } from './finalize-answer.js';
import { createOfflineToolModel } from './offline-tool-model.js';
import { runToolLoop, type PendingApproval, type ToolChoicePlan, type ToolLoopOutcome } from './run-tool-loop.js';
import { createGroundedTools } from './grounded-tools.js';
import { createSearchTool } from './search-tool.js';
import { answerFromWeb } from './web-fallback.js';
import { toolCallMessages } from './tool-call-messages.js';
import type { AskDeps, AskResult } from './types.js';

/** The `ask --json` shape with tools (issue 11 contract): `calls` in call order, two more statuses. */
export type AskWithCalls = (AskResult | (Omit<AskResult, 'status'> & { status: 'needs_input' | 'awaiting_approval' })) & {
  calls: AskCallRecord[];
  /** Set when the run paused for approval: the run to resume and the approvals it waits for. */
  run_id?: string;
  approvals?: Array<{ id: string; tool: string; arguments: Record<string, unknown> }>;
};

/** Dependencies of an agent run with the user's tools. */
export interface ToolAgentDeps {
  ask: AskDeps;
  runtime: ToolRuntime;
  /** The tools file the offline chooser reads (with MCP tools merged in). */
  file: ToolsFile;
  runs: AgentRunStore;
  /**
   * Runtime tools whose output is a GroundedResult (`--web` searches): offered like the knowledge-base search, their
   * results cited; offline they are searched when the knowledge base has nothing.
   */
  groundedTools?: string[];
  /** Whether a tool of the user's is named `search_knowledge_base` and has a backend; else the built-in search takes that name. */
  ownSearchTool?: boolean;
  /** Stored with a paused run, for the process that resumes it (tool file and executor paths). */
  source?: unknown;
  toolChoice?: ToolChoicePlan;
  now?: () => Date;
  newId?: () => string;
}

/** What a paused run keeps in the store. */
interface PausedRunState {
  question: string;
  messages: ModelMessage[];
  calls: RecordedCall[];
  pending: PendingApproval[];
  stepsUsed: number;
  source: unknown;
  /** The run's grounded search results so far (run-wide markers), so the resumed answer keeps its citations. */
  results?: GroundedResult[];
  /** The places the run searched before it paused (documents, Wikipedia, the web), so a resumed not-found reply names them all. */
  searched?: SearchedPlace[];
}

/** What `askWithTools` stored with a paused run as `source` (to rebuild its tools in another process); null when none. */
export function sourceOfPausedRun(state: unknown): unknown {
  return (state as Partial<PausedRunState> | null)?.source ?? null;
}

/** The question of a paused run (its language decides the resumed run's messages). */
export function questionOfPausedRun(state: unknown): string {
  return (state as Partial<PausedRunState> | null)?.question ?? '';
}

const EMPTY_TRACE = { attempts: [], toolCalls: 0, steps: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A run's tools and search state; rebuilt on resume. */
function prepareRun(question: string, deps: ToolAgentDeps, runId: string, log: CallLog, offered?: string[]) {
  const language = detectQuestionLanguage(question);
  const registry = new CitationRegistry();
  const results: GroundedResult[] = [];
  // Where the run searched, so a not-found reply names the places (the documents, Wikipedia, the web).
  const searched: SearchedPlace[] = [];
  const offline = deps.ask.model.provider === OFFLINE_PROVIDER;
  const grounded = new Set(deps.groundedTools ?? []);
  const names = (offered ?? deps.runtime.registry.names()).filter((name) => !grounded.has(name));
  const tools: Record<string, Tool> = createAgentTools({ runtime: deps.runtime, runId, tenantId: deps.ask.tenantId, log, names });
  Object.assign(tools, createGroundedTools({
    runtime: deps.runtime, runId, tenantId: deps.ask.tenantId, log, names: [...grounded], registry, language, includeSourceText: offline,
    onResult: (result, toolName) => {
      results.push(result);
      const place = externalSourceOf(toolName);
      if (place && result.state !== 'TECHNICAL_ERROR') searched.push(place);
    },
  }));
  if (!deps.ownSearchTool || !tools[SEARCH_TOOL_NAME]) {
    tools[SEARCH_TOOL_NAME] = createSearchTool({
      search: (query) => searchSafely(query, deps.ask, language, deps.ask.includeSuperseded ?? false),
      registry, language, includeSourceText: offline, onCall: () => undefined, logger: deps.ask.logger,
      onResult: (result) => {
        results.push(result);
        if (result.state !== 'TECHNICAL_ERROR') searched.push('documents');
      },
    });
  }
  const model = offline ? createOfflineToolModel({ file: deps.file, base: deps.ask.model, now: deps.now ?? (() => new Date()) }) : deps.ask.model;
  const system = `${systemPrompt(language)}\n\n${toolCallMessages(language).systemRules}`;
  return { language, registry, results, searched, tools, model, system, offline };
}

type Prepared = ReturnType<typeof prepareRun>;

/**
 * Tool RAG for a model: past the runtime's threshold of registered tools only the best-fitting ones are offered
 * (logged). The offline chooser ranks all tools itself, so it is offered all of them.
 */
async function offeredTools(question: string, deps: ToolAgentDeps): Promise<string[] | undefined> {
  if (deps.ask.model.provider === OFFLINE_PROVIDER) return undefined;
  const selection = await deps.runtime.selectTools(question);
  if (selection.selected) deps.ask.logger?.info({ event: 'tool-selection', offered: selection.names, registered: deps.runtime.registry.names().length }, 'tools selected for the request');
  return selection.names;
}

async function loop(prepared: Prepared, deps: ToolAgentDeps, runId: string, log: CallLog, messages: ModelMessage[], maxSteps: number): Promise<ToolLoopOutcome> {
  return runToolLoop({
    model: prepared.model, system: prepared.system, messages, tools: prepared.tools, runtime: deps.runtime, runId, tenantId: deps.ask.tenantId, log,
    maxSteps, toolChoice: deps.toolChoice, maxOutputTokens: deps.ask.maxOutputTokens ?? 2048, logger: deps.ask.logger, signal: deps.ask.signal,
  });
}

/**
 * Answers a message with the user's tools in the loop. Offline, the chooser decides first: a missing required
 * argument is asked back (`needs_input`), a message no tool fits is answered by `ask` exactly as without tools.
 * An irreversible call pauses the run (persisted with its messages and pending calls) and answers
 * `awaiting_approval`; `resumeToolRun` continues it after the decision.
 */
export async function askWithTools(question: string, deps: ToolAgentDeps): Promise<AskWithCalls> {
  const trimmed = question.trim();
  if (deps.ask.model.provider === OFFLINE_PROVIDER) {
    const decision = await createOfflineToolChooser(deps.file, { now: deps.now ?? (() => new Date()) }).choose(trimmed, { signal: deps.ask.signal });
    if (decision.kind === 'needs_input') {
      const answer = toolCallMessages(detectQuestionLanguage(trimmed)).needsInput(decision.missing.map((name) => describeParameter(deps.file, decision.tool, name)));
      return { status: 'needs_input', answer, citations: [], trace: EMPTY_TRACE, calls: [] };
    }
    if (decision.kind === 'no_call') {
      const answered = await ask(trimmed, deps.ask);
      const web = { runtime: deps.runtime, names: deps.groundedTools ?? [], runId: (deps.newId ?? randomUUID)(), tenantId: deps.ask.tenantId, signal: deps.ask.signal };
      return { ...(await answerFromWeb(trimmed, answered, web)), calls: [] };
    }
  }
  const runId = (deps.newId ?? randomUUID)();
  const log = new CallLog();
  const prepared = prepareRun(trimmed, deps, runId, log, await offeredTools(trimmed, deps));
  const messages: ModelMessage[] = [...(deps.ask.history ?? []), { role: 'user', content: trimmed }];
  return continueRun(trimmed, deps, runId, log, prepared, messages, 0);
}

async function continueRun(question: string, deps: ToolAgentDeps, runId: string, log: CallLog, prepared: Prepared, messages: ModelMessage[], stepsUsed: number): Promise<AskWithCalls> {
  const maxSteps = Math.max(1, (deps.ask.maxSteps ?? 4) - stepsUsed);
  let outcome: ToolLoopOutcome;
  try {
    outcome = await loop(prepared, deps, runId, log, messages, maxSteps);
  } catch (error) {
    // An aborted or failed model call: every call made so far keeps its one outcome in `calls`.
    deps.ask.logger?.error({ event: 'model-error', runId, err: error }, 'tool loop failed');
    // A model that will not call a required tool answered nothing verifiable; that is not a technical failure.
    const final = ignoresRequiredSearch(error) && stepsUsed === 0 && forcesTool(deps.toolChoice) ? unverifiedAnswer(prepared.language) : groundedFailure('TECHNICAL_ERROR', prepared.language);
    return { ...final, trace: traceOf(prepared, log, stepsUsed), calls: log.list().map((call) => toCallRecord(call.outcome, call.arguments)) };
  }
  const steps = stepsUsed + outcome.steps;
  if (outcome.pending.length > 0) {
    const state: PausedRunState = {
      question, messages: [...messages, ...outcome.responseMessages], calls: log.list(), pending: outcome.pending, stepsUsed: steps, source: deps.source ?? null, results: prepared.results,
      searched: prepared.searched,
    };
    await deps.runs.pause(deps.ask.tenantId, runId, state, Date.now());
    return paused(prepared, log, runId, outcome.pending, steps);
  }
  return finalize(question, prepared, log, outcome.text, steps, deps);
}

function paused(prepared: Prepared, log: CallLog, runId: string, pending: PendingApproval[], steps: number): AskWithCalls {
  const messages = toolCallMessages(prepared.language);
  const calls = log.list();
  const approvals = pending.map((item) => {
    const call = calls.find((entry) => entry.callId === item.callId);
    return { id: item.approvalId, tool: item.toolName, arguments: isRecord(call?.arguments) ? call.arguments : {} };
  });
  return {
    status: 'awaiting_approval',
    answer: pending.map((item) => messages.awaitingApproval(item.toolName, item.approvalId)).join('\n'),
    citations: [],
    trace: traceOf(prepared, log, steps),
    calls: calls.map((call) => toCallRecord(call.outcome, call.arguments)),
    run_id: runId,
    approvals,
  };
}

function traceOf(prepared: Prepared, log: CallLog, steps: number): AskResult['trace'] {
  return {
    attempts: prepared.results.flatMap((result) => result.attempts.map((attempt) => ({ query: attempt.query, state: attempt.state, confidence: attempt.confidence ?? null }))),
    toolCalls: log.list().length + prepared.results.length,
    steps,
  };
}

function forcesTool(plan: ToolChoicePlan | undefined): boolean {
  return plan?.first !== undefined && plan.first !== 'auto' && plan.first !== 'none';
}

const TECHNICAL = new Set(['TRANSIENT', 'CIRCUIT_OPEN', 'UNKNOWN']);

/** Facts (numbers, dates, amounts) of an answer that neither the question nor any tool output or source states. */
function unsupportedFacts(answer: string, question: string, evidence: string[]): string[] {
  const known = new Set(extractFactValues([question, ...evidence].join('\n')).flatMap((value) => value.keys));
  // Source markers [n] are references, not facts.
  return extractFactValues(answer.replace(/\[\d+\]/g, ' ')).filter((value) => !value.keys.some((key) => known.has(key))).map((value) => value.keys[0] ?? '');
}

function finalize(question: string, prepared: Prepared, log: CallLog, text: string, steps: number, deps: ToolAgentDeps): AskWithCalls {
  const { language, registry, results } = prepared;
  const calls = log.list();
  const outputs: AgentToolOutput[] = calls.map((call) => toAgentToolOutput(call.outcome));
  const records = calls.map((call) => toCallRecord(call.outcome, call.arguments));
  const trace = traceOf(prepared, log, steps);
  const searchState = runState(results);
  const okTools = outputs.filter((output) => output.status === 'ok').length;
  const failedTools = outputs.length - okTools;
  if (outputs.length === 0 && searchState === 'none') {
    const final = text === '' || statesFacts(text, question) ? groundedFailure('NOT_FOUND', language) : { status: 'no_retrieval' as const, answer: text, citations: [] };
    return { ...final, trace, calls: records };
  }
  let answer = text;
  let downgraded = false;
  if (!prepared.offline) {
    const evidence = [
      ...outputs.map((output) => JSON.stringify(output)),
      ...registry.citations().map((citation) => registry.textOf(citation)),
    ];
    const unsupported = answer === '' ? ['empty answer'] : unsupportedFacts(answer, question, evidence);
    if (unsupported.length > 0) {
      deps.ask.logger?.warn({ event: 'grounding-risk', reason: 'tool-answer-check', unsupported }, 'answer states facts no tool or source gave; replaced by the tool results');
      answer = composeToolAnswer(outputs, language);
      downgraded = true;
    }
  }
  const ok = okTools + (searchState === 'answerable' ? 1 : 0);
  const failed = failedTools + (searchState === 'NOT_FOUND' || searchState === 'TECHNICAL_ERROR' ? 1 : 0);
  if (ok === 0) {
    const technical = outputs.some((output) => output.status === 'error' && TECHNICAL.has(output.error.error)) || searchState === 'TECHNICAL_ERROR';
    // Only searches, none answerable: the grounded reply, whatever the model wrote (it has nothing to stand on).
    if (outputs.length === 0) return { ...groundedFailure(technical ? 'TECHNICAL_ERROR' : 'NOT_FOUND', language, [], [], prepared.searched), trace, calls: records };
    // Tools that gave nothing beside searches that found nothing: what became of each call, then the grounded reply
    // naming every place searched (before a pause too), whatever the model wrote.
    if (!technical && searchState === 'NOT_FOUND') {
      const notFound = groundedFailure('NOT_FOUND', language, [], [], prepared.searched).answer;
      return { status: 'not_found', answer: [composeToolAnswer(outputs, language), notFound].filter((part) => part !== '').join('\n\n'), citations: [], trace, calls: records };
    }
    const fallback = answer || composeToolAnswer(outputs, language);
    return { status: technical ? 'error' : 'not_found', answer: fallback, citations: [], trace, calls: records };
  }
  if (searchState === 'answerable') {
    const grounded = groundedAnswer(answer, registry, language, { downgraded: downgraded || failed > 0, logger: deps.ask.logger });
    return { ...grounded, trace, calls: records };
  }
  return { status: failed > 0 || downgraded ? 'answered_with_caveat' : 'answered', answer, citations: [], trace, calls: records };
}

/**
 * Resumes a run paused for approval, in this or another process: each decided approval's call is re-issued through
 * the runtime (an approved call runs once, a rejected one is answered with a structured refusal and never runs), its
 * result replaces the placeholder in the stored messages, and the loop continues. Null when the run is not paused.
 * While an approval of the run is still pending, the run stays paused.
 */
export async function resumeToolRun(runId: string, deps: ToolAgentDeps): Promise<AskWithCalls | null> {
  const tenantId = deps.ask.tenantId;
  const claimed = await deps.runs.claim(tenantId, runId, Date.now());
  if (!claimed) return null;
  const state = claimed.state as PausedRunState;
  const log = new CallLog(state.calls);
  const prepared = prepareRun(state.question, deps, runId, log, await offeredTools(state.question, deps));
  // Registered again in their order, the earlier searches get the same markers, so [n] in the messages still holds.
  for (const result of state.results ?? []) prepared.results.push(prepared.registry.register(result));
  prepared.searched.push(...(state.searched ?? []));
  const approvals = await Promise.all(state.pending.map((item) => deps.runtime.state.getApproval(tenantId, item.approvalId)));
  if (approvals.some((approval) => !approval || approval.status === 'pending')) {
    await deps.runs.pause(tenantId, runId, state, Date.now());
    return paused(prepared, log, runId, state.pending, state.stepsUsed);
  }
  const resumed = new Map<string, AgentToolOutput>();
  for (const item of state.pending) {
    const outcome = await deps.runtime.resumeApproval(item.approvalId, { tenantId, signal: deps.ask.signal });
    if (!outcome) continue;
    log.replace(item.callId, outcome);
    resumed.set(item.callId, toAgentToolOutput(outcome));
  }
  const messages = state.messages.map((message) => replaceToolResults(message, resumed));
  const result = await continueRun(state.question, deps, runId, log, prepared, messages, state.stepsUsed);
  if (result.status !== 'awaiting_approval') await deps.runs.complete(tenantId, runId, { ...state, result }, Date.now());
  return result;
}

function replaceToolResults(message: ModelMessage, resumed: Map<string, AgentToolOutput>): ModelMessage {
  if (message.role !== 'tool') return message;
  return {
    ...message,
    content: message.content.map((part) => {
      const output = part.type === 'tool-result' ? resumed.get(part.toolCallId) : undefined;
      if (!output || part.type !== 'tool-result') return part;
      const value = JSON.parse(JSON.stringify(output));
      return { ...part, output: output.status === 'ok' ? { type: 'json' as const, value } : { type: 'error-json' as const, value } };
    }),
  };
}
