import type { Command } from 'commander';
import type { ServerConfig } from '../../config/index.js';
import { resolveServerConfig } from '../../config/index.js';
import type { CliContext } from '../context.js';

/** Secrets are shown only as whether they are set. */
function masked(server: ServerConfig): Record<string, unknown> {
  return { ...server, adminKey: server.adminKey ? '(set)' : null };
}

/** `anker [--config <file>] config`: the configuration in effect and the file it came from; no secret is printed. */
export function registerConfigCommand(program: Command, context: CliContext): void {
  program
    .command('config')
    .description('Show the configuration in effect (flags > env > anker.config.json > defaults)')
    .action(() => {
      const config = context.config();
      const file = context.configFile();
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
