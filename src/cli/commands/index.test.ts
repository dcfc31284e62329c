import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createCliContext } from '../context.js';
import { commandNameOf } from '../command-name.js';
import { buildProgram } from '../main.js';
import { COMMANDS, registerCommands } from './index.js';

describe('lazy command registration', () => {
  it('each help entry matches the command its module defines (name, arguments, description)', async () => {
    for (const entry of COMMANDS) {
      const program = new Command('anker');
      (await entry.load())(program, createCliContext(program));
      const real = program.commands.find((command) => command.name() === entry.name);
      expect(real, entry.name).toBeDefined();
      expect(real!.description()).toBe(entry.summary);
      const stub = new Command('anker');
      await registerCommands(stub, createCliContext(stub));
      const listed = stub.commands.find((command) => command.name() === entry.name)!;
      const help = program.createHelp();
      expect(help.subcommandTerm(listed).replace(' [options]', '')).toBe(help.subcommandTerm(real!).replace(' [options]', ''));
    }
  }, 120_000);

  it('registers in full only the command being run', async () => {
    const { program } = await buildProgram(['--db', 'x', 'search', 'q']);
    const search = program.commands.find((command) => command.name() === 'search')!;
    const ingest = program.commands.find((command) => command.name() === 'ingest')!;
    expect(search.options.map((option) => option.long)).toContain('--limit');
    expect(ingest.options).toEqual([]);
  });

  it('finds the command name past global options and their values', () => {
    const program = new Command('anker').option('--db <x>').option('--json').option('--chaos <rate>');
    expect(commandNameOf(['--db', 'search', 'ingest', 'x'], program)).toBe('ingest');
    expect(commandNameOf(['--db=store', '--json', 'search', 'q'], program)).toBe('search');
    expect(commandNameOf(['help', 'ask'], program)).toBe('ask');
    expect(commandNameOf(['--help'], program)).toBeUndefined();
    expect(commandNameOf([], program)).toBeUndefined();
  });
});
