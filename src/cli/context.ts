import type { Command } from 'commander';
import { isInteractive, resolveConfig, type AnkerConfig } from '../config/index.js';
import { createAnker, type Anker } from '../app/index.js';
import { parseChaosOption } from '../tools/index.js';

/** Global flags of every command (DESIGN.md CLI contract). */
export interface GlobalOptions {
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

/** What commands get: resolved config, output streams and a way to open one Anker instance. */
export interface CliContext {
  options(): GlobalOptions;
  config(): AnkerConfig;
  openAnker(overrides?: Partial<AnkerConfig>): Promise<Anker>;
  /** Machine-readable output (stdout). */
  out(text: string): void;
  /** Human progress and messages (stderr). */
  err(text: string): void;
  /** True when stderr is a terminal and not CI: progress bars allowed. */
  interactive(): boolean;
  /** Exit code to end with (commands set 1 on partial failure). */
  exitCode: number;
}

export function createCliContext(program: Command): CliContext {
  const context: CliContext = {
    exitCode: 0,
    options: () => program.opts<GlobalOptions>(),
    config() {
      const options = program.opts<GlobalOptions>();
      return resolveConfig({
        db: options.db,
        tenant: options.tenant,
        model: options.model,
        embedder: options.embedder,
        maxFileBytes: options.maxFileMb === undefined ? undefined : Math.round(Number(options.maxFileMb) * 1024 * 1024),
        logLevel: options.logLevel as AnkerConfig['logLevel'] | undefined,
        chaosRate: options.chaos?.rate,
        chaosSeed: options.chaos?.seed,
      });
    },
    openAnker: (overrides = {}) => createAnker({ resolved: { ...context.config(), ...overrides } }),
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    interactive: () => isInteractive(process.stderr) && !program.opts<GlobalOptions>().json,
  };
  return context;
}
