/** Base of every error Anker raises on purpose. `code` is stable; `isRetryable` is decided where the error is born. */
export class AnkerError extends Error {
  readonly code: string;
  readonly isRetryable: boolean;
  /** What the user can do about it, shown by the CLI after the message. */
  readonly hint?: string;

  constructor(code: string, message: string, options: { cause?: unknown; isRetryable?: boolean; hint?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.isRetryable = options.isRetryable ?? false;
    this.hint = options.hint;
  }
}

/** True for errors Anker raised on purpose (user or environment problems), false for bugs. */
export function isAnkerError(error: unknown): error is AnkerError {
  return error instanceof AnkerError;
}
