import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../model/index.js';
import type { Judge, Retriever } from '../spec/index.js';
import { ask } from './ask.js';
import { withModelRetries } from './with-model-retries.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** An OpenAI-compatible server that never calls a tool: every answer is text from "memory". */
async function textOnlyServer(status = 200): Promise<{ baseUrl: string; bodies: Array<Record<string, unknown>> }> {
  const bodies: Array<Record<string, unknown>> = [];
  server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    bodies.push(JSON.parse(raw) as Record<string, unknown>);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status === 200
      ? { id: 'c1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'Der Pro-Plan kostet 49 € im Monat.' }, finish_reason: 'stop' }] }
      : { error: { message: 'tool_choice "required" is not supported', type: 'invalid_request_error' } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies };
}

const retriever: Retriever = { search: async () => { throw new Error('must not be searched'); } };
const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };

describe('a model that ignores tool_choice required', () => {
  it('still gets the technical-error answer when the provider is down (500 on the first call)', async () => {
    const loopback = await textOnlyServer(500);
    const model = withModelRetries(createLanguageModel(`openai-compatible:m@${loopback.baseUrl}`, { providers: {} }), { initialDelayMs: 5, maxDelayMs: 10 });
    const result = await ask('Was kostet der Pro-Plan aktuell?', { model, retriever, judge, tenantId: 't' });
    expect(result.status).toBe('error');
    expect(result.answer).toContain('technisch fehlgeschlagen');
  });

  it('gets the grounded could-not-verify answer, not the technical-error message', async () => {
    const loopback = await textOnlyServer();
    const model = createLanguageModel(`openai-compatible:m@${loopback.baseUrl}`, { providers: {} });
    const result = await ask('Was kostet der Pro-Plan aktuell?', { model, retriever, judge, tenantId: 't' });
    // First round auto, then the sensitive-question guard asks again with required, which the server ignores.
    expect(loopback.bodies.map((body) => body.tool_choice)).toEqual(['auto', 'required']);
    expect(result.status).toBe('not_found');
    expect(result.answer).toContain('nicht anhand der Dokumente prüfen');
    expect(result.answer).not.toContain('49');
    expect(result.answer).not.toContain('technisch fehlgeschlagen');
  });

  it('gets the same answer when the server rejects required with a 400 (the first round answered from memory)', async () => {
    let calls = 0;
    const loopback = await textOnlyServer();
    server!.removeAllListeners('request');
    server!.on('request', async (request, response) => {
      for await (const chunk of request) void chunk;
      calls += 1;
      const body = calls === 1
        ? { id: 'c1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'The Pro plan costs $49 a month.' }, finish_reason: 'stop' }] }
        : { error: { message: 'tool_choice "required" is not supported', type: 'invalid_request_error' } };
      response.writeHead(calls === 1 ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const model = createLanguageModel(`openai-compatible:m@${loopback.baseUrl}`, { providers: {} });
    const result = await ask('What does the Pro plan currently cost?', { model, retriever, judge, tenantId: 't' });
    expect(calls).toBe(2);
    expect(result.status).toBe('not_found');
    expect(result.answer).toContain('could not verify');
    expect(result.answer).not.toContain('49');
  });
});
