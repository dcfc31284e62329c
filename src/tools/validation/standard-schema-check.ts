import type { StandardSchemaV1 } from '../../spec/tool-spec.js';
import type { ToolMessages } from '../messages/index.js';
import { toParameterPath, valueAt } from './parameter-path.js';
import type { SchemaCheck, SchemaIssue } from './schema-issue.js';

/** True when the value implements Standard Schema (zod 4, valibot, arktype). */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  return typeof value === 'object' && value !== null && '~standard' in value;
}

/** Fields zod 4 adds to its issues; other libraries give only `message` and `path`. */
interface DetailedIssue {
  message: string;
  code?: string;
  format?: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: unknown[];
  keys?: string[];
}

function unitOf(origin: string | undefined): 'value' | 'length' | 'items' {
  return origin === 'string' ? 'length' : origin === 'array' || origin === 'set' ? 'items' : 'value';
}

// Translates known issue codes into our own messages so the model gets them in the configured language.
function describeIssue(issue: DetailedIssue, parameter: string, received: unknown, messages: ToolMessages): SchemaIssue {
  const name = parameter || 'arguments';
  switch (issue.code) {
    case 'invalid_type':
      return { parameter, received, message: received === undefined && parameter ? messages.missingParameter(parameter) : messages.wrongType(name, issue.expected ?? 'unknown') };
    case 'invalid_format':
      if (issue.format === 'date' || issue.format === 'datetime') return { parameter, received, message: messages.invalidDate(name, String(received)) };
      if (issue.format === 'regex') return { parameter, received, message: messages.patternMismatch(name, String(received)) };
      return { parameter, received, message: messages.invalidFormat(name, issue.format ?? 'value') };
    case 'invalid_value':
      return { parameter, received, message: messages.invalidEnum(name, issue.values ?? []) };
    case 'too_small':
      return { parameter, received, message: messages.tooSmall(name, Number(issue.minimum), unitOf(issue.origin)) };
    case 'too_big':
      return { parameter, received, message: messages.tooLarge(name, Number(issue.maximum), unitOf(issue.origin)) };
    case 'unrecognized_keys': {
      const key = issue.keys?.[0] ?? '';
      const path = parameter ? `${parameter}.${key}` : key;
      return { parameter: path, received: undefined, message: messages.unexpectedParameter(path) };
    }
    default:
      return { parameter, received, message: messages.invalidGeneric(name, issue.message) };
  }
}

/** Wraps a Standard Schema as a schema check; the first issue becomes the reported one. */
export function compileStandardSchemaCheck(schema: StandardSchemaV1, messages: ToolMessages): SchemaCheck {
  return async (args) => {
    const result = await schema['~standard'].validate(args ?? {});
    if (!result.issues) return { ok: true, value: result.value as Record<string, unknown> };
    const first = result.issues[0] as (DetailedIssue & { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }) | undefined;
    const segments = (first?.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
    const parameter = toParameterPath(segments);
    return { ok: false, issue: describeIssue(first ?? { message: 'invalid' }, parameter, valueAt(args, parameter), messages) };
  };
}
