import type { Command } from 'commander';
import type * as ConfigExports from '../config/index.js';
import type { AnkerConfig, AnkerConfigInput, ConfigFile } from '../config/index.js';
import type { Anker } from '../app/index.js';
import type { StoreAccess } from '../store/index.js';
import { parseChaosOption } from '../tools/chaos/parse-chaos-option.js';

/** Global flags of every command (DESIGN.md CLI contract). */
export interface GlobalOptions {
  /** `--config <file>`: the configuration file (else `ANKER_CONFIG`, else `./anker.config.json` when it exists). */
  config?: string;
  db?: string;
  tenant?: string;
  model?: string;
  embedder?: string;
  json?: boolean;
  maxFileMb?: string;
  logLevel?: string;
  /** `--chaos <rate[:seed]>`, parsed; seed absent when the flag gave none (env or default then). */
  chaos?: { rate: number; seed?: number };
}

/** Parses the global `--chaos` flag; a bad value is a usage error (exit 2). */
export function parseChaosFlag(value: string): { rate: number; seed?: number } {
  const parsed = parseChaosOption(value);
  return value.includes(':') ? { rate: parsed.rate, seed: parsed.seed } : { rate: parsed.rate };
}

/** How a command opens its Anker instance. */
export interface OpenAnkerOptions {
  /** `read-only` for commands that never need to write (search, ask): a store the user may only read still opens. */
  access?: StoreAccess;
  /**
   * `worker` runs an embedded store in a worker thread, so this thread parses and embeds while the store writes
   * (ingest); `main` (default) is cheaper to start for a single query.
   */
  thread?: 'main' | 'worker';
  /** An embedded store's buffer pool in MB (OpenStoreOptions.bufferPoolMb): smaller for a bulk write (ingest). */
  bufferPoolMb?: number;
}

/** What commands get: resolved config, output streams and a way to open one Anker instance. */
export interface CliContext {
  options(): GlobalOptions;
  /** The resolved configuration (flag → env → config file → default); only valid inside a command's action. */
  config(): AnkerConfig;
  /** The configuration file in effect (`--config`, else `ANKER_CONFIG`, else `./anker.config.json`), read once per run. */
  configFile(): ConfigFile;
  openAnker(overrides?: Partial<AnkerConfig>, options?: OpenAnkerOptions): Promise<Anker>;
  /** Machine-readable output (stdout). */
  out(text: string): void;
  /** Human progress and messages (stderr). */
  err(text: string): void;
  /** True when stderr is a terminal and not CI: progress bars allowed. */
  interactive(): boolean;
  /** Exit code to end with (commands set 1 on partial failure). */
  exitCode: number;
}

type ConfigModule = typeof ConfigExports;

/** The global flags as configuration options (the top layer; what no flag gives stays undefined). */
export function flagsAsConfigInput(options: GlobalOptions): AnkerConfigInput {
  return {
    db: options.db,
    tenant: options.tenant,
    model: options.model,
    embedder: options.embedder,
    maxFileBytes: options.maxFileMb === undefined ? undefined : Math.round(Number(options.maxFileMb) * 1024 * 1024),
    logLevel: options.logLevel as AnkerConfig['logLevel'] | undefined,
    chaosRate: options.chaos?.rate,
    chaosSeed: options.chaos?.seed,
  };
}

/**
 * The context of one CLI run. The config module (and through it zod) is loaded by a `preAction` hook, so
 * `anker --help` loads neither; the app (store, embedder, model) only when a command opens an instance.
 */
export function createCliContext(program: Command): CliContext {
  let configModule: ConfigModule | undefined;
  let configFile: ConfigFile | undefined;
  program.hook('preAction', async () => {
    configModule ??= await import('../config/index.js');
  });
  const loaded = (): ConfigModule => {
    if (!configModule) throw new Error('CLI context used outside a command action');
    return configModule;
  };
  const context: CliContext = {
    exitCode: 0,
    options: () => program.opts<GlobalOptions>(),
    config() {
      return loaded().resolveConfig(flagsAsConfigInput(program.opts<GlobalOptions>()), undefined, context.configFile().anker);
    },
    configFile() {
      configFile ??= loaded().loadConfigFile({ path: program.opts<GlobalOptions>().config });
      return configFile;
    },
    async openAnker(overrides = {}, openOptions = {}) {
      const resolved = { ...context.config(), ...overrides };
      // create-anker.js, not the app index: the index also pulls in the agent and tool runtime.
      const { createAnker } = await import('../app/create-anker.js');
      return createAnker({ resolved, storeAccess: openOptions.access, storeThread: openOptions.thread, storeBufferPoolMb: openOptions.bufferPoolMb });
    },
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    interactive: () => loaded().isInteractive(process.stderr) && !program.opts<GlobalOptions>().json,
  };
  return context;
}
