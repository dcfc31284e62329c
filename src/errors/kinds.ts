import { AnkerError } from './anker-error.js';

/** A configuration value is missing or malformed. Names the option and the env var. */
export class ConfigError extends AnkerError {
  constructor(message: string, hint?: string) {
    super('CONFIG', message, { hint });
  }
}

/** A file cannot be ingested: unreadable, corrupt, too large, unsupported. Fails that file only. */
export class IngestError extends AnkerError {
  readonly source: string;
  constructor(source: string, message: string, options: { cause?: unknown; hint?: string } = {}) {
    super('INGEST', message, options);
    this.source = source;
  }
}

/** The store cannot be opened, migrated or queried. */
export class StoreError extends AnkerError {
  constructor(message: string, options: { cause?: unknown; hint?: string; isRetryable?: boolean } = {}) {
    super('STORE', message, options);
  }
}

/** The vectors in the store were made by another embedder (or dimension). */
export class EmbedderMismatchError extends AnkerError {
  constructor(stored: string, configured: string) {
    super(
      'EMBEDDER_MISMATCH',
      `The store was indexed with embedder "${stored}" but "${configured}" is configured.`,
      { hint: 'Use the same --embedder as when indexing, or re-index into a new --db / --tenant.' },
    );
  }
}

/** A remote provider (embeddings, LLM, search API) failed. Retryable for 408/429/5xx and network errors. */
export class ProviderError extends AnkerError {
  readonly statusCode?: number;
  readonly provider: string;
  constructor(provider: string, message: string, options: { statusCode?: number; cause?: unknown; isRetryable?: boolean; hint?: string } = {}) {
    const status = options.statusCode;
    const retryable = options.isRetryable ?? (status === undefined || status === 408 || status === 429 || status >= 500);
    super('PROVIDER', message, { cause: options.cause, isRetryable: retryable, hint: options.hint });
    this.statusCode = status;
    this.provider = provider;
  }
}

/** The user asked for something the CLI or API cannot do as given (exit code 2). */
export class UsageError extends AnkerError {
  constructor(message: string, hint?: string) {
    super('USAGE', message, { hint });
  }
}

/** A tool call failed; carries the taxonomy type so policies only read flags. */
export class ToolExecutionError extends AnkerError {
  readonly toolName: string;
  readonly type: 'TRANSIENT' | 'PERMANENT' | 'UNKNOWN';
  constructor(
    toolName: string,
    type: 'TRANSIENT' | 'PERMANENT' | 'UNKNOWN',
    message: string,
    options: { cause?: unknown; hint?: string } = {},
  ) {
    super('TOOL_' + type, message, { ...options, isRetryable: type === 'TRANSIENT' });
    this.toolName = toolName;
    this.type = type;
  }
}
