import { userInfo } from 'node:os';
import type { Command } from 'commander';
import type { Anker } from '../../app/index.js';
import { UsageError } from '../../errors/index.js';
import type { ApprovalRecord, ApprovalStatus } from '../../spec/tool-spec.js';
import { questionOfPausedRun, resumeToolRun, sourceOfPausedRun, type AskWithCalls } from '../../agent/index.js';
import { detectQuestionLanguage } from '../../prompt/index.js';
import { askDepsFor } from '../../app/ask-deps.js';
import { createSqlAgentRunStore, createSqlToolStateStore, toolMigrations, type ToolStateStore } from '../../tools/index.js';
import { MCP_RUN_PREFIX } from '../../server/tools/resume-after-decision.js';
import { formatCalls, openToolAgent, type ToolSource } from './ask-tools.js';
import type { CliContext } from '../context.js';

async function withState<T>(context: CliContext, fn: (state: ToolStateStore, anker: Anker) => Promise<T>): Promise<T> {
  const anker = await context.openAnker();
  try {
    await anker.store.migrate('tools', toolMigrations);
    return await fn(createSqlToolStateStore(anker.store.sql), anker);
  } finally {
    await anker.close();
  }
}

function formatApproval(approval: ApprovalRecord): string {
  const decided = approval.decidedBy ? `  ${approval.status} by ${approval.decidedBy}${approval.reason ? ` (${approval.reason})` : ''}` : '';
  return `${approval.id}  ${approval.status}  ${approval.toolName}  run ${approval.runId}  call ${approval.callId}  ${approval.createdAt}${decided}\n    ${JSON.stringify(approval.editedArguments ?? approval.arguments)}`;
}

/**
 * Resumes the agent run an approval belongs to when `anker ask --tools` paused it (a call of `anker tools call`
 * has no paused run): its tools are rebuilt from the stored flags and the loop continues; null otherwise.
 */
async function resumePausedRun(context: CliContext, anker: Anker, runId: string): Promise<AskWithCalls | null> {
  const runs = createSqlAgentRunStore(anker.store.sql);
  const run = await runs.get(anker.config.tenant, runId);
  if (!run || run.status !== 'paused') return null;
  const source = sourceOfPausedRun(run.state) as ToolSource | null;
  if (!source) return null;
  const agent = await openToolAgent(anker, source, { language: detectQuestionLanguage(questionOfPausedRun(run.state)), warn: (text) => context.err(text) });
  try {
    return await resumeToolRun(runId, { ...agent.deps, ask: askDepsFor(anker, { maxSteps: source.maxSteps }) });
  } finally {
    await agent.close();
  }
}

function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'cli';
  }
}

async function decide(context: CliContext, id: string, status: 'approved' | 'rejected', options: { reason?: string; by?: string; edit?: string }): Promise<void> {
  let edited: Record<string, unknown> | null = null;
  if (options.edit) {
    try {
      edited = JSON.parse(options.edit);
    } catch {
      throw new UsageError('--edit / --args must be a JSON object with the arguments to run instead.', `Example: --args '{"priority":"P1"}'`);
    }
  }
  await withState(context, async (state, anker) => {
    const tenantId = anker.config.tenant;
    const existing = await state.getApproval(tenantId, id);
    if (!existing) throw new UsageError(`No approval ${id} in tenant ${tenantId}.`, 'List them with: anker approvals list');
    // Edits merge into the proposed arguments so a reviewer can change one field.
    const editedArguments = edited ? { ...existing.arguments, ...edited } : null;
    const decided = await state.decideApproval(tenantId, id, { status, decidedBy: options.by ?? currentUser(), reason: options.reason ?? null, editedArguments, decidedAt: new Date().toISOString() });
    if (!decided) throw new UsageError(`Approval ${id} was already ${existing.status}.`);
    const resumed = await resumePausedRun(context, anker, decided.runId);
    // A call an MCP client made directly has no run to resume here; the server that serves the tool runs it.
    if (!resumed && status === 'approved' && decided.runId.startsWith(MCP_RUN_PREFIX)) {
      context.err(`${decided.toolName} was called directly by an MCP client: it runs once, when that client asks get_tool_approval (or GET /v1/approvals/${decided.id} on anker serve).`);
    }
    if (resumed?.status === 'error') context.exitCode = 1;
    if (context.options().json) context.out(JSON.stringify({ ...decided, resumed }));
    else context.out(formatApproval(decided) + (resumed ? `\n\n${resumed.answer}${formatCalls(resumed.calls, false)}` : ''));
  });
}

/** `anker approvals list|approve|edit|reject`: decisions are persisted; a run `anker ask --tools` paused resumes at once. */
export function registerApprovalsCommand(program: Command, context: CliContext): void {
  const approvals = program.command('approvals').description('Human approval of irreversible tool calls');

  approvals
    .command('list', { isDefault: true })
    .description('List approvals (pending by default)')
    .option('--status <status>', 'pending | approved | rejected | all', 'pending')
    .action(async (options: { status: string }) => {
      if (!['pending', 'approved', 'rejected', 'all'].includes(options.status)) throw new UsageError('--status must be pending, approved, rejected or all.');
      await withState(context, async (state, anker) => {
        const status = options.status === 'all' ? undefined : (options.status as ApprovalStatus);
        const list = await state.listApprovals(anker.config.tenant, { status });
        if (context.options().json) context.out(JSON.stringify({ approvals: list }));
        else context.out(list.length === 0 ? 'No approvals.' : list.map(formatApproval).join('\n'));
      });
    });

  approvals
    .command('approve')
    .description('Approve a pending call, optionally with edited arguments')
    .argument('<id>', 'approval id')
    .option('--edit <json>', 'arguments to change before running, merged into the proposed ones')
    .option('--reason <text>', 'why')
    .option('--by <name>', 'who decides (default: the OS user)')
    .action((id: string, options: { edit?: string; reason?: string; by?: string }) => decide(context, id, 'approved', options));

  approvals
    .command('edit')
    .description('Edit the arguments of a pending call, then approve it (the edited call is validated again before it runs)')
    .argument('<id>', 'approval id')
    .requiredOption('--args <json>', 'arguments to change, merged into the proposed ones, e.g. \'{"priority":"P1"}\'')
    .option('--reason <text>', 'why')
    .option('--by <name>', 'who decides (default: the OS user)')
    .action((id: string, options: { args: string; reason?: string; by?: string }) => decide(context, id, 'approved', { edit: options.args, reason: options.reason, by: options.by }));

  approvals
    .command('reject')
    .description('Reject a pending call; it will never be executed')
    .argument('<id>', 'approval id')
    .option('--reason <text>', 'why (the model sees it)')
    .option('--by <name>', 'who decides (default: the OS user)')
    .action((id: string, options: { reason?: string; by?: string }) => decide(context, id, 'rejected', options));
}
