import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from './resolve-server-config.js';

describe('resolveServerConfig', () => {
  it('defaults to loopback, no admin key and no CORS', () => {
    expect(resolveServerConfig({}, {})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      adminKey: null,
      rateLimitPerMinute: 120,
      maxBodyBytes: 1024 * 1024,
      maxUploadFiles: 10,
      maxUploadBytes: 50 * 1024 * 1024,
      requestTimeoutMs: 60_000,
      maxConcurrentAnswers: 4,
      logLevel: 'info',
      corsOrigins: [],
    });
  });

  it('reads the environment below options, in the units the variables name', () => {
    const env = { ANKER_PORT: '9000', ANKER_HOST: '0.0.0.0', ANKER_MAX_BODY_KB: '64', ANKER_MAX_UPLOAD_MB: '5', ANKER_CORS_ORIGINS: 'https://a.example, https://b.example', ANKER_ADMIN_KEY: 'x'.repeat(20) };
    const config = resolveServerConfig({ port: 1234 }, env);
    expect(config).toMatchObject({ port: 1234, host: '0.0.0.0', maxBodyBytes: 64 * 1024, maxUploadBytes: 5 * 1024 * 1024, adminKey: 'x'.repeat(20) });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    [{ ANKER_PORT: 'eighty' }, /ANKER_PORT/],
    [{ ANKER_ADMIN_KEY: 'short' }, /ANKER_ADMIN_KEY/],
    [{ ANKER_CORS_ORIGINS: 'not a url' }, /ANKER_CORS_ORIGINS/],
    [{ ANKER_RATE_LIMIT: '0' }, /rateLimitPerMinute/],
  ])('names the variable of a bad value: %j', (env, message) => {
    expect(() => resolveServerConfig({}, env)).toThrow(message);
  });
});
