import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { createEmbedder } from './create-embedder.js';

const providers = { openaiApiKey: 'sk-test', compatibleApiKey: 'compat-key' };

describe('createEmbedder', () => {
  it('builds the builtin embedder with default and explicit dimensions', () => {
    expect(createEmbedder('builtin', { providers: {} }).id).toBe('builtin:v1-384');
    expect(createEmbedder(' builtin:768 ', { providers: {} }).dimensions).toBe(768);
  });

  it('builds OpenAI, OpenAI-compatible and Ollama embedders with their base URLs and keys', async () => {
    const calls: Array<{ url: string; authorization: string | null }> = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ data: [{ index: 0, embedding: [1] }] }));
    };
    const openai = createEmbedder('openai:text-embedding-3-small', { providers, fetch });
    const compatible = createEmbedder('openai-compatible:bge-m3@http://127.0.0.1:8080/v1', {
      providers,
      fetch,
    });
    const ollama = createEmbedder('ollama:nomic-embed-text', { providers, fetch });
    expect([openai.id, compatible.id, ollama.id]).toEqual([
      'openai:text-embedding-3-small',
      'openai-compatible:bge-m3',
      'ollama:nomic-embed-text',
    ]);
    for (const embedder of [openai, compatible, ollama]) await embedder.embed(['x']);
    expect(calls).toEqual([
      { url: 'https://api.openai.com/v1/embeddings', authorization: 'Bearer sk-test' },
      { url: 'http://127.0.0.1:8080/v1/embeddings', authorization: 'Bearer compat-key' },
      { url: 'http://127.0.0.1:11434/v1/embeddings', authorization: null },
    ]);
    const proxied = createEmbedder('openai:m', {
      providers: { openaiBaseUrl: 'http://proxy.local/v1' },
      fetch,
    });
    await proxied.embed(['x']);
    expect(calls.at(-1)!.url).toBe('http://proxy.local/v1/embeddings');
  });

  it('asks for an OpenAI key when neither key nor base URL is set', () => {
    expect(() => createEmbedder('openai:text-embedding-3-small', { providers: {} })).toThrow(
      /OpenAI API key/,
    );
  });

  it('passes transformers folders through to the folder check', () => {
    expect(() => createEmbedder('transformers:/nonexistent/model', { providers: {} })).toThrow(
      /does not exist/,
    );
  });

  it.each([
    '',
    'bm25',
    'builtin:abc',
    'openai:',
    'openai-compatible:model',
    'openai-compatible:model@ftp://x',
    'ollama:',
    'transformers:',
  ])('rejects "%s" naming the option, the env var and the valid forms', (spec) => {
    let caught: unknown;
    try {
      createEmbedder(spec, { providers });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.message).toContain('--embedder');
    expect(error.message).toContain('ANKER_EMBEDDER');
    expect(error.hint).toContain('openai-compatible:<model>@<baseURL>');
  });
});
