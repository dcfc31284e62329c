import type { Command } from 'commander';
import { ask, askWithTools, type AskResult } from '../../agent/index.js';
// ask-deps.js, not the app index: the index also loads the tool runtime, which a plain ask never uses.
import { askDepsFor } from '../../app/ask-deps.js';
import { UsageError } from '../../errors/index.js';
import { detectQuestionLanguage, messagesFor } from '../../prompt/index.js';
import type { CliContext } from '../context.js';
import { readJsonLines } from '../read-batch.js';
import { askWithToolCalls, formatCalls, modelRolesOf, openToolAgent, readToolsFile, toolSourceOf, type AskToolOptions, type AskWithCalls, type ModelRoleOptions, type OpenedToolAgent } from './ask-tools.js';

/** Human output: the answer, then the sources with title, section, page, version and dates. */
export function formatAskResult(question: string, result: AskResult): string {
  const messages = messagesFor(detectQuestionLanguage(question));
  const { labels } = messages;
  const lines = [result.answer];
  if (result.citations.length > 0) {
    lines.push('', `${labels.sources}:`);
    for (const citation of result.citations) {
      const details = [
        citation.section ? `${labels.section}: ${citation.section}` : null,
        citation.page !== null ? `${labels.page} ${citation.page}` : null,
        `${labels.version}: ${citation.version ?? labels.unknown}`,
        `${labels.documentDate}: ${citation.documentDate ?? labels.unknown}`,
        `${labels.indexedAt}: ${citation.indexedAt.slice(0, 10)}`,
      ].filter((part) => part !== null);
      lines.push(`[${citation.marker}] ${citation.title} (${citation.source})`, `    ${details.join(' · ')}`);
    }
  }
  return lines.join('\n');
}

export function registerAskCommand(program: Command, context: CliContext): void {
  program
    .command('ask')
    .description('Answer a question from the knowledge base, with sources, or say honestly that it is not there')
    .argument('[question]', 'the question')
    .option('--batch <file.jsonl>', 'one question per line: {"id","question"}; one JSON line per question, in input order')
    .option('--max-steps <n>', 'most model steps per answer', '4')
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
    .option('--dry-run', 'with --tools: validate and record each call ("calls" in the JSON), execute nothing')
    .action(async (question: string | undefined, options: AskToolOptions & ModelRoleOptions & { batch?: string; maxSteps: string }) => {
      const maxSteps = Number(options.maxSteps);
      if (!Number.isInteger(maxSteps) || maxSteps < 2 || maxSteps > 20) throw new UsageError('--max-steps must be a whole number from 2 to 20.');
      if (!question && !options.batch) throw new UsageError('Give a question or --batch <file.jsonl>.', 'Example: anker ask "Was kostet der Tarif Business?"');
      const rows = options.batch ? await readJsonLines(options.batch) : null;
      const source = toolSourceOf({ ...options, toolChoice: options.toolChoice === 'auto' ? undefined : options.toolChoice }, maxSteps);
      const dryRunFile = source && options.dryRun ? await readToolsFile(source.tools!) : null;
      // Executing tools writes approvals, idempotency keys, traces and paused runs; a plain ask only reads.
      const anker = await context.openAnker({}, { access: source && !options.dryRun ? 'read-write' : 'read-only' });
      let agent: OpenedToolAgent | null = null;
      try {
        const deps = askDepsFor(anker, { maxSteps }, modelRolesOf(options, anker.config.model));
        if (source && !options.dryRun) {
          const language = detectQuestionLanguage(question ?? String(rows?.[0]?.question ?? ''));
          agent = await openToolAgent(anker, source, { language, warn: (text) => context.err(text) });
        }
        const opened = agent;
        const answer = (text: string): Promise<AskResult | AskWithCalls> =>
          opened ? askWithTools(text, { ...opened.deps, ask: deps }) : dryRunFile ? askWithToolCalls(text, dryRunFile, (q) => ask(q, deps)) : ask(text, deps);
        if (rows) {
          for (const row of rows) {
            const text = String(row.question ?? '').trim();
            if (!text) {
              context.out(JSON.stringify({ id: row.id ?? null, error: 'missing "question"' }));
              context.exitCode = 1;
              continue;
            }
            const result = await answer(text);
            if (result.status === 'error') context.exitCode = 1;
            context.out(JSON.stringify({ id: row.id ?? null, ...result }));
          }
          return;
        }
        const result = await answer(question!);
        if (result.status === 'error') context.exitCode = 1;
        context.out(context.options().json ? JSON.stringify(result) : formatAskWithCalls(question!, result, Boolean(options.dryRun)));
      } finally {
        await agent?.close();
        await anker.close();
      }
    });
}

/** Human output of an ask with tools: the answer (sources unless asked back or paused), then the calls. */
export function formatAskWithCalls(question: string, result: AskResult | AskWithCalls, dryRun: boolean): string {
  if (result.status === 'needs_input' || result.status === 'awaiting_approval') return result.answer + ('calls' in result ? formatCalls(result.calls, dryRun) : '');
  return formatAskResult(question, result as AskResult) + ('calls' in result ? formatCalls(result.calls, dryRun) : '');
}
