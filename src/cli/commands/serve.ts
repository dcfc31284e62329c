import { resolve } from 'node:path';
import type { Command } from 'commander';
import { resolveServerConfig } from '../../config/index.js';
import { UsageError } from '../../errors/index.js';
import type { CliContext } from '../context.js';

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be a whole number from 0 to 65535.');
  return port;
}

/** `anker serve`: the HTTP API (and MCP at /mcp) over one Anker instance until SIGINT or SIGTERM. */
export function registerServeCommand(program: Command, context: CliContext): void {
  program
    .command('serve')
    .description('Serve the HTTP API (/v1, /v1/chat/completions, /mcp, /openapi.json) on loopback by default')
    .option('--port <n>', 'TCP port, 0 for any free one (env ANKER_PORT, default 8787)')
    .option('--host <address>', 'interface to listen on (env ANKER_HOST, default 127.0.0.1); 0.0.0.0 exposes it to the network')
    .option('--eval-results <folder>', 'folder of anker eval results (eval-*.json) for the dashboard (default: the package\'s bench/results)')
    .option('--tools <tools.json>', 'your tools: offered to the agent on /v1/ask and /v1/chat/completions, and listed as MCP tools at /mcp')
    .option('--executor <module>', 'JS module exporting one function per tool of --tools')
    .option('--mcp-server <cmd|url>', 'an MCP server whose tools are served as well (a command over stdio, or a Streamable HTTP URL)')
    .option('--tool-choice <choice>', 'tool choice of the first step: auto | required | none | a tool name')
    .action(async (options: { port?: string; host?: string; evalResults?: string; tools?: string; executor?: string; mcpServer?: string; toolChoice?: string }) => {
      const global = context.options();
      const config = context.config();
      const file = context.configFile();
      const serverConfig = resolveServerConfig(
        {
          port: parsePort(options.port),
          host: options.host,
          logLevel: global.logLevel as ReturnType<typeof resolveServerConfig>['logLevel'] | undefined,
        },
        undefined,
        file.server,
      );
      // Loaded only when serving, so the other commands do not pay for Hono and the MCP SDK at start.
      const [{ createHttpApp, startHttpServer, openServerTools, serverToolSource }, { createAnker }] = await Promise.all([
        import('../../server/index.js'),
        import('../../app/create-anker.js'),
      ]);
      // Tool paths of the file are already absolute; a command-line MCP server runs where the file is.
      const fromFlags = options.tools !== undefined || options.mcpServer !== undefined;
      const toolFlags = fromFlags ? options : { ...file.serve, toolChoice: options.toolChoice ?? file.serve.toolChoice };
      const toolSource = serverToolSource(toolFlags, fromFlags ? process.cwd() : file.folder);
      const evalResults = options.evalResults ?? file.serve.evalResults;
      // The embedded store in a worker thread: one client's ingest never stalls the others' requests.
      const anker = await createAnker({ resolved: { ...config, logLevel: serverConfig.logLevel }, storeThread: 'worker' });
      const tools = toolSource ? await openServerTools(anker, toolSource, { warn: (text) => context.err(text) }).catch(async (error: unknown) => {
        await anker.close();
        throw error;
      }) : null;
      const stopAll = async () => {
        await tools?.close();
        await anker.close();
      };
      const http = createHttpApp({ anker, config: serverConfig, tools, evalResultsFolder: evalResults === undefined ? undefined : resolve(evalResults) });
      const running = await startHttpServer(http, { host: serverConfig.host, port: serverConfig.port, logger: anker.logger }).catch(async (error: unknown) => {
        await stopAll();
        throw new UsageError(`Cannot listen on ${serverConfig.host}:${serverConfig.port}: ${(error as Error).message}`, 'Choose another --port or stop the process that uses it.');
      });
      context.err(`Anker listening on ${running.url} (tenant keys: anker keys create --tenant <id>)${tools ? `; tools: ${tools.names.join(', ')}` : ''}`);
      if (global.json) context.out(JSON.stringify({ url: running.url }));
      await new Promise<void>((resolve) => {
        const stop = (signal: NodeJS.Signals) => {
          context.err(`${signal}: finishing requests in flight, then stopping`);
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      await running.close();
      await stopAll();
    });
}
