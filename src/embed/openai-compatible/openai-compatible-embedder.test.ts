import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, ProviderError } from '../../errors/index.js';
import { createOpenAICompatibleEmbedder } from './openai-compatible-embedder.js';

interface Recorded {
  url: string;
  authorization?: string;
  body: { model: string; input: string[]; dimensions?: number };
}

type Handler = (request: Recorded, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let requests: Recorded[] = [];
let handler: Handler;

// Embeds text i as a 3-dim vector [length, i, 1] (not normalised, so the client's normalisation shows).
const vectorFor = (text: string): number[] => [text.length, 1, 1];

const reply = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

const success: Handler = (request, response) => {
  // Reversed on purpose: the client must sort by `index`.
  const data = request.body.input
    .map((text, index) => ({ object: 'embedding', index, embedding: vectorFor(text) }))
    .reverse();
  reply(
    response,
    200,
    JSON.stringify({
      object: 'list',
      data,
      model: request.body.model,
      usage: { prompt_tokens: 1, total_tokens: 1 },
    }),
  );
};

beforeAll(async () => {
  server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    incoming.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    incoming.on('end', () => {
      const recorded: Recorded = {
        url: incoming.url ?? '',
        authorization: incoming.headers.authorization,
        body: JSON.parse(raw) as Recorded['body'],
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  handler = success;
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('createOpenAICompatibleEmbedder', () => {
  it('posts {model, input} to {baseURL}/embeddings and returns normalised vectors in input order', async () => {
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: baseURL + '/',
      model: 'nomic-embed-text',
      apiKey: 'sk-test',
    });
    expect(embedder.id).toBe('openai-compatible:nomic-embed-text');
    expect(embedder.dimensions).toBe(0);
    const vectors = await embedder.embed(['a', 'bbb', 'cc']);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/embeddings');
    expect(requests[0]!.authorization).toBe('Bearer sk-test');
    expect(requests[0]!.body).toEqual({ model: 'nomic-embed-text', input: ['a', 'bbb', 'cc'] });
    expect(embedder.dimensions).toBe(3);
    const norm = Math.sqrt(9 + 1 + 1);
    expect(Array.from(vectors[1]!)).toEqual(Array.from(Float32Array.from([3 / norm, 1 / norm, 1 / norm])));
    expect(vectors.map((vector) => vector[0]! / vector[1]!).map(Math.round)).toEqual([1, 3, 2]);
  });

  it('splits into batches and keeps the overall order; sends dimensions and omits auth when not given', async () => {
    const embedder = createOpenAICompatibleEmbedder({
      baseURL,
      model: 'm',
      batchSize: 2,
      dimensions: 3,
      provider: 'openai',
    });
    expect(embedder.id).toBe('openai:m');
    expect(embedder.dimensions).toBe(3);
    const texts = ['a', 'bb', 'ccc', 'dddd', 'eeeee'];
    const vectors = await embedder.embed(texts);
    expect(requests.map((request) => request.body.input)).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
    expect(requests[0]!.body.dimensions).toBe(3);
    expect(requests[0]!.authorization).toBeUndefined();
    expect(vectors.map((vector) => Math.round(vector[0]! / vector[1]!))).toEqual([1, 2, 3, 4, 5]);
    expect(await embedder.embed([])).toEqual([]);
  });

  it('classifies 429 as retryable with the provider message and a hint', async () => {
    handler = (_request, response) =>
      reply(response, 429, JSON.stringify({ error: { message: 'Rate limit reached' } }));
    const error = await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x']));
    expect(error.statusCode).toBe(429);
    expect(error.isRetryable).toBe(true);
    expect(error.message).toContain('Rate limit reached');
    expect(error.hint).toMatch(/retry later/);
  });

  it('classifies 500 as retryable and 401 / 400 as not retryable', async () => {
    handler = (_request, response) => reply(response, 503, 'upstream down');
    const unavailable = await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x']));
    expect(unavailable.isRetryable).toBe(true);
    expect(unavailable.message).toContain('upstream down');

    handler = (_request, response) =>
      reply(response, 401, JSON.stringify({ error: { message: 'Invalid API key' } }));
    const unauthorised = await failure(
      createOpenAICompatibleEmbedder({ baseURL, model: 'm', apiKey: 'bad' }).embed(['x']),
    );
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.isRetryable).toBe(false);
    expect(unauthorised.hint).toMatch(/API key/);

    handler = (_request, response) => reply(response, 400, JSON.stringify({ error: 'model not found' }));
    const bad = await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'nope' }).embed(['x']));
    expect(bad.isRetryable).toBe(false);
    expect(bad.hint).toContain('"nope"');
  });

  it('rejects malformed JSON and a wrong number of embeddings as not retryable', async () => {
    handler = (_request, response) => reply(response, 200, '{"data": [');
    const malformed = await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x']));
    expect(malformed.isRetryable).toBe(false);
    expect(malformed.message).toMatch(/not JSON/);

    handler = (_request, response) =>
      reply(response, 200, JSON.stringify({ data: [{ index: 0, embedding: [1, 0] }] }));
    const short = await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x', 'y']));
    expect(short.message).toMatch(/1 embeddings for 2 inputs/);
    expect(short.hint).toMatch(/OpenAI-compatible/);

    handler = (_request, response) =>
      reply(response, 200, JSON.stringify({ data: [{ index: 0, embedding: ['a'] }] }));
    expect(
      (await failure(createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x']))).message,
    ).toMatch(/not a list of numbers/);
  });

  it('rejects a vector whose length differs from the configured or learned dimensions', async () => {
    let width = 3;
    handler = (request, response) =>
      reply(
        response,
        200,
        JSON.stringify({
          data: request.body.input.map((_text, index) => ({ index, embedding: new Array(width).fill(1) })),
        }),
      );
    const embedder = createOpenAICompatibleEmbedder({ baseURL, model: 'm' });
    await embedder.embed(['x']);
    width = 4;
    const error = await failure(embedder.embed(['y']));
    expect(error.message).toMatch(/4 dimensions, expected 3/);
    expect(error.isRetryable).toBe(false);
  });

  it('classifies network failures and timeouts as retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await failure(
      createOpenAICompatibleEmbedder({ baseURL: `http://127.0.0.1:${port}/v1`, model: 'm' }).embed(['x']),
    );
    expect(refused.isRetryable).toBe(true);
    expect(refused.statusCode).toBeUndefined();
    expect(refused.hint).toMatch(/reachable/);

    handler = (request, response) => setTimeout(() => success(request, response), 300);
    const slow = await failure(
      createOpenAICompatibleEmbedder({ baseURL, model: 'm', timeoutMs: 50 }).embed(['x']),
    );
    expect(slow.isRetryable).toBe(true);
    expect(slow.message).toMatch(/timed out after 50 ms/);
  });

  it('passes a caller abort through instead of wrapping it', async () => {
    handler = (request, response) => setTimeout(() => success(request, response), 300);
    const controller = new AbortController();
    const pending = createOpenAICompatibleEmbedder({ baseURL, model: 'm' }).embed(['x'], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('user cancelled')), 20);
    await expect(pending).rejects.toThrow('user cancelled');
  });

  it('uses an injected fetch and validates its options', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ data: [{ index: 0, embedding: [0, 2] }] }), { status: 200 });
    };
    const [vector] = await createOpenAICompatibleEmbedder({
      baseURL: 'https://example.invalid/v1',
      model: 'm',
      fetch: fakeFetch,
    }).embed(['x']);
    expect(calls).toEqual(['https://example.invalid/v1/embeddings']);
    expect(Array.from(vector!)).toEqual([0, 1]);
    expect(() => createOpenAICompatibleEmbedder({ baseURL: 'localhost:8080', model: 'm' })).toThrow(
      ConfigError,
    );
    expect(() => createOpenAICompatibleEmbedder({ baseURL, model: '' })).toThrow(ConfigError);
    expect(() => createOpenAICompatibleEmbedder({ baseURL, model: 'm', batchSize: 0 })).toThrow(ConfigError);
  });
});
