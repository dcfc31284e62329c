import { z } from 'zod';
import { ConfigError } from '../errors/index.js';
import { loadConfigFile } from './config-file.js';

/** Everything an Anker instance is built from. Resolved once: option → environment variable → default. */
export interface AnkerConfig {
  /** Folder for the embedded PGlite store, or a `postgres://` URL. Option `db`, env `ANKER_DATABASE_URL`, default `./.anker`. */
  db: string;
  /** Tenant id. Option `tenant`, env `ANKER_TENANT`, default `default`. */
  tenant: string;
  /** Language model spec: `offline`, `openai:<model>`, `anthropic:<model>`, `openai-compatible:<model>@<baseURL>`, `ollama:<model>`. Option `model`, env `ANKER_MODEL`, default `offline`. */
  model: string;
  /** Embedder spec: `builtin`, `openai:<model>`, `openai-compatible:<model>@<baseURL>`, `transformers:<folder>`. Option `embedder`, env `ANKER_EMBEDDER`, default `builtin`. */
  embedder: string;
  /** Largest file ingested, in bytes. Option `maxFileBytes`, env `ANKER_MAX_FILE_MB` (megabytes), default 25 MB. */
  maxFileBytes: number;
  /** Relevance at or above which a result is FOUND. Env `ANKER_FOUND_THRESHOLD`, default 0.75. */
  foundThreshold: number;
  /** Relevance at or above which a result is LOW_RELEVANCE. Env `ANKER_LOW_THRESHOLD`, default 0.55. */
  lowThreshold: number;
  /** A document date older than this many months adds a freshness warning. Env `ANKER_FRESHNESS_MONTHS`, default 6. */
  freshnessMonths: number;
  /** API keys and base URLs for providers, read from the usual variables. */
  providers: {
    openaiApiKey?: string;
    openaiBaseUrl?: string;
    anthropicApiKey?: string;
    anthropicBaseUrl?: string;
    /** Key for `openai-compatible:` specs (OpenRouter, vLLM, …): env `ANKER_API_KEY`. */
    compatibleApiKey?: string;
    /** Key of the Tavily web search (`--web tavily`): env `TAVILY_API_KEY`. */
    tavilyApiKey?: string;
  };
  /** pino level. Env `ANKER_LOG_LEVEL`, default `warn`. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Injected tool-failure rate for chaos testing in [0,1]; 0 disables. Env `ANKER_CHAOS`. */
  chaosRate: number;
  /** Seed of the chaos injector. Env `ANKER_CHAOS_SEED`, default 1. */
  chaosSeed: number;
  /**
   * Lexical ranking path: `auto` (BM25 index where the engine has pg_textsearch, e.g. PGlite) or `tsvector` (BM25
   * from tsvector positions with per-tenant statistics). Env `ANKER_LEXICAL`, default `auto`.
   */
  lexical: 'auto' | 'tsvector';
  /**
   * How grounding decides offline: `rules` (the offline judge's rule stack over calibrated relevance) or `evidence`
   * (the learned evidence model of src/ground/evidence decides, the judge keeps only the named-entity invariant).
   * Env `ANKER_GROUNDING`, default `rules`.
   */
  grounding: 'rules' | 'evidence';
  /**
   * On a PostgreSQL server without pgvector, the chunks each process keeps copied in memory over all tenants for
   * search (vectors and lexemes; least recently searched tenants dropped first). Env `ANKER_CACHED_CHUNKS`, default
   * 1,000,000 (~2 GB at 384 dimensions).
   */
  cachedChunks: number;
}

export type AnkerConfigInput = Partial<Omit<AnkerConfig, 'providers'>> & { providers?: AnkerConfig['providers'] };

const numberFrom = (name: string, env: string) =>
  z.coerce.number({ error: `${name} (env ${env}) must be a number` });

const schema = z.object({
  db: z.string().min(1),
  tenant: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'tenant (--tenant / ANKER_TENANT) must be 1-64 letters, digits, "_", "-" or "."'),
  model: z.string().min(1),
  embedder: z.string().min(1),
  maxFileBytes: numberFrom('maxFileBytes', 'ANKER_MAX_FILE_MB').int().positive(),
  foundThreshold: numberFrom('foundThreshold', 'ANKER_FOUND_THRESHOLD').min(0).max(1),
  lowThreshold: numberFrom('lowThreshold', 'ANKER_LOW_THRESHOLD').min(0).max(1),
  freshnessMonths: numberFrom('freshnessMonths', 'ANKER_FRESHNESS_MONTHS').positive(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  chaosRate: numberFrom('chaosRate', 'ANKER_CHAOS').min(0).max(1),
  chaosSeed: numberFrom('chaosSeed', 'ANKER_CHAOS_SEED').int(),
  lexical: z.enum(['auto', 'tsvector'], { error: 'lexical (env ANKER_LEXICAL) must be "auto" or "tsvector"' }),
  grounding: z.enum(['rules', 'evidence'], { error: 'grounding (env ANKER_GROUNDING) must be "rules" or "evidence"' }),
  cachedChunks: numberFrom('cachedChunks', 'ANKER_CACHED_CHUNKS').int().positive(),
});

/**
 * Resolves options over environment variables over the configuration file over defaults, validated once. The only
 * reader of `process.env`. `file` defaults to the file `loadConfigFile` finds (`ANKER_CONFIG`, else
 * `anker.config.json` in the working directory, else none); pass `{}` for none.
 */
export function resolveConfig(options: AnkerConfigInput = {}, env: NodeJS.ProcessEnv = process.env, file: AnkerConfigInput = loadConfigFile({ env }).anker): AnkerConfig {
  const megabytes = env.ANKER_MAX_FILE_MB === undefined ? undefined : Number(env.ANKER_MAX_FILE_MB) * 1024 * 1024;
  const raw = {
    db: options.db ?? env.ANKER_DATABASE_URL ?? file.db ?? './.anker',
    tenant: options.tenant ?? env.ANKER_TENANT ?? file.tenant ?? 'default',
    model: options.model ?? env.ANKER_MODEL ?? file.model ?? 'offline',
    embedder: options.embedder ?? env.ANKER_EMBEDDER ?? file.embedder ?? 'builtin',
    maxFileBytes: options.maxFileBytes ?? megabytes ?? file.maxFileBytes ?? 25 * 1024 * 1024,
    foundThreshold: options.foundThreshold ?? env.ANKER_FOUND_THRESHOLD ?? file.foundThreshold ?? 0.75,
    lowThreshold: options.lowThreshold ?? env.ANKER_LOW_THRESHOLD ?? file.lowThreshold ?? 0.55,
    freshnessMonths: options.freshnessMonths ?? env.ANKER_FRESHNESS_MONTHS ?? file.freshnessMonths ?? 6,
    logLevel: options.logLevel ?? env.ANKER_LOG_LEVEL ?? file.logLevel ?? 'warn',
    chaosRate: options.chaosRate ?? env.ANKER_CHAOS ?? 0,
    chaosSeed: options.chaosSeed ?? env.ANKER_CHAOS_SEED ?? 1,
    lexical: options.lexical ?? env.ANKER_LEXICAL ?? file.lexical ?? 'auto',
    grounding: options.grounding ?? env.ANKER_GROUNDING ?? file.grounding ?? 'rules',
    cachedChunks: options.cachedChunks ?? env.ANKER_CACHED_CHUNKS ?? file.cachedChunks ?? 1_000_000,
  };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (parsed.data.lowThreshold > parsed.data.foundThreshold) {
    throw new ConfigError('lowThreshold (ANKER_LOW_THRESHOLD) must not exceed foundThreshold (ANKER_FOUND_THRESHOLD)');
  }
  return {
    ...parsed.data,
    providers: options.providers ?? {
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      compatibleApiKey: env.ANKER_API_KEY,
      tavilyApiKey: env.TAVILY_API_KEY,
    },
  };
}

/** True when stdout/stderr is an interactive terminal and not CI: decides progress bars. */
export function isInteractive(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(stream.isTTY) && !env.CI;
}
