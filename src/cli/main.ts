import { setFlagsFromString } from 'node:v8';
import { Command, CommanderError } from 'commander';
import { isAnkerError, UsageError } from '../errors/index.js';
import { createCliContext, parseChaosFlag, type CliContext } from './context.js';
import { registerCommands } from './commands/index.js';
import { commandNameOf } from './command-name.js';

/**
 * Builds the `anker` program for one argument list; exported so tests can run it in-process. Only the module of the
 * command `argv` names is loaded (see `registerCommands`), so startup costs what that command needs.
 */
export async function buildProgram(argv: string[]): Promise<{ program: Command; context: CliContext }> {
  const program = new Command('anker')
    .description('Grounded answers from your own documents and tools')
    .option('--config <file>', 'configuration file (env ANKER_CONFIG, default ./anker.config.json when it exists); flags > env > file > defaults')
    .option('--db <folder|postgres-url>', 'store: a folder for embedded PGlite or a postgres:// URL (env ANKER_DATABASE_URL, default ./.anker)')
    .option('--tenant <id>', 'tenant id (env ANKER_TENANT, default "default")')
    .option('--model <spec>', 'offline | openai:<model> | anthropic:<model> | openai-compatible:<model>@<url> | ollama:<model> (env ANKER_MODEL)')
    .option('--embedder <spec>', 'builtin | openai:<model> | openai-compatible:<model>@<url> | transformers:<folder> (env ANKER_EMBEDDER)')
    .option('--json', 'machine-readable output on stdout')
    .option('--chaos <rate[:seed]>', 'inject tool failures at this rate in [0,1], seeded, e.g. 0.2 or 0.2:7 (env ANKER_CHAOS, ANKER_CHAOS_SEED)', parseChaosFlag)
    .option('--log-level <level>', 'fatal|error|warn|info|debug|trace|silent (env ANKER_LOG_LEVEL, default warn)')
    .exitOverride()
    .showHelpAfterError();
  const context = createCliContext(program);
  await registerCommands(program, context, commandNameOf(argv, program));
  return { program, context };
}

/** Runs the CLI and returns the exit code: 0 ok, 1 runtime failure, 2 usage error. */
export async function runCli(argv: string[]): Promise<number> {
  return (await runCommand(argv)).code;
}

/**
 * `runCli`, also saying which command ran (undefined for help and usage errors before a command). `process: true`
 * when this run is the whole process (the `anker` binary): then a short query command compiles PGlite's
 * WebAssembly with V8's baseline compiler only (see BASELINE_WASM).
 */
async function runCommand(argv: string[], options: { process?: boolean } = {}): Promise<{ code: number; command?: string }> {
  const { program, context } = await buildProgram(argv);
  const command = commandNameOf(argv, program);
  if (options.process && command && BASELINE_WASM.has(command)) setFlagsFromString('--liftoff-only');
  return { code: await parseAndRun(program, context, argv), command };
}

/**
 * Commands whose process lives for a few queries. V8 compiles WebAssembly with its baseline compiler (Liftoff) and
 * then recompiles hot functions with its optimising one (TurboFan) in background threads; for PGlite's 9 MB module
 * that recompilation costs more CPU than a search or an answer does (`anker search` on the 5k SciFact store: 1.4 s
 * CPU with it, 0.65 s without; a batch of 60 queries 3.3 s vs 1.6 s), and on two cores it competes with the query.
 * Long runs (ingest's index builds, serve) keep the optimising tier.
 */
const BASELINE_WASM = new Set(['search', 'ask']);

async function parseAndRun(program: Command, context: CliContext, argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv, { from: 'user' });
    return context.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (isAnkerError(error)) {
      context.err(`Error: ${error.message}`);
      if (error.hint) context.err(`Hint: ${error.hint}`);
      return error instanceof UsageError || error.code === 'CONFIG' ? 2 : 1;
    }
    context.err(`Unexpected error: ${(error as Error)?.stack ?? String(error)}`);
    context.err('This is a bug in Anker; please report it with the command you ran.');
    return 1;
  }
}

/**
 * Commands that are finished when their action resolves. After them the process exits at once instead of letting
 * Node drain V8's background work first: PGlite's WebAssembly keeps being recompiled by the optimising tier for
 * hundreds of milliseconds after the last query, and Node waits for those jobs before it exits (measured on a
 * `search`: 0.1–0.6 s between closing the store and the end of the process, more on a loaded machine).
 */
const DONE_WHEN_RESOLVED = new Set(['search', 'ask', 'ingest']);

/** Resolves once everything written to `stream` so far is handed to the OS (pipes are asynchronous on macOS). */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

const invokedDirectly = process.argv[1] && /(?:anker(?:\.js)?|main\.(?:ts|js))$/.test(process.argv[1]);
if (invokedDirectly) {
  const argv = process.argv.slice(2);
  runCommand(argv, { process: true }).then(async ({ code, command }) => {
    process.exitCode = code;
    if (!command || !DONE_WHEN_RESOLVED.has(command)) return;
    await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
    process.exit(code);
  });
}
