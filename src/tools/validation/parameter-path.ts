import type { JsonSchema } from '../../spec/tool-spec.js';

/** Dotted parameter path from path segments (`sensor_ids.1`). */
export function toParameterPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.map(String).join('.');
}

/** The value at a dotted path inside the arguments, or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The JSON Schema of the parameter at a dotted path (array indexes step into `items`), or undefined. */
export function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let current = schema;
  if (path === '') return current;
  for (const segment of path.split('.')) {
    if (!current) return undefined;
    if (/^\d+$/.test(segment) && current.items && typeof current.items === 'object') {
      current = current.items as JsonSchema;
      continue;
    }
    const properties = current.properties as Record<string, JsonSchema> | undefined;
    current = properties?.[segment];
  }
  return current;
}

/** The top-level argument name of a dotted path (`sensor_ids.1` → `sensor_ids`). */
export function rootParameter(path: string): string {
  return path.split('.')[0] ?? path;
}
