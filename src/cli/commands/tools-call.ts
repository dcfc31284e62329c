import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { createAnkerToolRuntime, type Anker } from '../../app/index.js';
import { AnkerError, UsageError } from '../../errors/index.js';
import type { Migration } from '../../spec/migration.js';
import type { ToolCallOutcome } from '../../spec/tool.js';
import type { AnyToolSpec, ToolLanguage, ToolRuntime } from '../../tools/index.js';
import type { CliContext } from '../context.js';

/** The bundled example toolsets: folder under examples/ and the factory its index.ts exports. */
const toolsets: Record<string, { folder: string; factory: string }> = {
  operations: { folder: 'operations-tools', factory: 'createOperationsToolset' },
};

/** What a toolset factory returns; the backend's snapshot makes its state outlive the process. */
interface ExampleToolset {
  tools: AnyToolSpec[];
  backend: { snapshot(): unknown };
}
export type ToolsetFactory = (options: { snapshot?: unknown }) => ExampleToolset;

const texts = {
  unknownToolset: (name: string) => `Unknown toolset "${name}". Bundled: ${Object.keys(toolsets).join(', ')}.`,
  missingToolset: (folder: string) => `The bundled example toolset (examples/${folder}) was not found.`,
  missingToolsetHint: 'Run from an Anker checkout or an installed package that includes examples/.',
  badArgs: '--args must be a JSON object with the tool arguments.',
  badArgsHint: `Example: --args '{"sensor_id":"A_LINE1_042"}'`,
  badLanguage: (value: string) => `--lang must be "de" or "en", got "${value}".`,
  noApproval: (id: string, tenant: string) => `No approval ${id} in tenant ${tenant}.`,
  noApprovalHint: 'List them with: anker approvals list --status all',
  pending: (outcome: { toolName: string; approvalId: string }, runId: string, callId: string) =>
    [
      `${outcome.toolName} is irreversible and waits for a human decision (approval ${outcome.approvalId}). Nothing was executed.`,
      `  approve:        anker approvals approve ${outcome.approvalId}   [--edit '{"priority":"P1"}'] [--reason "…"]`,
      `  or reject:      anker approvals reject ${outcome.approvalId} --reason "…"`,
      `  then resume:    anker tools resume ${outcome.approvalId}`,
      `  (or re-issue:   anker tools call ${outcome.toolName} --run ${runId} --call ${callId} --args '…')`,
      'Use the same --db and --tenant. Resuming runs the approved (possibly edited) arguments once; later resumes replay the result.',
    ].join('\n'),
};

/** Finds examples/<folder>/index.ts from this file, in the source tree and in the build. */
export function findExampleToolset(name: string, start = dirname(fileURLToPath(import.meta.url))): string {
  const toolset = toolsets[name];
  if (!toolset) throw new UsageError(texts.unknownToolset(name));
  for (let folder = start, depth = 0; depth < 6; folder = dirname(folder), depth += 1) {
    const candidate = join(folder, 'examples', toolset.folder, 'index.ts');
    if (existsSync(candidate)) return candidate;
  }
  throw new AnkerError('TOOLSET_MISSING', texts.missingToolset(toolset.folder), { hint: texts.missingToolsetHint });
}

/** Loads the factory of a bundled example toolset (`operations`: the SCADA sensors, work orders, contracts, alarms). */
export async function loadToolsetFactory(name: string): Promise<ToolsetFactory> {
  const href = pathToFileURL(findExampleToolset(name)).href;
  // From the sources tsx is already registered; the build has no TypeScript loader, so tsx (a dependency) loads the example.
  const module: Record<string, unknown> = import.meta.url.endsWith('.ts')
    ? await import(href)
    : await (await import('tsx/esm/api')).tsImport(href, import.meta.url);
  return module[toolsets[name]!.factory] as ToolsetFactory;
}

// The fake backend stands in for an external system; its state is kept beside Anker's tables so that a call
// approved in one process and resumed in another acts on the same work orders. Last writer wins: a demo.
const snapshotMigrations: Migration[] = [
  {
    version: 1,
    name: 'example backend snapshots',
    async up(sql) {
      await sql.query(`CREATE TABLE IF NOT EXISTS example_backend_snapshots (
        tenant_id text NOT NULL,
        toolset text NOT NULL,
        snapshot jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, toolset)
      )`);
    },
  },
];

async function loadSnapshot(anker: Anker, toolset: string): Promise<unknown> {
  await anker.store.migrate('example-backends', snapshotMigrations);
  const { rows } = await anker.store.sql.query<{ snapshot: unknown }>(
    'SELECT snapshot FROM example_backend_snapshots WHERE tenant_id = $1 AND toolset = $2',
    [anker.config.tenant, toolset],
  );
  const stored = rows[0]?.snapshot;
  return typeof stored === 'string' ? JSON.parse(stored) : (stored ?? undefined);
}

async function saveSnapshot(anker: Anker, toolset: string, snapshot: unknown): Promise<void> {
  await anker.store.sql.query(
    `INSERT INTO example_backend_snapshots (tenant_id, toolset, snapshot) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (tenant_id, toolset) DO UPDATE SET snapshot = EXCLUDED.snapshot, updated_at = now()`,
    [anker.config.tenant, toolset, JSON.stringify(snapshot)],
  );
}

interface ToolsetOptions {
  toolset: string;
  lang: string;
}

function languageOf(value: string): ToolLanguage {
  if (value !== 'de' && value !== 'en') throw new UsageError(texts.badLanguage(value));
  return value;
}

/** Opens the store, the toolset over its persisted backend state and the persistent runtime; saves the backend after `fn`. */
async function withToolRuntime<T>(context: CliContext, options: ToolsetOptions, fn: (runtime: ToolRuntime, tenantId: string) => Promise<T>): Promise<T> {
  const language = languageOf(options.lang);
  const factory = await loadToolsetFactory(options.toolset);
  const anker = await context.openAnker();
  try {
    const before = await loadSnapshot(anker, options.toolset);
    const { tools, backend } = factory({ snapshot: before });
    const runtime = await createAnkerToolRuntime(anker, { tools, language });
    try {
      return await fn(runtime, anker.config.tenant);
    } finally {
      const after = backend.snapshot();
      if (JSON.stringify(after) !== JSON.stringify(before)) await saveSnapshot(anker, options.toolset, after);
    }
  } finally {
    await anker.close();
  }
}

function parseArguments(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(texts.badArgs, texts.badArgsHint);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(texts.badArgs, texts.badArgsHint);
  return parsed as Record<string, unknown>;
}

/** Human-readable form of an outcome. */
export function formatOutcome(outcome: ToolCallOutcome, runId: string): string {
  const where = `${outcome.toolName}  run ${runId}  call ${outcome.callId}`;
  switch (outcome.status) {
    case 'ok':
      return `ok${outcome.replayed ? ' (replayed, not executed again)' : ''}  ${where}\n${JSON.stringify(outcome.output, null, 2)}`;
    case 'pending-approval':
      return `pending approval ${outcome.approvalId}  ${where}\n${outcome.error.message}`;
    case 'error': {
      const { error } = outcome;
      const parameter = error.parameter ? `  parameter ${error.parameter}  received ${JSON.stringify(error.received)}` : '';
      return `error ${error.error}  ${where}${parameter}\n${error.message}\nhint: ${error.hint}`;
    }
  }
}

/** Prints an outcome: JSON (the ToolCallOutcome plus `runId`) or text on stdout, approval guidance on stderr. */
function report(context: CliContext, outcome: ToolCallOutcome, runId: string): void {
  context.out(context.options().json ? JSON.stringify({ ...outcome, runId }) : formatOutcome(outcome, runId));
  if (outcome.status === 'pending-approval') context.err(texts.pending(outcome, runId, outcome.callId));
}

function toolsetOptions(command: Command): Command {
  return command
    .option('--toolset <name>', `bundled example toolset (${Object.keys(toolsets).join(', ')})`, 'operations')
    .option('--lang <de|en>', 'language of errors and hints', 'en');
}

/**
 * `anker tools call <tool> --args <json> [--run <id>] [--call <id>]` and `anker tools resume <approval-id>`.
 * Every outcome, including an error outcome (INVALID_ARGUMENT, TRANSIENT, a rejection), is data and exits 0;
 * bad flags or `--args` that are not a JSON object exit 2, a store that cannot be opened exits 1.
 */
export function registerToolCallCommands(tools: Command, context: CliContext): void {
  toolsetOptions(
    tools
      .command('call')
      .description('Execute one call of a bundled example toolset: validation, policies, idempotency, approval and a trace in the store')
      .argument('<tool>', 'tool name, e.g. get_sensor_reading or create_work_order')
      .option('--args <json>', 'arguments as a JSON object', '{}')
      .option('--run <id>', 'run id (default: a new one); the same run and call id re-issue the call (resume or replay)')
      .option('--call <id>', 'tool-call id (default: a new one)'),
  ).action(async (toolName: string, options: ToolsetOptions & { args: string; run?: string; call?: string }) => {
    const args = parseArguments(options.args);
    const runId = options.run ?? `cli-${randomUUID()}`;
    const callId = options.call ?? `call-${randomUUID().slice(0, 8)}`;
    const outcome = await withToolRuntime(context, options, (runtime) => runtime.executeToolCall({ callId, toolName, arguments: args }, { runId }));
    report(context, outcome, runId);
  });

  toolsetOptions(
    tools
      .command('resume')
      .description('Re-issue the call behind an approval: runs it once if approved, says so if rejected, replays it afterwards')
      .argument('<approval-id>', 'approval id (anker approvals list)'),
  ).action(async (approvalId: string, options: ToolsetOptions) => {
    await withToolRuntime(context, options, async (runtime, tenantId) => {
      const approval = await runtime.state.getApproval(tenantId, approvalId);
      const outcome = approval && (await runtime.resumeApproval(approvalId));
      if (!approval || !outcome) throw new UsageError(texts.noApproval(approvalId, tenantId), texts.noApprovalHint);
      report(context, outcome, approval.runId);
    });
  });
}
