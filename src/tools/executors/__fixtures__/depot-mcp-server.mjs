// A small real MCP server over stdio for the tests: a fictional bike depot with three tools.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'depot', version: '1.0.0' });
const stock = { 'BK-1001': 4, 'BK-2002': 0 };
let reservations = 0;

server.registerTool(
  'get_bike_stock',
  {
    description: 'Returns how many bikes of one model are in stock. Use for stock questions, e.g. "Wie viele BK-1001 sind da?". Not for reservations.',
    inputSchema: { model_id: z.string().regex(/^BK-\d{4}$/).describe('Bike model, e.g. BK-1001.') },
    annotations: { readOnlyHint: true },
  },
  async ({ model_id }) => {
    if (!(model_id in stock)) return { isError: true, content: [{ type: 'text', text: `Unknown model ${model_id}` }] };
    return { content: [{ type: 'text', text: JSON.stringify({ model_id, in_stock: stock[model_id] }) }] };
  },
);

server.registerTool(
  'reserve_bike',
  {
    description: 'Reserves one bike of a model for a customer. Use only when asked to reserve. Not for stock questions.',
    inputSchema: { model_id: z.string().describe('Bike model, e.g. BK-1001.') },
  },
  async ({ model_id }) => {
    reservations += 1;
    return { content: [{ type: 'text', text: JSON.stringify({ reservation: `R-${reservations}`, model_id }) }] };
  },
);

server.registerTool(
  'wait_for_delivery',
  {
    description: 'Waits for the next delivery (slow). Use to test timeouts.',
    inputSchema: {},
    annotations: { readOnlyHint: true },
  },
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return { content: [{ type: 'text', text: '{"delivered":true}' }] };
  },
);

await server.connect(new StdioServerTransport());
