import type { Command } from 'commander';
import { UsageError } from '../../errors/index.js';
import type { ToolTraceRecord } from '../../spec/tool-spec.js';
import { createSqlToolStateStore, toolMigrations, type ToolStateStore } from '../../tools/index.js';
import type { CliContext } from '../context.js';

async function withState(context: CliContext, fn: (state: ToolStateStore, tenantId: string) => Promise<void>): Promise<void> {
  const anker = await context.openAnker();
  try {
    await anker.store.migrate('tools', toolMigrations);
    await fn(createSqlToolStateStore(anker.store.sql), anker.config.tenant);
  } finally {
    await anker.close();
  }
}

function formatTrace(trace: ToolTraceRecord): string {
  const error = trace.errorType ? ` ${trace.errorType}` : '';
  const replay = trace.replayed ? ' (replayed)' : '';
  return `${trace.startedAt}  ${trace.id}  ${trace.toolName}  ${trace.status}${error}${replay}  ${Math.round(trace.latencyMs)} ms  attempts ${trace.attempts}  run ${trace.runId}  call ${trace.callId}`;
}

/** `anker traces [list|show <id>|stats]`: recorded tool calls (arguments PII-redacted), error rates, p95 latency. */
export function registerTracesCommand(program: Command, context: CliContext): void {
  const traces = program.command('traces').description('Recorded tool calls');

  traces
    .command('list', { isDefault: true })
    .description('Newest tool calls first')
    .option('--run <id>', 'only this run')
    .option('--tool <name>', 'only this tool')
    .option('-n, --limit <n>', 'how many', '50')
    .action(async (options: { run?: string; tool?: string; limit: string }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit must be a whole number from 1 to 10000.');
      await withState(context, async (state, tenantId) => {
        const list = await state.listTraces(tenantId, { runId: options.run, toolName: options.tool, limit });
        if (context.options().json) context.out(JSON.stringify({ traces: list }));
        else context.out(list.length === 0 ? 'No traces.' : list.map(formatTrace).join('\n'));
      });
    });

  traces
    .command('show')
    .description('One trace with its redacted arguments')
    .argument('<id>', 'trace row id')
    .action(async (id: string) => {
      await withState(context, async (state, tenantId) => {
        const trace = await state.getTrace(tenantId, id);
        if (!trace) throw new UsageError(`No trace ${id} in tenant ${tenantId}.`, 'List them with: anker traces');
        context.out(context.options().json ? JSON.stringify(trace) : `${formatTrace(trace)}\n  trace id ${trace.traceId}\n  idempotency key ${trace.idempotencyKey ?? '-'}\n  arguments ${JSON.stringify(trace.arguments)}`);
      });
    });

  traces
    .command('stats')
    .description('Calls, error rate and p95 latency per tool')
    .option('--since <iso>', 'only traces started at or after this time')
    .action(async (options: { since?: string }) => {
      if (options.since && Number.isNaN(Date.parse(options.since))) throw new UsageError('--since must be an ISO date or timestamp.');
      await withState(context, async (state, tenantId) => {
        const stats = await state.toolStats(tenantId, { since: options.since });
        if (context.options().json) context.out(JSON.stringify({ tools: stats }));
        else context.out(stats.length === 0 ? 'No traces.' : stats.map((item) => `${item.toolName}  calls ${item.calls}  errors ${(item.errorRate * 100).toFixed(1)} %  p95 ${Math.round(item.p95LatencyMs)} ms`).join('\n'));
      });
    });
}
