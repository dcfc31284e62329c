import type { ToolErrorResult } from '../../spec/tool.js';
import type { JsonSchema } from '../../spec/tool-spec.js';
import { invalidArgument } from '../tool-error.js';
import type { RegisteredTool, ToolRegistry } from '../tool-registry.js';
import { closestMatch } from './edit-distance.js';
import { rootParameter, schemaAt } from './parameter-path.js';

/** Arguments after all three layers, or the first structured error. Never throws for bad input. */
export type ValidationResult = { ok: true; args: Record<string, unknown> } | { ok: false; error: ToolErrorResult };

function describeParameter(parameters: JsonSchema, parameter: string): string | undefined {
  const own = schemaAt(parameters, parameter)?.description;
  if (typeof own === 'string') return own;
  const parent = schemaAt(parameters, rootParameter(parameter))?.description;
  return typeof parent === 'string' ? parent : undefined;
}

async function referenceHints(tool: RegisteredTool, registry: ToolRegistry, parameter: string, received: unknown): Promise<string[]> {
  const reference = tool.spec.references?.[rootParameter(parameter)];
  if (!reference) return [];
  const hints: string[] = [];
  if (typeof received === 'string') {
    const candidate = closestMatch(received, await reference.values());
    if (candidate) hints.push(registry.messages.didYouMean(candidate));
  }
  if (reference.listTool && registry.get(reference.listTool)) hints.push(registry.messages.callListTool(reference.listTool));
  return hints;
}

async function schemaError(tool: RegisteredTool, registry: ToolRegistry, parameter: string, received: unknown, message: string): Promise<ToolErrorResult> {
  const description = describeParameter(tool.parameters, parameter);
  const hints = [
    ...(description ? [registry.messages.describeParameter(description)] : []),
    ...(await referenceHints(tool, registry, parameter, received)),
    registry.messages.hint.INVALID_ARGUMENT,
  ];
  return invalidArgument(parameter, received, message, hints.join(' '));
}

async function checkReferences(tool: RegisteredTool, registry: ToolRegistry, args: Record<string, unknown>): Promise<ToolErrorResult | null> {
  for (const [name, reference] of Object.entries(tool.spec.references ?? {})) {
    const value = args[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const known = new Set(await reference.values());
    for (const [index, item] of values.entries()) {
      if (typeof item !== 'string' || known.has(item)) continue;
      const parameter = Array.isArray(value) ? `${name}.${index}` : name;
      const hints = await referenceHints(tool, registry, parameter, item);
      if (!reference.listTool || !registry.get(reference.listTool)) hints.push(registry.messages.askUserHint);
      return invalidArgument(parameter, item, registry.messages.unknownId(name, item), hints.join(' '));
    }
  }
  return null;
}

function parseArguments(raw: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (typeof raw !== 'string') return { ok: true, value: raw ?? {} };
  try {
    return { ok: true, value: raw.trim() === '' ? {} : JSON.parse(raw) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** Validates a call in three layers: schema (types, formats, ranges), domain (`validate`), referential (`references`). */
export async function validateToolCall(tool: RegisteredTool, rawArguments: unknown, registry: ToolRegistry): Promise<ValidationResult> {
  const messages = registry.messages;
  const parsed = parseArguments(rawArguments);
  if (!parsed.ok) {
    return { ok: false, error: invalidArgument('', rawArguments, messages.invalidGeneric('arguments', parsed.message), messages.hint.INVALID_ARGUMENT) };
  }
  const schema = await tool.checkSchema(parsed.value);
  if (!schema.ok) {
    const { parameter, received, message } = schema.issue;
    return { ok: false, error: await schemaError(tool, registry, parameter, received, message) };
  }
  const domainIssues = tool.spec.validate ? await tool.spec.validate(schema.value) : [];
  const issue = domainIssues[0];
  if (issue) {
    const received = schema.value[rootParameter(issue.parameter)];
    return { ok: false, error: invalidArgument(issue.parameter, received, issue.message, issue.hint ?? messages.hint.INVALID_ARGUMENT) };
  }
  const referential = await checkReferences(tool, registry, schema.value);
  if (referential) return { ok: false, error: referential };
  return { ok: true, args: schema.value };
}
