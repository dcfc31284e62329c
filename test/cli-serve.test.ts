import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANKER_BIN, runAnker, spawnAnker } from '../src/testing/run-cli.js';
import { ACME_DOCS } from '../src/testing/server-fixture.js';

/** The real binary: `anker keys`, `anker serve` (loopback, SIGTERM) and `anker mcp` over stdio with the SDK client. */
let folder: string;
let db: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-cli-serve-'));
  db = join(folder, 'store');
  const docs = join(folder, 'docs');
  await mkdir(docs);
  for (const [name, text] of Object.entries(ACME_DOCS)) await writeFile(join(docs, name), text);
  const ingest = await runAnker(['--db', db, '--tenant', 'acme', '--json', 'ingest', docs]);
  expect(ingest.code, ingest.stderr).toBe(0);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('anker keys', () => {
  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const created = await runAnker(['--db', db, '--json', 'keys', 'create', '--tenant', 'acme', '--name', 'laptop']);
    expect(created.code, created.stderr).toBe(0);
    const { key, record } = JSON.parse(created.stdout) as { key: string; record: { id: string; tenantId: string } };
    expect(key).toMatch(/^ank_[A-Za-z0-9_-]{43}$/);
    expect(record.tenantId).toBe('acme');
    const listed = await runAnker(['--db', db, '--json', 'keys', 'list']);
    expect(listed.stdout).toContain(record.id);
    expect(listed.stdout).not.toContain(key);
    const revoked = await runAnker(['--db', db, '--json', 'keys', 'revoke', record.id]);
    expect(JSON.parse(revoked.stdout)).toEqual({ id: record.id, revoked: true });
    const again = await runAnker(['--db', db, '--json', 'keys', 'revoke', record.id]);
    expect(again.code).toBe(1);
    const noTenant = await runAnker(['--db', db, 'keys', 'create']);
    expect(noTenant.code).toBe(2);
  }, 180_000);
});

describe('anker serve', () => {
  it('serves on loopback with a key from `anker keys create`, and stops cleanly on SIGTERM', async () => {
    const created = await runAnker(['--db', db, '--tenant', 'acme', '--json', 'keys', 'create']);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const child = spawnAnker(['--db', db, '--json', 'serve', '--port', '0']);
    let stderr = '';
    child.stderr!.on('data', (data) => (stderr += data));
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout!.on('data', (data) => {
        stdout += data;
        const line = stdout.split('\n').find((text) => text.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const search = await fetch(`${url}/v1/search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'Tarif Business' }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { hits: { source: string }[] }).hits[0]!.source).toBe('preisliste.md');
    expect((await fetch(`${url}/v1/search`, { method: 'POST' })).status).toBe(401);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toContain('SIGTERM');
    // Request logs are pino JSON lines with the request id.
    const requestLog = stderr.split('\n').find((line) => line.includes('"event":"http-request"') && line.includes('/v1/search'));
    expect(JSON.parse(requestLog!)).toMatchObject({ status: 200, tenant: 'acme', requestId: expect.any(String) });
  }, 180_000);
});

describe('anker mcp (stdio) with the SDK client', () => {
  it('lists the tools and answers search_knowledge_base with the grounded result', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [ANKER_BIN, '--db', db, '--tenant', 'acme', 'mcp'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'anker-test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['ask', 'list_documents', 'search_knowledge_base']);
    const found = await client.callTool({ name: 'search_knowledge_base', arguments: { query: 'Wie lang ist die Kündigungsfrist im Tarif Business?' } });
    expect(found.isError).toBe(false);
    expect((found.structuredContent as { citations: { source: string }[] }).citations[0]!.source).toBe('preisliste.md');
    const missing = await client.callTool({ name: 'search_knowledge_base', arguments: { query: 'Wie hoch ist die Reisekostenpauschale in Japan?' } });
    expect(missing.isError).toBe(true);
    expect((missing.structuredContent as { state: string }).state).toBe('NOT_FOUND');
    const invalid = await client.callTool({ name: 'search_knowledge_base', arguments: { query: '' } });
    expect(invalid.isError).toBe(true);
    await client.close();
  }, 180_000);
});
