import type { Command } from 'commander';
import type { CliContext } from '../context.js';

/** `anker mcp`: the MCP server on stdin/stdout for one tenant (--tenant), until the client closes the stream. */
export function registerMcpCommand(program: Command, context: CliContext): void {
  program
    .command('mcp')
    .description('MCP server over stdio: tools search_knowledge_base, ask, list_documents for the --tenant')
    .action(async () => {
      const [{ StdioServerTransport }, { createAnkerMcpServer }, { PACKAGE_VERSION }] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/stdio.js'),
        import('../../server/mcp/create-mcp-server.js'),
        import('../../server/package-version.js'),
      ]);
      const anker = await context.openAnker();
      const server = createAnkerMcpServer({ anker, version: PACKAGE_VERSION });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = () => resolve();
        process.stdin.once('end', () => resolve());
      });
      await server.connect(transport);
      await closed;
      await server.close().catch(() => undefined);
      await anker.close();
    });
}
