import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AskDeps, ToolAgentDeps } from '../../agent/index.js';
import { askDepsFor, createAnkerToolRuntime, type Anker } from '../../app/index.js';
import { ConfigError } from '../../errors/index.js';
import { SEARCH_TOOL_NAME } from '../../model/index.js';
import { detectQuestionLanguage } from '../../prompt/index.js';
import type { ToolSpec } from '../../spec/tool-spec.js';
import {
  bindToolBackends,
  connectMcpToolSource,
  createSqlAgentRunStore,
  loadModuleExecutor,
  parseToolsFile,
  type AgentRunStore,
  type McpToolSource,
  type ToolLanguage,
  type ToolRuntime,
  type ToolsFile,
} from '../../tools/index.js';

/**
 * Where the served tools come from. The same shape `anker ask --tools` stores with a paused run, so a run the
 * server paused can also be resumed by `anker approvals approve` in another process, and the other way round.
 */
export interface ServerToolSource {
  /** Absolute path of the tools file, or null. */
  tools: string | null;
  /** Absolute path of the executor module, or null. */
  executor: string | null;
  /** A command (run in `cwd`) or an http(s) URL of an MCP server, or null. */
  mcpServer: string | null;
  cwd: string;
  /** Tool choice of the first step: auto | required | none | a tool name; null for auto. */
  toolChoice: string | null;
  /** Model steps of one run (default 4). */
  maxSteps: number;
}

/** The user's tools as one server runs them: loaded once, one runtime per message language, state in the database. */
export interface ServerTools {
  readonly source: ServerToolSource;
  /** The tools file with the MCP server's tools merged in (what the offline chooser reads). */
  readonly file: ToolsFile;
  /** Names of the user's tools with a backend (the built-in search is not among them). */
  readonly names: string[];
  readonly runs: AgentRunStore;
  /** The runtime whose errors and hints are in `language`. */
  runtime(language: ToolLanguage): ToolRuntime;
  /** Dependencies of an agent run for one tenant; `question` decides the language. */
  agentDeps(tenant: Anker, question: string, overrides?: Partial<AskDeps>): ToolAgentDeps;
  close(): Promise<void>;
}

/** Options of `openServerTools`. */
export interface OpenServerToolsOptions {
  /** Receives load warnings (lint findings, tools without a backend). */
  warn?(text: string): void;
}

/** Resolves the flags of `anker serve` into a source with absolute paths; null without tools. */
export function serverToolSource(
  flags: { tools?: string; executor?: string; mcpServer?: string; toolChoice?: string; maxSteps?: number },
  cwd: string,
): ServerToolSource | null {
  if (!flags.tools && !flags.mcpServer) {
    if (flags.executor) throw new ConfigError('--executor needs --tools <tools.json> (the tools it implements).', 'Add --tools tools.json.');
    return null;
  }
  return {
    tools: flags.tools ? resolve(cwd, flags.tools) : null,
    executor: flags.executor ? resolve(cwd, flags.executor) : null,
    mcpServer: flags.mcpServer ?? null,
    cwd,
    toolChoice: flags.toolChoice ?? null,
    maxSteps: flags.maxSteps ?? 4,
  };
}

async function readToolsFile(path: string): Promise<ToolsFile> {
  try {
    return parseToolsFile(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new ConfigError(`Cannot read the tools file ${path}: ${(error as Error).message}`, 'Give a tools.json: an array of tools or {"tools":[…],"fixtures":{…}}.');
  }
}

async function loadFunctions(path: string | null): Promise<Record<string, ToolSpec['execute']> | undefined> {
  if (!path) return undefined;
  try {
    return (await loadModuleExecutor(path)).functions;
  } catch (error) {
    throw new ConfigError(`Cannot load the executor module ${path}: ${(error as Error).message}`, 'Give a JS module that exports one function per tool, named like the tool.');
  }
}

async function connectMcp(source: ServerToolSource): Promise<McpToolSource | undefined> {
  if (!source.mcpServer) return undefined;
  try {
    return await connectMcpToolSource(source.mcpServer, { stderr: 'ignore', cwd: source.cwd });
  } catch (error) {
    throw new ConfigError(`Cannot connect to the MCP server ${source.mcpServer}: ${(error as Error).message}`, 'Give a command that starts an MCP server over stdio, or its http(s) URL.');
  }
}

function toolChoicePlan(choice: string | null, names: string[]): ToolAgentDeps['toolChoice'] {
  if (!choice || choice === 'auto') return undefined;
  if (choice === 'required' || choice === 'none') return { first: choice };
  if (!names.includes(choice)) throw new ConfigError(`--tool-choice ${choice}: no such tool.`, `Give auto, required, none or one of: ${names.join(', ')}`);
  return { first: { type: 'tool', toolName: choice } };
}

/**
 * Loads the tools of a source once (tools file, executor module, MCP server) and binds their backends, as
 * `anker ask --tools` does per question. Every call goes through the instance's persistent tool runtime
 * (validation → policies → idempotency → approval → execute → trace); paused runs live in its database.
 */
export async function openServerTools(anker: Pick<Anker, 'store' | 'config' | 'logger'>, source: ServerToolSource, options: OpenServerToolsOptions = {}): Promise<ServerTools> {
  const file = source.tools ? await readToolsFile(source.tools) : { tools: [], fixtures: {} };
  const functions = await loadFunctions(source.executor);
  const mcp = await connectMcp(source);
  try {
    const bound = await bindToolBackends(file, { functions, mcp, language: 'en' });
    const noBackend = new Set(bound.warnings.filter((warning) => warning.rule === 'no-backend').map((warning) => warning.tool));
    for (const warning of bound.warnings) {
      // A tools file's own search_knowledge_base without a backend is the built-in grounded search: nothing to warn.
      if (warning.tool === SEARCH_TOOL_NAME && warning.rule === 'no-backend') continue;
      options.warn?.(`warning: ${warning.tool}: ${warning.message}`);
    }
    const specs = bound.specs.filter((spec) => !(spec.name === SEARCH_TOOL_NAME && noBackend.has(spec.name)));
    const names = specs.map((spec) => spec.name);
    const toolChoice = toolChoicePlan(source.toolChoice, names);
    // Bound again per language: a tool's messages (hints, refusals) follow the question's language.
    const runtimes = new Map<ToolLanguage, ToolRuntime>();
    for (const language of ['de', 'en'] as const) {
      const perLanguage = language === 'en' ? bound : await bindToolBackends(file, { functions, mcp, language });
      const languageSpecs = perLanguage.specs.filter((spec) => names.includes(spec.name));
      // Keys from run, tool and arguments (not the call id): a model repeating a side-effecting call in one run gets the first result replayed.
      runtimes.set(language, await createAnkerToolRuntime(anker, { tools: languageSpecs, language, idempotency: { includeCallId: false } }));
    }
    const runs = createSqlAgentRunStore(anker.store.sql);
    const runtime = (language: ToolLanguage) => runtimes.get(language)!;
    return {
      source,
      file: bound.file,
      names,
      runs,
      runtime,
      agentDeps(tenant, question, overrides = {}) {
        return {
          ask: askDepsFor(tenant, { maxSteps: source.maxSteps, ...overrides }),
          runtime: runtime(detectQuestionLanguage(question)),
          file: bound.file,
          runs,
          ownSearchTool: names.includes(SEARCH_TOOL_NAME),
          source,
          toolChoice,
        };
      },
      close: async () => {
        await mcp?.close();
      },
    };
  } catch (error) {
    await mcp?.close();
    throw error;
  }
}
