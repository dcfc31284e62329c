import type { SideEffect } from '../spec/tool.js';
import type { DomainIssue, JsonSchema, ToolPolicyOptions, ToolReference, ToolSpec } from '../spec/tool-spec.js';
import { ToolExecutionError } from '../errors/index.js';
import { toolMessages, type ToolLanguage } from './messages/index.js';

/** One tool as written in a tools.json file. */
export interface ToolsFileEntry {
  name: string;
  description: string;
  side_effect?: SideEffect;
  parameters?: JsonSchema;
  /** An HTTP backend: POST the arguments as JSON, the JSON answer is the output (see `createHttpToolExecutor`). */
  endpoint?: string;
  /** Timeout, retries and breaker of this tool; runtime defaults otherwise. */
  policy?: ToolPolicyOptions;
}

/** Parsed tools file: `[tool…]` or `{tools:[…], fixtures:{…, references:{argument: fixtureList}}}`. */
export interface ToolsFile {
  tools: ToolsFileEntry[];
  fixtures: Record<string, unknown>;
}

/** Reads either accepted shape of a tools file; throws TypeError on anything else. */
export function parseToolsFile(value: unknown): ToolsFile {
  const tools = Array.isArray(value) ? value : (value as { tools?: unknown })?.tools;
  if (!Array.isArray(tools)) throw new TypeError('A tools file is an array of tools or an object with a "tools" array.');
  for (const tool of tools) {
    if (typeof tool?.name !== 'string') throw new TypeError('Every tool in a tools file needs a "name".');
  }
  const fixtures = Array.isArray(value) ? {} : ((value as { fixtures?: Record<string, unknown> }).fixtures ?? {});
  return { tools: tools as ToolsFileEntry[], fixtures };
}

const typeAliases: Record<string, string | null> = { dict: 'object', float: 'number', double: 'number', tuple: 'array', any: null, list: 'array', str: 'string', int: 'integer', bool: 'boolean' };

/** Maps non-standard type names (BFCL's `dict`, `float`, `tuple`, `any`) to JSON Schema and drops `$schema`. */
export function normalizeJsonSchema(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(normalizeJsonSchema) as unknown as JsonSchema;
  if (schema === null || typeof schema !== 'object') return schema as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // The draft a schema names (MCP servers send draft-07) is not the validator's; the keywords mean the same here.
    if (key === '$schema') continue;
    if (key === 'type' && typeof value === 'string' && value in typeAliases) {
      const mapped = typeAliases[value];
      if (mapped) result.type = mapped;
    } else if (key === 'properties' && value && typeof value === 'object') {
      result.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, normalizeJsonSchema(property)]));
    } else if (key === 'items' || key === 'additionalProperties') {
      result[key] = typeof value === 'object' ? normalizeJsonSchema(value) : value;
    } else {
      result[key] = value;
    }
  }
  return result;
}

function referencesFor(parameters: JsonSchema, fixtures: Record<string, unknown>, toolNames: Set<string>): Record<string, ToolReference> {
  const map = (fixtures.references ?? {}) as Record<string, string>;
  const properties = (parameters.properties ?? {}) as Record<string, unknown>;
  const references: Record<string, ToolReference> = {};
  for (const [argument, listName] of Object.entries(map)) {
    const values = fixtures[listName];
    if (!(argument in properties) || !Array.isArray(values)) continue;
    const listTool = `list_${listName}`;
    references[argument] = { values: () => values.map(String), listTool: toolNames.has(listTool) ? listTool : undefined };
  }
  return references;
}

// A pair like start_date/end_date or date_from/date_to must not be reversed.
function dateRangeValidator(language: ToolLanguage) {
  const messages = toolMessages(language);
  return (args: Record<string, unknown>): DomainIssue[] => {
    const pairs: Array<[string, string]> = [['start_date', 'end_date'], ['date_from', 'date_to'], ['from', 'to']];
    for (const [startName, endName] of pairs) {
      const start = args[startName];
      const end = args[endName];
      if (typeof start === 'string' && typeof end === 'string' && start > end) {
        return [{ parameter: endName, message: messages.dateRangeReversed(start, end) }];
      }
    }
    return [];
  };
}

/** Options for turning a tools file into runnable specs. */
export interface ToolsFileOptions {
  language?: ToolLanguage;
  /** Backends by tool name; tools without one fail with a PERMANENT error when executed. */
  execute?: Record<string, ToolSpec['execute']>;
}

/** Turns a tools file into ToolSpecs with JSON Schema validation, date-range checks and fixture references. */
export function toolSpecsFromFile(file: ToolsFile, options: ToolsFileOptions = {}): ToolSpec[] {
  const names = new Set(file.tools.map((tool) => tool.name));
  return file.tools.map((entry) => {
    const parameters = normalizeJsonSchema(entry.parameters ?? { type: 'object', properties: {} });
    const backend = options.execute?.[entry.name];
    return {
      name: entry.name,
      description: entry.description ?? '',
      inputSchema: parameters,
      parameters,
      sideEffect: entry.side_effect ?? 'none',
      ...(entry.policy ? { policy: entry.policy } : {}),
      validate: dateRangeValidator(options.language ?? 'en'),
      references: referencesFor(parameters, file.fixtures, names),
      execute:
        backend ??
        (async () => {
          throw new ToolExecutionError(entry.name, 'PERMANENT', `Tool ${entry.name} has no backend in this runtime.`);
        }),
    } satisfies ToolSpec;
  });
}
