import type { Command } from 'commander';
import type { CliContext } from '../context.js';

type Register = (program: Command, context: CliContext) => void;

/** A command of the CLI: what `anker --help` lists, and how to load the module that defines it fully. */
export interface CommandEntry {
  name: string;
  /** The command's arguments as its module declares them, for the help listing (e.g. `<paths...>`). */
  args: string;
  /** Must equal the module's own `.description()` (a test checks it). */
  summary: string;
  load(): Promise<Register>;
}

/**
 * Every command (group) of the CLI; each module registers one. Only the module of the command being run is
 * imported: the others' dependencies (PDF parsers, AI SDK providers, the tool runtime, the HTTP server) cost
 * nothing at startup. `anker --help` lists the entries without loading any.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'ingest',
    args: '<paths...>',
    summary: 'Ingest files or folders (md, txt, html, pdf, docx) into the knowledge base',
    load: async () => (await import('./ingest.js')).registerIngestCommand,
  },
  {
    name: 'search',
    args: '[query]',
    summary: 'Hybrid search (full text + vectors, RRF) over the knowledge base',
    load: async () => (await import('./search.js')).registerSearchCommand,
  },
  {
    name: 'ask',
    args: '[question]',
    summary: 'Answer a question from the knowledge base, with sources, or say honestly that it is not there',
    load: async () => (await import('./ask.js')).registerAskCommand,
  },
  {
    name: 'chat',
    args: '',
    summary: 'Talk with the knowledge base (and your tools): one message per line, history kept, /sources /trace /reset',
    load: async () => (await import('./chat.js')).registerChatCommand,
  },
  {
    name: 'demo',
    args: '',
    summary: 'Ingest the bundled example knowledge base into a temporary store and show answered, caveat, superseded and not-found cases, then the SCADA tools (offline tool calls, an approval)',
    load: async () => (await import('./demo.js')).registerDemoCommand,
  },
  {
    name: 'eval',
    args: '<suite>',
    summary: 'Evaluate grounding on a data set: grounding | xquad | rgb | tools | tool-use (always in a temporary in-memory store)',
    load: async () => (await import('./eval.js')).registerEvalCommand,
  },
  {
    name: 'tools',
    args: '',
    summary: 'Check tool definitions and tool calls; call the bundled example toolset',
    load: async () => (await import('./tools.js')).registerToolsCommand,
  },
  {
    name: 'approvals',
    args: '',
    summary: 'Human approval of irreversible tool calls',
    load: async () => (await import('./approvals.js')).registerApprovalsCommand,
  },
  {
    name: 'traces',
    args: '',
    summary: 'Recorded tool calls',
    load: async () => (await import('./traces.js')).registerTracesCommand,
  },
  {
    name: 'serve',
    args: '',
    summary: 'Serve the HTTP API (/v1, /v1/chat/completions, /mcp, /openapi.json) on loopback by default',
    load: async () => (await import('./serve.js')).registerServeCommand,
  },
  {
    name: 'mcp',
    args: '',
    summary: 'MCP server over stdio: tools search_knowledge_base, ask, list_documents (and your --tools) for the --tenant',
    load: async () => (await import('./mcp.js')).registerMcpCommand,
  },
  {
    name: 'keys',
    args: '',
    summary: 'API keys of the HTTP/MCP service, per tenant (stored hashed; a key is shown once)',
    load: async () => (await import('./keys.js')).registerKeysCommand,
  },
  {
    name: 'config',
    args: '',
    summary: 'Show the configuration in effect (flags > env > anker.config.json > defaults)',
    load: async () => (await import('./config.js')).registerConfigCommand,
  },
];

/**
 * Registers the command named by `wanted` in full and every other one as a help-only entry (name, arguments,
 * summary). `wanted` undefined (plain `anker`, `anker --help`) loads no command module at all.
 */
export async function registerCommands(program: Command, context: CliContext, wanted?: string): Promise<void> {
  for (const entry of COMMANDS) {
    if (entry.name === wanted) (await entry.load())(program, context);
    else program.command(`${entry.name} ${entry.args}`.trim()).description(entry.summary);
  }
}
