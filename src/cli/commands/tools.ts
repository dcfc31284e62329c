import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { UsageError } from '../../errors/index.js';
import { createToolRegistry, lintTools, parseToolsFile, toolSpecsFromFile, validateCallByName, type ToolLanguage, type ToolsFile } from '../../tools/index.js';
import type { CliContext } from '../context.js';
import { readJsonLines } from '../read-batch.js';
import { registerToolCallCommands } from './tools-call.js';

async function readToolsFile(path: string): Promise<ToolsFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read the tools file ${path}.`, 'Give a tools.json: an array of tools or {"tools":[…],"fixtures":{…}}.');
  }
  try {
    return parseToolsFile(JSON.parse(text));
  } catch (error) {
    throw new UsageError(`${path} is not a valid tools file: ${(error as Error).message}`, 'Each tool needs {name, description, side_effect, parameters (JSON Schema)}.');
  }
}

function languageOf(value: string): ToolLanguage {
  if (value !== 'de' && value !== 'en') throw new UsageError(`--lang must be "de" or "en", got "${value}".`);
  return value;
}

/** `anker tools lint|validate` (tools files) and `anker tools call|resume` (the bundled example toolset, see tools-call.ts). */
export function registerToolsCommand(program: Command, context: CliContext): void {
  const tools = program.command('tools').description('Check tool definitions and tool calls; call the bundled example toolset');

  tools
    .command('lint')
    .description('Lint tool names, descriptions and parameters; flag tools too similar to tell apart')
    .argument('<tools.json>', 'tools file')
    .action(async (path: string) => {
      const file = await readToolsFile(path);
      const findings = await lintTools(file.tools);
      if (context.options().json) {
        context.out(JSON.stringify({ findings }));
        return;
      }
      if (findings.length === 0) context.out('No findings.');
      for (const finding of findings) context.out(`${finding.tool}  [${finding.rule}]  ${finding.message}\n    → ${finding.suggestion}`);
    });

  tools
    .command('validate')
    .description('Validate tool calls (schema, domain, referential) without executing them; one JSON line per call')
    .argument('<tools.json>', 'tools file (fixtures.references enable the referential check)')
    .requiredOption('--batch <calls.jsonl>', 'one call per line: {"id","tool","arguments"}')
    .option('--lang <de|en>', 'language of messages and hints', 'en')
    .action(async (path: string, options: { batch: string; lang: string }) => {
      const language = languageOf(options.lang);
      const file = await readToolsFile(path);
      const registry = createToolRegistry(toolSpecsFromFile(file, { language }), { language });
      for (const row of await readJsonLines(options.batch)) {
        const result = await validateCallByName(registry, String(row.tool ?? ''), row.arguments ?? {});
        context.out(JSON.stringify({ id: row.id ?? null, valid: result.ok, error: result.ok ? null : result.error }));
      }
    });

  registerToolCallCommands(tools, context);
}
