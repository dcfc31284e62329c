import { toJSONSchema, type ZodType } from 'zod';
import type { JsonSchema, ToolSpec } from '../spec/tool-spec.js';
import { toolMessages, type ToolLanguage, type ToolMessages } from './messages/index.js';
import { compileJsonSchemaCheck, createJsonSchemaCompiler } from './validation/json-schema-check.js';
import type { SchemaCheck } from './validation/schema-issue.js';
import { compileStandardSchemaCheck, isStandardSchema } from './validation/standard-schema-check.js';

/** Any tool, whatever its argument and output types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyToolSpec = ToolSpec<any, any>;

/** A tool with its compiled schema check and the JSON Schema offered to the model. */
export interface RegisteredTool {
  spec: AnyToolSpec;
  parameters: JsonSchema;
  checkSchema: SchemaCheck;
}

/** The tools of one runtime, compiled once. */
export interface ToolRegistry {
  readonly language: ToolLanguage;
  readonly messages: ToolMessages;
  get(name: string): RegisteredTool | undefined;
  list(): RegisteredTool[];
  names(): string[];
}

function deriveParameters(spec: AnyToolSpec): JsonSchema {
  if (spec.parameters) return spec.parameters;
  if (!isStandardSchema(spec.inputSchema)) return spec.inputSchema as JsonSchema;
  if (spec.inputSchema['~standard'].vendor === 'zod') {
    const schema = toJSONSchema(spec.inputSchema as unknown as ZodType, { io: 'input' }) as JsonSchema;
    delete schema.$schema;
    return schema;
  }
  return { type: 'object' };
}

/** Compiles tools into a registry; throws on duplicate names (a programmer error). */
export function createToolRegistry(tools: AnyToolSpec[], options: { language?: ToolLanguage } = {}): ToolRegistry {
  const language = options.language ?? 'en';
  const messages = toolMessages(language);
  const ajv = createJsonSchemaCompiler();
  const byName = new Map<string, RegisteredTool>();
  for (const spec of tools) {
    if (byName.has(spec.name)) throw new TypeError(`Tool "${spec.name}" is registered twice.`);
    const checkSchema = isStandardSchema(spec.inputSchema)
      ? compileStandardSchemaCheck(spec.inputSchema, messages)
      : compileJsonSchemaCheck(ajv, spec.inputSchema as JsonSchema, messages);
    byName.set(spec.name, { spec, parameters: deriveParameters(spec), checkSchema });
  }
  return {
    language,
    messages,
    get: (name) => byName.get(name),
    list: () => [...byName.values()],
    names: () => [...byName.keys()],
  };
}
