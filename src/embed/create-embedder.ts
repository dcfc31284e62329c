import type { Embedder } from '../spec/index.js';
import { ConfigError } from '../errors/index.js';
import { createBuiltinEmbedder } from './builtin/builtin-embedder.js';
import { createOpenAICompatibleEmbedder } from './openai-compatible/openai-compatible-embedder.js';
import { createTransformersEmbedder } from './transformers/transformers-embedder.js';

/** Provider settings and injected dependencies for `createEmbedder`. */
export interface CreateEmbedderOptions {
  providers: { openaiApiKey?: string; openaiBaseUrl?: string; compatibleApiKey?: string };
  /** Injected fetch for remote embedders; default the global one. */
  fetch?: typeof fetch;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OLLAMA_BASE_URL = 'http://127.0.0.1:11434/v1';
const VALID_FORMS =
  'builtin, builtin:<dims> (e.g. builtin:768), openai:<model>, openai-compatible:<model>@<baseURL>, ollama:<model>, transformers:<folder>';

/**
 * Builds the embedder an `--embedder` / `ANKER_EMBEDDER` spec names:
 * `builtin`, `builtin:<dims>`, `openai:<model>`, `openai-compatible:<model>@<baseURL>`, `ollama:<model>`
 * (at http://127.0.0.1:11434/v1), `transformers:<folder>`. Throws ConfigError for anything else.
 */
export function createEmbedder(spec: string, options: CreateEmbedderOptions): Embedder {
  const trimmed = spec.trim();
  const colon = trimmed.indexOf(':');
  const kind = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const rest = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  const { providers } = options;
  switch (kind) {
    case 'builtin': {
      if (rest && !/^\d+$/.test(rest)) throw invalid(spec);
      return createBuiltinEmbedder(rest ? { dimensions: Number(rest) } : {});
    }
    case 'openai':
      if (!rest) throw invalid(spec);
      if (!providers.openaiApiKey && !providers.openaiBaseUrl) {
        throw new ConfigError(
          `Embedder "${spec}" needs an OpenAI API key`,
          'Set OPENAI_API_KEY (or OPENAI_BASE_URL for a keyless proxy), or choose --embedder builtin.',
        );
      }
      return createOpenAICompatibleEmbedder({
        provider: 'openai',
        model: rest,
        baseURL: providers.openaiBaseUrl ?? OPENAI_BASE_URL,
        apiKey: providers.openaiApiKey,
        fetch: options.fetch,
      });
    case 'openai-compatible': {
      const match = /^(.+?)@(https?:\/\/\S+)$/.exec(rest);
      if (!match) throw invalid(spec);
      return createOpenAICompatibleEmbedder({
        model: match[1]!,
        baseURL: match[2]!,
        apiKey: providers.compatibleApiKey,
        fetch: options.fetch,
      });
    }
    case 'ollama':
      if (!rest) throw invalid(spec);
      return createOpenAICompatibleEmbedder({
        provider: 'ollama',
        model: rest,
        baseURL: OLLAMA_BASE_URL,
        fetch: options.fetch,
      });
    case 'transformers':
      if (!rest) throw invalid(spec);
      return createTransformersEmbedder({ folder: rest });
    default:
      throw invalid(spec);
  }
}

function invalid(spec: string): ConfigError {
  return new ConfigError(
    `Unknown embedder "${spec}" (option --embedder, env ANKER_EMBEDDER)`,
    `Valid forms: ${VALID_FORMS}.`,
  );
}
