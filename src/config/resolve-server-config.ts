import { z } from 'zod';
import { ConfigError } from '../errors/index.js';
import { loadConfigFile } from './config-file.js';

/** Settings of `anker serve` (HTTP API, MCP over HTTP). Resolved once: option → environment variable → default. */
export interface ServerConfig {
  /** Interface to listen on. Option `--host`, env `ANKER_HOST`, default `127.0.0.1` (loopback only). */
  host: string;
  /** TCP port (0: any free port). Option `--port`, env `ANKER_PORT`, default 8787. */
  port: number;
  /** Key for tenant and key management under `/v1/admin`, or null (admin routes then answer 401). Env `ANKER_ADMIN_KEY`. */
  adminKey: string | null;
  /** Requests per minute per API key before 429. Env `ANKER_RATE_LIMIT`, default 120. */
  rateLimitPerMinute: number;
  /** Largest JSON request body in bytes. Env `ANKER_MAX_BODY_KB` (kilobytes), default 1 MiB. */
  maxBodyBytes: number;
  /** Files per upload request. Env `ANKER_MAX_UPLOAD_FILES`, default 10. */
  maxUploadFiles: number;
  /** Largest upload request body in bytes (all files). Env `ANKER_MAX_UPLOAD_MB` (megabytes), default 50 MiB. */
  maxUploadBytes: number;
  /** A request still running after this many milliseconds gets 503. Env `ANKER_REQUEST_TIMEOUT_MS`, default 60000. */
  requestTimeoutMs: number;
  /**
   * Work computed at once: searches and answers, and one document of an ingest job at a time; more wait, requests
   * before ingest documents, though a waiting document takes the next slot after this many requests went first
   * (the request timeout still applies). Env `ANKER_MAX_CONCURRENT_ANSWERS`, default 4.
   */
  maxConcurrentAnswers: number;
  /** Origins allowed by CORS; empty (the default) sends no CORS headers at all. Env `ANKER_CORS_ORIGINS`, comma-separated. */
  corsOrigins: string[];
  /** pino level of the server's logs (request logs are `info`). Option `--log-level`, env `ANKER_LOG_LEVEL`, default `info`. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export type ServerConfigInput = Partial<ServerConfig>;

const number = (name: string, env: string) => z.coerce.number({ error: `${name} (env ${env}) must be a number` });

const schema = z.object({
  host: z.string().min(1),
  port: number('port', 'ANKER_PORT').int().min(0).max(65535),
  adminKey: z.string().min(16, 'adminKey (env ANKER_ADMIN_KEY) must have at least 16 characters').nullable(),
  rateLimitPerMinute: number('rateLimitPerMinute', 'ANKER_RATE_LIMIT').int().positive(),
  maxBodyBytes: number('maxBodyBytes', 'ANKER_MAX_BODY_KB').int().positive(),
  maxUploadFiles: number('maxUploadFiles', 'ANKER_MAX_UPLOAD_FILES').int().positive(),
  maxUploadBytes: number('maxUploadBytes', 'ANKER_MAX_UPLOAD_MB').int().positive(),
  requestTimeoutMs: number('requestTimeoutMs', 'ANKER_REQUEST_TIMEOUT_MS').int().positive(),
  maxConcurrentAnswers: number('maxConcurrentAnswers', 'ANKER_MAX_CONCURRENT_ANSWERS').int().positive(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  corsOrigins: z.array(z.string().url('corsOrigins (env ANKER_CORS_ORIGINS) must be origins such as https://app.example.com')),
});

/**
 * Resolves the server settings: options over environment variables over the configuration file's `serve` section
 * over defaults. `file` defaults to the file `loadConfigFile` finds; pass `{}` for none.
 */
export function resolveServerConfig(options: ServerConfigInput = {}, env: NodeJS.ProcessEnv = process.env, file: ServerConfigInput = loadConfigFile({ env }).server): ServerConfig {
  const scaled = (value: string | undefined, factor: number) => (value === undefined ? undefined : Number(value) * factor);
  const raw = {
    host: options.host ?? env.ANKER_HOST ?? file.host ?? '127.0.0.1',
    port: options.port ?? env.ANKER_PORT ?? file.port ?? 8787,
    adminKey: options.adminKey !== undefined ? options.adminKey : (env.ANKER_ADMIN_KEY ?? file.adminKey ?? null),
    rateLimitPerMinute: options.rateLimitPerMinute ?? env.ANKER_RATE_LIMIT ?? file.rateLimitPerMinute ?? 120,
    maxBodyBytes: options.maxBodyBytes ?? scaled(env.ANKER_MAX_BODY_KB, 1024) ?? file.maxBodyBytes ?? 1024 * 1024,
    maxUploadFiles: options.maxUploadFiles ?? env.ANKER_MAX_UPLOAD_FILES ?? file.maxUploadFiles ?? 10,
    maxUploadBytes: options.maxUploadBytes ?? scaled(env.ANKER_MAX_UPLOAD_MB, 1024 * 1024) ?? file.maxUploadBytes ?? 50 * 1024 * 1024,
    requestTimeoutMs: options.requestTimeoutMs ?? env.ANKER_REQUEST_TIMEOUT_MS ?? file.requestTimeoutMs ?? 60_000,
    maxConcurrentAnswers: options.maxConcurrentAnswers ?? env.ANKER_MAX_CONCURRENT_ANSWERS ?? file.maxConcurrentAnswers ?? 4,
    logLevel: options.logLevel ?? env.ANKER_LOG_LEVEL ?? file.logLevel ?? 'info',
    corsOrigins: options.corsOrigins ?? (env.ANKER_CORS_ORIGINS ? env.ANKER_CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : (file.corsOrigins ?? [])),
  };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid server configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
