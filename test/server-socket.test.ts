import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import OpenAI from 'openai';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, startHttpServer, type RunningServer } from '../src/server/index.js';
import { openServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';

/** Real loopback sockets: the official OpenAI client, the MCP SDK's client, request logs and graceful shutdown. */
let fixture: ServerFixture;
let server: RunningServer;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  fixture = await openServerFixture();
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  const http = createHttpApp({ anker: fixture.anker, config: fixture.config(), logger });
  server = await startHttpServer(http, { host: '127.0.0.1', port: 0, logger });
});
afterAll(async () => {
  await server?.close({ graceMs: 1000 });
  await fixture?.close();
});

describe('OpenAI-compatible endpoint with the official openai client', () => {
  const client = () => new OpenAI({ apiKey: fixture.acmeKey, baseURL: `${server.url}/v1`, maxRetries: 0 });

  it('lists the anker model', async () => {
    const models = await client().models.list();
    expect(models.data.map((model) => model.id)).toEqual(['anker']);
  });

  it('answers in choices[0].message.content with citations and status in the extra field `anker`', async () => {
    const completion = await client().chat.completions.create({
      model: 'anker',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Was kostet der Tarif Business?' },
      ],
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]!.message.content).toContain('49');
    const extra = (completion as unknown as { anker: { status: string; citations: { source: string; marker: number }[] } }).anker;
    expect(extra.status).toBe('answered');
    expect(extra.citations[0]).toMatchObject({ marker: 1, source: 'preisliste.md' });
  });

  it('streams chunks in OpenAI’s format; the chunks add up to the plain answer and the last carries `anker`', async () => {
    const question = { model: 'anker', messages: [{ role: 'user' as const, content: 'Was kostet der Tarif Business?' }] };
    const plain = await client().chat.completions.create(question);
    const stream = await client().chat.completions.create({ ...question, stream: true });
    let content = '';
    let chunks = 0;
    let last: unknown;
    for await (const chunk of stream) {
      chunks += 1;
      content += chunk.choices[0]?.delta.content ?? '';
      last = chunk;
    }
    expect(chunks).toBeGreaterThan(3);
    expect(content).toBe(plain.choices[0]!.message.content);
    expect((last as { choices: { finish_reason: string }[] }).choices[0]!.finish_reason).toBe('stop');
    expect((last as { anker: { status: string } }).anker.status).toBe('answered');
  });

  it('is scoped to the key’s tenant: another tenant gets not_found', async () => {
    const other = new OpenAI({ apiKey: fixture.globexKey, baseURL: `${server.url}/v1`, maxRetries: 0 });
    const completion = await other.chat.completions.create({ model: 'anker', messages: [{ role: 'user', content: 'Was kostet der Tarif Business?' }] });
    expect((completion as unknown as { anker: { status: string } }).anker.status).toBe('not_found');
    expect(completion.choices[0]!.message.content).not.toContain('49');
  });

  it('a wrong key is an AuthenticationError (401); a request without a user message is a BadRequestError (400)', async () => {
    const wrong = new OpenAI({ apiKey: 'ank_nope', baseURL: `${server.url}/v1`, maxRetries: 0 });
    await expect(wrong.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(client().chat.completions.create({ model: 'anker', messages: [{ role: 'system', content: 'x' }] })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });
});

describe('MCP over streamable HTTP with the SDK client', () => {
  const connect = async (key: string | null) => {
    const client = new Client({ name: 'anker-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: key ? { Authorization: `Bearer ${key}` } : {} },
    });
    await client.connect(transport);
    return client;
  };

  it('lists three read-only tools with output schemas', async () => {
    const client = await connect(fixture.acmeKey);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['ask', 'list_documents', 'search_knowledge_base']);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
      expect(tool.outputSchema?.type).toBe('object');
    }
    await client.close();
  });

  it('search_knowledge_base: FOUND with citations in structuredContent; NOT_FOUND is isError for the other tenant', async () => {
    const acme = await connect(fixture.acmeKey);
    const found = await acme.callTool({ name: 'search_knowledge_base', arguments: { query: 'Was kostet der Tarif Business?' } });
    expect(found.isError).toBe(false);
    const structured = found.structuredContent as { state: string; citations: { source: string; marker: number }[] };
    expect(structured.state).toBe('FOUND');
    expect(structured.citations[0]).toMatchObject({ marker: 1, source: 'preisliste.md' });
    expect((found.content as { text: string }[])[0]!.text).toContain('[1]');
    const documents = await acme.callTool({ name: 'list_documents', arguments: {} });
    expect((documents.structuredContent as { documents: { source: string }[] }).documents.map((document) => document.source)).toEqual(['preisliste.md']);
    await acme.close();

    const globex = await connect(fixture.globexKey);
    const missing = await globex.callTool({ name: 'search_knowledge_base', arguments: { query: 'Was kostet der Tarif Business?' } });
    expect(missing.isError).toBe(true);
    expect((missing.structuredContent as { state: string }).state).toBe('NOT_FOUND');
    const answer = await globex.callTool({ name: 'ask', arguments: { question: 'Wie viele Tage Urlaub habe ich?' } });
    expect((answer.structuredContent as { status: string; answer: string }).answer).toContain('30');
    await globex.close();
  });

  it('refuses a client without a key', async () => {
    await expect(connect(null)).rejects.toThrow(/401|Unauthorized/i);
  });
});

describe('operations over a socket', () => {
  it('logs every request with its request id', async () => {
    const response = await fetch(`${server.url}/v1/documents`, { headers: { Authorization: `Bearer ${fixture.acmeKey}`, 'X-Request-Id': 'trace-me-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    const line = logLines.find((entry) => entry.event === 'http-request' && entry.requestId === 'trace-me-123');
    expect(line).toMatchObject({ method: 'GET', route: '/v1/documents', status: 200, tenant: 'acme' });
    expect(JSON.stringify(line)).not.toContain(fixture.acmeKey);
  });

  it('a graceful stop lets a request in flight finish, then refuses new connections', async () => {
    const http = createHttpApp({ anker: fixture.anker, config: fixture.config(), logger: pino({ level: 'silent' }) });
    const second = await startHttpServer(http, { host: '127.0.0.1', port: 0, logger: pino({ level: 'silent' }) });
    const inFlight = fetch(`${second.url}/v1/ask/stream`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fixture.acmeKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'Was kostet der Tarif Business?' }),
    });
    const response = await inFlight;
    const closed = second.close({ graceMs: 20_000 });
    const text = await response.text();
    await closed;
    expect(text).toContain('event: done');
    await expect(fetch(`${second.url}/healthz`)).rejects.toThrow();
  });
});
