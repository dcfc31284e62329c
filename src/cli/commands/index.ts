import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerIngestCommand } from './ingest.js';
import { registerSearchCommand } from './search.js';

/** Every command of the CLI; each file registers one command (group). */
export function registerCommands(program: Command, context: CliContext): void {
  registerIngestCommand(program, context);
  registerSearchCommand(program, context);
}
