import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ANKER_BIN, runAnker } from '../src/testing/run-cli.js';

/** `anker mcp --tools … --executor …` over stdio with the SDK's client: the user's tools through the tool runtime. */
const work = mkdtempSync(join(tmpdir(), 'anker-mcp-tools-'));
const log = join(work, 'executed.jsonl');
const fixtures = join(import.meta.dirname, '..', 'src', 'server', 'tools', '__fixtures__');
writeFileSync(log, '');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const storeFlags = ['--db', join(work, 'store'), '--tenant', 'acme'];

function mcpClient(): { client: Client; transport: StdioClientTransport } {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [ANKER_BIN, ...storeFlags, 'mcp', '--tools', join(fixtures, 'rental-tools.json'), '--executor', join(fixtures, 'rental-executor.mjs')],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true', RENTAL_EXECUTOR_LOG: log },
    stderr: 'pipe',
  });
  return { client: new Client({ name: 'anker-test', version: '1.0.0' }), transport };
}

const executed = () => readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { tool: string });

describe('anker mcp --tools over stdio', () => {
  it('lists the tools with annotations, runs a valid call, refuses an invalid one and holds an irreversible one for approval', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [ANKER_BIN, '--db', join(work, 'store'), '--tenant', 'acme', 'mcp', '--tools', join(fixtures, 'rental-tools.json'), '--executor', join(fixtures, 'rental-executor.mjs')],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true', RENTAL_EXECUTOR_LOG: log },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'anker-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
      expect(byName.get_rental?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(byName.book_repair?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
      const valid = await client.callTool({ name: 'get_rental', arguments: { rental_id: 'RN-1234' } });
      expect(valid.structuredContent).toMatchObject({ rental_id: 'RN-1234', status: 'aktiv' });
      const invalid = await client.callTool({ name: 'get_rental', arguments: { rental_id: 'nope' } });
      expect(invalid).toMatchObject({ isError: true, structuredContent: { error: 'INVALID_ARGUMENT' } });
      const held = await client.callTool({ name: 'book_repair', arguments: { bike_id: 'BK-1001' } });
      expect(held).toMatchObject({ isError: true, structuredContent: { error: 'APPROVAL_REQUIRED', approval_id: expect.any(String) } });
      const { approval_id: approvalId } = held.structuredContent as { approval_id: string };
      expect((await client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } })).structuredContent).toMatchObject({ status: 'pending', tool: 'book_repair' });
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([JSON.stringify({ tool: 'get_rental', args: { rental_id: 'RN-1234' } })]);
    } finally {
      await client.close();
    }
  }, 120_000);

  it('a direct call approved with anker approvals approve runs exactly once, and get_tool_approval returns its result', async () => {
    const first = mcpClient();
    await first.client.connect(first.transport);
    let approvalId: string;
    try {
      const held = await first.client.callTool({ name: 'book_repair', arguments: { bike_id: 'BK-1002' } });
      expect(held).toMatchObject({ isError: true, structuredContent: { error: 'APPROVAL_REQUIRED' } });
      approvalId = (held.structuredContent as { approval_id: string }).approval_id;
    } finally {
      await first.client.close();
    }
    // The embedded store is one process's at a time: the CLI decides while no MCP server holds it.
    const approved = await runAnker([...storeFlags, '--json', 'approvals', 'approve', approvalId, '--by', 'test']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ id: approvalId, status: 'approved', outcome: null });
    expect(approved.stderr).toContain('get_tool_approval');
    const repairsBefore = executed().filter((line) => line.tool === 'book_repair').length;

    const second = mcpClient();
    await second.client.connect(second.transport);
    try {
      const ask = () => second.client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } });
      // Two clients' questions at once still run the call once (one idempotency key, claimed in the database).
      const [one, two] = await Promise.all([ask(), ask()]);
      for (const result of [one, two]) {
        expect(result.isError ?? false).toBe(false);
        expect(result.structuredContent).toMatchObject({ status: 'approved', tool: 'book_repair', result: { repair_order: expect.stringMatching(/^WR-\d{4}$/) } });
      }
      const again = await ask();
      expect((again.structuredContent as { result: unknown }).result).toEqual((one.structuredContent as { result: unknown }).result);
      expect(executed().filter((line) => line.tool === 'book_repair').length).toBe(repairsBefore + 1);
    } finally {
      await second.client.close();
    }
  }, 240_000);
});
