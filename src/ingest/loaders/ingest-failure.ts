import { IngestError } from '../../errors/index.js';
import type { IngestMessage } from './ingest-messages.js';

/** Builds the IngestError for one of the messages in `ingest-messages.ts`. */
export function ingestFailure(source: string, text: IngestMessage, cause?: unknown): IngestError {
  return new IngestError(source, text.message, { hint: text.hint, cause });
}

/** First line of an error's message, for embedding a library's reason in our own message. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
