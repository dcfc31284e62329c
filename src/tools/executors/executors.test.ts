import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createToolRuntime } from '../tool-runtime.js';
import { parseToolsFile, type ToolsFile } from '../tools-file.js';
import { bindToolBackends } from './bind-tool-backends.js';
import { loadModuleExecutor } from './load-module-executor.js';
import { connectMcpToolSource, sideEffectOfMcpTool, type McpToolSource } from './mcp-tool-source.js';
import { splitCommand } from './split-command.js';

const fixture = (name: string) => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

const rentalTools: ToolsFile = parseToolsFile([
  {
    name: 'get_rental',
    description: 'Returns one bike rental by its id. Use for questions about a rental, e.g. "Status von RN-1234?". Not for cancelling.',
    side_effect: 'none',
    parameters: { type: 'object', required: ['rental_id'], properties: { rental_id: { type: 'string', pattern: '^RN-[0-9]{4}$', description: 'Rental id, e.g. RN-1234.' } } },
  },
  {
    name: 'cancel_rental',
    description: 'Cancels a rental. Use only when the user asks to cancel. Not for status questions.',
    side_effect: 'idempotent',
    parameters: { type: 'object', required: ['rental_id'], properties: { rental_id: { type: 'string', pattern: '^RN-[0-9]{4}$', description: 'Rental id, e.g. RN-1234.' } } },
  },
]);

describe('executor module', () => {
  it('binds one exported function per tool and runs calls through validation and idempotency', async () => {
    const module = await loadModuleExecutor(fixture('depot-executor.mjs'));
    const bound = await bindToolBackends(rentalTools, { functions: module.functions });
    expect(bound.warnings.filter((warning) => warning.rule === 'unused-function').map((warning) => warning.tool)).toEqual(['helper_not_a_tool']);
    expect(bound.warnings.some((warning) => warning.rule === 'no-backend')).toBe(false);
    const runtime = createToolRuntime({ tools: bound.specs });

    const ok = await runtime.executeToolCall({ callId: 'c1', toolName: 'get_rental', arguments: { rental_id: 'RN-1234' } }, { runId: 'r1' });
    expect(ok).toMatchObject({ status: 'ok', output: { rental_id: 'RN-1234', status: 'active' } });

    const invalid = await runtime.executeToolCall({ callId: 'c2', toolName: 'get_rental', arguments: { rental_id: '1234' } }, { runId: 'r1' });
    expect(invalid).toMatchObject({ status: 'error', error: { error: 'INVALID_ARGUMENT', parameter: 'rental_id' } });

    // The module returns undefined for this id: malformed output, never passed on as a result.
    const malformed = await runtime.executeToolCall({ callId: 'c3', toolName: 'get_rental', arguments: { rental_id: 'RN-0000' } }, { runId: 'r1' });
    expect(malformed).toMatchObject({ status: 'error', error: { error: 'TRANSIENT' } });

    const first = await runtime.executeToolCall({ callId: 'c4', toolName: 'cancel_rental', arguments: { rental_id: 'RN-1234' }, idempotencyKey: 'k-1' }, { runId: 'r1' });
    const duplicate = await runtime.executeToolCall({ callId: 'c5', toolName: 'cancel_rental', arguments: { rental_id: 'RN-1234' }, idempotencyKey: 'k-1' }, { runId: 'r1' });
    expect(first).toMatchObject({ status: 'ok', output: { cancelled: true, key: 'k-1' } });
    // The duplicate is answered from the stored outcome: the function ran once.
    expect(duplicate).toMatchObject({ status: 'ok', replayed: true, output: (first as { output: unknown }).output });
  });

  it('reports a tool without a backend and fails its call with a PERMANENT error', async () => {
    const bound = await bindToolBackends(rentalTools, { functions: {} });
    expect(bound.warnings.filter((warning) => warning.rule === 'no-backend').map((warning) => warning.tool)).toEqual(['get_rental', 'cancel_rental']);
    const runtime = createToolRuntime({ tools: bound.specs });
    const outcome = await runtime.executeToolCall({ callId: 'c1', toolName: 'get_rental', arguments: { rental_id: 'RN-1234' } }, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'PERMANENT' } });
  });

  it('passes lint findings on as warnings', async () => {
    const bound = await bindToolBackends(parseToolsFile([{ name: 'rentals', description: 'Rentals.', parameters: { type: 'object', properties: {} } }]));
    expect(bound.warnings.map((warning) => warning.rule)).toContain('name-verb-object');
  });

  it('refuses a module path that does not exist', async () => {
    await expect(loadModuleExecutor(fixture('missing.mjs'))).rejects.toThrow(/does not exist/);
  });
});

describe('HTTP endpoint per tool (real loopback server)', () => {
  let server: Server;
  let base = '';
  const hits: Array<{ path: string; body: unknown; headers: IncomingMessage['headers'] }> = [];
  let flaky = 0;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const body = raw ? JSON.parse(raw) : null;
        hits.push({ path: request.url ?? '', body, headers: request.headers });
        const reply = (status: number, text: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(text);
        switch (request.url) {
          case '/rental':
            return reply(200, JSON.stringify({ rental_id: body.rental_id, status: 'returned' }));
          case '/flaky':
            flaky += 1;
            return flaky < 3 ? reply(503, '{"error":"busy"}') : reply(200, '{"ok":true}');
          case '/missing':
            return reply(404, '{"error":"no such rental"}');
          case '/html':
            return reply(200, '<html>oops</html>');
          case '/slow':
            return void setTimeout(() => reply(200, '{"late":true}'), 2_000).unref();
          default:
            return reply(500, '');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    hits.length = 0;
  });

  function runtimeFor(path: string, sideEffect: 'none' | 'idempotent' = 'none') {
    const file = parseToolsFile([{ ...rentalTools.tools[0]!, side_effect: sideEffect, endpoint: `${base}${path}`, policy: { timeoutMs: 300, initialDelayMs: 5, maxDelayMs: 10 } }]);
    return bindToolBackends(file).then((bound) => createToolRuntime({ tools: bound.specs }));
  }
  const call = { callId: 'c1', toolName: 'get_rental', arguments: { rental_id: 'RN-1234' } };

  it('posts the validated arguments as JSON and returns the JSON answer', async () => {
    const runtime = await runtimeFor('/rental', 'idempotent');
    const outcome = await runtime.executeToolCall(call, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'ok', output: { rental_id: 'RN-1234', status: 'returned' } });
    expect(hits[0]?.body).toEqual({ rental_id: 'RN-1234' });
    expect(hits[0]?.headers['x-anker-call-id']).toBe('c1');
    expect(hits[0]?.headers['idempotency-key']).toMatch(/\S+/);
  });

  it('does not send an invalid call', async () => {
    const runtime = await runtimeFor('/rental');
    const outcome = await runtime.executeToolCall({ ...call, arguments: { rental_id: 'nope' } }, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'INVALID_ARGUMENT' } });
    expect(hits).toHaveLength(0);
  });

  it('retries 503 with backoff and succeeds on the third attempt', async () => {
    const runtime = await runtimeFor('/flaky');
    const outcome = await runtime.executeToolCall(call, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'ok', output: { ok: true } });
    expect(hits.map((hit) => hit.path)).toEqual(['/flaky', '/flaky', '/flaky']);
  });

  it('does not retry a 404 and reports it as PERMANENT', async () => {
    const runtime = await runtimeFor('/missing');
    const outcome = await runtime.executeToolCall(call, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'PERMANENT' } });
    expect(hits).toHaveLength(1);
  });

  it('treats a body that is not JSON as malformed output', async () => {
    const runtime = await runtimeFor('/html');
    const outcome = await runtime.executeToolCall(call, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'TRANSIENT' } });
  });

  it('times out a hanging endpoint per attempt (aborting the request) and gives up after the attempts', async () => {
    const runtime = await runtimeFor('/slow');
    const started = Date.now();
    const outcome = await runtime.executeToolCall(call, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'TRANSIENT' } });
    expect(outcome.status === 'error' && outcome.error.message).toMatch(/300/);
    expect(hits).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1_900);
  });
});

describe('tools of an MCP server (real stdio server)', () => {
  let source: McpToolSource;
  beforeAll(async () => {
    source = await connectMcpToolSource(`node ${fixture('depot-mcp-server.mjs')}`);
  }, 20_000);
  afterAll(async () => {
    await source?.close();
  });

  it('lists the tools with their schemas and side effects from the annotations', () => {
    expect(source.entries.map((entry) => [entry.name, entry.side_effect])).toEqual([
      ['get_bike_stock', 'none'],
      ['reserve_bike', 'irreversible'],
      ['wait_for_delivery', 'none'],
    ]);
    expect(source.entries[0]?.parameters).toMatchObject({ type: 'object', required: ['model_id'] });
  });

  it('calls a tool through the runtime: validation first, isError as a PERMANENT error, approval for a destructive tool', async () => {
    const bound = await bindToolBackends({ tools: [], fixtures: {} }, { mcp: source });
    const runtime = createToolRuntime({ tools: bound.specs, policy: { timeoutMs: 500, initialDelayMs: 5 } });
    const context = { runId: 'r1' };
    expect(await runtime.executeToolCall({ callId: 'a', toolName: 'get_bike_stock', arguments: { model_id: 'BK-1001' } }, context)).toMatchObject({
      status: 'ok',
      output: { model_id: 'BK-1001', in_stock: 4 },
    });
    expect(await runtime.executeToolCall({ callId: 'b', toolName: 'get_bike_stock', arguments: { model_id: 'bike' } }, context)).toMatchObject({
      status: 'error',
      error: { error: 'INVALID_ARGUMENT', parameter: 'model_id' },
    });
    expect(await runtime.executeToolCall({ callId: 'c', toolName: 'get_bike_stock', arguments: { model_id: 'BK-9999' } }, context)).toMatchObject({
      status: 'error',
      error: { error: 'PERMANENT', message: expect.stringContaining('Unknown model BK-9999') },
    });
    const reserve = await runtime.executeToolCall({ callId: 'd', toolName: 'reserve_bike', arguments: { model_id: 'BK-1001' } }, context);
    expect(reserve).toMatchObject({ status: 'pending-approval', error: { error: 'APPROVAL_REQUIRED' } });
  });

  it('times out a slow MCP tool by the policy', async () => {
    const bound = await bindToolBackends({ tools: [], fixtures: {} }, { mcp: source });
    const runtime = createToolRuntime({ tools: bound.specs, policy: { timeoutMs: 200, maxAttempts: 1 } });
    const outcome = await runtime.executeToolCall({ callId: 'e', toolName: 'wait_for_delivery', arguments: {} }, { runId: 'r1' });
    expect(outcome).toMatchObject({ status: 'error', error: { error: 'TRANSIENT' } });
  });

  it('lets a tools-file entry override an MCP tool’s side effect', async () => {
    const bound = await bindToolBackends(parseToolsFile([{ name: 'reserve_bike', description: 'Reserves a bike. Use only when asked to reserve.', side_effect: 'idempotent' }]), { mcp: source });
    expect(bound.specs.find((spec) => spec.name === 'reserve_bike')?.sideEffect).toBe('idempotent');
    expect(bound.specs.find((spec) => spec.name === 'reserve_bike')?.parameters).toMatchObject({ required: ['model_id'] });
  });
});

describe('sideEffectOfMcpTool and splitCommand', () => {
  it('follows the MCP annotation defaults', () => {
    expect(sideEffectOfMcpTool(undefined)).toBe('irreversible');
    expect(sideEffectOfMcpTool({ readOnlyHint: true })).toBe('none');
    expect(sideEffectOfMcpTool({ destructiveHint: false, idempotentHint: true })).toBe('idempotent');
    expect(sideEffectOfMcpTool({ destructiveHint: false })).toBe('reversible');
  });

  it('splits a command line with quotes, no shell', () => {
    expect(splitCommand(`node "my server.mjs" --name 'a b' x\\ y`)).toEqual(['node', 'my server.mjs', '--name', 'a b', 'x y']);
    expect(() => splitCommand('node "open')).toThrow(/Unclosed/);
  });
});

describe('tools of an MCP server over Streamable HTTP (real loopback server)', () => {
  let httpServer: Server;
  let url = '';
  let calls = 0;
  beforeAll(async () => {
    const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
    const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
    const { z } = await import('zod');
    // Stateless: a fresh server and transport per request, as the SDK documents for Streamable HTTP without sessions.
    httpServer = createServer(async (request, response) => {
      const mcp = new McpServer({ name: 'stations', version: '1.0.0' });
      mcp.registerTool(
        'get_station_bikes',
        { description: 'Returns the bikes parked at a station. Use for station questions. Not for reservations.', inputSchema: { station_id: z.string().regex(/^ST-\d{3}$/) }, annotations: { readOnlyHint: true } },
        async ({ station_id }) => {
          calls += 1;
          return { content: [{ type: 'text', text: JSON.stringify({ station_id, bikes: 7 }) }], structuredContent: { station_id, bikes: 7 } };
        },
      );
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      response.on('close', () => void transport.close());
      await mcp.connect(transport);
      let raw = '';
      for await (const chunk of request) raw += chunk;
      await transport.handleRequest(request, response, raw ? JSON.parse(raw) : undefined);
    });
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`;
  });
  afterAll(async () => {
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
  });

  it('lists and calls the tools at a URL; structured content is the output', async () => {
    const source = await connectMcpToolSource(url);
    try {
      expect(source.entries.map((entry) => [entry.name, entry.side_effect])).toEqual([['get_station_bikes', 'none']]);
      const bound = await bindToolBackends({ tools: [], fixtures: {} }, { mcp: source });
      const runtime = createToolRuntime({ tools: bound.specs });
      expect(await runtime.executeToolCall({ callId: 's1', toolName: 'get_station_bikes', arguments: { station_id: 'ST-101' } }, { runId: 'r1' })).toMatchObject({
        status: 'ok',
        output: { station_id: 'ST-101', bikes: 7 },
      });
      expect(await runtime.executeToolCall({ callId: 's2', toolName: 'get_station_bikes', arguments: { station_id: '101' } }, { runId: 'r1' })).toMatchObject({
        status: 'error',
        error: { error: 'INVALID_ARGUMENT' },
      });
      expect(calls).toBe(1);
    } finally {
      await source.close();
    }
  });
});
