import type { Embedder } from '../../spec/index.js';
import { ConfigError, ProviderError } from '../../errors/index.js';
import { errorFromResponse, hintForStatus, parseEmbeddings } from './classify-response.js';

/** Options of an embedder that speaks the OpenAI `/embeddings` wire format (OpenAI, Ollama, vLLM, TEI, …). */
export interface OpenAICompatibleEmbedderOptions {
  /** API root, e.g. `https://api.openai.com/v1`; the request goes to `{baseURL}/embeddings`. */
  baseURL: string;
  /** Model name sent as `model`. */
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given. */
  apiKey?: string;
  /** Requested vector length (sent as `dimensions`); when absent it is learned from the first response. */
  dimensions?: number;
  /** Injected fetch; default the global one. */
  fetch?: typeof fetch;
  /** Texts per request. Default 64. */
  batchSize?: number;
  /** Per-request timeout in milliseconds. Default 60,000. */
  timeoutMs?: number;
  /** First part of the id and the provider named in errors. Default `openai-compatible`. */
  provider?: 'openai' | 'openai-compatible' | 'ollama';
}

/** An Embedder whose `dimensions` is 0 until the first response when not configured. */
export interface RemoteEmbedder extends Embedder {
  readonly baseURL: string;
  readonly model: string;
}

/**
 * Embeds through POST `{baseURL}/embeddings` with `{model, input}`; vectors come back in input order and
 * L2-normalised. Failures become ProviderError with `statusCode`, `isRetryable` (429/5xx/network/timeout)
 * and a hint; retrying is left to the caller's policies. Id: `<provider>:<model>`.
 */
export function createOpenAICompatibleEmbedder(options: OpenAICompatibleEmbedderOptions): RemoteEmbedder {
  const { model, apiKey, batchSize = 64, timeoutMs = 60_000, provider = 'openai-compatible' } = options;
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  if (!/^https?:\/\//.test(baseURL))
    throw new ConfigError(`Embedder base URL must start with http:// or https://, got "${options.baseURL}"`);
  if (!model)
    throw new ConfigError(
      'Embedder model name is empty',
      'Give it as openai:<model> or openai-compatible:<model>@<baseURL>.',
    );
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new ConfigError(`Embedder batch size must be a positive integer, got ${batchSize}`);
  let dimensions = options.dimensions ?? 0;

  const request = async (input: string[], signal?: AbortSignal): Promise<Float32Array[]> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const body: Record<string, unknown> = { model, input };
    if (options.dimensions !== undefined) body.dimensions = options.dimensions;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseURL}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw await errorFromResponse(provider, response, baseURL, model);
      text = await response.text();
    } catch (error) {
      if (error instanceof ProviderError || signal?.aborted) throw error;
      const timedOut = timeout.aborted;
      throw new ProviderError(
        provider,
        timedOut
          ? `Embeddings request to ${baseURL} timed out after ${timeoutMs} ms`
          : `Embeddings request to ${baseURL} failed: ${(error as Error).message}`,
        { cause: error, isRetryable: true, hint: hintForStatus(undefined, baseURL, model) },
      );
    }
    return parseEmbeddings(provider, text, input.length, baseURL, model).map((values) =>
      toUnitVector(values),
    );
  };

  const checkDimensions = (vectors: Float32Array[]) => {
    for (const vector of vectors) {
      if (dimensions === 0) dimensions = vector.length;
      if (vector.length !== dimensions) {
        throw new ProviderError(
          provider,
          `Embedding has ${vector.length} dimensions, expected ${dimensions}`,
          {
            statusCode: 200,
            isRetryable: false,
            hint: `Check that the model "${model}" supports the requested dimensions.`,
          },
        );
      }
    }
  };

  return {
    id: `${provider}:${model}`,
    baseURL,
    model,
    get dimensions() {
      return dimensions;
    },
    async embed(texts, embedOptions) {
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        embedOptions?.signal?.throwIfAborted();
        const batch = await request(texts.slice(start, start + batchSize), embedOptions?.signal);
        checkDimensions(batch);
        vectors.push(...batch);
      }
      return vectors;
    },
  };
}

function toUnitVector(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  if (sum > 0 && Math.abs(sum - 1) > 1e-6) {
    const inverse = 1 / Math.sqrt(sum);
    for (let i = 0; i < vector.length; i++) vector[i]! *= inverse;
  }
  return vector;
}
