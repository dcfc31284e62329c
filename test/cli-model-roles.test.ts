import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

// One configuration, several roles: the generator and the judge are different models on one OpenAI-compatible
// loopback server; the judge is asked for structured output, the generator gets the tools.
const work = mkdtempSync(join(tmpdir(), 'anker-roles-'));
const db = join(work, 'store');
const docs = join(work, 'docs');
const bodies: Array<Record<string, unknown>> = [];
let server: Server;
let baseUrl = '';

const completion = (message: Record<string, unknown>, finish: string) => ({ id: 'c', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }] });

beforeAll(async () => {
  mkdirSync(docs);
  writeFileSync(join(docs, 'garantie.md'), '---\ntitle: Garantiebedingungen\ndocument_date: 2026-11-01\n---\n# Garantie\n\nDie Garantie für Lastenräder beträgt 36 Monate ab Kaufdatum.\n');
  const ingest = await runAnker(['--db', db, '--log-level', 'silent', 'ingest', docs]);
  expect(ingest.code, ingest.stderr).toBe(0);
  server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as Record<string, unknown>;
    bodies.push(body);
    const messages = body.messages as Array<{ role: string }>;
    let reply: object;
    if (body.model === 'judge-m') reply = completion({ content: '{"level":"HIGH","reason":"states the warranty","canAnswer":true}' }, 'stop');
    else if (!messages.some((message) => message.role === 'tool')) {
      reply = completion({ content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_knowledge_base', arguments: '{"query":"Garantie Lastenräder"}' } }] }, 'tool_calls');
    } else reply = completion({ content: 'Die Garantie für Lastenräder beträgt 36 Monate ab Kaufdatum [1].' }, 'stop');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('model roles on one configuration', () => {
  it('uses the generator for the answer and its own model for the judge, which is asked for structured output', async () => {
    const run = await runAnker(['--db', db, '--json', '--log-level', 'silent', '--model', `openai-compatible:gen-m@${baseUrl}`, 'ask', '--judge-model', `openai-compatible:judge-m@${baseUrl}`, 'Wie lange gilt die Garantie für Lastenräder?']);
    expect(run.code, run.stderr).toBe(0);
    // Provider warnings (JSON schema in a compatibility mode) are logged, never printed on stdout.
    expect(run.stdout).not.toContain('AI SDK Warning');
    const result = JSON.parse(run.stdout);
    expect(result.status).toBe('answered');
    expect(result.answer).toContain('36 Monate');
    expect(result.citations[0]).toMatchObject({ source: 'garantie.md' });
    const judge = bodies.filter((body) => body.model === 'judge-m');
    const generator = bodies.filter((body) => body.model === 'gen-m');
    expect(judge.length).toBeGreaterThan(0);
    expect(judge[0]!.response_format).toMatchObject({ type: expect.stringMatching(/json/) });
    expect(judge[0]!.tools).toBeUndefined();
    expect(generator[0]!.tools).toEqual([expect.objectContaining({ function: expect.objectContaining({ name: 'search_knowledge_base' }) })]);
  }, 120_000);

  it('refuses --rerank with the offline model and no --rerank-model', async () => {
    const run = await runAnker(['--db', db, 'ask', '--rerank', 'Wie lange gilt die Garantie?']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--rerank needs a language model');
  }, 60_000);
});
