import { ProviderError } from '../../errors/index.js';

/** Fetches JSON; non-2xx answers and network failures become ProviderErrors (retryable for 408/429/5xx and network). */
export async function fetchJson(provider: string, fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (cause) {
    // An abort is the runtime's timeout (or the run was cancelled): pass it on for the policy to classify.
    if (init.signal?.aborted) throw init.signal.reason ?? cause;
    throw new ProviderError(provider, `Request to ${provider} failed: ${(cause as Error).message}`, { cause });
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ProviderError(provider, `${provider} answered HTTP ${response.status}${body ? `: ${body.slice(0, 200)}` : ''}`, { statusCode: response.status });
  }
  try {
    return await response.json();
  } catch (cause) {
    throw new ProviderError(provider, `${provider} returned malformed JSON`, { cause, isRetryable: true });
  }
}
