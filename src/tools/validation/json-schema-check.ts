import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from '../../spec/tool-spec.js';
import type { ToolMessages } from '../messages/index.js';
import { isCalendarDate, isCalendarDateTime } from './calendar-date.js';
import { rootParameter, valueAt } from './parameter-path.js';
import type { SchemaCheck, SchemaIssue } from './schema-issue.js';

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
// ajv-formats is CommonJS; under NodeNext the default import may be the module object.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

/** One ajv instance (JSON Schema 2020-12, formats with a real calendar check) shared by the tools of a registry. */
export function createJsonSchemaCompiler(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true, verbose: true });
  addFormats(ajv);
  // ajv-formats' "fast" modes accept 2026-02-30; the model must learn that such a day does not exist.
  ajv.addFormat('date', { type: 'string', validate: isCalendarDate });
  ajv.addFormat('date-time', { type: 'string', validate: isCalendarDateTime });
  return ajv;
}

// When several keywords fail, report the one that tells the model most about what to change.
const keywordOrder = ['required', 'additionalProperties', 'type', 'enum', 'const', 'format', 'pattern'];

function pickError(errors: ErrorObject[]): ErrorObject {
  const ranked = [...errors].sort((a, b) => rank(a.keyword) - rank(b.keyword));
  return ranked[0] as ErrorObject;
}

function rank(keyword: string): number {
  const index = keywordOrder.indexOf(keyword);
  return index === -1 ? keywordOrder.length : index;
}

function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(base: string, name: string): string {
  return base === '' ? name : `${base}.${name}`;
}

function toIssue(error: ErrorObject, data: unknown, messages: ToolMessages): SchemaIssue {
  const path = pointerToPath(error.instancePath);
  const received = valueAt(data, path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const parameter = join(path, String(params.missingProperty));
      return { parameter, received: undefined, message: messages.missingParameter(parameter) };
    }
    case 'additionalProperties': {
      const parameter = join(path, String(params.additionalProperty));
      return { parameter, received: valueAt(data, parameter), message: messages.unexpectedParameter(parameter) };
    }
    case 'type':
      return { parameter: path, received, message: messages.wrongType(path || 'arguments', String(params.type)) };
    case 'enum':
      return { parameter: path, received, message: messages.invalidEnum(path, params.allowedValues as unknown[]) };
    case 'pattern':
      return { parameter: path, received, message: messages.patternMismatch(path, String(received)) };
    case 'format': {
      const format = String(params.format);
      const message = format === 'date' || format === 'date-time' ? messages.invalidDate(path, String(received)) : messages.invalidFormat(path, format);
      return { parameter: path, received, message };
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return { parameter: path, received, message: messages.tooSmall(path, Number(params.limit) + (error.keyword === 'exclusiveMinimum' ? 1 : 0), 'value') };
    case 'maximum':
    case 'exclusiveMaximum':
      return { parameter: path, received, message: messages.tooLarge(path, Number(params.limit), 'value') };
    case 'minLength':
    case 'minItems':
      return { parameter: path, received, message: messages.tooSmall(path, Number(params.limit), error.keyword === 'minLength' ? 'length' : 'items') };
    case 'maxLength':
    case 'maxItems':
      return { parameter: path, received, message: messages.tooLarge(path, Number(params.limit), error.keyword === 'maxLength' ? 'length' : 'items') };
    default:
      return { parameter: path, received, message: messages.invalidGeneric(path || rootParameter(path), error.message ?? error.keyword) };
  }
}

/** Compiles a JSON Schema into a check that applies defaults and reports the most useful first issue. */
export function compileJsonSchemaCheck(ajv: Ajv2020, schema: JsonSchema, messages: ToolMessages): SchemaCheck {
  const validate = ajv.compile(schema);
  return async (args) => {
    // useDefaults mutates its input; the caller's object stays untouched.
    const data = structuredClone(args ?? {}) as Record<string, unknown>;
    if (validate(data)) return { ok: true, value: data };
    return { ok: false, issue: toIssue(pickError(validate.errors ?? []), data, messages) };
  };
}
