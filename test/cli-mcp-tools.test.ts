import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ANKER_BIN } from '../src/testing/run-cli.js';

/** `anker mcp --tools … --executor …` over stdio with the SDK's client: the user's tools through the tool runtime. */
const work = mkdtempSync(join(tmpdir(), 'anker-mcp-tools-'));
const log = join(work, 'executed.jsonl');
const fixtures = join(import.meta.dirname, '..', 'src', 'server', 'tools', '__fixtures__');
writeFileSync(log, '');
afterAll(() => rmSync(work, { recursive: true, force: true }));

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
});
