import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { dryRunToolCalls, type AskCallRecord, type AskResult, type AskWithCalls, type ToolAgentDeps } from '../../agent/index.js';
import type { Anker } from '../../app/index.js';
import { createAnkerToolRuntime } from '../../app/create-tool-runtime.js';
import type { ModelRoles } from '../../app/ask-deps.js';
import { UsageError } from '../../errors/index.js';
import { SEARCH_TOOL_NAME } from '../../model/index.js';
import type { ToolSpec } from '../../spec/tool-spec.js';
import {
  bindToolBackends,
  connectMcpToolSource,
  createSqlAgentRunStore,
  createWebSearchTool,
  createWikipediaSearchTool,
  loadModuleExecutor,
  parseToolsFile,
  type AnyToolSpec,
  type McpToolSource,
  type ToolLanguage,
  type ToolsFile,
} from '../../tools/index.js';

export type { AskWithCalls };

/** The tool flags of `ask` (and what a paused run stores to rebuild its tools): absolute paths. */
export interface ToolSource {
  tools: string | null;
  executor: string | null;
  /** A command (run in `cwd`) or an http(s) URL. */
  mcpServer: string | null;
  cwd: string;
  /** Tool choice of the first step: auto | required | none | a tool name. */
  toolChoice: string | null;
  maxSteps: number;
  /** External grounded search offered beside the knowledge base (absent in runs stored before it existed). */
  web?: WebSource | null;
  /** Base URL of the web source (default: https://<language>.wikipedia.org, https://api.tavily.com). */
  webUrl?: string | null;
  /** File holding the Tavily API key (absolute path; the key itself is never stored with a run). */
  webKeyFile?: string | null;
}

/** The external sources `--web` offers. */
export const WEB_SOURCES = ['wikipedia', 'tavily'] as const;
export type WebSource = (typeof WEB_SOURCES)[number];

/** Flags of `anker ask` that concern tools. */
export interface AskToolOptions {
  tools?: string;
  executor?: string;
  mcpServer?: string;
  dryRun?: boolean;
  toolChoice?: string;
  web?: string;
  webUrl?: string;
  webKeyFile?: string;
}

/** The tool source the flags describe, or null without tools; throws UsageError for contradictory flags. */
export function toolSourceOf(options: AskToolOptions, maxSteps: number): ToolSource | null {
  if (options.web !== undefined && !(WEB_SOURCES as readonly string[]).includes(options.web)) throw new UsageError(`--web must be one of: ${WEB_SOURCES.join(', ')}.`);
  if ((options.webUrl || options.webKeyFile) && !options.web) throw new UsageError('--web-url and --web-key-file need --web wikipedia|tavily.');
  if (!options.tools && !options.mcpServer && !options.web) {
    if (options.dryRun) throw new UsageError('--dry-run needs --tools <tools.json>.');
    if (options.executor) throw new UsageError('--executor needs --tools <tools.json> (the tools it implements).');
    if (options.toolChoice) throw new UsageError('--tool-choice needs --tools, --mcp-server or --web.');
    return null;
  }
  if (options.dryRun && !options.tools) throw new UsageError('--dry-run needs --tools <tools.json>.');
  return {
    tools: options.tools ? resolve(options.tools) : null,
    executor: options.executor ? resolve(options.executor) : null,
    mcpServer: options.mcpServer ?? null,
    cwd: process.cwd(),
    toolChoice: options.toolChoice ?? null,
    maxSteps,
    web: (options.web as WebSource | undefined) ?? null,
    webUrl: options.webUrl ?? null,
    webKeyFile: options.webKeyFile ? resolve(options.webKeyFile) : null,
  };
}

/** The grounded external search tool `--web` names, or null without `--web`. */
export async function webToolOf(source: ToolSource, language: ToolLanguage, providers: object): Promise<AnyToolSpec | null> {
  if (!source.web) return null;
  if (source.web === 'wikipedia') {
    return createWikipediaSearchTool({ baseUrl: source.webUrl ?? `https://${language}.wikipedia.org`, language });
  }
  // Read from a file or from TAVILY_API_KEY, never from the command line, where other users could see it.
  const configured = (providers as { tavilyApiKey?: string }).tavilyApiKey;
  let apiKey = configured ?? '';
  if (source.webKeyFile) {
    try {
      apiKey = (await readFile(source.webKeyFile, 'utf8')).trim();
    } catch (error) {
      throw new UsageError(`Cannot read the Tavily key file ${source.webKeyFile}: ${(error as Error).message}`, 'Give a file that holds only the API key.');
    }
  }
  if (!apiKey) throw new UsageError('--web tavily needs a Tavily API key.', 'Set TAVILY_API_KEY, or give --web-key-file <file> (a file holding only the key).');
  return createWebSearchTool({ apiKey, baseUrl: source.webUrl ?? undefined, language });
}

/** Reads a tools file; a bad one is a usage error. */
export async function readToolsFile(path: string): Promise<ToolsFile> {
  try {
    return parseToolsFile(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new UsageError(`Cannot read the tools file ${path}: ${(error as Error).message}`, 'Give a tools.json: an array of tools or {"tools":[…],"fixtures":{…}}.');
  }
}

/** The tool-using agent of one Anker instance for a tool source (everything but the ask deps), and how to release it. */
export interface OpenedToolAgent {
  deps: Omit<ToolAgentDeps, 'ask'>;
  close(): Promise<void>;
}

function toolChoicePlan(choice: string | null, names: string[]): ToolAgentDeps['toolChoice'] {
  if (!choice || choice === 'auto') return undefined;
  if (choice === 'required' || choice === 'none') return { first: choice };
  if (!names.includes(choice)) throw new UsageError(`--tool-choice ${choice}: no such tool.`, `Give auto, required, none or one of: ${names.join(', ')}`);
  return { first: { type: 'tool', toolName: choice } };
}

/**
 * Loads the tools of a source (tools file, executor module, MCP server), binds their backends, warns on stderr
 * (lint findings, tools without a backend), and builds the persistent tool runtime and the paused-run store of the
 * instance's database.
 */
export async function openToolAgent(anker: Pick<Anker, 'store' | 'config' | 'logger'>, source: ToolSource, options: { language: ToolLanguage; warn(text: string): void }): Promise<OpenedToolAgent> {
  const file = source.tools ? await readToolsFile(source.tools) : { tools: [], fixtures: {} };
  let functions: Record<string, ToolSpec['execute']> | undefined;
  if (source.executor) {
    try {
      functions = (await loadModuleExecutor(source.executor)).functions;
    } catch (error) {
      throw new UsageError(`Cannot load the executor module ${source.executor}: ${(error as Error).message}`, 'Give a JS module that exports one function per tool, named like the tool.');
    }
  }
  let mcp: McpToolSource | undefined;
  if (source.mcpServer) {
    try {
      mcp = await connectMcpToolSource(source.mcpServer, { stderr: 'ignore', cwd: source.cwd });
    } catch (error) {
      throw new UsageError(`Cannot connect to the MCP server ${source.mcpServer}: ${(error as Error).message}`, 'Give a command that starts an MCP server over stdio, or its http(s) URL.');
    }
  }
  try {
    const bound = await bindToolBackends(file, { functions, mcp, language: options.language });
    const noBackend = new Set(bound.warnings.filter((warning) => warning.rule === 'no-backend').map((warning) => warning.tool));
    for (const warning of bound.warnings) {
      // A tools file's own search_knowledge_base without a backend is the built-in grounded search: nothing to warn.
      if (warning.tool === SEARCH_TOOL_NAME && warning.rule === 'no-backend') continue;
      options.warn(`warning: ${warning.tool}: ${warning.message}`);
    }
    const specs = bound.specs.filter((spec) => !(spec.name === SEARCH_TOOL_NAME && noBackend.has(spec.name)));
    // Keys from run, tool and arguments (not the call id): a model repeating a side-effecting call in one run gets the first result replayed.
    const web = await webToolOf(source, options.language, anker.config.providers);
    const runtime = await createAnkerToolRuntime(anker, { tools: web ? [...specs, web] : specs, language: options.language, idempotency: { includeCallId: false } });
    return {
      deps: {
        runtime,
        file: bound.file,
        runs: createSqlAgentRunStore(anker.store.sql),
        ownSearchTool: specs.some((spec) => spec.name === SEARCH_TOOL_NAME),
        groundedTools: web ? [web.name] : [],
        source,
        toolChoice: toolChoicePlan(source.toolChoice, specs.map((spec) => spec.name)),
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

/**
 * `--dry-run`: chooses tool calls offline for the question and records them without executing; a question whose tool
 * lacks a required argument is answered with the question back (status `needs_input`), any other goes on to `answer`.
 */
export async function askWithToolCalls(question: string, tools: ToolsFile, answer: (question: string) => Promise<AskResult>, now: () => Date = () => new Date()): Promise<AskWithCalls> {
  const dryRun = await dryRunToolCalls(question, tools, { now });
  if (dryRun.needsInput) {
    return { status: 'needs_input', answer: dryRun.needsInput.question, citations: [], trace: { attempts: [], toolCalls: 0, steps: 0 }, calls: [] };
  }
  return { ...(await answer(question)), calls: dryRun.calls };
}

/** Human lines for the recorded calls. */
export function formatCalls(calls: AskCallRecord[], dryRun: boolean): string {
  if (calls.length === 0) return '';
  const title = dryRun ? 'Tool calls (dry run, nothing executed):' : 'Tool calls:';
  return ['', title, ...calls.map((call) => `  ${call.id} ${call.tool} ${JSON.stringify(call.arguments)} → ${call.outcome}${call.error ? `: ${call.error.message}` : ''}`)].join('\n');
}

/** Flags of `ask` and `chat` that give the model roles besides the generator their own model. */
export interface ModelRoleOptions {
  judgeModel?: string;
  reformulatorModel?: string;
  /** `--rerank`: rerank with the generator's model. */
  rerank?: boolean;
  /** `--rerank-model <spec>`: rerank with this model. */
  rerankModel?: string;
}

/** The model roles the flags name; --rerank with the offline generator and no --rerank-model is a usage error. */
export function modelRolesOf(options: ModelRoleOptions, generator: string): ModelRoles {
  if (options.rerank && !options.rerankModel && generator.trim() === 'offline') {
    throw new UsageError('--rerank needs a language model.', 'Give one with --rerank-model <spec>, or set --model / ANKER_MODEL.');
  }
  const reranker = options.rerankModel ?? (options.rerank ? 'model' : undefined);
  return {
    ...(options.judgeModel ? { judge: options.judgeModel } : {}),
    ...(options.reformulatorModel ? { reformulator: options.reformulatorModel } : {}),
    ...(reranker ? { reranker } : {}),
  };
}
