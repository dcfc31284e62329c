import { pino, type Logger } from 'pino';

/** A pino logger that keeps its records in memory, for asserting on logs. */
export function captureLogger(): { logger: Logger; records: Record<string, unknown>[] } {
  const records: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => records.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, records };
}
