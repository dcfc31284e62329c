import type { Command } from 'commander';
import type { AnkerConfig, AnkerConfigInput, ConfigFile, ServerConfig } from '../../config/index.js';
import { loadConfigFile, resolveConfig, resolveServerConfig } from '../../config/index.js';
import type { CliContext, GlobalOptions } from '../context.js';

/** The global flags as configuration options (the top layer; what a flag does not give stays undefined). */
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

/** The configuration of a command with a `--config <file>` flag: flags > env > that file (or the one found) > defaults. */
export function resolveWithConfigFile(context: CliContext, path: string | undefined): { config: AnkerConfig; file: ConfigFile } {
  const file = loadConfigFile({ path });
  return { config: resolveConfig(flagsAsConfigInput(context.options()), undefined, file.anker), file };
}

/** Secrets are shown only as whether they are set. */
function masked(server: ServerConfig): Record<string, unknown> {
  return { ...server, adminKey: server.adminKey ? '(set)' : null };
}

/** `anker config [--config <file>]`: the configuration in effect and the file it came from; no secret is printed. */
export function registerConfigCommand(program: Command, context: CliContext): void {
  program
    .command('config')
    .description('Show the configuration in effect (flags > env > anker.config.json > defaults)')
    .option('--config <file>', 'configuration file (env ANKER_CONFIG, default ./anker.config.json when it exists)')
    .action((options: { config?: string }) => {
      const { config, file } = resolveWithConfigFile(context, options.config);
      const server = resolveServerConfig({ logLevel: context.options().logLevel as ServerConfig['logLevel'] | undefined }, undefined, file.server);
      const { providers, ...settings } = config;
      const shown = {
        file: file.path,
        config: { ...settings, providers: Object.fromEntries(Object.entries(providers).filter(([, value]) => value !== undefined).map(([name]) => [name, '(set)'])) },
        serve: { ...masked(server), ...file.serve },
      };
      if (context.options().json) {
        context.out(JSON.stringify(shown));
        return;
      }
      const lines = [`file: ${file.path ?? '(none)'}`, ...Object.entries(shown.config).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), 'serve:'];
      lines.push(...Object.entries(shown.serve).map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`));
      context.out(lines.join('\n'));
    });
}
