import { ProviderError } from '../../errors/index.js';

/** What the user can do about a failed embeddings call, by HTTP status. */
export function hintForStatus(status: number | undefined, baseURL: string, model: string): string {
  if (status === undefined) return `Check that the base URL ${baseURL} is reachable and serves /embeddings.`;
  if (status === 401 || status === 403)
    return 'Check the API key (OPENAI_API_KEY for openai:, ANKER_API_KEY for openai-compatible:).';
  if (status === 404)
    return `Check the base URL (${baseURL}, usually ending in /v1) and the model name "${model}".`;
  if (status === 400 || status === 422)
    return `Check the model name "${model}" and that it is an embedding model.`;
  if (status === 429) return 'The provider is rate limiting; retry later or lower the batch size.';
  if (status >= 500) return 'The provider failed; retry later.';
  return `Check the base URL ${baseURL}, the API key and the model name "${model}".`;
}

/** Turns a non-2xx response into a ProviderError (retryable for 408/429/5xx) with the provider's own message. */
export async function errorFromResponse(
  provider: string,
  response: Response,
  baseURL: string,
  model: string,
): Promise<ProviderError> {
  const body = await response.text().catch(() => '');
  const detail = providerMessage(body);
  return new ProviderError(
    provider,
    `Embeddings request to ${baseURL} failed with HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    { statusCode: response.status, hint: hintForStatus(response.status, baseURL, model) },
  );
}

function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body.trim().slice(0, 300);
}

/** Reads `{data:[{index, embedding}]}` and returns the vectors in input order, or throws a ProviderError. */
export function parseEmbeddings(
  provider: string,
  body: string,
  expected: number,
  baseURL: string,
  model: string,
): number[][] {
  const invalid = (message: string, cause?: unknown) =>
    new ProviderError(provider, `Embeddings response from ${baseURL} is invalid: ${message}`, {
      statusCode: 200,
      isRetryable: false,
      cause,
      hint: `Check that ${baseURL} is an OpenAI-compatible API (POST /embeddings) and "${model}" an embedding model.`,
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw invalid('not JSON', error);
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw invalid('no "data" array');
  if (data.length !== expected) throw invalid(`${data.length} embeddings for ${expected} inputs`);
  const vectors: number[][] = new Array(expected);
  data.forEach((item: { index?: unknown; embedding?: unknown }, position) => {
    const index = item?.index ?? position;
    if (
      typeof index !== 'number' ||
      !Number.isInteger(index) ||
      index < 0 ||
      index >= expected ||
      vectors[index]
    ) {
      throw invalid(`bad or repeated index ${String(index)}`);
    }
    const embedding = item.embedding;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((value) => typeof value === 'number' && Number.isFinite(value))
    ) {
      throw invalid(`embedding ${index} is not a list of numbers`);
    }
    vectors[index] = embedding as number[];
  });
  return vectors;
}
