import type { Command } from 'commander';
import { ask, type AskResult } from '../../agent/index.js';
// ask-deps.js, not the app index: the index also loads the tool runtime, which a plain ask never uses.
import { askDepsFor } from '../../app/ask-deps.js';
import { UsageError } from '../../errors/index.js';
import { detectQuestionLanguage, messagesFor } from '../../prompt/index.js';
import type { CliContext } from '../context.js';
import { readJsonLines } from '../read-batch.js';
import { askWithToolCalls, formatCalls, loadAskTools } from './ask-tools.js';

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
    .option('--tools <tools.json>', 'your tools (tools.json); the offline model chooses calls and fills their arguments')
    .option('--dry-run', 'with --tools: validate and record each call ("calls" in the JSON), execute nothing')
    .action(async (question: string | undefined, options: { batch?: string; maxSteps: string; tools?: string; dryRun?: boolean }) => {
      const maxSteps = Number(options.maxSteps);
      if (!Number.isInteger(maxSteps) || maxSteps < 2 || maxSteps > 20) throw new UsageError('--max-steps must be a whole number from 2 to 20.');
      if (!question && !options.batch) throw new UsageError('Give a question or --batch <file.jsonl>.', 'Example: anker ask "Was kostet der Tarif Business?"');
      const rows = options.batch ? await readJsonLines(options.batch) : null;
      const tools = await loadAskTools(options);
      const anker = await context.openAnker({}, { access: 'read-only' });
      try {
        const deps = askDepsFor(anker, { maxSteps });
        const answer = (text: string) => (tools ? askWithToolCalls(text, tools, (q) => ask(q, deps)) : ask(text, deps));
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
        const human = result.status === 'needs_input' ? result.answer : formatAskResult(question!, result) + ('calls' in result ? formatCalls(result.calls) : '');
        context.out(context.options().json ? JSON.stringify(result) : human);
      } finally {
        await anker.close();
      }
    });
}
