import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { createLanguageModel } from './create-language-model.js';

const keys = { openaiApiKey: 'sk-test', anthropicApiKey: 'ak-test', compatibleApiKey: 'ck-test' };

describe('createLanguageModel', () => {
  it('builds each provider from its spec', () => {
    expect(createLanguageModel('offline', { providers: {} }).provider).toBe('anker.offline');
    expect(createLanguageModel('openai:gpt-4o-mini', { providers: keys })).toMatchObject({ modelId: 'gpt-4o-mini', specificationVersion: 'v3' });
    expect(createLanguageModel('anthropic:claude-sonnet-4-5', { providers: keys }).provider).toMatch(/anthropic/);
    const compatible = createLanguageModel('openai-compatible:my/model@http://localhost:8000/v1', { providers: {} });
    expect(compatible.modelId).toBe('my/model');
    expect(createLanguageModel('ollama:llama3.1:8b', { providers: {} }).modelId).toBe('llama3.1:8b');
    expect(createLanguageModel('openrouter:meta/llama', { providers: keys }).provider).toMatch(/openrouter/);
  });

  it.each([
    ['openai:gpt-4o', 'OPENAI_API_KEY'],
    ['anthropic:claude-x', 'ANTHROPIC_API_KEY'],
    ['openrouter:x/y', 'ANKER_API_KEY'],
  ])('names the env var and --model when the key for %s is missing', (spec, variable) => {
    try {
      createLanguageModel(spec, { providers: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(variable);
      expect((error as ConfigError).hint).toMatch(/--model/);
      expect((error as ConfigError).hint).toMatch(/ANKER_MODEL/);
    }
  });

  it.each(['gemini:pro', 'openai:', 'openai-compatible:model-without-url'])('rejects the malformed spec %s', (spec) => {
    expect(() => createLanguageModel(spec, { providers: keys })).toThrow(ConfigError);
  });
});
