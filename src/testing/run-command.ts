import { Command } from 'commander';
import { createCliContext, type CliContext } from '../cli/context.js';

/**
 * Runs one `anker` command in-process, with the program's global options, and returns what it printed (one entry
 * per output call) and its exit code. `register` adds the command under test (`registerAskCommand`, …).
 */
export async function runCommandInProcess(
  register: (program: Command, context: CliContext) => void,
  args: string[],
): Promise<{ out: string[]; code: number }> {
  const program = new Command('anker').option('--db <x>').option('--tenant <x>').option('--model <x>').option('--embedder <x>').option('--json').option('--log-level <l>').exitOverride();
  const context = createCliContext(program);
  const out: string[] = [];
  context.out = (text) => void out.push(text);
  context.err = () => undefined;
  register(program, context);
  await program.parseAsync(args, { from: 'user' });
  return { out, code: context.exitCode };
}
