import type { Command } from 'commander';
import type { CliContext } from '../context.js';

/** `anker mcp`: the MCP server on stdin/stdout for one tenant (--tenant), until the client closes the stream. */
export function registerMcpCommand(program: Command, context: CliContext): void {
  program
    .command('mcp')
    .description('MCP server over stdio: tools search_knowledge_base, ask, list_documents (and your --tools) for the --tenant')
    .option('--tools <tools.json>', 'your tools, listed as MCP tools (annotations from side_effect), every call through the tool runtime')
    .option('--executor <module>', 'JS module exporting one function per tool of --tools')
    .option('--mcp-server <cmd|url>', 'an MCP server whose tools are served as well')
    .action(async (options: { tools?: string; executor?: string; mcpServer?: string }) => {
      const [{ StdioServerTransport }, { createAnkerMcpServer }, { PACKAGE_VERSION }, { openServerTools, serverToolSource }] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/stdio.js'),
        import('../../server/mcp/create-mcp-server.js'),
        import('../../server/package-version.js'),
        import('../../server/tools/server-tools.js'),
      ]);
      // The global --config file's serve.tools/executor/mcpServer apply here too.
      const file = context.configFile();
      const fromFlags = options.tools !== undefined || options.mcpServer !== undefined;
      const toolSource = serverToolSource(fromFlags ? options : file.serve, fromFlags ? process.cwd() : file.folder);
      const anker = await context.openAnker();
      const tools = toolSource ? await openServerTools(anker, toolSource, { warn: (text) => context.err(text) }).catch(async (error: unknown) => {
        await anker.close();
        throw error;
      }) : null;
      const server = createAnkerMcpServer({ anker, version: PACKAGE_VERSION, tools });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = () => resolve();
        process.stdin.once('end', () => resolve());
      });
      await server.connect(transport);
      await closed;
      await server.close().catch(() => undefined);
      await tools?.close();
      await anker.close();
    });
}
