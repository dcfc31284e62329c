import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ConfigError } from '../errors/index.js';
import { createOfflineModel } from './offline/create-offline-model.js';

/** Keys and base URLs the providers need (resolved by src/config from the environment). */
export interface ModelProviderSettings {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  anthropicApiKey?: string;
  anthropicBaseUrl?: string;
  /** Key for `openai-compatible:` and `openrouter:` specs (env `ANKER_API_KEY`). */
  compatibleApiKey?: string;
}

export interface CreateLanguageModelOptions {
  providers: ModelProviderSettings;
  /** Injected fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

const OLLAMA_BASE_URL = 'http://127.0.0.1:11434/v1';
const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';
const SPEC_HINT =
  'Use --model (or ANKER_MODEL) with one of: offline, openai:<model>, anthropic:<model>, openai-compatible:<model>@<baseURL>, ollama:<model>, openrouter:<model>.';

/**
 * Builds an AI SDK language model from a spec: `offline`, `openai:<model>`, `anthropic:<model>`,
 * `openai-compatible:<model>@<baseURL>`, `ollama:<model>` (local Ollama), `openrouter:<model>`.
 * A missing API key is a ConfigError naming the environment variable.
 */
export function createLanguageModel(spec: string, options: CreateLanguageModelOptions): LanguageModelV3 {
  const trimmed = spec.trim();
  if (trimmed === 'offline') return createOfflineModel();
  const colon = trimmed.indexOf(':');
  const kind = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const rest = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  const { providers, fetch } = options;
  if (rest === '' && kind !== 'offline') throw new ConfigError(`Model spec "${spec}" names no model.`, SPEC_HINT);
  switch (kind) {
    case 'openai':
      return createOpenAI({
        apiKey: requireKey(providers.openaiApiKey, 'OPENAI_API_KEY', spec),
        baseURL: providers.openaiBaseUrl,
        fetch,
      }).chat(rest);
    case 'anthropic':
      return createAnthropic({
        apiKey: requireKey(providers.anthropicApiKey, 'ANTHROPIC_API_KEY', spec),
        baseURL: providers.anthropicBaseUrl,
        fetch,
      })(rest);
    case 'openai-compatible': {
      const at = rest.search(/@https?:\/\//);
      if (at <= 0) {
        throw new ConfigError(`Model spec "${spec}" needs a base URL: openai-compatible:<model>@<baseURL>.`, SPEC_HINT);
      }
      return compatible('openai-compatible', rest.slice(0, at), rest.slice(at + 1), providers.compatibleApiKey, fetch);
    }
    case 'ollama':
      return compatible('ollama', rest, OLLAMA_BASE_URL, providers.compatibleApiKey, fetch);
    case 'openrouter':
      return compatible('openrouter', rest, OPENROUTER_BASE_URL, requireKey(providers.compatibleApiKey, 'ANKER_API_KEY', spec), fetch);
    default:
      throw new ConfigError(`Unknown model provider "${kind}" in model spec "${spec}".`, SPEC_HINT);
  }
}

function compatible(name: string, modelId: string, baseURL: string, apiKey: string | undefined, fetch?: typeof globalThis.fetch): LanguageModelV3 {
  return createOpenAICompatible({ name, baseURL, apiKey, fetch }).chatModel(modelId);
}

function requireKey(value: string | undefined, variable: string, spec: string): string {
  if (value) return value;
  throw new ConfigError(
    `Model "${spec}" needs an API key: set ${variable}.`,
    `Set ${variable}, or choose another model with --model / ANKER_MODEL (for example --model offline).`,
  );
}
