import type { SideEffect } from '../../spec/tool.js';
import type { JsonSchema, ToolSpec } from '../../spec/tool-spec.js';
import { ToolExecutionError } from '../../errors/index.js';
import type { ToolsFileEntry } from '../tools-file.js';
import { splitCommand } from './split-command.js';

/** The tools of a connected MCP server, as tools-file entries with a backend each. */
export interface McpToolSource {
  entries: ToolsFileEntry[];
  functions: Record<string, ToolSpec['execute']>;
  close(): Promise<void>;
}

/** Options of `connectMcpToolSource`. */
export interface McpToolSourceOptions {
  /** Name and version the client announces (default anker 0.1.0). */
  clientInfo?: { name: string; version: string };
  /** Where the server's stderr goes (stdio only; default ignored so it cannot mix into the CLI's output). */
  stderr?: 'inherit' | 'ignore' | 'pipe';
  /** Working directory of a spawned server. */
  cwd?: string;
}

interface McpToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
}

/**
 * The side effect an MCP tool declares through its annotations. The MCP defaults are taken as the specification
 * states them: a tool that is not read-only is assumed destructive unless it says otherwise, so an unannotated
 * tool needs human approval.
 */
export function sideEffectOfMcpTool(annotations: McpToolAnnotations | undefined): SideEffect {
  if (annotations?.readOnlyHint === true) return 'none';
  if (annotations?.destructiveHint === false) return annotations.idempotentHint === true ? 'idempotent' : 'reversible';
  return 'irreversible';
}

type CallResult = { content?: Array<{ type: string; text?: string }>; structuredContent?: unknown; isError?: boolean };

function textOf(result: CallResult): string {
  return (result.content ?? []).filter((part) => part.type === 'text' && typeof part.text === 'string').map((part) => part.text).join('\n');
}

// A tool result is data for the model: its structured content, else its text (parsed when it is JSON).
function outputOf(result: CallResult): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const text = textOf(result);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text };
  }
}

// The SDK is loaded only when a server is connected: commands without MCP tools do not pay for it.
async function transportFor(target: string, options: McpToolSourceOptions) {
  if (/^https?:\/\//i.test(target)) {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    return new StreamableHTTPClientTransport(new URL(target));
  }
  const [command, ...args] = splitCommand(target);
  if (!command) throw new TypeError('--mcp-server needs a command or an http(s) URL.');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  return new StdioClientTransport({ command, args, cwd: options.cwd, stderr: options.stderr ?? 'ignore' });
}

/**
 * Connects to an MCP server (a command spawned over stdio, or a Streamable HTTP URL) with the official client and
 * lists its tools. Each tool becomes a tools-file entry (its input schema, its side effect from the annotations)
 * whose backend calls `tools/call` with the policy's per-attempt signal; a result with `isError` is a permanent
 * tool failure carrying the server's text.
 */
export async function connectMcpToolSource(target: string, options: McpToolSourceOptions = {}): Promise<McpToolSource> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const client = new Client(options.clientInfo ?? { name: 'anker', version: '0.1.0' });
  await client.connect(await transportFor(target, options));
  const entries: ToolsFileEntry[] = [];
  const functions: Record<string, ToolSpec['execute']> = {};
  try {
    for (let cursor: string | undefined, page = 0; page === 0 || cursor; page++) {
      const listed = await client.listTools(cursor ? { cursor } : undefined);
      for (const tool of listed.tools) {
        entries.push({
          name: tool.name,
          description: tool.description ?? tool.title ?? '',
          side_effect: sideEffectOfMcpTool(tool.annotations),
          parameters: tool.inputSchema as JsonSchema,
        });
        functions[tool.name] = async (args, context) => {
          const result = (await client.callTool({ name: tool.name, arguments: args }, undefined, { signal: context.signal })) as CallResult;
          if (result.isError) throw new ToolExecutionError(tool.name, 'PERMANENT', textOf(result) || `MCP tool ${tool.name} failed.`);
          return outputOf(result);
        };
      }
      cursor = listed.nextCursor;
    }
  } catch (error) {
    await client.close();
    throw error;
  }
  return { entries, functions, close: () => client.close() };
}
