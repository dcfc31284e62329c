import type { ToolSpec } from '../../spec/tool-spec.js';
import { lintTools } from '../lint/lint-tools.js';
import type { ToolLanguage } from '../messages/index.js';
import { toolSpecsFromFile, type ToolsFile, type ToolsFileEntry } from '../tools-file.js';
import { createHttpToolExecutor, type HttpToolExecutorOptions } from './http-tool-executor.js';

/** Where the backends of a tools file come from; a tool's own `endpoint` wins over a module function of its name. */
export interface ToolBackends {
  /** Functions of an executor module, by tool name. */
  functions?: Record<string, ToolSpec['execute']>;
  /** Tools (and their backends) of an MCP server; a tools-file entry of the same name overrides the description and side effect. */
  mcp?: { entries: ToolsFileEntry[]; functions: Record<string, ToolSpec['execute']> };
  http?: HttpToolExecutorOptions;
  language?: ToolLanguage;
}

/** A warning on load, for stderr: lint findings, tools without a backend, module functions no tool names. */
export interface ToolLoadWarning {
  tool: string;
  rule: string;
  message: string;
}

/** The runnable tools and what is worth warning about. */
export interface BoundTools {
  /** The merged tools file (tools file entries, then MCP tools not in it), for the offline chooser. */
  file: ToolsFile;
  specs: ToolSpec[];
  warnings: ToolLoadWarning[];
}

function mergeEntries(file: ToolsFile, mcp: ToolBackends['mcp']): ToolsFileEntry[] {
  if (!mcp) return file.tools;
  const own = new Map(file.tools.map((entry) => [entry.name, entry]));
  const merged = mcp.entries.map((entry) => ({ ...entry, ...own.get(entry.name), parameters: own.get(entry.name)?.parameters ?? entry.parameters }));
  const fromServer = new Set(mcp.entries.map((entry) => entry.name));
  return [...merged, ...file.tools.filter((entry) => !fromServer.has(entry.name))];
}

/**
 * Binds every tool of a tools file (and of an MCP server) to its backend: an `endpoint` in the file, else the MCP
 * server's tool, else the executor module's function of the same name. A tool without any backend still validates
 * and fails with a PERMANENT error when executed, and is reported; `anker tools lint` findings are reported too.
 */
export async function bindToolBackends(file: ToolsFile, backends: ToolBackends = {}): Promise<BoundTools> {
  const entries = mergeEntries(file, backends.mcp);
  const merged: ToolsFile = { tools: entries, fixtures: file.fixtures };
  const execute: Record<string, ToolSpec['execute']> = {};
  const warnings: ToolLoadWarning[] = [];
  for (const entry of entries) {
    const backend = entry.endpoint
      ? createHttpToolExecutor(entry.name, entry.endpoint, backends.http)
      : (backends.mcp?.functions[entry.name] ?? backends.functions?.[entry.name]);
    if (backend) execute[entry.name] = backend;
    else warnings.push({ tool: entry.name, rule: 'no-backend', message: `Tool ${entry.name} has no backend (no endpoint, no MCP tool, no executor function of that name); calls fail.` });
  }
  const names = new Set(entries.map((entry) => entry.name));
  for (const name of Object.keys(backends.functions ?? {})) {
    if (!names.has(name)) warnings.push({ tool: name, rule: 'unused-function', message: `The executor module exports ${name}, but no tool of that name is defined.` });
  }
  for (const finding of await lintTools(entries)) warnings.push({ tool: finding.tool, rule: finding.rule, message: `${finding.message} ${finding.suggestion}` });
  return { file: merged, specs: toolSpecsFromFile(merged, { language: backends.language, execute }), warnings };
}
