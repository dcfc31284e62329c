import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerApprovalsCommand } from './approvals.js';
import { registerAskCommand } from './ask.js';
import { registerDemoCommand } from './demo.js';
import { registerEvalCommand } from './eval.js';
import { registerIngestCommand } from './ingest.js';
import { registerSearchCommand } from './search.js';
import { registerToolsCommand } from './tools.js';
import { registerTracesCommand } from './traces.js';

/** Every command of the CLI; each file registers one command (group). */
export function registerCommands(program: Command, context: CliContext): void {
  registerIngestCommand(program, context);
  registerSearchCommand(program, context);
  registerAskCommand(program, context);
  registerDemoCommand(program, context);
  registerEvalCommand(program, context);
  registerToolsCommand(program, context);
  registerApprovalsCommand(program, context);
  registerTracesCommand(program, context);
}
