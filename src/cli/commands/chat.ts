import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { userInfo } from 'node:os';
import { ask, askWithTools, toolCallMessages, createChatSession, decideApprovals, parseApprovalReply, type ApprovalReply, type ChatResult, type ChatSession } from '../../agent/index.js';
import { askDepsFor } from '../../app/ask-deps.js';
import { UsageError } from '../../errors/index.js';
import { OFFLINE_PROVIDER } from '../../model/index.js';
import { detectQuestionLanguage } from '../../prompt/index.js';
import type { CliContext } from '../context.js';
import { formatAskResult, formatAskWithCalls } from './ask.js';
import { modelRolesOf, openToolAgent, toolSourceOf, type AskToolOptions, type ModelRoleOptions, type OpenedToolAgent } from './ask-tools.js';

const HELP =
  'Commands: /sources (sources of the last answer), /trace (searches and tool calls of the last answer), /reset (forget the conversation), /exit; ' +
  'while a call waits for approval: approve | reject [reason] | /edit {json} (or /approve, /reject)';

function sourcesOf(result: ChatResult | null): string {
  if (!result || result.citations.length === 0) return 'No sources.';
  // The source block of the ask output, without the answer above it.
  return formatAskResult('', { ...result, status: 'answered', answer: '' }).trimStart();
}

function traceOf(result: ChatResult | null): string {
  if (!result) return 'No answer yet.';
  return JSON.stringify({ trace: result.trace, calls: 'calls' in result ? result.calls : [] }, null, 2);
}

/** `anker chat`: a conversation on stdin/stdout; the history is kept and fitted into a token budget per message. */
export function registerChatCommand(program: Command, context: CliContext): void {
  program
    .command('chat')
    .description('Talk with the knowledge base (and your tools): one message per line, history kept, /sources /trace /reset')
    .option('--max-steps <n>', 'most model steps per answer', '4')
    .option('--history-tokens <n>', 'token budget of the history sent with a message; older turns are summarised', '3000')
    .option('--tools <tools.json>', 'your tools (tools.json); the model (offline: the deterministic chooser) calls them')
    .option('--executor <module>', 'with --tools: a JS module exporting one function per tool, named like the tool')
    .option('--mcp-server <command|url>', 'the tools of an MCP server: a command started over stdio, or its http(s) URL')
    .option('--tool-choice <choice>', 'tool choice of the first step: auto | required | none | a tool name', 'auto')
    .option('--web <source>', 'also search an external source, with citations in the four grounded states: wikipedia | tavily')
    .option('--web-url <url>', 'with --web: the source\'s base URL (default https://<de|en>.wikipedia.org, https://api.tavily.com)')
    .option('--web-key-file <file>', 'with --web tavily: a file holding the API key')
    .option('--judge-model <spec>', 'model of the relevance judge (default: --model)')
    .option('--reformulator-model <spec>', 'model that reformulates a search query (default: --model)')
    .option('--rerank', 'rerank the retrieved passages with the model (optional reranker; off unless given)')
    .option('--rerank-model <spec>', 'rerank with this model instead (implies --rerank)')
    .action(async (options: AskToolOptions & ModelRoleOptions & { maxSteps: string; historyTokens: string }) => {
      const maxSteps = Number(options.maxSteps);
      if (!Number.isInteger(maxSteps) || maxSteps < 2 || maxSteps > 20) throw new UsageError('--max-steps must be a whole number from 2 to 20.');
      const historyTokens = Number(options.historyTokens);
      if (!Number.isInteger(historyTokens) || historyTokens < 0) throw new UsageError('--history-tokens must be a whole number ≥ 0.');
      const source = toolSourceOf({ ...options, toolChoice: options.toolChoice === 'auto' ? undefined : options.toolChoice }, maxSteps);
      const anker = await context.openAnker({}, { access: source ? 'read-write' : 'read-only' });
      let agent: OpenedToolAgent | null = null;
      const json = Boolean(context.options().json);
      try {
        const deps = askDepsFor(anker, { maxSteps }, modelRolesOf(options, anker.config.model));
        const interactive = Boolean(process.stdin.isTTY);
        const lines = createInterface({ input: process.stdin, output: interactive ? process.stderr : undefined, terminal: interactive });
        let opened: OpenedToolAgent | null = null;
        const session = createChatSession({
          historyTokens,
          // With a configured model the older turns are summarised by it; offline by extraction.
          summaryModel: deps.model.provider === OFFLINE_PROVIDER ? undefined : deps.model,
          logger: anker.logger,
          answer: async (question, history) => {
            if (source && !opened) opened = agent = await openToolAgent(anker, source, { language: detectQuestionLanguage(question), warn: (text) => context.err(text) });
            return opened ? askWithTools(question, { ...opened.deps, ask: { ...deps, history } }) : ask(question, { ...deps, history });
          },
        });
        if (interactive) context.err(HELP);
        const prompt = () => interactive && process.stderr.write('> ');
        prompt();
        for await (const raw of lines) {
          const line = raw.trim();
          if (line === '/exit' || line === '/quit') break;
          if (line === '') {
            prompt();
            continue;
          }
          if (line === '/reset') {
            session.reset();
            context.out(json ? JSON.stringify({ reset: true }) : 'Conversation reset.');
          } else if (line === '/sources') {
            const last = session.last();
            context.out(json ? JSON.stringify({ citations: last?.citations ?? [] }) : sourcesOf(last));
          } else if (line === '/trace') {
            const last = session.last();
            context.out(json ? JSON.stringify({ trace: last?.trace ?? null, calls: last && 'calls' in last ? last.calls : [] }) : traceOf(last));
          } else if (session.pending() && opened && approvalReplyOf(line, session, context)) {
            const reply = approvalReplyOf(line, session, context)!;
            const result = await decideInSession(session, reply, { ...(opened as OpenedToolAgent).deps, ask: deps });
            if (result.status === 'error') context.exitCode = 1;
            context.out(json ? JSON.stringify(result) : formatAskWithCalls(line, { ...result, citations: [] }, false));
          } else if (line.startsWith('/')) {
            context.out(HELP);
          } else {
            const result = await session.send(line);
            if (result.status === 'error') context.exitCode = 1;
            // Sources are shown on /sources; the answer carries its [n] markers.
            context.out(json ? JSON.stringify(result) : formatAskWithCalls(line, { ...result, citations: [] }, false));
            if (session.pending() && !json) context.err(toolCallMessages(detectQuestionLanguage(line)).chatApprovalHint);
          }
          prompt();
        }
        lines.close();
      } finally {
        await (agent as OpenedToolAgent | null)?.close();
        await anker.close();
      }
    });
}

/** The approval decision a line states while a call is pending; a malformed /edit is reported and taken as no decision. */
function approvalReplyOf(line: string, session: ChatSession, context: CliContext): ApprovalReply | null {
  const pending = session.pending();
  if (!pending) return null;
  try {
    return parseApprovalReply(line, pending.approvals.map((approval) => approval.id));
  } catch (error) {
    context.err(`Error: ${(error as Error).message}`);
    return null;
  }
}

function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'cli';
  }
}

/** Decides the pending approvals of the last answer as the user typed it and resumes the run in this session. */
async function decideInSession(session: ChatSession, reply: ApprovalReply, deps: Parameters<typeof decideApprovals>[3]): Promise<ChatResult> {
  const pending = session.pending()!;
  const ids = reply.id ? [reply.id] : pending.approvals.map((approval) => approval.id);
  const { resumed } = await decideApprovals(pending.runId, ids, { decision: reply.decision, decidedBy: currentUser(), reason: reply.reason, edit: reply.edit }, deps);
  const result = resumed ?? session.last()!;
  session.resolveLast(result);
  return result;
}
