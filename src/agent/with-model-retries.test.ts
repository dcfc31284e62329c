import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APICallError } from '@ai-sdk/provider';
import { generateText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../model/index.js';
import type { Judge, Retriever } from '../spec/index.js';
import { ask } from './ask.js';
import { ModelTimeoutError, retryAfterMs, withModelRetries } from './with-model-retries.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? (server.closeAllConnections(), server.close(() => done())) : done())));

const completion = (content: string) => ({ id: 'c1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

/** An OpenAI-compatible loopback server answering each request with the scripted status, headers and body. */
async function scripted(replies: Array<{ status: number; headers?: Record<string, string>; body: object }>): Promise<{ baseUrl: string; times: number[] }> {
  const times: number[] = [];
  server = createServer(async (request, response) => {
    for await (const chunk of request) void chunk;
    times.push(Date.now());
    const reply = replies[Math.min(times.length - 1, replies.length - 1)]!;
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, times };
}

const modelAt = (baseUrl: string) => withModelRetries(createLanguageModel(`openai-compatible:m@${baseUrl}`, { providers: {} }), { initialDelayMs: 10, maxDelayMs: 20, random: () => 0 });
const rateLimited = { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } } };
const serverError = { status: 500, body: { error: { message: 'internal error', type: 'server_error' } } };

describe('model-call retries have one owner', () => {
  it('waits the Retry-After of a 429 and then succeeds, one request per attempt', async () => {
    const loopback = await scripted([rateLimited, { status: 200, body: completion('Hallo.') }]);
    const { text } = await generateText({ model: modelAt(loopback.baseUrl), prompt: 'Hallo' });
    expect(text).toBe('Hallo.');
    expect(loopback.times).toHaveLength(2);
    expect(loopback.times[1]! - loopback.times[0]!).toBeGreaterThanOrEqual(950);
  });

  it('gives up after its own attempts on a persistent 500: the AI SDK maxRetries does not multiply them', async () => {
    const loopback = await scripted([serverError]);
    // generateText's default maxRetries is 2: without one owner this would be 3 × 3 requests.
    await expect(generateText({ model: modelAt(loopback.baseUrl), prompt: 'Hallo' })).rejects.toMatchObject({ statusCode: 500, isRetryable: false });
    expect(loopback.times).toHaveLength(3);
  });

  it('does not retry a 400, nor a 429 whose Retry-After is beyond the limit', async () => {
    const bad = await scripted([{ status: 400, body: { error: { message: 'bad request', type: 'invalid_request_error' } } }]);
    await expect(generateText({ model: modelAt(bad.baseUrl), prompt: 'x' })).rejects.toMatchObject({ statusCode: 400 });
    expect(bad.times).toHaveLength(1);
    await new Promise<void>((done) => server!.close(() => done()));
    const slow = await scripted([{ ...rateLimited, headers: { 'retry-after': '3600' } }]);
    await expect(generateText({ model: modelAt(slow.baseUrl), prompt: 'x' })).rejects.toMatchObject({ statusCode: 429, isRetryable: false });
    expect(slow.times).toHaveLength(1);
  });

  it('answers a question with the grounded technical-error message when the provider stays down', async () => {
    const loopback = await scripted([serverError]);
    const retriever: Retriever = { search: async () => [] };
    const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };
    const result = await ask('Was steht im Vertrag zur Kündigung?', { model: modelAt(loopback.baseUrl), retriever, judge, tenantId: 't' });
    expect(result).toMatchObject({ status: 'error', citations: [] });
    expect(result.answer).toContain('technisch fehlgeschlagen');
    expect(loopback.times).toHaveLength(3);
  });

  it('aborts an attempt that hangs after its deadline, without retrying it, and the user gets the technical-error answer', async () => {
    const times: number[] = [];
    server = createServer((request) => {
      times.push(Date.now());
      request.resume();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const model = withModelRetries(createLanguageModel(`openai-compatible:m@${baseUrl}`, { providers: {} }), { timeoutMs: 300, initialDelayMs: 10 });
    const started = Date.now();
    await expect(generateText({ model, prompt: 'Hallo' })).rejects.toBeInstanceOf(ModelTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(times).toHaveLength(1);
    const retriever: Retriever = { search: async () => [] };
    const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };
    const result = await ask('Was steht im Vertrag zur Kündigung?', { model, retriever, judge, tenantId: 't' });
    expect(result.status).toBe('error');
    expect(result.answer).toContain('technisch fehlgeschlagen');
  });

  it('reads retry-after-ms, seconds and HTTP dates', () => {
    const error = (headers: Record<string, string>) => new APICallError({ message: 'rate limited', url: 'http://x', requestBodyValues: {}, statusCode: 429, responseHeaders: headers });
    expect(retryAfterMs(error({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(error({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(error({ 'retry-after': new Date(10_000).toUTCString() }), 4_000)).toBe(6_000);
    expect(retryAfterMs(error({}))).toBeNull();
  });
});
