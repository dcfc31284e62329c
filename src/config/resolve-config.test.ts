import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { resolveConfig } from './resolve-config.js';

describe('resolveConfig', () => {
  it('uses defaults when nothing is given', () => {
    const config = resolveConfig({}, {});
    expect(config).toMatchObject({ db: './.anker', tenant: 'default', model: 'offline', embedder: 'builtin', foundThreshold: 0.75, lowThreshold: 0.55, freshnessMonths: 6 });
    expect(config.maxFileBytes).toBe(25 * 1024 * 1024);
  });

  it('prefers options over environment over defaults', () => {
    const env = { ANKER_DATABASE_URL: 'postgres://x/y', ANKER_TENANT: 'env-tenant', ANKER_MAX_FILE_MB: '2' };
    expect(resolveConfig({}, env)).toMatchObject({ db: 'postgres://x/y', tenant: 'env-tenant', maxFileBytes: 2 * 1024 * 1024 });
    expect(resolveConfig({ tenant: 'opt' }, env).tenant).toBe('opt');
  });

  it('reads provider keys from their usual variables, the Tavily key too', () => {
    const config = resolveConfig({}, { OPENAI_API_KEY: 'sk-1', TAVILY_API_KEY: 'tvly-1' });
    expect(config.providers).toMatchObject({ openaiApiKey: 'sk-1', tavilyApiKey: 'tvly-1' });
    expect(resolveConfig({}, {}).providers.tavilyApiKey).toBeUndefined();
  });

  it('names the option and the env var in errors', () => {
    expect(() => resolveConfig({}, { ANKER_FOUND_THRESHOLD: 'hoch' })).toThrow(/ANKER_FOUND_THRESHOLD/);
    expect(() => resolveConfig({}, { ANKER_LEXICAL: 'bm42' })).toThrow(/ANKER_LEXICAL/);
    expect(resolveConfig({}, { ANKER_LEXICAL: 'tsvector' }).lexical).toBe('tsvector');
    expect(resolveConfig({}, { ANKER_CACHED_CHUNKS: '20000' }).cachedChunks).toBe(20_000);
    expect(resolveConfig({}, {}).cachedChunks).toBe(1_000_000);
    expect(() => resolveConfig({}, { ANKER_CACHED_CHUNKS: '0' })).toThrow(/ANKER_CACHED_CHUNKS/);
    expect(() => resolveConfig({ tenant: 'a b' }, {})).toThrow(ConfigError);
    expect(() => resolveConfig({}, { ANKER_LOW_THRESHOLD: '0.9' })).toThrow(/lowThreshold/);
  });
});
