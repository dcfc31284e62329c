import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../errors/index.js';
import type { AnkerConfigInput } from './resolve-config.js';
import type { ServerConfigInput } from './resolve-server-config.js';

/** The file looked for in the working directory when neither `--config` nor `ANKER_CONFIG` names one. */
export const CONFIG_FILE_NAME = 'anker.config.json';

/** What `anker serve` takes from the file besides its server settings; paths are absolute (resolved against the file's folder). */
export interface ServeFileOptions {
  tools?: string;
  executor?: string;
  /** A command (run in the file's folder) or an http(s) URL. */
  mcpServer?: string;
  toolChoice?: string;
  evalResults?: string;
}

/** A parsed configuration file: the layer between environment variables and defaults. */
export interface ConfigFile {
  /** Absolute path of the file read, or null when there is none. */
  path: string | null;
  /** The folder relative paths of the file were resolved against (its own folder; the working directory without a file). */
  folder: string;
  anker: AnkerConfigInput;
  server: ServerConfigInput;
  serve: ServeFileOptions;
}

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const positive = z.number().positive();

const serveSchema = z
  .object({
    host: z.string().min(1),
    port: z.number().int().min(0).max(65535),
    adminKey: z.string().min(16),
    rateLimitPerMinute: z.number().int().positive(),
    maxBodyKb: positive,
    maxUploadFiles: z.number().int().positive(),
    maxUploadMb: positive,
    requestTimeoutMs: z.number().int().positive(),
    maxConcurrentAnswers: z.number().int().positive(),
    corsOrigins: z.array(z.url()),
    logLevel,
    tools: z.string().min(1),
    executor: z.string().min(1),
    mcpServer: z.string().min(1),
    toolChoice: z.string().min(1),
    evalResults: z.string().min(1),
  })
  .partial()
  .strict();

const fileSchema = z
  .object({
    $schema: z.string(),
    db: z.string().min(1),
    tenant: z.string().min(1),
    model: z.string().min(1),
    embedder: z.string().min(1),
    maxFileMb: positive,
    foundThreshold: z.number().min(0).max(1),
    lowThreshold: z.number().min(0).max(1),
    freshnessMonths: positive,
    logLevel,
    lexical: z.enum(['auto', 'tsvector']),
    grounding: z.enum(['rules', 'evidence']),
    cachedChunks: z.number().int().positive(),
    serve: serveSchema,
  })
  .partial()
  .strict();

/** Only folders are resolved; URLs (`postgres://…`, `memory://`) stay as they are. */
function resolveDb(db: string, folder: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(db) || isAbsolute(db) ? db : resolve(folder, db);
}

function parse(path: string): z.output<typeof fileSchema> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Cannot read the configuration file ${path}: ${(error as Error).message}`, 'It must be a JSON object, e.g. {"db": "./.anker", "serve": {"port": 8787}}.');
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : (issue as { keys?: string[] }).keys?.join(', ') ?? '(file)';
    throw new ConfigError(`Invalid configuration file ${path}: ${where}: ${issue.message}`, 'The README lists the keys of anker.config.json.');
  }
  return parsed.data;
}

/**
 * Reads the configuration file: `path` (from `--config`), else `ANKER_CONFIG`, else `anker.config.json` in `cwd`
 * when it exists. A file named explicitly must exist. Relative paths inside (db folder, tools, executor, eval
 * results) are resolved against the file's folder, so the file means the same from any working directory.
 * Sizes use the units of the environment variables (`maxFileMb`, `serve.maxBodyKb`, `serve.maxUploadMb`).
 */
export function loadConfigFile(options: { path?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): ConfigFile {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const named = options.path ?? env.ANKER_CONFIG;
  const path = named ? resolve(cwd, named) : resolve(cwd, CONFIG_FILE_NAME);
  if (!existsSync(path)) {
    if (named) throw new ConfigError(`The configuration file ${path} does not exist.`, `Check --config / ANKER_CONFIG, or put an ${CONFIG_FILE_NAME} in the working directory.`);
    return { path: null, folder: cwd, anker: {}, server: {}, serve: {} };
  }
  const data = parse(path);
  const folder = dirname(path);
  const { serve = {}, maxFileMb, db, $schema: _schema, ...anker } = data;
  const { maxBodyKb, maxUploadMb, tools, executor, mcpServer, toolChoice, evalResults, ...server } = serve;
  const absolute = (value: string | undefined) => (value === undefined ? undefined : resolve(folder, value));
  const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
  return {
    path,
    folder,
    anker: defined({ ...anker, db: db === undefined ? undefined : resolveDb(db, folder), maxFileBytes: maxFileMb === undefined ? undefined : Math.round(maxFileMb * 1024 * 1024) }),
    server: defined({ ...server, maxBodyBytes: maxBodyKb === undefined ? undefined : Math.round(maxBodyKb * 1024), maxUploadBytes: maxUploadMb === undefined ? undefined : Math.round(maxUploadMb * 1024 * 1024) }),
    serve: defined({ tools: absolute(tools), executor: absolute(executor), mcpServer, toolChoice, evalResults: absolute(evalResults) }),
  };
}
