import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openServerFixture, type ServerFixture } from '../../testing/server-fixture.js';
import { createHttpApp, type HttpApp } from '../http/create-http-app.js';
import { openServerTools, serverToolSource, type ServerTools } from './server-tools.js';

const FIXTURES = join(import.meta.dirname, '__fixtures__');
const work = mkdtempSync(join(tmpdir(), 'anker-served-tools-'));
const log = join(work, 'executed.jsonl');

let fixture: ServerFixture;
let tools: ServerTools;
let http: HttpApp;

beforeAll(async () => {
  // The executor module runs in this process and records every executed call here.
  process.env.RENTAL_EXECUTOR_LOG = log;
  fixture = await openServerFixture();
  const source = serverToolSource({ tools: join(FIXTURES, 'rental-tools.json'), executor: join(FIXTURES, 'rental-executor.mjs') }, work);
  tools = await openServerTools(fixture.anker, source!);
  http = createHttpApp({ anker: fixture.anker, config: fixture.config(), tools });
}, 60_000);
afterAll(async () => {
  await tools?.close();
  await fixture?.close();
  delete process.env.RENTAL_EXECUTOR_LOG;
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => writeFileSync(log, ''));

const executed = () =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { tool: string; args: Record<string, unknown> });

const post = (key: string | null, path: string, body: unknown) =>
  http.app.request(path, { method: 'POST', headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function ask(question: string, extra: Record<string, unknown> = {}) {
  const response = await post(fixture.acmeKey, '/v1/ask', { question, ...extra });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    status: string;
    answer: string;
    calls?: Array<{ id: string; tool: string; arguments: Record<string, unknown>; outcome: string; error: { error: string } | null }>;
    run_id?: string;
    approvals?: Array<{ id: string; tool: string; arguments: Record<string, unknown> }>;
  };
}

describe('the user\'s tools in /v1/ask', () => {
  it('runs a read-only tool through the runtime and answers from its output', async () => {
    const result = await ask('Wie ist der Status von Miete RN-1234?');
    expect(result.calls).toEqual([expect.objectContaining({ tool: 'get_rental', arguments: { rental_id: 'RN-1234' }, outcome: 'ok' })]);
    expect(result.answer).toContain('aktiv');
    expect(executed()).toEqual([{ tool: 'get_rental', args: { rental_id: 'RN-1234' } }]);
  });

  it('answers from the documents only with "tools": false', async () => {
    const result = await ask('Was kostet der Tarif Business?', { tools: false });
    expect(result.calls).toBeUndefined();
    expect(result.answer).toContain('49 Euro');
  });

  it('pauses on an irreversible call; approve over HTTP resumes the run and the call runs exactly once', async () => {
    const paused = await ask('Buche bitte eine Reparatur für Rad BK-1001.');
    expect(paused.status).toBe('awaiting_approval');
    expect(paused.run_id).toEqual(expect.any(String));
    expect(paused.approvals).toEqual([{ id: expect.any(String), tool: 'book_repair', arguments: { bike_id: 'BK-1001' } }]);
    expect(paused.calls).toEqual([expect.objectContaining({ tool: 'book_repair', outcome: 'approval_required' })]);
    const id = paused.approvals![0]!.id;

    // Not without a key, and not for another tenant (404, as for an id that does not exist).
    expect((await post(null, `/v1/approvals/${id}/approve`, {})).status).toBe(401);
    expect((await post(fixture.globexKey, `/v1/approvals/${id}/approve`, {})).status).toBe(404);
    expect(executed()).toEqual([]);

    const response = await post(fixture.acmeKey, `/v1/approvals/${id}/approve`, { reason: 'ok' });
    expect(response.status).toBe(200);
    const decided = (await response.json()) as { status: string; resumed: Awaited<ReturnType<typeof ask>>; outcome: unknown };
    expect(decided.status).toBe('approved');
    expect(decided.outcome).toBeNull();
    expect(decided.resumed.status).toBe('answered');
    expect(decided.resumed.calls).toEqual([expect.objectContaining({ id: paused.calls![0]!.id, outcome: 'ok' })]);
    expect(decided.resumed.answer).toMatch(/WR-\d{4}/);
    expect(executed()).toEqual([{ tool: 'book_repair', args: { bike_id: 'BK-1001' } }]);

    // Decided once: a second approve is 409 and runs nothing.
    expect((await post(fixture.acmeKey, `/v1/approvals/${id}/approve`, {})).status).toBe(409);
    expect(executed()).toHaveLength(1);
  });

  it('reject resumes the run with the refusal; the call is never executed', async () => {
    const paused = await ask('Buche bitte eine Reparatur für Rad BK-1002.');
    expect(paused.status).toBe('awaiting_approval');
    const response = await post(fixture.acmeKey, `/v1/approvals/${paused.approvals![0]!.id}/reject`, { reason: 'Werkstatt ist voll' });
    expect(response.status).toBe(200);
    const decided = (await response.json()) as { status: string; resumed: Awaited<ReturnType<typeof ask>> };
    expect(decided.status).toBe('rejected');
    expect(decided.resumed.status).toBe('not_found');
    expect(decided.resumed.answer).toContain('Werkstatt ist voll');
    expect(decided.resumed.calls).toEqual([expect.objectContaining({ outcome: 'error', error: expect.objectContaining({ error: 'PERMANENT' }) })]);
    expect(executed()).toEqual([]);
  });

  it('edit-then-approve runs the edited arguments; an edit that fails validation never runs', async () => {
    const paused = await ask('Buche bitte eine Reparatur für Rad BK-1003.');
    const edited = await post(fixture.acmeKey, `/v1/approvals/${paused.approvals![0]!.id}/approve`, { editedArguments: { bike_id: 'BK-1004' } });
    const decided = (await edited.json()) as { editedArguments: unknown; resumed: Awaited<ReturnType<typeof ask>> };
    expect(decided.editedArguments).toEqual({ bike_id: 'BK-1004' });
    expect(decided.resumed.answer).toContain('BK-1004');
    expect(executed()).toEqual([{ tool: 'book_repair', args: { bike_id: 'BK-1004' } }]);

    writeFileSync(log, '');
    const second = await ask('Buche bitte eine Reparatur für Rad BK-1005.');
    const invalid = await post(fixture.acmeKey, `/v1/approvals/${second.approvals![0]!.id}/approve`, { editedArguments: { bike_id: 'Rad 5' } });
    const refused = (await invalid.json()) as { resumed: Awaited<ReturnType<typeof ask>> };
    expect(refused.resumed.calls).toEqual([expect.objectContaining({ outcome: 'invalid' })]);
    expect(executed()).toEqual([]);
  });

  it('gives the paused run and its approvals in the chat completions extra field', async () => {
    const response = await post(fixture.acmeKey, '/v1/chat/completions', { model: 'anker', messages: [{ role: 'user', content: 'Buche bitte eine Reparatur für Rad BK-1006.' }] });
    const body = (await response.json()) as { anker: { status: string; run_id: string; approvals: unknown[] } };
    expect(body.anker).toMatchObject({ status: 'awaiting_approval', run_id: expect.any(String), approvals: [expect.objectContaining({ tool: 'book_repair' })] });
    expect(executed()).toEqual([]);
  });
});

describe('the user\'s tools over MCP (/mcp, the SDK client)', () => {
  async function connect(key: string) {
    const client = new Client({ name: 'anker-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL('http://anker.test/mcp'), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
      fetch: (url, init) => Promise.resolve(http.app.request(String(url), init)),
    });
    await client.connect(transport);
    return client;
  }

  it('lists them with their JSON Schema and annotations from the side effect', async () => {
    const client = await connect(fixture.acmeKey);
    const { tools: listed } = await client.listTools();
    const byName = Object.fromEntries(listed.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual(['ask', 'book_repair', 'get_rental', 'get_tool_approval', 'list_documents', 'search_knowledge_base']);
    expect(byName.get_rental!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(byName.book_repair!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(byName.get_rental!.inputSchema).toMatchObject({ type: 'object', required: ['rental_id'], properties: { rental_id: { type: 'string', pattern: '^RN-[0-9]{4}$' } } });
    await client.close();
  });

  it('validates through the runtime (structured INVALID_ARGUMENT, nothing executed) and runs a valid call', async () => {
    const client = await connect(fixture.acmeKey);
    const invalid = await client.callTool({ name: 'get_rental', arguments: { rental_id: '1234' } });
    expect(invalid.isError).toBe(true);
    expect(invalid.structuredContent).toMatchObject({ error: 'INVALID_ARGUMENT' });
    expect(executed()).toEqual([]);
    const valid = await client.callTool({ name: 'get_rental', arguments: { rental_id: 'RN-1234' } });
    expect(valid.isError).toBeFalsy();
    expect(valid.structuredContent).toMatchObject({ rental_id: 'RN-1234', status: 'aktiv' });
    await client.close();
  });

  it('an irreversible call waits for approval; approved over HTTP it runs once and get_tool_approval gives the result', async () => {
    const client = await connect(fixture.acmeKey);
    const pending = await client.callTool({ name: 'book_repair', arguments: { bike_id: 'BK-2001' } });
    expect(pending.isError).toBe(true);
    const { approval_id: approvalId } = pending.structuredContent as { error: string; approval_id: string };
    expect(pending.structuredContent).toMatchObject({ error: 'APPROVAL_REQUIRED' });
    expect(executed()).toEqual([]);
    expect((await client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } })).structuredContent).toMatchObject({ status: 'pending' });

    // Another tenant's client cannot see it.
    const other = await connect(fixture.globexKey);
    expect((await other.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } })).isError).toBe(true);
    await other.close();

    const decided = (await (await post(fixture.acmeKey, `/v1/approvals/${approvalId}/approve`, {})).json()) as { outcome: { status: string; output: { repair_order: string } } };
    expect(decided.outcome).toMatchObject({ status: 'ok', output: { bike_id: 'BK-2001', repair_order: expect.stringMatching(/^WR-/) } });
    expect(executed()).toEqual([{ tool: 'book_repair', args: { bike_id: 'BK-2001' } }]);
    const status = await client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } });
    expect(status.structuredContent).toMatchObject({ status: 'approved', result: { repair_order: decided.outcome.output.repair_order } });
    expect(executed()).toHaveLength(1);
    await client.close();
  });

  it('a rejected direct call never runs', async () => {
    const client = await connect(fixture.acmeKey);
    const pending = await client.callTool({ name: 'book_repair', arguments: { bike_id: 'BK-2002' } });
    const { approval_id: approvalId } = pending.structuredContent as { approval_id: string };
    const decided = (await (await post(fixture.acmeKey, `/v1/approvals/${approvalId}/reject`, { reason: 'nein' })).json()) as { outcome: { status: string } };
    expect(decided.outcome).toMatchObject({ status: 'error' });
    const status = await client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } });
    expect(status.isError).toBe(true);
    expect(status.structuredContent).toMatchObject({ status: 'rejected' });
    expect(executed()).toEqual([]);
    await client.close();
  });

  it('a direct call decided outside the server (as anker approvals approve does) runs once, on the first look at it', async () => {
    const client = await connect(fixture.acmeKey);
    const pending = await client.callTool({ name: 'book_repair', arguments: { bike_id: 'BK-2003' } });
    const { approval_id: approvalId } = pending.structuredContent as { approval_id: string };
    // What the CLI does: only the decision is stored; it has no tools to run the call with.
    const decided = await tools.runtime('en').state.decideApproval('acme', approvalId, { status: 'approved', decidedBy: 'cli', reason: null, editedArguments: { bike_id: 'BK-2004' }, decidedAt: new Date().toISOString() });
    expect(decided).toMatchObject({ status: 'approved', outcome: null });
    expect(executed()).toEqual([]);
    // Over HTTP by another tenant: 404 and nothing runs.
    expect((await http.app.request(`/v1/approvals/${approvalId}`, { headers: { Authorization: `Bearer ${fixture.globexKey}` } })).status).toBe(404);
    expect(executed()).toEqual([]);
    const [byHttp, byMcp] = await Promise.all([
      Promise.resolve(http.app.request(`/v1/approvals/${approvalId}`, { headers: { Authorization: `Bearer ${fixture.acmeKey}` } })).then((response) => response.json() as Promise<{ outcome: { status: string; output: { repair_order: string } } }>),
      client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } }),
    ]);
    expect(byHttp.outcome).toMatchObject({ status: 'ok', output: { bike_id: 'BK-2004' } });
    expect(byMcp.structuredContent).toMatchObject({ status: 'approved', arguments: { bike_id: 'BK-2004' }, result: { repair_order: byHttp.outcome.output.repair_order } });
    expect(executed()).toEqual([{ tool: 'book_repair', args: { bike_id: 'BK-2004' } }]);
    await client.callTool({ name: 'get_tool_approval', arguments: { approval_id: approvalId } });
    expect(executed()).toHaveLength(1);
    await client.close();
  });
});
