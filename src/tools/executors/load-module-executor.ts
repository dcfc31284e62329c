import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ToolSpec } from '../../spec/tool-spec.js';

/** The functions of an executor module, by tool name. */
export interface ModuleExecutor {
  /** Absolute path of the module. */
  path: string;
  functions: Record<string, ToolSpec['execute']>;
}

function functionsOf(namespace: Record<string, unknown>): Record<string, ToolSpec['execute']> {
  // `export function get_x` and `export default { get_x }` are both accepted; named exports win.
  const candidates = { ...(isRecord(namespace.default) ? namespace.default : {}), ...namespace };
  const functions: Record<string, ToolSpec['execute']> = {};
  for (const [name, value] of Object.entries(candidates)) {
    if (name !== 'default' && typeof value === 'function') functions[name] = value as ToolSpec['execute'];
  }
  return functions;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Imports a JS module (or TS under tsx) exporting one function per tool, named like the tool:
 * `export async function get_order(args, context) { … }`. Each function gets the validated arguments and the
 * execution context (signal, callId, idempotencyKey, attempt) and returns JSON-serialisable output.
 */
export async function loadModuleExecutor(path: string): Promise<ModuleExecutor> {
  const absolute = resolve(path);
  const info = await stat(absolute).catch(() => null);
  if (!info?.isFile()) throw new TypeError(`Executor module ${path} does not exist.`);
  const namespace = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
  return { path: absolute, functions: functionsOf(namespace) };
}
