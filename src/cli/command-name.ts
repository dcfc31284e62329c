import type { Command } from 'commander';

/**
 * The command an argument list runs (`anker --db x search q` → `search`; `anker help ask` → `ask`), found before
 * parsing so only that command's module is loaded. Global options that take a value skip their value; undefined
 * when no command is named (plain `anker`, `anker --help`, `anker help`).
 */
export function commandNameOf(argv: readonly string[], program: Command): string | undefined {
  const takesValue = new Set<string>();
  for (const option of program.options) {
    if (!option.required && !option.optional) continue;
    if (option.long) takesValue.add(option.long);
    if (option.short) takesValue.add(option.short);
  }
  const positionals: string[] = [];
  for (let index = 0; index < argv.length && positionals.length < 2; index += 1) {
    const token = argv[index]!;
    if (token === '--') break;
    if (token.startsWith('-')) {
      if (!token.includes('=') && takesValue.has(token)) index += 1;
      continue;
    }
    positionals.push(token);
    if (positionals[0] !== 'help') break;
  }
  return positionals[0] === 'help' ? positionals[1] : positionals[0];
}
